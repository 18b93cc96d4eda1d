import type { AreaPage } from '@coffee/field-toolkit/runtime';
import { entityPage, screenPage } from '@coffee/field-toolkit/blocks/plumbing';
import { USER_ROUTES as ROUTES } from './shared/routes';

/** The personal area's pages (behaviour §03-2.1), each loaded on first visit. */
export const pages: readonly AreaPage[] = [
  entityPage(ROUTES.UserQCCoffebean, () => import('./pages/UserQCCoffebean/page')),
  entityPage(ROUTES.UserBrewingDefault, () => import('./pages/UserBrewingDefault/page')),
  entityPage(ROUTES.UserBrewingResult, () => import('./pages/UserBrewingResult/page')),
  entityPage(ROUTES.UserEquip, () => import('./pages/UserEquip/page')),
  entityPage(ROUTES.UserEquipInfo, () => import('./pages/UserEquipInfo/page')),
  entityPage(ROUTES.UserBasicInfo, () => import('./pages/UserBasicInfo/page')),
  entityPage(ROUTES.UserDetailInfo, () =>
    import('./pages/UserBasicInfo/page').then(({ detailPage }) => ({ page: detailPage })),
  ),
  screenPage(ROUTES.SerialIntro, () => import('./pages/SerialIntro/SerialIntroScreen')),
  screenPage(ROUTES.RoasterSignUp, () => import('./pages/EventSignUp/RoasterSignUpScreen')),
  screenPage(ROUTES.CafeSignUp, () => import('./pages/EventSignUp/CafeSignUpScreen')),
];
