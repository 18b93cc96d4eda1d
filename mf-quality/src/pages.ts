import type { AreaPage } from '@coffee/field-toolkit/runtime';
import { entityPage } from '@coffee/field-toolkit/blocks/plumbing';
import { QUALITY_ROUTES as ROUTES } from './shared/routes';

export const pages: readonly AreaPage[] = [
  entityPage(ROUTES.QCBrewingResult, () => import('./pages/QCBrewingResult/page')),
  entityPage(ROUTES.QCBrewingDefault, () => import('./pages/QCBrewingDefault/page')),
  entityPage(ROUTES.QCBlending, () => import('./pages/QCBlending/page')),
  entityPage(ROUTES.QCRoasting, () => import('./pages/QCRoasting/page')),
  entityPage(ROUTES.QCGreenbean, () => import('./pages/QCGreenbean/page')),
  entityPage(ROUTES.QCCoffeebean, () => import('./pages/QCCoffeebean/page')),
];
