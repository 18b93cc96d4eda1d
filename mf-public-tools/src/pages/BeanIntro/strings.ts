/** Strings of info/beannote/intro, under `area.beanIntro.*`. */
const kr = {
  title: '원두 정보와 QR 시리얼',
  summary: '원두 봉투의 QR 코드를 찍거나 시리얼을 입력하면 그 원두가 어디에서 왔는지 볼 수 있습니다.',
  how: {
    title: 'QR 시리얼은 이렇게 동작합니다',
    steps: [
      '로스터리는 블렌드 레시피와 배치마다 고유한 시리얼을 받고, 그 주소를 QR 코드로 원두 봉투에 붙입니다.',
      '카페도 자기 원두와 입고 원두마다 시리얼과 QR 코드를 만들어 메뉴판이나 병에 붙일 수 있습니다.',
      'QR 코드를 찍으면 이 사이트의 원두 정보 페이지가 열립니다. 로그인하지 않아도 됩니다.',
      '무엇이 보일지는 원두 주인이 정합니다. 이름만, 원산지와 설명까지, 생두 구성까지, 무게와 손실률까지 단계별로 공개합니다.',
    ],
  },
  kinds: {
    title: '시리얼의 종류',
    blend: '로스터리의 블렌드 레시피: 어떤 생두를 어떤 비율로 섞는지',
    blendResult: '로스터리의 블렌드 배치: 레시피와 그 배치의 날짜, 무게, 손실률',
    coffeebean: '카페의 원두: 카페가 소개하는 원두와 연결된 블렌드',
    received: '카페의 입고 원두: 언제 들어온 어떤 배치인지',
  },
  signedIn: {
    title: '로그인하면',
    note: '원두 정보 페이지에서 바로 그 원두의 커피 노트를 쓸 수 있습니다.',
    cafe: '카페 직원은 로스터리의 QR 코드로 원두와 입고 기록을 카페에 등록할 수 있습니다.',
  },
  lookup: {
    title: '시리얼로 찾기',
    lead: 'QR 코드를 찍을 수 없으면 코드 아래의 시리얼을 입력하세요.',
  },
};

type BeanIntroStrings = typeof kr;

const en: BeanIntroStrings = {
  title: 'Bean information and QR serials',
  summary: 'Scan the QR code on a bag of coffee, or type its serial, to see where the bean comes from.',
  how: {
    title: 'How QR serials work',
    steps: [
      'A roastery gets a unique serial for each blend recipe and each batch, and prints its address as a QR code on the bag.',
      'A cafe can make serials and QR codes for its own beans and received lots too, for a menu board or a jar.',
      'Scanning the code opens the bean page on this site. No sign-in is needed.',
      'The owner decides what shows: only the name, then origin and description, then the green beans, then masses and losses.',
    ],
  },
  kinds: {
    title: 'Kinds of serial',
    blend: 'A roastery blend recipe: which green beans, in which shares',
    blendResult: 'A roastery blend batch: the recipe plus the batch date, mass and losses',
    coffeebean: 'A cafe bean: the bean as the cafe presents it, with its linked blend',
    received: 'A cafe received lot: which batch arrived and when',
  },
  signedIn: {
    title: 'Signed in, you can also',
    note: 'write a coffee note about the bean right from its page.',
    cafe: 'register the bean and received lots in your cafe from a roastery QR code, as cafe staff.',
  },
  lookup: {
    title: 'Find a bean by serial',
    lead: 'If you cannot scan the code, type the serial printed under it.',
  },
};

export const beanIntroStrings = { kr, en };
