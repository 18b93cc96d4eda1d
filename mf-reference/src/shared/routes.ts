/** Routes of this area's pages below the locale prefix (behaviour §02-2, §03-2.2). */
export const REFERENCE_ROUTES = {
  CodeGroup: 'info/code/codegroup',
  CodeList: 'info/code/codelist',
  Variety: 'info/code/varietylist',
  Country: 'info/map/country',
  SettingRegion: 'info/map/region',
  SettingFarm: 'info/map/farm',
  SettingCompany: 'user/company/company',
  SettingRoaster: 'user/company/roaster',
  SettingCafe: 'user/company/cafe',
  SettingGreenbeanDefault: 'user/product/greenbean',
  SettingGreenbeanYear: 'user/product/greenbeanyear',
  SettingEquip: 'user/product/equip',
  SettingMaterial: 'user/product/material',
  SystemTable: 'user/system/table',
  SystemCompare: 'user/system/compare',
  SystemCollection: 'user/system/collection',
} as const;

export type ReferencePageKey = keyof typeof REFERENCE_ROUTES;

/** The list path of a page inside the remote's router (basename = locale prefix). */
export const listPath = (key: ReferencePageKey): string => `/${REFERENCE_ROUTES[key]}`;
