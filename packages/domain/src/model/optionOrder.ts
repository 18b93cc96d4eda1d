import type { Locale } from '../navigation/routes';
import type { CodeGroupId } from './codeGroups';

/**
 * Code groups whose stored order is a scale or a ladder (roles, grades, stages, steps): they keep it. Every other
 * option list is read in the visitor's language order (behaviour §09-2.2).
 */
export const RANKED_CODE_GROUPS: ReadonlySet<CodeGroupId> = new Set([
  'CAUTH',
  'RAUTH',
  'PSAUTH',
  'BGRD',
  'BQLT',
  'PBST',
  'RSTEP',
  'USER',
  'CNAFTST',
  'CNTXTR',
  'CNFLNG',
]);

/** Lookups of batches and lots, named by their date: newest first, as the server lists them. */
export const NEWEST_FIRST_LOOKUPS: ReadonlySet<string> = new Set([
  '/api/roaster/roasting/result/code',
  '/api/roaster/blending/result/code',
  '/api/cafe/coffeebean/received/code',
]);

const COLLATION_LOCALE: Readonly<Record<Locale, string>> = { kr: 'ko', en: 'en' };

/** The visitor's language collation: 가나다 in Korean, ABC in English, numbers by value. */
export const optionCollator = (locale: Locale): Intl.Collator =>
  new Intl.Collator(COLLATION_LOCALE[locale], { numeric: true, sensitivity: 'base' });

/** Options sorted by their label in the visitor's language (a new array; the input is left as it is). */
export function sortOptionsByLabel<T extends { label: string; label_str?: string }>(
  options: readonly T[],
  locale: Locale,
): T[] {
  const collator = optionCollator(locale);
  return [...options].sort((a, b) => collator.compare(a.label_str ?? a.label, b.label_str ?? b.label));
}
