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
    sale: '판매',
    order: '주문',
    orderLines: '주문 원두',
    orderProgress: '진행 상황',
  },
  cupping: {
    score: '점수 (만족도)',
    none: '이 배치에 쓴 커핑 노트가 없습니다.',
    afterSave: '저장한 배치에 커핑 노트가 표시됩니다.',
    failed: '커핑 노트를 불러오지 못했습니다.',
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
    sale: 'Sales',
    order: 'Order',
    orderLines: 'Coffees ordered',
    orderProgress: 'Progress',
  },
  cupping: {
    score: 'Score (satisfaction)',
    none: 'No cupping note was written on this batch.',
    afterSave: 'A saved batch shows its cupping notes here.',
    failed: 'The cupping notes could not be loaded.',
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
