import type { AreaPage } from '@coffee/field-toolkit/runtime';
import { entityPage, screenPage } from '@coffee/field-toolkit/blocks/plumbing';
import { CAFE_ROUTES as ROUTES } from './shared/routes';

/** The pages built so far; the other routes this area owns show the under-construction page. */
export const pages: readonly AreaPage[] = [
  entityPage(ROUTES.CoffeebeanDefault, () => import('./pages/CoffeebeanDefault/page')),
  entityPage(ROUTES.CoffeebeanReceived, () => import('./pages/CoffeebeanReceived/page')),
  screenPage(ROUTES.CoffeebeanQRDefault, () => import('./pages/CoffeebeanQR/QRDefaultScreen')),
  screenPage(ROUTES.CoffeebeanQRReceived, () => import('./pages/CoffeebeanQR/QRReceivedScreen')),
  entityPage(ROUTES.CafeBrewingDefault, () => import('./pages/CafeBrewingDefault/page')),
  entityPage(ROUTES.CafeBrewingResult, () => import('./pages/CafeBrewingResult/page')),
  entityPage(ROUTES.CafeBrewingToday, () => import('./pages/CafeBrewingToday/page')),
  entityPage(ROUTES.CafeSettingToday, () => import('./pages/CafeSettingToday/page')),
  entityPage(ROUTES.CafeSettingDefault, () => import('./pages/CafeSettingDefault/page')),
  screenPage(ROUTES.CafeSettingHistory, () => import('./pages/CafeSettingHistory/HistoryScreen')),
  entityPage(ROUTES.CafeEquip, () => import('./pages/CafeEquip/page')),
  entityPage(ROUTES.CafeUserInfo, () => import('./pages/CafeUserInfo/page')),
  screenPage(ROUTES.CafeCreate, () => import('./pages/CafeCreate/CafeCreateScreen')),
  entityPage(ROUTES.CafeEvent, () => import('./pages/CafeEvent/page')),
  entityPage(ROUTES.CafeUser, () => import('./pages/CafeUser/page')),
  entityPage(ROUTES.CafeUserSignUp, () => import('./pages/CafeUserSignUp/page')),
  entityPage(ROUTES.CafeUserEtc, () => import('./pages/CafeUserEtc/page')),
  entityPage(ROUTES.CafeRoaster, () => import('./pages/CafeRoaster/page')),
  screenPage(ROUTES.CafeRoasterRegister, () => import('./pages/CafeRoasterRegister/CafeRoasterRegisterScreen')),
];
