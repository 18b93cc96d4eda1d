import type { LocalisedStrings } from '@coffee/field-toolkit/runtime';

/** Strings of the CVA block, under `blocks.cvaCupping.*`. */
export const cvaCuppingStrings = {
  kr: {
    cvaCupping: {
      title: 'SCA 커피 가치 평가 (CVA)',
      score:
        'CVA 점수 {{score}} (인상 합계 {{sum}} × 0.65625 + 52.75 − 균일하지 않은 컵 {{nonuniform}} × 2 − 결점 컵 {{defective}} × 4)',
      incomplete: '여덟 개 인상 점수를 모두 입력하면 CVA 점수가 표시됩니다.',
    },
  },
  en: {
    cvaCupping: {
      title: 'SCA Coffee Value Assessment (CVA)',
      score:
        'CVA score {{score}} (impressions {{sum}} × 0.65625 + 52.75 − non-uniform cups {{nonuniform}} × 2 − defective cups {{defective}} × 4)',
      incomplete: 'The CVA score shows once all eight impressions are scored.',
    },
  },
} satisfies LocalisedStrings;
