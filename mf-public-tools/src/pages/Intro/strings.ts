const kr = {
  eyebrow: '로스터리 · 카페 · 커피 애호가를 위한 기록 서비스',
  title: '생두에서 한 잔까지, 커피의 모든 기록',
  lead: '커피 노트는 로스팅 프로파일, 블렌딩, 원두 재고, 추출 레시피와 커핑 노트를 한곳에 모으는 한국어·영어 웹 서비스입니다. 로그인 없이 무료 도구를 바로 써 보세요.',
  tryWheel: '플레이버 휠 써 보기',
  signIn: '로그인',
  demo: '데모 사이트입니다. 화면에 보이는 원두, 카페, 로스터리 정보는 예시 데이터입니다.',
  audiences: {
    title: '누구를 위한 서비스인가요',
    roaster: {
      title: '로스터리',
      points: [
        '생두 입고와 재고, 로스팅 레시피와 배치 기록',
        'Artisan 로그를 불러와 온도 곡선과 DTR 비교',
        '블렌딩 레시피와 QR 시리얼로 납품 원두 안내',
        '거래 카페, 직원, 이벤트 관리',
      ],
    },
    cafe: {
      title: '카페',
      points: [
        '원두 카탈로그와 입고 원두 기록',
        '매장 추출 레시피와 오늘의 추출 결과',
        '커핑 노트와 플레이버 휠로 품질 관리',
        '거래 로스터리, 장비, 직원 관리',
      ],
    },
    lover: {
      title: '커피 애호가',
      points: [
        '마신 커피마다 커피 노트와 레이더 차트',
        '나만의 추출 설정과 장비',
        '원두 봉투의 QR 코드로 원두 이야기 확인',
        '카페와 로스터리 이벤트 참여',
      ],
    },
  },
  tools: {
    title: '무료 도구',
    lead: '로그인 없이 바로 쓸 수 있고, 결과는 PNG 이미지로 저장할 수 있습니다.',
  },
  signInSection: {
    title: '로그인하면 더 할 수 있어요',
    lead: '기록을 저장하려면 로그인하세요.',
    points: [
      '커피 노트, 추출 설정, 내 장비를 저장하고 언제든 다시 보기',
      '카페나 로스터리를 만들어 직원과 함께 관리',
      '원두의 QR 시리얼에서 바로 노트 작성',
      '한국어와 영어, 라이트와 다크 테마를 어느 기기에서나',
    ],
  },
  guide: {
    title: '처음이신가요?',
    lead: '메뉴 구성과 도구 사용법을 차례로 안내합니다.',
    link: '사용 안내 보기',
  },
};

type IntroStrings = typeof kr;

const en: IntroStrings = {
  eyebrow: 'Records for roasteries, cafes and coffee lovers',
  title: 'Every record of your coffee, from green bean to cup',
  lead: 'Coffee Note is a Korean and English web service that keeps roasting profiles, blends, bean stock, brewing recipes and cupping notes in one place. Try the free tools right away, no sign-in needed.',
  tryWheel: 'Try the flavor wheel',
  signIn: 'Sign in',
  demo: 'This is a demo site: the beans, cafes and roasteries you see are sample data.',
  audiences: {
    title: 'Who it is for',
    roaster: {
      title: 'Roasteries',
      points: [
        'Green bean arrivals and stock, roasting recipes and batches',
        'Import Artisan logs to compare curves and DTR',
        'Blend recipes and QR serials for the beans you ship',
        'Partner cafes, staff and events',
      ],
    },
    cafe: {
      title: 'Cafes',
      points: [
        'Bean catalogue and received beans',
        'House brewing recipes and today’s results',
        'Quality control with cupping notes and the flavor wheel',
        'The roasteries you buy from, equipment and staff',
      ],
    },
    lover: {
      title: 'Coffee lovers',
      points: [
        'A tasting note with a radar chart for every cup',
        'Your own brewing settings and equipment',
        'Scan the QR code on a bag to read the bean’s story',
        'Join cafe and roastery events',
      ],
    },
  },
  tools: {
    title: 'Free tools',
    lead: 'No sign-in needed, and every result can be saved as a PNG image.',
  },
  signInSection: {
    title: 'What signing in adds',
    lead: 'To keep your records, sign in.',
    points: [
      'Save tasting notes, brewing settings and equipment and come back to them any time',
      'Create a cafe or roastery and run it with your staff',
      'Write a note straight from a bean’s QR serial',
      'Korean or English, light or dark, on any device',
    ],
  },
  guide: {
    title: 'New here?',
    lead: 'A short tour of the menus and of each tool.',
    link: 'Read the guide',
  },
};

export const introStrings = { kr, en };
