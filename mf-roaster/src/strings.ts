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
  },
};

export const strings: LocalisedStrings = { kr, en };
