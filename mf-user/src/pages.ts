import type { AreaPage } from '@coffee/field-toolkit/runtime';
import { entityPage, screenPage } from '@coffee/field-toolkit/blocks/plumbing';
import { USER_PAGES } from '../model';

/** The personal area's pages (behaviour §03-2.1), each loaded on first visit. */
export const pages: readonly AreaPage[] = [
  entityPage(
    USER_PAGES.UserQCCoffeebean,
    () => import('./pages/UserQCCoffeebean/page'),
    () => import('./pages/UserQCCoffeebean/list'),
  ),
  entityPage(USER_PAGES.UserBrewingDefault, () => import('./pages/UserBrewingDefault/page')),
  entityPage(
    USER_PAGES.UserBrewingResult,
    () => import('./pages/UserBrewingResult/page'),
    () => import('./pages/UserBrewingResult/list'),
  ),
  entityPage(USER_PAGES.UserEquip, () => import('./pages/UserEquip/page')),
  entityPage(USER_PAGES.UserEquipInfo, () => import('./pages/UserEquipInfo/page')),
  entityPage(USER_PAGES.UserBasicInfo, () => import('./pages/UserBasicInfo/page')),
  entityPage(USER_PAGES.UserDetailInfo, () =>
    import('./pages/UserBasicInfo/page').then(({ detailPage }) => ({ page: detailPage })),
  ),
  screenPage(USER_PAGES.SerialIntro, () => import('./pages/SerialIntro/SerialIntroScreen')),
  screenPage(USER_PAGES.RoasterSignUp, () => import('./pages/EventSignUp/RoasterSignUpScreen')),
  screenPage(USER_PAGES.CafeSignUp, () => import('./pages/EventSignUp/CafeSignUpScreen')),
];
