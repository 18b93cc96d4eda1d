import type { MenuPart } from '@coffee/domain/navigation';
import {
  ALL_CAFE,
  CAFE_MANAGERS,
  CAFE_SENIOR,
  CREATE_ORGANISATION,
  cafeRoles,
  managementGroup,
  menuNode as node,
  pageNode,
} from '@coffee/domain/navigation';
import { CAFE_PAGES } from './pages';

/** The cafe's brewing, settings, beans, orders, suppliers and staff (behaviour §03-2.5). */
export const CAFE_MENU: readonly MenuPart[] = [
  {
    at: ['cafe'],
    nodes: [
      node('brewing', '추출', 'Brewing', {
        order: 10,
        children: [
          node('today', '오늘의 추출', "Today's brewing", { rights: { list: ALL_CAFE, read: ALL_CAFE, crud: [] } }),
          node('result', '추출 결과', 'Brewing results'),
          node('default', '추출 레시피', 'Brewing recipes'),
          // Every member opens it; the figures are there for managers and up, for the others when the owner allows
          // (behaviour §05-16); the owner alone changes that choice.
          pageNode(CAFE_PAGES.CafeCupCost, {
            rights: { list: ALL_CAFE, read: ALL_CAFE, menu: ALL_CAFE, crud: [], update: cafeRoles('OWN') },
          }),
        ],
      }),
      node('setting', '세팅', 'Settings', {
        order: 20,
        children: [
          node('settingtoday', '오늘의 세팅', "Today's dial-in"),
          node('settingdefault', '기본 세팅', 'Dial-in targets'),
          node('settinghistory', '세팅 이력', 'Dial-in history', {
            rights: { list: ALL_CAFE, read: ALL_CAFE, crud: [] },
          }),
        ],
      }),
      node('coffeebean', '원두', 'Coffee beans', {
        order: 40,
        children: [
          node('default', '원두', 'Coffee beans'),
          node('received', '입고 원두', 'Received beans'),
          node('qrdefault', 'QR로 원두 등록', 'Register a bean by QR', { display: false }),
          node('qrreceived', 'QR로 입고 등록', 'Register a delivery by QR', { display: false }),
        ],
      }),
      // Orders to the cafe's roasteries (behaviour §05-2): managers and up order, edit, cancel and receive.
      node('order', '주문', 'Orders', {
        order: 50,
        rights: { crud: CAFE_MANAGERS },
        children: [
          node('order', '원두 주문', 'Bean orders'),
          // The invoices received and what is owed: the cafe's managers and up (behaviour §05-11, §05-12).
          pageNode(CAFE_PAGES.CafeInvoice, { rights: { crud: CAFE_MANAGERS, create: [], update: [], delete: [] } }),
          pageNode(CAFE_PAGES.CafePayable, { rights: { crud: CAFE_MANAGERS, create: [], update: [], delete: [] } }),
        ],
      }),
      node('supplier', '공급 로스터리', 'Suppliers', {
        order: 60,
        rights: { crud: CAFE_MANAGERS },
        children: [
          node('roaster', '로스터리', 'Roasteries'),
          node('roasterregister', '로스터리에 등록', 'Register with a roastery', { rights: { crud: CAFE_SENIOR } }),
        ],
      }),
      managementGroup(CAFE_MANAGERS, 70),
      node('userinfo', '내 정보', 'My profile', { order: 80, rights: { crud: ALL_CAFE, create: [], delete: [] } }),
      node('create', '카페 만들기', 'Create a cafe', {
        order: 100,
        display: false,
        org: null,
        rights: CREATE_ORGANISATION,
      }),
    ],
  },
  // The cafe's own details: the business identity its roasteries' invoices print (behaviour §05-10).
  { at: ['cafe', 'etc'], nodes: [pageNode(CAFE_PAGES.CafeInfo, { rights: { create: [], delete: [] } })] },
];
