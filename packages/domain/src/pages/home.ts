import type { HomeRole } from '@coffee/domain/navigation';
import type { PageDescriptor } from './descriptor';
import { CAFE_PAGES } from './cafe';
import { REFERENCE_PAGES } from './reference';
import { ROASTER_PAGES } from './roaster';
import { USER_PAGES } from './user';

/** The page whose list right opens a role's home page: who may read it, and which organisation it is for. */
export const HOME_GATES: Readonly<Record<HomeRole, PageDescriptor>> = {
  roastery: ROASTER_PAGES.RoastingResult,
  cafe: CAFE_PAGES.CafeBrewingResult,
  admin: REFERENCE_PAGES.Country,
  lover: USER_PAGES.UserQCCoffeebean,
};
