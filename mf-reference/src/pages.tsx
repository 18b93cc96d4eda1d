import { PAGES } from '@coffee/domain/pages';
import type { AreaPage } from '@coffee/field-toolkit/runtime';
import { entityPage, screenPage } from '@coffee/field-toolkit/blocks/plumbing';

/** The code pages' list tools (reload the codes, drop the local copies). */
const codeTools = async () => ({ Toolbar: (await import('./shared/CodeTools')).CodeTools });

export const pages: readonly AreaPage[] = [
  entityPage(PAGES.CodeGroup, () => import('./pages/CodeGroup/page'), codeTools),
  entityPage(PAGES.CodeList, () => import('./pages/CodeList/page'), codeTools),
  entityPage(PAGES.Variety, () => import('./pages/Variety/page'), codeTools),
  entityPage(PAGES.Country, () => import('./pages/Country/page')),
  entityPage(PAGES.SettingRegion, () => import('./pages/SettingRegion/page')),
  entityPage(PAGES.SettingFarm, () => import('./pages/SettingFarm/page')),
  entityPage(PAGES.SettingCompany, () => import('./pages/SettingCompany/page')),
  entityPage(PAGES.SettingRoaster, () => import('./pages/SettingRoaster/page')),
  entityPage(PAGES.SettingCafe, () => import('./pages/SettingCafe/page')),
  entityPage(PAGES.SettingGreenbeanDefault, () => import('./pages/SettingGreenbeanDefault/page')),
  entityPage(PAGES.SettingGreenbeanYear, () => import('./pages/SettingGreenbeanYear/page')),
  entityPage(PAGES.SettingEquip, () => import('./pages/SettingEquip/page')),
  entityPage(PAGES.SettingMaterial, () => import('./pages/SettingMaterial/page')),
  screenPage(PAGES.SystemTable, () => import('./pages/SystemTable/SystemTableScreen')),
  screenPage(PAGES.SystemCompare, () => import('./pages/SystemCompare/SystemCompareScreen')),
  screenPage(PAGES.SystemCollection, () => import('./pages/SystemCollection/SystemCollectionScreen')),
];
