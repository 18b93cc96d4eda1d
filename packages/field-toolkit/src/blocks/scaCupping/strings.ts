import type { LocalisedStrings } from '@coffee/field-toolkit/runtime';

/** Strings of the SCA cupping block, under `blocks.scaCupping.*`. */
export const scaCuppingStrings = {
  kr: {
    scaCupping: {
      title: 'SCA 커핑 양식',
      score: '최종 점수 {{final}} · {{band}} (총점 {{total}} − 결점 {{defects}})',
      incomplete: '일곱 개 항목 점수를 모두 입력하면 최종 점수가 표시됩니다.',
      bands: {
        outstanding: '탁월함 (Outstanding, 90 이상)',
        excellent: '훌륭함 (Excellent, 85-89.99)',
        veryGood: '매우 좋음 (Very good, 80-84.99)',
        belowSpecialty: '스페셜티 미만 (80 미만)',
      },
    },
  },
  en: {
    scaCupping: {
      title: 'SCA cupping form',
      score: 'Final score {{final}} · {{band}} (total {{total}} − defects {{defects}})',
      incomplete: 'The final score shows once all seven attributes are scored.',
      bands: {
        outstanding: 'Outstanding (90+)',
        excellent: 'Excellent (85-89.99)',
        veryGood: 'Very good (80-84.99)',
        belowSpecialty: 'Below specialty grade (under 80)',
      },
    },
  },
} satisfies LocalisedStrings;
