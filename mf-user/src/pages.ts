import { PAGES } from '@coffee/domain/pages';
import type { AreaPage } from '@coffee/field-toolkit/runtime';
import { entityPage, screenPage } from '@coffee/field-toolkit/blocks/plumbing';

/** The personal area's pages (behaviour §03-2.1), each loaded on first visit. */
export const pages: readonly AreaPage[] = [
  entityPage(
    PAGES.UserQCCoffeebean,
    () => import('./pages/UserQCCoffeebean/page'),
    () => import('./pages/UserQCCoffeebean/list'),
  ),
  entityPage(PAGES.UserBrewingDefault, () => import('./pages/UserBrewingDefault/page')),
  entityPage(
    PAGES.UserBrewingResult,
    () => import('./pages/UserBrewingResult/page'),
    () => import('./pages/UserBrewingResult/list'),
  ),
  entityPage(PAGES.UserEquip, () => import('./pages/UserEquip/page')),
  entityPage(PAGES.UserEquipInfo, () => import('./pages/UserEquipInfo/page')),
  entityPage(PAGES.UserBasicInfo, () => import('./pages/UserBasicInfo/page')),
  entityPage(PAGES.UserDetailInfo, () =>
    import('./pages/UserBasicInfo/page').then(({ detailPage }) => ({ page: detailPage })),
  ),
  screenPage(PAGES.SerialIntro, () => import('./pages/SerialIntro/SerialIntroScreen')),
  screenPage(PAGES.RoasterSignUp, () => import('./pages/EventSignUp/RoasterSignUpScreen')),
  screenPage(PAGES.CafeSignUp, () => import('./pages/EventSignUp/CafeSignUpScreen')),
];
