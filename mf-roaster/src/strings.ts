import type { LocalisedStrings } from '@coffee/field-toolkit/runtime';

/** This area's strings, under `area.*`. */
const kr = {
  sections: {
    recipe: '레시피',
    greenbeans: '생두 구성',
    roastings: '로스팅 구성',
    batch: '배치',
    measurements: '측정',
    ambient: '환경',
    timeline: '로스팅 타임라인',
    ranges: '측정 범위',
    lot: '입고 정보',
    public: '공개 범위',
    blend: '블렌드 생성',
    create: '로스팅 레시피 생성',
    qr: 'QR 코드',
    memo: '메모',
    cupping: '커핑 노트',
  },
  cupping: {
    score: '점수 (만족도)',
    none: '이 배치에 쓴 커핑 노트가 없습니다.',
    afterSave: '저장한 배치에 커핑 노트가 표시됩니다.',
    failed: '커핑 노트를 불러오지 못했습니다.',
  },
  catalogue: {
    hint: '관리자가 관리하는 생두 카탈로그입니다. 우리 생두로 추가하면 이름·원산지·가공 방식이 채워진 채로 열리고, 저장하면 바로 첫 입고(재고) 양식으로 넘어갑니다.',
    addColumn: '우리 생두로',
    add: '추가',
    addNamed: '{{name}} 우리 생두로 추가',
    empty: '카탈로그에 생두가 없습니다.',
    failed: '카탈로그를 불러오지 못했습니다.',
  },
  compare: {
    title: '로스팅 배치 비교',
    hint: '배치를 {{min}}~{{max}}개 고르면 단계 표와 곡선을 나란히 보여 줍니다. 곡선은 투입(CHARGE) 시점에 맞춥니다.',
    choose: '비교할 배치',
    tooFew: '배치를 {{min}}개 이상 고르세요.',
    failed: '배치 목록을 불러오지 못했습니다.',
  },
};

const en: typeof kr = {
  sections: {
    recipe: 'Recipe',
    greenbeans: 'Green beans',
    roastings: 'Roasts',
    batch: 'Batch',
    measurements: 'Measurements',
    ambient: 'Ambient readings',
    timeline: 'Roast timeline',
    ranges: 'Measured ranges',
    lot: 'Lot',
    public: 'Visibility',
    blend: 'Blend to create',
    create: 'Recipe to create',
    qr: 'QR codes',
    memo: 'Memo',
    cupping: 'Cupping notes',
  },
  cupping: {
    score: 'Score (satisfaction)',
    none: 'No cupping note was written on this batch.',
    afterSave: 'A saved batch shows its cupping notes here.',
    failed: 'The cupping notes could not be loaded.',
  },
  catalogue: {
    hint: 'The green bean catalogue the administrators keep. Adding a bean opens it with its names, origin and process filled in; saving it goes straight on to its first lot and stock.',
    addColumn: 'To our green beans',
    add: 'Add',
    addNamed: 'Add {{name}} to our green beans',
    empty: 'The catalogue has no green beans.',
    failed: 'The catalogue could not be loaded.',
  },
  compare: {
    title: 'Compare roast batches',
    hint: 'Choose {{min}} to {{max}} batches to see their phase table and curves side by side, aligned on CHARGE.',
    choose: 'Batches to compare',
    tooFew: 'Choose at least {{min}} batches.',
    failed: 'The batch list could not be loaded.',
  },
};

export const strings: LocalisedStrings = { kr, en };
