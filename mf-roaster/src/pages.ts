import type { AreaPage } from '@coffee/field-toolkit/runtime';
import { entityPage, screenPage } from '@coffee/field-toolkit/blocks/plumbing';
import { ROASTER_PAGES } from '../model';

/** The roastery's pages (behaviour §02-2), each loaded on first visit. */
export const pages: readonly AreaPage[] = [
  entityPage(ROASTER_PAGES.RoasterGreenbeanDefault, () => import('./pages/RoasterGreenbeanDefault/page')),
  screenPage(
    ROASTER_PAGES.RoasterGreenbeanCatalogue,
    () => import('./pages/RoasterGreenbeanCatalogue/CatalogueScreen'),
  ),
  entityPage(
    ROASTER_PAGES.RoasterGreenbeanYear,
    () => import('./pages/RoasterGreenbeanYear/page'),
    () => import('./pages/RoasterGreenbeanYear/list'),
  ),
  entityPage(ROASTER_PAGES.RoastingDefault, () => import('./pages/RoastingDefault/page')),
  entityPage(
    ROASTER_PAGES.RoastingResult,
    () => import('./pages/RoastingResult/page'),
    () => import('./pages/RoastingResult/list'),
  ),
  screenPage(ROASTER_PAGES.RoastingInventory, () => import('./pages/RoastingInventory/RoastingInventoryScreen')),
  screenPage(ROASTER_PAGES.RoastingCompare, () => import('./pages/RoastingCompare/RoastingCompareScreen')),
  screenPage(ROASTER_PAGES.RoastingPlan, () => import('./pages/RoastingPlan/RoastingPlanScreen')),
  screenPage(ROASTER_PAGES.RoastingSchedule, () => import('./pages/RoastingSchedule/RoastingScheduleScreen')),
  screenPage(ROASTER_PAGES.RoastingTrace, () => import('./pages/RoastingTrace/TraceScreen')),
  entityPage(ROASTER_PAGES.BlendingDefault, () => import('./pages/BlendingDefault/page')),
  entityPage(ROASTER_PAGES.BlendingResult, () => import('./pages/BlendingResult/page')),
  screenPage(ROASTER_PAGES.BlendingInventory, () => import('./pages/BlendingInventory/BlendingInventoryScreen')),
  screenPage(ROASTER_PAGES.RoasterCost, () => import('./pages/RoasterCost/CostScreen')),
  screenPage(ROASTER_PAGES.RoasterMargin, () => import('./pages/RoasterMargin/MarginScreen')),
  entityPage(ROASTER_PAGES.RoasterOrder, () => import('./pages/RoasterOrder/page')),
  screenPage(ROASTER_PAGES.RoasterInvoice, () => import('./pages/RoasterInvoice/InvoiceScreen')),
  screenPage(ROASTER_PAGES.RoasterReceivable, () => import('./pages/RoasterReceivable/ReceivableScreen')),
  screenPage(ROASTER_PAGES.RoasterPrice, () => import('./pages/RoasterPrice/PriceScreen')),
  entityPage(ROASTER_PAGES.RoasterInfo, () => import('./pages/RoasterInfo/page')),
  entityPage(ROASTER_PAGES.RoasterEquip, () => import('./pages/RoasterEquip/page')),
  entityPage(
    ROASTER_PAGES.RoasterEvent,
    () => import('./pages/RoasterEvent/page'),
    () => import('./pages/RoasterEvent/list'),
  ),
  entityPage(ROASTER_PAGES.RoasterUser, () => import('./pages/RoasterUser/page')),
  entityPage(ROASTER_PAGES.RoasterUserSignUp, () => import('./pages/RoasterUserSignUp/page')),
  entityPage(ROASTER_PAGES.RoasterUserEtc, () => import('./pages/RoasterUserEtc/page')),
  entityPage(ROASTER_PAGES.RoasterUserInfo, () => import('./pages/RoasterUserInfo/page')),
  screenPage(ROASTER_PAGES.RoasterCreate, () => import('./pages/RoasterCreate/RoasterCreateScreen')),
  entityPage(ROASTER_PAGES.RoasterCafe, () => import('./pages/RoasterCafe/page')),
  entityPage(ROASTER_PAGES.RoasterCafeRegister, () => import('./pages/RoasterCafeRegister/page')),
  entityPage(ROASTER_PAGES.RoasterCafeEtc, () => import('./pages/RoasterCafeEtc/page')),
];
