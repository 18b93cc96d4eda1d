import type { LocalisedStrings } from '@coffee/field-toolkit/runtime';

/** Strings of the brewing steps block, under `blocks.brewing.*`. */
export const brewingStepsStrings = {
  kr: { brewing: { timer: '추출 타이머', steps: '추출 단계' } },
  en: { brewing: { timer: 'Brewing timer', steps: 'Brewing steps' } },
} satisfies LocalisedStrings;
