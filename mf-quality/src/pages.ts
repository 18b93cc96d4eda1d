import type { AreaPage } from '@coffee/field-toolkit/runtime';
import { entityPage, screenPage } from '@coffee/field-toolkit/blocks/plumbing';
import { QUALITY_PAGES } from '../model';

export const pages: readonly AreaPage[] = [
  entityPage(QUALITY_PAGES.QCBrewingResult, () => import('./pages/QCBrewingResult/page')),
  entityPage(QUALITY_PAGES.QCBrewingDefault, () => import('./pages/QCBrewingDefault/page')),
  entityPage(QUALITY_PAGES.QCBlending, () => import('./pages/QCBlending/page')),
  entityPage(QUALITY_PAGES.QCRoasting, () => import('./pages/QCRoasting/page')),
  entityPage(QUALITY_PAGES.QCGreenbean, () => import('./pages/QCGreenbean/page')),
  entityPage(
    QUALITY_PAGES.QCCupping,
    () => import('./pages/QCCupping/page'),
    () => import('./pages/QCCupping/list'),
  ),
  screenPage(QUALITY_PAGES.QCCuppingSheet, () => import('./pages/QCCuppingSheet/CuppingSheetScreen')),
  entityPage(QUALITY_PAGES.QCCoffeebean, () => import('./pages/QCCoffeebean/page')),
];
