import { PAGES } from '@coffee/domain/pages';
import type { AreaPage } from '@coffee/field-toolkit/runtime';
import { entityPage, screenPage } from '@coffee/field-toolkit/blocks/plumbing';

export const pages: readonly AreaPage[] = [
  entityPage(PAGES.QCBrewingResult, () => import('./pages/QCBrewingResult/page')),
  entityPage(PAGES.QCBrewingDefault, () => import('./pages/QCBrewingDefault/page')),
  entityPage(PAGES.QCBlending, () => import('./pages/QCBlending/page')),
  entityPage(PAGES.QCRoasting, () => import('./pages/QCRoasting/page')),
  entityPage(PAGES.QCGreenbean, () => import('./pages/QCGreenbean/page')),
  entityPage(
    PAGES.QCCupping,
    () => import('./pages/QCCupping/page'),
    () => import('./pages/QCCupping/list'),
  ),
  screenPage(PAGES.QCCuppingSheet, () => import('./pages/QCCuppingSheet/CuppingSheetScreen')),
  entityPage(PAGES.QCCoffeebean, () => import('./pages/QCCoffeebean/page')),
];
