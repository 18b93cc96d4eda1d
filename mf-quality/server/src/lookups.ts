import { sql } from 'kysely';
import type { Lookup } from '@coffee/api-kernel/codes/lookupParts';
import { brewingDefaultLookup } from '@coffee/api-kernel/codes/lookupParts';
import { lookupPath } from '@coffee/domain';
import { QUALITY_PAGES as PAGES } from 'mf-quality/model';

/**
 * The quality area's option lookups: the cuppers a session can invite and the roastery's brewing recipes (behaviour
 * §02-7).
 */
export const qualityLookups: readonly Lookup[] = [
  {
    // The roastery's members a cupping session can invite (behaviour §07-2).
    path: lookupPath(PAGES.QCCupping),
    table: 'roaster_user',
    value: 'roaster_user_seq',
    name: 'roaster_user_nick',
    label: () => sql<string>`coalesce(${sql.ref('roaster_user_nick')}, '-')`,
    filters: {},
    use: 'roaster_user_use',
    owner: 'roaster',
    orderBy: sql`roaster_user_nick`,
  },
  brewingDefaultLookup(PAGES.QCBrewingDefault, 'qc_brewing_default', 'roaster', 'blending_seq'),
];
