import type { CafeRole, RoasterRole } from '../session/session';
import type { MenuNode, MenuRights, Principal } from '../navigation/menu';
import { TRADE_CALLS } from '@coffee/domain/pages';

const EVERYONE: readonly Principal[] = ['GUEST'];
const SIGNED_IN: readonly Principal[] = ['SADMIN', 'ADMIN', 'TESTER', 'PAID', 'USER'];
const ADMINS: readonly Principal[] = ['SADMIN', 'ADMIN'];
const SYSTEM_ADMIN: readonly Principal[] = ['SADMIN'];
const cafe = (...roles: CafeRole[]): Principal[] => roles.map((role) => `cafe:${role}` as const);
const roaster = (...roles: RoasterRole[]): Principal[] => roles.map((role) => `roaster:${role}` as const);
const ALL_CAFE = cafe('BARISTA', 'SAST', 'MNG', 'SMNG', 'OWN');
const CAFE_MANAGERS = cafe('MNG', 'SMNG', 'OWN');
const CAFE_SENIOR = cafe('SMNG', 'OWN');
const ALL_ROASTER = roaster('ROASTER', 'SAST', 'MNG', 'SMNG', 'OWN');
const ROASTER_STAFF = roaster('SAST', 'MNG', 'SMNG', 'OWN');
const ROASTER_MANAGERS = roaster('MNG', 'SMNG', 'OWN');
const ROASTER_SENIOR = roaster('SMNG', 'OWN');
/** Read-only public pages: anyone may open them, nobody edits through them. */
const PUBLIC_READ: MenuRights = { list: EVERYONE, read: EVERYONE, menu: EVERYONE, crud: [] };
/** Pages listing records created by sign-up: no create button (behaviour §03-2.5). */
const NO_CREATE: MenuRights = { create: [] };

const node = (id: string, kr: string, en: string, extra: Omit<MenuNode, 'id' | 'label'> = {}): MenuNode => ({
  id,
  label: { kr, en },
  ...extra,
});

/** Staff, equipment, events and sign-ups of a cafe or roastery: the same group in both. */
const managementGroup = (managers: readonly Principal[]): MenuNode =>
  node('etc', '관리', 'Management', {
    rights: { crud: managers },
    children: [
      node('user', '직원', 'Staff', { rights: NO_CREATE }),
      node('equip', '장비', 'Equipment'),
      node('event', '이벤트', 'Events'),
      node('signup', '가입 신청', 'Sign-ups', { rights: NO_CREATE }),
      node('etcuser', '지난 직원', 'Former staff', { rights: NO_CREATE }),
    ],
  });

/** The menu tree: category → group → tab, with the rights matrix of behaviour §01-6 and §03-6. */
export const MENU_TREE: readonly MenuNode[] = [
  node('info', '정보', 'Info', {
    rights: PUBLIC_READ,
    children: [
      node('intro', '소개', 'Introduction'),
      node('guide', '안내', 'Guide'),
      node('chart', '커피 도구', 'Coffee tools', {
        children: [
          node('flavorwheel', '플레이버 휠', 'Flavor wheel'),
          node('radarchart', '레이더 차트', 'Radar chart'),
          node('brewingrecord', '브루잉 기록', 'Brewing record'),
          node('roasting', '로스팅 프로파일', 'Roasting profile'),
        ],
      }),
      node('beannote', '원두 정보', 'Bean information', {
        children: [
          node('intro', '원두 정보 안내', 'About bean information'),
          node('beaninfo', '블렌드 정보', 'Blend information', { display: false }),
          node('beandetail', '블렌드 상세', 'Blend detail', { display: false }),
          node('coffeebean', '카페 원두 정보', 'Cafe bean information', { display: false }),
          node('coffeebeandetail', '카페 원두 상세', 'Cafe bean detail', { display: false }),
        ],
      }),
      node('code', '코드 설정', 'Code settings', {
        rights: { crud: ADMINS },
        children: [
          node('codegroup', '코드 그룹', 'Code groups'),
          node('codelist', '코드 목록', 'Codes'),
          node('varietylist', '품종', 'Varieties'),
        ],
      }),
      node('map', '지도 설정', 'Map settings', {
        rights: { crud: ADMINS },
        children: [
          node('country', '국가', 'Countries'),
          node('region', '지역', 'Regions'),
          node('farm', '농장', 'Farms'),
        ],
      }),
      node('etc', '기타', 'More', {
        rights: { crud: SIGNED_IN },
        children: [node('equip', '내 장비', 'My equipment')],
      }),
    ],
  }),
  node('user', '사용자', 'User', {
    rights: { crud: SIGNED_IN },
    children: [
      node('usernote', '커피 노트', 'Coffee notes', {
        children: [
          node('coffeenote', '테이스팅 노트', 'Tasting notes'),
          node('brewingdefault', '브루잉 설정', 'Brewing settings'),
          node('brewingresult', '추출 기록', 'Brewing records', { display: false }),
          node('equip', '내 장비', 'My equipment'),
        ],
      }),
      node('userinfo', '내 정보', 'My profile', {
        rights: { crud: SIGNED_IN, create: [], delete: [] },
        children: [node('basicinfo', '기본 정보', 'Basic information'), node('detailinfo', '상세 정보', 'Details')],
      }),
      node('link', '링크', 'Links', {
        children: [
          node('intro', '바코드 안내', 'Barcode guide'),
          node('cafesignup', '카페 가입', 'Join a cafe'),
          node('roastersignup', '로스터리 가입', 'Join a roastery'),
        ],
      }),
      node('company', '업체 설정', 'Organisations', {
        rights: { crud: ADMINS },
        children: [
          node('company', '회사', 'Companies'),
          node('roaster', '로스터리', 'Roasteries'),
          node('cafe', '카페', 'Cafes'),
        ],
      }),
      node('product', '제품 설정', 'Products', {
        rights: { crud: ADMINS },
        children: [
          node('greenbean', '생두', 'Green beans'),
          node('greenbeanyear', '연도별 생두', 'Green beans by year'),
          node('equip', '장비', 'Equipment'),
          node('material', '자재', 'Materials'),
        ],
      }),
      node('system', '시스템', 'System', {
        rights: { crud: SYSTEM_ADMIN },
        children: [
          node('table', '테이블 설정', 'Table settings'),
          node('compare', '테이블 비교', 'Table comparison'),
          node('collection', '컬렉션', 'Collections'),
        ],
      }),
      node('signin', '로그인', 'Sign in', { display: false, rights: { list: EVERYONE, read: EVERYONE, menu: [] } }),
    ],
  }),
  node('cafe', '카페', 'Cafe', {
    org: 'cafe',
    rights: { crud: ALL_CAFE },
    children: [
      node('brewing', '브루잉', 'Brewing', {
        children: [
          node('today', '오늘의 브루잉', "Today's brewing", { rights: { list: ALL_CAFE, read: ALL_CAFE, crud: [] } }),
          node('result', '브루잉 결과', 'Brewing results'),
          node('default', '브루잉 레시피', 'Brewing recipes'),
        ],
      }),
      node('setting', '세팅', 'Settings', {
        children: [
          node('settingtoday', '오늘의 세팅', "Today's setting"),
          node('settingdefault', '기본 세팅', 'Default setting'),
          node('settinghistory', '세팅 이력', 'Setting history', {
            rights: { list: ALL_CAFE, read: ALL_CAFE, crud: [] },
          }),
          node('settingnote', '세팅 노트', 'Setting notes', { rights: { list: EVERYONE, read: EVERYONE } }),
        ],
      }),
      node('cupnote', '커핑 노트', 'Cupping notes', {
        children: [node('coffeebean', '원두 품질 노트', 'Bean quality notes')],
      }),
      node('coffeebean', '원두', 'Coffee beans', {
        children: [
          node('default', '원두 목록', 'Bean catalogue'),
          node('received', '입고 원두', 'Received beans'),
          node('qrdefault', 'QR 원두 등록', 'Register a blend by QR', { display: false }),
          node('qrreceived', 'QR 입고 등록', 'Register a batch by QR', { display: false }),
          node('beaninfo', '원두 정보', 'Bean information', { display: false, org: null, rights: PUBLIC_READ }),
          node('beandetail', '원두 상세', 'Bean detail', { display: false, org: null, rights: PUBLIC_READ }),
        ],
      }),
      // Orders to the cafe's roasteries (behaviour §05-2): managers and up order, edit, cancel and receive.
      node('order', '주문', 'Orders', {
        rights: { crud: CAFE_MANAGERS },
        children: [node('order', '원두 주문', 'Bean orders')],
      }),
      node('supplier', '공급 로스터리', 'Suppliers', {
        rights: { crud: CAFE_MANAGERS },
        children: [
          node('roaster', '로스터리', 'Roasteries'),
          node('roasterregister', '로스터리 등록', 'Register with a roastery', { rights: { crud: CAFE_SENIOR } }),
        ],
      }),
      managementGroup(CAFE_MANAGERS),
      node('userinfo', '내 정보', 'My profile', { rights: { crud: ALL_CAFE, create: [], delete: [] } }),
      node('beannote', '원두 노트', 'Bean notes', {
        display: false,
        org: null,
        rights: PUBLIC_READ,
        children: [node('beaninfo', '원두 정보', 'Bean information')],
      }),
      node('create', '카페 만들기', 'Create a cafe', {
        display: false,
        org: null,
        rights: { create: SIGNED_IN, read: SIGNED_IN, list: SIGNED_IN, menu: [] },
      }),
    ],
  }),
  node('roaster', '로스터리', 'Roastery', {
    org: 'roaster',
    rights: { crud: ALL_ROASTER },
    children: [
      node('roasting', '로스팅', 'Roasting', {
        children: [
          node('result', '로스팅 결과', 'Roasting batches'),
          node('default', '로스팅 레시피', 'Roasting recipes'),
          node('inventory', '재고', 'Inventory'),
          node('compare', '배치 비교', 'Compare batches'),
          // The production plan is read by the roastery's staff (behaviour §05-3).
          node('plan', '생산 계획', 'Production plan', {
            rights: { list: ROASTER_STAFF, read: ROASTER_STAFF, menu: ROASTER_STAFF, crud: [] },
          }),
          // The schedule is read by every member and ticked off by recording a batch; managers set it (behaviour §05-9).
          node('schedule', '로스팅 일정', 'Roasting schedule', {
            rights: { list: ALL_ROASTER, read: ALL_ROASTER, menu: ALL_ROASTER, crud: ROASTER_MANAGERS },
          }),
          // Trace and recall (behaviour §12-2): opened from a green lot or a batch, read by those who read the orders.
          node('trace', '추적과 회수', 'Trace and recall', {
            display: false,
            rights: { list: ROASTER_STAFF, read: ROASTER_STAFF, menu: ROASTER_STAFF, crud: [] },
          }),
        ],
      }),
      node('blending', '블렌딩', 'Blending', {
        children: [
          node('result', '블렌딩 결과', 'Blending batches'),
          node('default', '블렌딩 레시피', 'Blending recipes'),
          node('inventory', '재고', 'Inventory'),
        ],
      }),
      node('qc', '품질 관리', 'Quality control', {
        children: [
          node('blr', '브루잉 결과', 'Brewing results'),
          node('brd', '브루잉 레시피', 'Brewing recipes'),
          node('blending', '블렌드 커핑', 'Blend cupping'),
          node('roasting', '로스팅 커핑', 'Roast cupping'),
          node('greenbean', '생두 커핑', 'Green bean cupping'),
          node('cupping', '커핑 세션', 'Cupping sessions'),
          node('cuppingsheet', '내 커핑 시트', 'My cupping sheets'),
        ],
      }),
      node('greenbean', '생두', 'Green beans', {
        rights: { crud: ROASTER_STAFF },
        children: [
          node('list', '생두 목록', 'Catalogue'),
          node('roaster', '보유 생두', 'Our green beans'),
          node('inventory', '재고', 'Inventory'),
        ],
      }),
      // Cafes' orders (behaviour §05-2): staff see them, managers and up confirm, cancel and ship; nobody creates one here.
      node('order', '주문', 'Orders', {
        rights: { crud: ROASTER_STAFF, create: [], update: ROASTER_MANAGERS, delete: [] },
        // The roastery's count of new (placed) orders (behaviour §05-2).
        count: TRADE_CALLS.newCount,
        children: [node('order', '카페 주문', 'Cafe orders')],
      }),
      node('customer', '고객 카페', 'Customers', {
        rights: { crud: ROASTER_MANAGERS },
        children: [
          node('cafe', '카페', 'Cafes'),
          node('registercafe', '카페 등록', 'Cafe registrations', { rights: { crud: ROASTER_SENIOR } }),
          node('etccafe', '지난 고객', 'Former customers', { rights: NO_CREATE }),
        ],
      }),
      managementGroup(ROASTER_MANAGERS),
      node('userinfo', '내 정보', 'My profile', { rights: { crud: ALL_ROASTER, create: [], delete: [] } }),
      node('create', '로스터리 만들기', 'Create a roastery', {
        display: false,
        org: null,
        rights: { create: SIGNED_IN, read: SIGNED_IN, list: SIGNED_IN, menu: [] },
      }),
    ],
  }),
];
