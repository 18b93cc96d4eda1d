import type { LocalisedStrings } from '@coffee/field-toolkit/runtime';

/** This area's strings, under `area.*`. */
const kr = {
  sections: {
    note: '노트',
    bean: '원두',
    brew: '추출',
    equipment: '장비와 물',
    result: '추출 결과',
    conditions: '환경',
  },
  note: {
    check: '일련번호 확인',
    serialNeeded: '일련번호 종류를 고르고 일련번호를 입력한 뒤 확인하세요.',
    serialNotFound: '이 일련번호의 원두 정보를 찾을 수 없거나 공개되지 않았습니다.',
    beanPage: '원두 공개 페이지',
    bean: '이 노트의 원두',
    roastedBy: '로스터리: {{store}}',
    servedBy: '카페: {{store}}',
  },
  brew: { record: '추출 기록하기' },
  summary: {
    title: '한눈에 보는 내 커피',
    empty: '아직 쓴 노트가 없습니다. 첫 노트를 쓰면 여기에 월별 노트 수, 만족도, 자주 마신 원산지와 향미가 나타납니다.',
    perMonth: '월별 노트 수',
    notes: '노트',
    satisfaction: '월별 평균 만족도',
    average: '평균 만족도',
    origins: '자주 마신 원산지',
    flavors: '자주 고른 향미',
  },
  intro: {
    title: '원두 일련번호와 QR 코드',
    qr: '로스터리와 카페는 원두 봉투와 영수증에 QR 코드를 붙입니다. 휴대폰으로 찍으면 원두의 공개 정보가 열리고, 거기서 바로 테이스팅 노트를 쓸 수 있습니다.',
    serial: 'QR 코드를 찍을 수 없으면 아래에 일련번호를 입력하세요. 원두 정보가 채워진 노트가 열립니다.',
    type: '일련번호 종류',
    types: {
      RSTRDF: '로스터리 블렌드',
      RSTRDT: '로스터리 로스팅 배치',
      CAFEDF: '카페 원두',
      CAFEDT: '카페 입고 배치',
    },
    serialLabel: '일련번호',
    serialRequired: '일련번호를 입력하세요.',
    write: '노트 쓰기',
  },
};

const en: typeof kr = {
  sections: {
    note: 'Note',
    bean: 'Bean',
    brew: 'Brew',
    equipment: 'Equipment and water',
    result: 'Brewing result',
    conditions: 'Conditions',
  },
  note: {
    check: 'Check the serial',
    serialNeeded: 'Choose the serial type and type the serial, then check it.',
    serialNotFound: 'No bean information was found for this serial, or it is not public.',
    beanPage: 'Bean’s public page',
    bean: 'The bean of this note',
    roastedBy: 'Roasted by {{store}}',
    servedBy: 'From {{store}}',
  },
  brew: { record: 'Record a brew' },
  summary: {
    title: 'My coffee at a glance',
    empty:
      'No notes yet. Once you write one, your notes per month, satisfaction and favourite origins and flavors appear here.',
    perMonth: 'Notes per month',
    notes: 'Notes',
    satisfaction: 'Average satisfaction per month',
    average: 'Average satisfaction',
    origins: 'Favourite origins',
    flavors: 'Favourite flavors',
  },
  intro: {
    title: 'Bean serials and QR codes',
    qr: 'Roasteries and cafes print a QR code on their bags and receipts. Scan it with your phone to open the bean’s public page, and write a tasting note from there.',
    serial: 'If you cannot scan the code, type its serial below: the note opens with the bean filled in.',
    type: 'Serial type',
    types: {
      RSTRDF: 'Roastery blend',
      RSTRDT: 'Roastery roast batch',
      CAFEDF: 'Cafe bean',
      CAFEDT: 'Cafe received batch',
    },
    serialLabel: 'Serial',
    serialRequired: 'Type the serial.',
    write: 'Write a note',
  },
};

export const strings: LocalisedStrings = { kr, en };
