import type { AreaPage } from '@coffee/field-toolkit/runtime';
import { entityPage, screenPage } from '@coffee/field-toolkit/blocks/plumbing';
import { REFERENCE_PAGES } from '../model';

/** The code pages' list tools (reload the codes, drop the local copies). */
const codeTools = async () => ({ Toolbar: (await import('./shared/CodeTools')).CodeTools });

export const pages: readonly AreaPage[] = [
  entityPage(REFERENCE_PAGES.CodeGroup, () => import('./pages/CodeGroup/page'), codeTools),
  entityPage(REFERENCE_PAGES.CodeList, () => import('./pages/CodeList/page'), codeTools),
  entityPage(REFERENCE_PAGES.Variety, () => import('./pages/Variety/page'), codeTools),
  entityPage(REFERENCE_PAGES.Country, () => import('./pages/Country/page')),
  entityPage(REFERENCE_PAGES.SettingRegion, () => import('./pages/SettingRegion/page')),
  entityPage(REFERENCE_PAGES.SettingFarm, () => import('./pages/SettingFarm/page')),
  entityPage(REFERENCE_PAGES.SettingCompany, () => import('./pages/SettingCompany/page')),
  entityPage(REFERENCE_PAGES.SettingRoaster, () => import('./pages/SettingRoaster/page')),
  entityPage(REFERENCE_PAGES.SettingCafe, () => import('./pages/SettingCafe/page')),
  entityPage(REFERENCE_PAGES.SettingGreenbeanDefault, () => import('./pages/SettingGreenbeanDefault/page')),
  entityPage(REFERENCE_PAGES.SettingGreenbeanYear, () => import('./pages/SettingGreenbeanYear/page')),
  entityPage(REFERENCE_PAGES.SettingEquip, () => import('./pages/SettingEquip/page')),
  entityPage(REFERENCE_PAGES.SettingMaterial, () => import('./pages/SettingMaterial/page')),
  screenPage(REFERENCE_PAGES.SystemTable, () => import('./pages/SystemTable/SystemTableScreen')),
  screenPage(REFERENCE_PAGES.SystemCompare, () => import('./pages/SystemCompare/SystemCompareScreen')),
  screenPage(REFERENCE_PAGES.SystemCollection, () => import('./pages/SystemCollection/SystemCollectionScreen')),
];
