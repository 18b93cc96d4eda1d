import type { SelectOption } from '../shared';
import { optionText } from '../shared';

/** Filter by label as a case-insensitive regular expression; an invalid pattern falls back to a substring match. */
export function filterOptions(options: readonly SelectOption[], query: string): SelectOption[] {
  const trimmed = query.trim();
  if (trimmed === '') return [...options];
  let matches: (text: string) => boolean;
  try {
    const pattern = new RegExp(trimmed, 'i');
    matches = (text) => pattern.test(text);
  } catch {
    const needle = trimmed.toLowerCase();
    matches = (text) => text.toLowerCase().includes(needle);
  }
  return options.filter((option) => matches(optionText(option)));
}
