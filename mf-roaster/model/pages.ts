import { roasterEntities as entities } from './entities';
import {
  tradeEntities,
  moneyEntities,
  STORED,
  storedIn,
  subListIn,
  entityPageOf,
  screenPageOf,
  membershipPages,
} from '@coffee/domain/pages';

/** The roastery's production, staff and customers (behaviour §02-2, §03-2.4). */
export const ROASTER_PAGES = {
  RoasterGreenbeanDefault: entityPageOf(
    entities.RoasterGreenbeanDefault,
    'roaster/greenbean/roaster',
    ['보유 생두', 'Our green beans'],
    { references: { greenbean_default_seq: storedIn('greenbean_default') } },
  ),
  RoasterGreenbeanCatalogue: screenPageOf('RoasterGreenbeanCatalogue', 'roaster/greenbean/list', [
    '생두 카탈로그',
    'Green bean catalogue',
  ]),
  RoasterGreenbeanYear: entityPageOf(
    entities.RoasterGreenbeanYear,
    'roaster/greenbean/inventory',
    ['생두 재고', 'Green bean stock'],
    { references: { greenbean_roaster_seq: STORED.greenbean } },
  ),
  RoastingDefault: entityPageOf(
    entities.RoastingDefault,
    'roaster/roasting/default',
    ['로스팅 레시피', 'Roasting recipes'],
    {
      references: {
        roasting_machine_seq: STORED.roasterEquip,
        greenbean_roaster_seq: STORED.greenbean,
        blending_create_seq: STORED.blendingDefault,
      },
      subLists: [subListIn('greenbean_list', 'roasting_default_greenbean', ['greenbean_roaster_seq'])],
    },
  ),
  RoastingResult: entityPageOf(
    entities.RoastingResult,
    'roaster/roasting/result',
    ['로스팅 결과', 'Roasting batches'],
    {
      references: {
        roasting_seq: STORED.roastingDefault,
        greenbean_roaster_seq: STORED.greenbean,
        roasting_schedule_seq: storedIn('roasting_schedule', 'schedule_seq'),
      },
      subLists: [subListIn('greenbean_list', 'roasting_result_greenbean', ['greenbean_roaster_seq', 'greenbean_year'])],
    },
  ),
  RoastingInventory: screenPageOf('RoastingInventory', 'roaster/roasting/inventory'),
  RoastingCompare: screenPageOf('RoastingCompare', 'roaster/roasting/compare'),
  RoastingPlan: screenPageOf('RoastingPlan', 'roaster/roasting/plan', ['생산 계획', 'Production plan']),
  RoastingSchedule: screenPageOf('RoastingSchedule', 'roaster/roasting/schedule', ['로스팅 일정', 'Roasting schedule']),
  RoastingTrace: screenPageOf('RoastingTrace', 'roaster/roasting/trace', ['추적과 회수', 'Trace and recall']),
  BlendingDefault: entityPageOf(
    entities.BlendingDefault,
    'roaster/blending/default',
    ['블렌딩 레시피', 'Blending recipes'],
    {
      references: { roasting_seq: STORED.roastingDefault, roasting_create_seq: STORED.roastingDefault },
      subLists: [
        subListIn('roasting_list', 'blending_default_roasting', ['roasting_seq']),
        subListIn('bag_list', 'blending_default_bag', ['bag_mass']),
      ],
    },
  ),
  BlendingResult: entityPageOf(
    entities.BlendingResult,
    'roaster/blending/result',
    ['블렌딩 결과', 'Blending batches'],
    {
      references: { blending_seq: STORED.blendingDefault, roasting_result_seq: STORED.roastingResult },
      subLists: [
        subListIn('roasting_result_list', 'blending_result_roasting', ['roasting_result_year', 'roasting_result_seq']),
      ],
    },
  ),
  BlendingInventory: screenPageOf('BlendingInventory', 'roaster/blending/inventory'),
  // Costs and margins (behaviour §05-14, §05-15): the roastery's managers and up.
  RoasterCost: screenPageOf('RoasterCost', 'roaster/cost/costs', ['원가', 'Costs']),
  RoasterMargin: screenPageOf('RoasterMargin', 'roaster/cost/margin', ['마진', 'Margins']),
  RoasterOrder: entityPageOf(tradeEntities.RoasterOrder, 'roaster/order/order', ['카페 주문', 'Cafe orders']),
  // Invoices, payments and what the cafes owe (behaviour §05-11 to §05-13).
  RoasterInvoice: screenPageOf('RoasterInvoice', 'roaster/order/invoice', ['계산서', 'Invoices']),
  RoasterReceivable: screenPageOf('RoasterReceivable', 'roaster/order/receivable', ['미수금', 'Receivables']),
  RoasterInfo: entityPageOf(moneyEntities.RoasterInfo, 'roaster/etc/info', ['로스터리 정보', 'Roastery details']),
  RoasterPrice: screenPageOf('RoasterPrice', 'roaster/order/price', ['가격표', 'Prices']),
  RoasterEquip: entityPageOf(entities.RoasterEquip, 'roaster/etc/equip', ['로스터 장비', 'Roaster equipment']),
  ...membershipPages({
    RoasterEvent: ['roaster/etc/event', ['이벤트', 'Events']],
    RoasterUser: ['roaster/etc/user', ['직원', 'Staff']],
    RoasterUserSignUp: ['roaster/etc/signup', ['직원 가입 신청', 'Staff sign-ups']],
    RoasterUserEtc: ['roaster/etc/etcuser', ['퇴사·거절 직원', 'Former and refused staff']],
    RoasterUserInfo: ['roaster/userinfo', ['내 로스터 정보', 'My roaster profile']],
    RoasterCreate: ['roaster/create', ['로스터리 만들기', 'Create a roastery']],
    RoasterCafe: ['roaster/customer/cafe', ['거래 카페', 'Customer cafes']],
    RoasterCafeRegister: ['roaster/customer/registercafe', ['카페 등록 신청', 'Cafe registrations']],
    RoasterCafeEtc: ['roaster/customer/etccafe', ['거래 종료·거절 카페', 'Former and refused cafes']],
  }),
} as const;
