import type { MenuPart } from '@coffee/domain/navigation';
import { ADMINS, SYSTEM_ADMIN, menuNode as node } from '@coffee/domain/navigation';

/** The administrators' reference data and system tools (behaviour §03-2.1). */
export const REFERENCE_MENU: readonly MenuPart[] = [
  {
    at: ['info'],
    nodes: [
      node('code', '코드 설정', 'Code settings', {
        order: 50,
        rights: { crud: ADMINS },
        children: [
          node('codegroup', '코드 그룹', 'Code groups'),
          node('codelist', '코드', 'Codes'),
          node('varietylist', '품종', 'Varieties'),
        ],
      }),
      node('map', '지도 설정', 'Map settings', {
        order: 60,
        rights: { crud: ADMINS },
        children: [
          node('country', '국가', 'Countries'),
          node('region', '지역', 'Regions'),
          node('farm', '농장', 'Farms'),
        ],
      }),
    ],
  },
  {
    at: ['user'],
    nodes: [
      node('company', '업체 설정', 'Organisations', {
        order: 40,
        rights: { crud: ADMINS },
        children: [
          node('company', '회사', 'Companies'),
          node('roaster', '로스터리', 'Roasteries'),
          node('cafe', '카페', 'Cafes'),
        ],
      }),
      node('product', '제품 설정', 'Products', {
        order: 50,
        rights: { crud: ADMINS },
        children: [
          node('greenbean', '생두', 'Green beans'),
          node('greenbeanyear', '연도별 생두', 'Green beans by year'),
          node('equip', '장비', 'Equipment'),
          node('material', '자재', 'Materials'),
        ],
      }),
      node('system', '시스템', 'System', {
        order: 60,
        rights: { crud: SYSTEM_ADMIN },
        children: [
          node('table', '테이블 설정', 'Table settings'),
          node('compare', '테이블 비교', 'Table comparison'),
          node('collection', '컬렉션', 'Collections'),
        ],
      }),
    ],
  },
];
