import type { SelectOption } from '../shared';
import { findOption } from '../shared';

/** Native selects speak strings; map the chosen string back to the option's own value type. */
export function valueFromSelection(options: readonly SelectOption[], selected: string): string | number | null {
  return findOption(options, selected)?.value ?? null;
}
