import type { HomeRole } from '@coffee/domain/navigation';
import type { PageDescriptor } from '@coffee/domain/pages';
import { CAFE_PAGES } from 'mf-cafe/model';
import { REFERENCE_PAGES } from 'mf-reference/model';
import { ROASTER_PAGES } from 'mf-roaster/model';
import { USER_PAGES } from 'mf-user/model';

/** The page whose list right opens a role's home page: who may read it, and which organisation it is for. */
export const HOME_GATES: Readonly<Record<HomeRole, PageDescriptor>> = {
  roastery: ROASTER_PAGES.RoastingResult,
  cafe: CAFE_PAGES.CafeBrewingResult,
  admin: REFERENCE_PAGES.Country,
  lover: USER_PAGES.UserQCCoffeebean,
};
