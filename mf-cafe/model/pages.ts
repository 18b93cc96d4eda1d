import { cafeEntities } from './entities';
import { dialInEntities } from './dialInEntities';
import {
  brewingEntities,
  tradeEntities,
  moneyEntities,
  STORED,
  equipReferences,
  storedIn,
  subListIn,
  entityPageOf,
  screenPageOf,
  membershipPages,
} from '@coffee/domain/pages';
import { brewStartCalls } from './calls';

/** The cafe's beans, brewing, dial-in, staff and suppliers (behaviour §03-2.3). */
export const CAFE_PAGES = {
  CoffeebeanDefault: entityPageOf(cafeEntities.CoffeebeanDefault, 'cafe/coffeebean/default', ['원두', 'Coffee beans']),
  CoffeebeanReceived: entityPageOf(
    cafeEntities.CoffeebeanReceived,
    'cafe/coffeebean/received',
    ['입고 원두', 'Received beans'],
    { references: { coffeebean_seq: STORED.coffeebean } },
  ),
  CoffeebeanQRDefault: entityPageOf(cafeEntities.CoffeebeanQRDefault, 'cafe/coffeebean/qrdefault', [
    'QR로 원두 등록',
    'Register a bean by QR',
  ]),
  CoffeebeanQRReceived: entityPageOf(cafeEntities.CoffeebeanQRReceived, 'cafe/coffeebean/qrreceived', [
    'QR로 입고 등록',
    'Register a delivery by QR',
  ]),
  CafeBrewingDefault: entityPageOf(
    brewingEntities.CafeBrewingDefault,
    'cafe/brewing/default',
    ['추출 레시피', 'Brewing recipes'],
    { references: { coffeebean_seq: STORED.coffeebean } },
  ),
  CafeBrewingResult: {
    ...entityPageOf(brewingEntities.CafeBrewingResult, 'cafe/brewing/result', ['추출 결과', 'Brewing results'], {
      references: {
        coffeebean_seq: STORED.coffeebean,
        received_seq: STORED.received,
        brewing_seq: storedIn('cafe_brewing_default', 'brewing_seq'),
        ...equipReferences(STORED.cafeEquip),
      },
    }),
    // A new brew starts from the bean on the bar (behaviour §10-4.4).
    opensNew: [brewStartCalls.start.path],
  },
  CafeBrewingToday: entityPageOf(brewingEntities.CafeBrewingToday, 'cafe/brewing/today', [
    '오늘의 추출',
    "Today's brewing",
  ]),
  CafeSettingToday: entityPageOf(
    dialInEntities.CafeSettingToday,
    'cafe/setting/settingtoday',
    ['오늘의 세팅', "Today's dial-in"],
    {
      references: {
        coffeebean_seq: STORED.coffeebean,
        received_seq: STORED.received,
        ...equipReferences(STORED.cafeEquip),
      },
    },
  ),
  CafeSettingDefault: entityPageOf(
    dialInEntities.CafeSettingDefault,
    'cafe/setting/settingdefault',
    ['기본 세팅', 'Dial-in targets'],
    { references: { coffeebean_seq: STORED.coffeebean, ...equipReferences(STORED.cafeEquip) } },
  ),
  CafeSettingHistory: entityPageOf(dialInEntities.CafeSettingHistory, 'cafe/setting/settinghistory', [
    '세팅 이력',
    'Dial-in history',
  ]),
  // The cost of a cup (behaviour §05-16): per day, and the owner's choice whether baristas see it.
  CafeCupCost: screenPageOf('CafeCupCost', 'cafe/brewing/cupcost', ['잔당 원가', 'Cost of a cup']),
  // The order's blends are the roastery's, checked against what it sells (the server's trade hooks), not as the cafe's.
  CafeInfo: entityPageOf(moneyEntities.CafeInfo, 'cafe/etc/info', ['카페 정보', 'Cafe details']),
  CafeOrder: entityPageOf(tradeEntities.CafeOrder, 'cafe/order/order', ['원두 주문', 'Bean orders'], {
    subLists: [subListIn('order_list', 'cafe_order_blending', ['blending_seq'])],
  }),
  // The invoices the cafe's roasteries issued and what it owes them (behaviour §05-11, §05-12).
  CafeInvoice: screenPageOf('CafeInvoice', 'cafe/order/invoice', ['계산서', 'Invoices']),
  CafePayable: screenPageOf('CafePayable', 'cafe/order/payable', ['미지급금', 'Payables']),
  CafeEquip: entityPageOf(cafeEntities.CafeEquip, 'cafe/etc/equip', ['카페 장비', 'Cafe equipment']),
  ...membershipPages({
    CafeUserInfo: ['cafe/userinfo', ['내 카페 정보', 'My cafe profile']],
    CafeCreate: ['cafe/create', ['카페 만들기', 'Create a cafe']],
    CafeEvent: ['cafe/etc/event', ['이벤트', 'Events']],
    CafeUser: ['cafe/etc/user', ['직원', 'Staff']],
    CafeUserSignUp: ['cafe/etc/signup', ['직원 가입 신청', 'Staff sign-ups']],
    CafeUserEtc: ['cafe/etc/etcuser', ['퇴사·거절 직원', 'Former and refused staff']],
    CafeRoaster: ['cafe/supplier/roaster', ['거래 로스터리', 'Supplier roasteries']],
    CafeRoasterRegister: ['cafe/supplier/roasterregister', ['로스터리에 등록', 'Register with a roastery']],
  }),
} as const;
