const kr = {
  title: '사용 안내',
  lead: '메뉴 구성, 무료 도구 사용법, 로그인 후 쓸 수 있는 영역을 차례로 소개합니다.',
  layout: {
    title: '화면 구성',
    points: [
      '위쪽 메뉴에서 정보, 사용자, 카페, 로스터리 같은 분류를 고르고, 옆 메뉴와 탭에서 화면을 고릅니다.',
      '도구 막대에서 로그인, 화면 폭(보통·좁게·넓게), 메뉴 위치(왼쪽·오른쪽·위·아래), 테마(라이트·다크·시스템), 언어(한국어·English)를 바꿀 수 있습니다.',
      '도구 막대의 스톱워치는 언제든 켜고 끌 수 있고, 추출 타이머가 돌아가면 둘 중 보고 싶은 것을 고를 수 있습니다.',
      '화면 폭이 768px보다 좁으면 모바일 배치로 바뀝니다.',
    ],
  },
  tools: {
    title: '무료 도구 사용법',
    flavorWheel: [
      '휠의 조각을 누르면 그 향미가 선택 목록에 들어가고, 한 번 더 누르면 빠집니다.',
      '선택한 향미는 휠 아래에 칩으로 보이며, 칩을 눌러 하나씩 빼거나 모두 지울 수 있습니다.',
      '회전, 반대 방향, 간단히 보기 옵션으로 휠 모양을 바꿉니다.',
      '‘PNG로 저장’을 누르면 휠 이미지가 저장됩니다.',
    ],
    radarChart: [
      '여섯 항목에 0부터 10까지 점수를 줍니다.',
      '점수를 바꾸면 차트가 바로 다시 그려집니다.',
      '‘PNG로 저장’으로 이미지를 저장합니다.',
    ],
    brewingRecord: [
      '원두 양과 1~9단계, 종료 단계의 시간(초)과 붓는 물 양(g)을 적습니다. 누적 물 양은 자동으로 계산됩니다.',
      '시작을 누르면 타이머가 돌고, 단계 시간이 지나면 그 단계가 3초 동안 강조됩니다.',
      '마지막 단계 시간이 지나면 타이머가 멈추고, 초기화를 누르면 타이머 기록이 지워집니다.',
      '시간별 누적 물 양 그래프를 PNG로 저장할 수 있습니다.',
    ],
    roastingProfile: [
      '표에 시간(mm:ss), 원두 온도(BT), 배기 온도(ET)를 적고 드라이 엔드, 1차 크랙 같은 이벤트를 고릅니다. 00:00이 투입 시점입니다.',
      '또는 Artisan의 .alog 파일이나 CSV 내보내기 파일 하나를 불러옵니다.',
      '온도 곡선, 온도 상승률(RoR), 건조·메일라드·디벨롭먼트 단계와 DTR을 차트와 표로 봅니다.',
      '‘PNG로 저장’으로 프로파일 이미지를 저장합니다.',
    ],
  },
  areas: {
    title: '로그인 후 쓸 수 있는 영역',
    lead: 'Google 계정으로 로그인하면 역할에 따라 아래 영역이 메뉴에 나타납니다.',
    items: {
      user: { title: '커피 노트', text: '마신 커피마다 남기는 노트, 추출 설정, 내 장비, 이벤트 참여 링크.' },
      cafe: { title: '카페', text: '원두 카탈로그, 입고 원두, 추출, 장비, 거래처, 직원, 이벤트.' },
      roaster: { title: '로스터리', text: '생두와 재고, 로스팅·블렌딩 레시피와 배치, 거래 카페, 직원, 이벤트.' },
      quality: { title: '품질 노트', text: '블렌드, 로스팅 결과, 생두의 커핑 노트와 레이더 차트, 플레이버 휠.' },
    },
  },
  beanInfo: {
    title: '원두 정보와 QR 코드',
    text: '로스터리와 카페가 붙인 QR 코드를 찍으면 로그인 없이 원두의 산지, 품종, 가공, 로스팅 정보를 볼 수 있습니다. 로그인한 사용자는 그 화면에서 바로 노트를 쓰고, 카페 직원은 원두를 자기 카페에 등록할 수 있습니다.',
  },
};

type GuideStrings = typeof kr;

const en: GuideStrings = {
  title: 'Guide',
  lead: 'How the menus work, how to use each free tool, and what the areas after sign-in are for.',
  layout: {
    title: 'Finding your way',
    points: [
      'Pick a category such as Info, User, Cafe or Roastery in the top menu, then a screen in the side menu and the tabs.',
      'The toolbar signs you in and switches the screen width (normal, narrow, full), the menu position (left, right, top, bottom), the theme (light, dark, system) and the language (한국어, English).',
      'The toolbar stopwatch starts and stops any time; while the brewing timer runs you can choose which one it shows.',
      'Below 768 px wide the screens switch to the mobile layout.',
    ],
  },
  tools: {
    title: 'Using the free tools',
    flavorWheel: [
      'Click a slice of the wheel to add that flavor to your selection; click it again to remove it.',
      'Selected flavors appear as chips under the wheel: remove one with its chip or clear them all.',
      'Rotation, reverse and simple view change how the wheel is drawn.',
      '“Save as PNG” downloads the wheel as an image.',
    ],
    radarChart: [
      'Score the six attributes from 0 to 10.',
      'The chart redraws as soon as a score changes.',
      '“Save as PNG” downloads the chart.',
    ],
    brewingRecord: [
      'Enter the dose and, for steps 1 to 9 and the end, the time mark in seconds and the water poured in grams. The cumulative water is calculated for you.',
      'Start runs the timer; when a step’s time mark passes, that step is highlighted for 3 seconds.',
      'The timer stops once the last time mark has passed; Reset clears the timer fields.',
      'The graph of cumulative water over time can be saved as a PNG.',
    ],
    roastingProfile: [
      'Type time (mm:ss), bean temperature (BT) and environment temperature (ET) into the table and mark events such as dry end or first crack. 00:00 is the charge.',
      'Or import one Artisan .alog file or Artisan CSV export.',
      'See the temperature curves, the rate of rise (RoR), the drying, Maillard and development phases and the DTR as a chart and tables.',
      '“Save as PNG” downloads the profile.',
    ],
  },
  areas: {
    title: 'Areas after sign-in',
    lead: 'Sign in with your Google account and, depending on your roles, these areas appear in the menu.',
    items: {
      user: {
        title: 'Coffee notes',
        text: 'A note on each coffee you drink, brewing settings, your equipment and event sign-up links.',
      },
      cafe: { title: 'Cafe', text: 'Coffee beans, received beans, brewing, equipment, suppliers, staff and events.' },
      roaster: {
        title: 'Roastery',
        text: 'Green beans and stock, roasting and blending recipes and batches, partner cafes, staff and events.',
      },
      quality: {
        title: 'Quality notes',
        text: 'Cupping notes with radar charts and the flavor wheel for blends, roasts and green beans.',
      },
    },
  },
  beanInfo: {
    title: 'Bean information and QR codes',
    text: 'Scan a QR code from a roastery or cafe to see the bean’s origin, variety, process and roast without signing in. Signed-in users can write a note from that page, and cafe staff can register the bean in their own cafe.',
  },
};

export const guideStrings = { kr, en };
