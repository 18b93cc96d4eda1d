import type { LocalisedStrings } from '@coffee/field-toolkit/runtime';

/** This area's strings, under `area.*`. */
const kr = {
  sections: {
    blend: '로스터리 블렌드',
    public: '공개 범위와 QR',
    received: '입고',
    batch: '로스팅 배치',
    result: '브루잉 결과',
    recipe: '추출',
    freshness: '신선도',
    equipment: '장비와 물',
    conditions: '환경',
    dialInBean: '원두',
    dialInNumbers: '분쇄도와 추출',
    dialInTaste: '맛과 바리스타',
    order: '주문',
    orderLines: '주문 원두',
    orderProgress: '진행 상황',
  },
  freshness: { past: '로스팅 후 {{days}}일: 이 원두의 사용 기준 {{limit}}일을 넘었습니다.' },
  orderAgain: '다시 주문',
  newBrew: '새 추출 기록',
  repeat: {
    button: '지난 추출 그대로',
    filled: '지난 추출의 원두, 레시피, 분쇄도와 시간을 채웠습니다. 날짜와 평가는 새로 입력하세요.',
    none: '아직 이 카페의 추출 기록이 없습니다.',
    failed: '지난 추출을 불러오지 못했습니다.',
  },
  order: { bagsOf: '{{size}} {{count}}봉' },
  dialIn: {
    chart: '원두별 분쇄도와 추출 시간',
    noChart: '분쇄도와 추출 시간이 기록된 세팅이 아직 없습니다.',
    loading: '세팅을 불러오는 중입니다.',
  },
  qr: {
    loading: '로스터리의 원두 정보를 불러오는 중입니다.',
    notFound: '이 QR 코드의 원두 정보를 찾을 수 없거나 공개되지 않았습니다.',
    from: '{{store}}의 {{name}}',
    registered: '이 원두는 이미 카페 원두 목록에 있습니다.',
    notRegistered: '이 원두가 아직 카페 원두 목록에 없습니다. 먼저 원두를 등록하세요.',
    registerBean: '원두 먼저 등록',
  },
};

const en: typeof kr = {
  sections: {
    blend: "Roaster's blend",
    public: 'Public stages and QR',
    received: 'Received',
    batch: 'Roast batch',
    result: 'Brewing result',
    recipe: 'Extraction',
    freshness: 'Freshness',
    equipment: 'Equipment and water',
    conditions: 'Conditions',
    dialInBean: 'Bean',
    dialInNumbers: 'Grind and extraction',
    dialInTaste: 'Taste and barista',
    order: 'Order',
    orderLines: 'Coffees ordered',
    orderProgress: 'Progress',
  },
  freshness: { past: 'Roasted {{days}} days ago: past the {{limit}} days this bean is served.' },
  orderAgain: 'Order again',
  newBrew: 'New brew',
  repeat: {
    button: 'Repeat last brew',
    filled: 'Filled in from your last brew: bean, recipe, grind and times. The date and ratings are yours to set.',
    none: 'This cafe has no brew yet.',
    failed: 'The last brew could not be loaded.',
  },
  order: { bagsOf: '{{count}} × {{size}} bags' },
  dialIn: {
    chart: 'Grind and shot time per bean',
    noChart: 'No dial-in with a grind and a time yet.',
    loading: 'Loading the dial-ins.',
  },
  qr: {
    loading: "Loading the roaster's bean information.",
    notFound: 'No bean information was found for this QR code, or it is not public.',
    from: '{{name}} from {{store}}',
    registered: 'This bean is already in the cafe catalogue.',
    notRegistered: 'This bean is not in the cafe catalogue yet. Register the bean first.',
    registerBean: 'Register the bean first',
  },
};

export const strings: LocalisedStrings = { kr, en };
