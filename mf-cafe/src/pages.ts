import type { AreaPage } from '@coffee/field-toolkit/runtime';
import { entityPage, screenPage } from '@coffee/field-toolkit/blocks/plumbing';
import { CAFE_PAGES } from '../model';

/** The pages built so far; the other routes this area owns show the under-construction page. */
export const pages: readonly AreaPage[] = [
  entityPage(CAFE_PAGES.CoffeebeanDefault, () => import('./pages/CoffeebeanDefault/page')),
  entityPage(
    CAFE_PAGES.CoffeebeanReceived,
    () => import('./pages/CoffeebeanReceived/page'),
    () => import('./pages/CoffeebeanReceived/list'),
  ),
  screenPage(CAFE_PAGES.CoffeebeanQRDefault, () => import('./pages/CoffeebeanQR/QRDefaultScreen')),
  screenPage(CAFE_PAGES.CoffeebeanQRReceived, () => import('./pages/CoffeebeanQR/QRReceivedScreen')),
  entityPage(CAFE_PAGES.CafeBrewingDefault, () => import('./pages/CafeBrewingDefault/page')),
  entityPage(
    CAFE_PAGES.CafeBrewingResult,
    () => import('./pages/CafeBrewingResult/page'),
    () => import('./pages/CafeBrewingResult/list'),
  ),
  entityPage(
    CAFE_PAGES.CafeBrewingToday,
    () => import('./pages/CafeBrewingToday/page'),
    () => import('./pages/CafeBrewingToday/list'),
  ),
  entityPage(CAFE_PAGES.CafeSettingToday, () => import('./pages/CafeSettingToday/page')),
  screenPage(CAFE_PAGES.CafeCupCost, () => import('./pages/CafeCupCost/CupCostScreen')),
  entityPage(CAFE_PAGES.CafeSettingDefault, () => import('./pages/CafeSettingDefault/page')),
  screenPage(CAFE_PAGES.CafeSettingHistory, () => import('./pages/CafeSettingHistory/HistoryScreen')),
  entityPage(CAFE_PAGES.CafeOrder, () => import('./pages/CafeOrder/page')),
  screenPage(CAFE_PAGES.CafeInvoice, () => import('./pages/CafeInvoice/InvoiceScreen')),
  screenPage(CAFE_PAGES.CafePayable, () => import('./pages/CafePayable/PayableScreen')),
  entityPage(CAFE_PAGES.CafeEquip, () => import('./pages/CafeEquip/page')),
  entityPage(CAFE_PAGES.CafeUserInfo, () => import('./pages/CafeUserInfo/page')),
  entityPage(CAFE_PAGES.CafeInfo, () => import('./pages/CafeInfo/page')),
  screenPage(CAFE_PAGES.CafeCreate, () => import('./pages/CafeCreate/CafeCreateScreen')),
  entityPage(
    CAFE_PAGES.CafeEvent,
    () => import('./pages/CafeEvent/page'),
    () => import('./pages/CafeEvent/list'),
  ),
  entityPage(CAFE_PAGES.CafeUser, () => import('./pages/CafeUser/page')),
  entityPage(CAFE_PAGES.CafeUserSignUp, () => import('./pages/CafeUserSignUp/page')),
  entityPage(CAFE_PAGES.CafeUserEtc, () => import('./pages/CafeUserEtc/page')),
  entityPage(CAFE_PAGES.CafeRoaster, () => import('./pages/CafeRoaster/page')),
  screenPage(CAFE_PAGES.CafeRoasterRegister, () => import('./pages/CafeRoasterRegister/CafeRoasterRegisterScreen')),
];
