import { PAGES } from '@coffee/domain/pages';
import type { AreaPage } from '@coffee/field-toolkit/runtime';
import { entityPage, screenPage } from '@coffee/field-toolkit/blocks/plumbing';

/** The roastery's pages (behaviour §02-2), each loaded on first visit. */
export const pages: readonly AreaPage[] = [
  entityPage(PAGES.RoasterGreenbeanDefault, () => import('./pages/RoasterGreenbeanDefault/page')),
  screenPage(PAGES.RoasterGreenbeanCatalogue, () => import('./pages/RoasterGreenbeanCatalogue/CatalogueScreen')),
  entityPage(
    PAGES.RoasterGreenbeanYear,
    () => import('./pages/RoasterGreenbeanYear/page'),
    () => import('./pages/RoasterGreenbeanYear/list'),
  ),
  entityPage(PAGES.RoastingDefault, () => import('./pages/RoastingDefault/page')),
  entityPage(
    PAGES.RoastingResult,
    () => import('./pages/RoastingResult/page'),
    () => import('./pages/RoastingResult/list'),
  ),
  screenPage(PAGES.RoastingInventory, () => import('./pages/RoastingInventory/RoastingInventoryScreen')),
  screenPage(PAGES.RoastingCompare, () => import('./pages/RoastingCompare/RoastingCompareScreen')),
  screenPage(PAGES.RoastingPlan, () => import('./pages/RoastingPlan/RoastingPlanScreen')),
  screenPage(PAGES.RoastingSchedule, () => import('./pages/RoastingSchedule/RoastingScheduleScreen')),
  screenPage(PAGES.RoastingTrace, () => import('./pages/RoastingTrace/TraceScreen')),
  entityPage(PAGES.BlendingDefault, () => import('./pages/BlendingDefault/page')),
  entityPage(PAGES.BlendingResult, () => import('./pages/BlendingResult/page')),
  screenPage(PAGES.BlendingInventory, () => import('./pages/BlendingInventory/BlendingInventoryScreen')),
  entityPage(PAGES.RoasterOrder, () => import('./pages/RoasterOrder/page')),
  entityPage(PAGES.RoasterEquip, () => import('./pages/RoasterEquip/page')),
  entityPage(
    PAGES.RoasterEvent,
    () => import('./pages/RoasterEvent/page'),
    () => import('./pages/RoasterEvent/list'),
  ),
  entityPage(PAGES.RoasterUser, () => import('./pages/RoasterUser/page')),
  entityPage(PAGES.RoasterUserSignUp, () => import('./pages/RoasterUserSignUp/page')),
  entityPage(PAGES.RoasterUserEtc, () => import('./pages/RoasterUserEtc/page')),
  entityPage(PAGES.RoasterUserInfo, () => import('./pages/RoasterUserInfo/page')),
  screenPage(PAGES.RoasterCreate, () => import('./pages/RoasterCreate/RoasterCreateScreen')),
  entityPage(PAGES.RoasterCafe, () => import('./pages/RoasterCafe/page')),
  entityPage(PAGES.RoasterCafeRegister, () => import('./pages/RoasterCafeRegister/page')),
  entityPage(PAGES.RoasterCafeEtc, () => import('./pages/RoasterCafeEtc/page')),
];
