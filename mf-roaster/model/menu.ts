import type { MenuPart } from '@coffee/domain/navigation';
import {
  ALL_ROASTER,
  CREATE_ORGANISATION,
  NO_CREATE,
  ROASTER_MANAGERS,
  ROASTER_SENIOR,
  ROASTER_STAFF,
  managementGroup,
  menuNode as node,
  pageNode,
} from '@coffee/domain/navigation';
import { TRADE_CALLS } from '@coffee/domain/pages';
import { ROASTER_PAGES } from './pages';

/** The roastery's production, green beans, orders, customers and staff (behaviour §02-2, §03-2.4). */
export const ROASTER_MENU: readonly MenuPart[] = [
  {
    at: ['roaster'],
    nodes: [
      node('roasting', '로스팅', 'Roasting', {
        order: 10,
        children: [
          pageNode(ROASTER_PAGES.RoastingResult),
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
        order: 20,
        children: [
          pageNode(ROASTER_PAGES.BlendingResult),
          node('default', '블렌딩 레시피', 'Blending recipes'),
          node('inventory', '재고', 'Inventory'),
        ],
      }),
      node('greenbean', '생두', 'Green beans', {
        order: 40,
        rights: { crud: ROASTER_STAFF },
        children: [
          node('list', '생두 카탈로그', 'Catalogue'),
          node('roaster', '보유 생두', 'Our green beans'),
          node('inventory', '재고', 'Stock'),
        ],
      }),
      // Cafes' orders (behaviour §05-2): staff see them, managers and up confirm, cancel and ship; nobody creates one here.
      node('order', '주문', 'Orders', {
        order: 50,
        rights: { crud: ROASTER_STAFF, create: [], update: ROASTER_MANAGERS, delete: [] },
        // The roastery's count of new (placed) orders (behaviour §05-2).
        count: TRADE_CALLS.newCount,
        children: [
          node('order', '카페 주문', 'Cafe orders'),
          // Invoices and payments: the roastery's managers and up (behaviour §05-11, §05-12).
          pageNode(ROASTER_PAGES.RoasterInvoice, {
            rights: { crud: ROASTER_MANAGERS, update: [], delete: [] },
          }),
          pageNode(ROASTER_PAGES.RoasterReceivable, {
            rights: { crud: ROASTER_MANAGERS, create: [], update: [], delete: [] },
          }),
          // The price list (behaviour §05-10): managers and up only.
          pageNode(ROASTER_PAGES.RoasterPrice, { rights: { crud: ROASTER_MANAGERS } }),
        ],
      }),
      // Costs and margins (behaviour §05-14, §05-15): read by managers and up, computed from the records, never edited.
      node('cost', '원가·마진', 'Costs and margins', {
        order: 55,
        rights: { list: ROASTER_MANAGERS, read: ROASTER_MANAGERS, menu: ROASTER_MANAGERS, crud: [] },
        children: [pageNode(ROASTER_PAGES.RoasterCost), pageNode(ROASTER_PAGES.RoasterMargin)],
      }),
      node('customer', '고객 카페', 'Customers', {
        order: 60,
        rights: { crud: ROASTER_MANAGERS },
        children: [
          node('cafe', '카페', 'Cafes'),
          node('registercafe', '카페 등록', 'Cafe registrations', { rights: { crud: ROASTER_SENIOR } }),
          node('etccafe', '거래 종료·거절 카페', 'Former cafes', { rights: NO_CREATE }),
        ],
      }),
      managementGroup(ROASTER_MANAGERS, 70),
      node('userinfo', '내 정보', 'My profile', { order: 80, rights: { crud: ALL_ROASTER, create: [], delete: [] } }),
      node('create', '로스터리 만들기', 'Create a roastery', {
        order: 90,
        display: false,
        org: null,
        rights: CREATE_ORGANISATION,
      }),
    ],
  },
  // The roastery's own details: money settings and business identity, kept by its managers (behaviour §05-10).
  { at: ['roaster', 'etc'], nodes: [pageNode(ROASTER_PAGES.RoasterInfo, { rights: { create: [], delete: [] } })] },
];
