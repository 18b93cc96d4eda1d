import type { Lookup } from '@coffee/api-kernel/codes/lookupParts';
import { brewingDefaultLookup, equipLookup } from '@coffee/api-kernel/codes/lookupParts';
import { USER_PAGES as PAGES } from 'mf-user/model';

/** A person's option lookups: their equipment and brewing recipes (behaviour §02-7). */
export const userLookups: readonly Lookup[] = [
  equipLookup(PAGES.UserEquip, 'user'),
  brewingDefaultLookup(PAGES.UserBrewingDefault, 'user_brewing_default', 'user', 'brewing_seq'),
];
