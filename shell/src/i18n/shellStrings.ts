import type { LocalisedStrings } from '@coffee/field-toolkit/runtime';
import { shellEn } from './shellStrings.en';
import { shellKr } from './shellStrings.kr';

/** Both languages, for tests; pages fetch one language's file (`loadShellStrings`). */
export const shellStrings: LocalisedStrings = { kr: shellKr, en: shellEn };
