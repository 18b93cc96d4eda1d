import type { LocalisedStrings } from '@coffee/field-toolkit/runtime';

/** This area's strings, under `area.*`. */
const kr = {
  sections: {
    subject: '커핑 대상',
    note: '노트',
    description: '설명',
    audit: '등록·수정 정보',
    batch: '블렌딩 배치',
    ambient: '환경',
    brew: '추출',
    equipment: '장비',
    water: '물',
    recipe: '레시피',
  },
};

const en: typeof kr = {
  sections: {
    subject: 'Cupped coffee',
    note: 'Note',
    description: 'Description',
    audit: 'Registration and edits',
    batch: 'Blend batch',
    ambient: 'Conditions',
    brew: 'Brew',
    equipment: 'Equipment',
    water: 'Water',
    recipe: 'Recipe',
  },
};

export const strings: LocalisedStrings = { kr, en };
