/** UI strings of the page plumbing (section titles, the create screen), loaded under `blocks.*` with its entry. */
const kr = {
  sections: {
    basic: '기본 정보',
    detail: '상세 정보',
    origin: '원산지',
    ranges: '측정 범위',
    equipment: '장비',
    event: '이벤트',
    period: '기간',
    link: '가입 링크',
    audit: '등록·수정 정보',
  },
  create: {
    limitReached: '더 만들 수 없습니다. {{org}}는 한 사람이 {{limit}}개까지 가질 수 있습니다.',
    remaining: '{{org}}를 {{remaining}}개 더 만들 수 있습니다.',
    cafe: '카페',
    roaster: '로스터리',
  },
  /** The openers of the list pages' import panels (the panels bring their own words). */
  imports: {
    beanconqueror: 'Beanconqueror에서 가져오기',
    beanconquerorTitle: 'Beanconqueror 기록 가져오기',
  },
};

type Strings = typeof kr;

const en: Strings = {
  sections: {
    basic: 'Basic information',
    detail: 'Details',
    origin: 'Origin',
    ranges: 'Measured ranges',
    equipment: 'Equipment',
    event: 'Event',
    period: 'Period',
    link: 'Sign-up link',
    audit: 'Registration and edits',
  },
  create: {
    limitReached: 'You cannot create another {{org}}: you already own {{limit}}, the most a user may own.',
    remaining: 'You may create {{remaining}} more (type: {{org}}).',
    cafe: 'cafe',
    roaster: 'roastery',
  },
  imports: {
    beanconqueror: 'Import from Beanconqueror',
    beanconquerorTitle: 'Import a Beanconqueror history',
  },
};

export const blockStrings: { kr: Strings; en: Strings } = { kr, en };
