import { PAGES } from '@coffee/domain/pages';
import type { AreaPage } from '@coffee/field-toolkit/runtime';
import { entityPage, screenPage } from '@coffee/field-toolkit/blocks/plumbing';

/** The pages built so far; the other routes this area owns show the under-construction page. */
export const pages: readonly AreaPage[] = [
  entityPage(PAGES.CoffeebeanDefault, () => import('./pages/CoffeebeanDefault/page')),
  entityPage(
    PAGES.CoffeebeanReceived,
    () => import('./pages/CoffeebeanReceived/page'),
    () => import('./pages/CoffeebeanReceived/list'),
  ),
  screenPage(PAGES.CoffeebeanQRDefault, () => import('./pages/CoffeebeanQR/QRDefaultScreen')),
  screenPage(PAGES.CoffeebeanQRReceived, () => import('./pages/CoffeebeanQR/QRReceivedScreen')),
  entityPage(PAGES.CafeBrewingDefault, () => import('./pages/CafeBrewingDefault/page')),
  entityPage(
    PAGES.CafeBrewingResult,
    () => import('./pages/CafeBrewingResult/page'),
    () => import('./pages/CafeBrewingResult/list'),
  ),
  entityPage(
    PAGES.CafeBrewingToday,
    () => import('./pages/CafeBrewingToday/page'),
    () => import('./pages/CafeBrewingToday/list'),
  ),
  entityPage(PAGES.CafeSettingToday, () => import('./pages/CafeSettingToday/page')),
  entityPage(PAGES.CafeSettingDefault, () => import('./pages/CafeSettingDefault/page')),
  screenPage(PAGES.CafeSettingHistory, () => import('./pages/CafeSettingHistory/HistoryScreen')),
  entityPage(PAGES.CafeOrder, () => import('./pages/CafeOrder/page')),
  entityPage(PAGES.CafeEquip, () => import('./pages/CafeEquip/page')),
  entityPage(PAGES.CafeUserInfo, () => import('./pages/CafeUserInfo/page')),
  screenPage(PAGES.CafeCreate, () => import('./pages/CafeCreate/CafeCreateScreen')),
  entityPage(
    PAGES.CafeEvent,
    () => import('./pages/CafeEvent/page'),
    () => import('./pages/CafeEvent/list'),
  ),
  entityPage(PAGES.CafeUser, () => import('./pages/CafeUser/page')),
  entityPage(PAGES.CafeUserSignUp, () => import('./pages/CafeUserSignUp/page')),
  entityPage(PAGES.CafeUserEtc, () => import('./pages/CafeUserEtc/page')),
  entityPage(PAGES.CafeRoaster, () => import('./pages/CafeRoaster/page')),
  screenPage(PAGES.CafeRoasterRegister, () => import('./pages/CafeRoasterRegister/CafeRoasterRegisterScreen')),
];
