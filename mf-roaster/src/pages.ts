import type { AreaPage } from '@coffee/field-toolkit/runtime';
import { entityPage, screenPage } from '@coffee/field-toolkit/blocks/plumbing';
import { ROASTER_ROUTES as ROUTES } from './shared/routes';

/** The roastery's pages (behaviour §02-2), each loaded on first visit. */
export const pages: readonly AreaPage[] = [
  entityPage(ROUTES.RoasterGreenbeanDefault, () => import('./pages/RoasterGreenbeanDefault/page')),
  entityPage(ROUTES.RoasterGreenbeanYear, () => import('./pages/RoasterGreenbeanYear/page')),
  entityPage(ROUTES.RoastingDefault, () => import('./pages/RoastingDefault/page')),
  entityPage(ROUTES.RoastingResult, () => import('./pages/RoastingResult/page')),
  screenPage(ROUTES.RoastingInventory, () => import('./pages/RoastingInventory/RoastingInventoryScreen')),
  screenPage(ROUTES.RoastingCompare, () => import('./pages/RoastingCompare/RoastingCompareScreen')),
  entityPage(ROUTES.BlendingDefault, () => import('./pages/BlendingDefault/page')),
  entityPage(ROUTES.BlendingResult, () => import('./pages/BlendingResult/page')),
  screenPage(ROUTES.BlendingInventory, () => import('./pages/BlendingInventory/BlendingInventoryScreen')),
  entityPage(ROUTES.RoasterEquip, () => import('./pages/RoasterEquip/page')),
  entityPage(ROUTES.RoasterEvent, () => import('./pages/RoasterEvent/page')),
  entityPage(ROUTES.RoasterUser, () => import('./pages/RoasterUser/page')),
  entityPage(ROUTES.RoasterUserSignUp, () => import('./pages/RoasterUserSignUp/page')),
  entityPage(ROUTES.RoasterUserEtc, () => import('./pages/RoasterUserEtc/page')),
  entityPage(ROUTES.RoasterUserInfo, () => import('./pages/RoasterUserInfo/page')),
  screenPage(ROUTES.RoasterCreate, () => import('./pages/RoasterCreate/RoasterCreateScreen')),
  entityPage(ROUTES.RoasterCafe, () => import('./pages/RoasterCafe/page')),
  entityPage(ROUTES.RoasterCafeRegister, () => import('./pages/RoasterCafeRegister/page')),
  entityPage(ROUTES.RoasterCafeEtc, () => import('./pages/RoasterCafeEtc/page')),
];
