import { referenceEntities as entities } from './entities';
import { entityPageOf, screenPageOf } from '@coffee/domain/pages';

/** Reference data and system settings kept by administrators (behaviour §02-2). */
export const REFERENCE_PAGES = {
  CodeGroup: entityPageOf(entities.CodeGroup, 'info/code/codegroup', ['코드 그룹', 'Code groups']),
  CodeList: entityPageOf(entities.CodeList, 'info/code/codelist', ['코드', 'Codes']),
  Variety: entityPageOf(entities.Variety, 'info/code/varietylist', ['품종', 'Varieties']),
  Country: entityPageOf(entities.Country, 'info/map/country', ['국가', 'Countries']),
  SettingRegion: entityPageOf(entities.SettingRegion, 'info/map/region', ['지역', 'Regions']),
  SettingFarm: entityPageOf(entities.SettingFarm, 'info/map/farm', ['농장', 'Farms']),
  SettingCompany: entityPageOf(entities.SettingCompany, 'user/company/company', ['회사', 'Companies']),
  SettingRoaster: entityPageOf(entities.SettingRoaster, 'user/company/roaster', ['로스터리', 'Roasteries']),
  SettingCafe: entityPageOf(entities.SettingCafe, 'user/company/cafe', ['카페', 'Cafes']),
  SettingGreenbeanDefault: entityPageOf(entities.SettingGreenbeanDefault, 'user/product/greenbean', [
    '생두 카탈로그',
    'Green bean catalogue',
  ]),
  SettingGreenbeanYear: entityPageOf(entities.SettingGreenbeanYear, 'user/product/greenbeanyear', [
    '연도별 생두',
    'Green beans by year',
  ]),
  SettingEquip: entityPageOf(entities.SettingEquip, 'user/product/equip', ['장비 제품', 'Equipment products']),
  SettingMaterial: entityPageOf(entities.SettingMaterial, 'user/product/material', ['자재', 'Materials']),
  // Its table settings are answered by the system routes, not the engine.
  SystemTable: {
    ...entityPageOf(entities.SystemTable, 'user/system/table', ['테이블 설정', 'Table settings']),
    servedBy: 'routes',
  },
  SystemCompare: screenPageOf('SystemCompare', 'user/system/compare'),
  SystemCollection: screenPageOf('SystemCollection', 'user/system/collection'),
} as const;
