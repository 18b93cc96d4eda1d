import type { AreaPage } from '@coffee/field-toolkit/runtime';
import { entityPage, screenPage } from '@coffee/field-toolkit/blocks/plumbing';
import { REFERENCE_ROUTES as ROUTES } from './shared/routes';

export const pages: readonly AreaPage[] = [
  entityPage(ROUTES.CodeGroup, () => import('./pages/CodeGroup/page')),
  entityPage(ROUTES.CodeList, () => import('./pages/CodeList/page')),
  entityPage(ROUTES.Variety, () => import('./pages/Variety/page')),
  entityPage(ROUTES.Country, () => import('./pages/Country/page')),
  entityPage(ROUTES.SettingRegion, () => import('./pages/SettingRegion/page')),
  entityPage(ROUTES.SettingFarm, () => import('./pages/SettingFarm/page')),
  entityPage(ROUTES.SettingCompany, () => import('./pages/SettingCompany/page')),
  entityPage(ROUTES.SettingRoaster, () => import('./pages/SettingRoaster/page')),
  entityPage(ROUTES.SettingCafe, () => import('./pages/SettingCafe/page')),
  entityPage(ROUTES.SettingGreenbeanDefault, () => import('./pages/SettingGreenbeanDefault/page')),
  entityPage(ROUTES.SettingGreenbeanYear, () => import('./pages/SettingGreenbeanYear/page')),
  entityPage(ROUTES.SettingEquip, () => import('./pages/SettingEquip/page')),
  entityPage(ROUTES.SettingMaterial, () => import('./pages/SettingMaterial/page')),
  screenPage(ROUTES.SystemTable, () => import('./pages/SystemTable/SystemTableScreen')),
  screenPage(ROUTES.SystemCompare, () => import('./pages/SystemCompare/SystemCompareScreen')),
  screenPage(ROUTES.SystemCollection, () => import('./pages/SystemCollection/SystemCollectionScreen')),
];
