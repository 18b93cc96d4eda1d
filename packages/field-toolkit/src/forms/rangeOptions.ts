import type { FieldDef, SelectOption } from '@coffee/domain';

const option = (value: number): SelectOption => ({ value, label: String(value) });

/**
 * Options of a number select without a code group or lookup: a year offers its `yearRange` around this year,
 * newest first (and a loaded year outside it); a month of the year and similar small ranges offer every value.
 */
export function rangeOptions(def: FieldDef, value: unknown, today: Date = new Date()): SelectOption[] {
  if (def.type !== 'number') return [];
  if (def.yearRange) {
    const { past, future } = def.yearRange;
    const newest = today.getFullYear() + future;
    const years = Array.from({ length: past + future + 1 }, (_, index) => newest - index);
    const current = typeof value === 'number' ? value : Number.NaN;
    if (Number.isInteger(current) && !years.includes(current)) years.push(current);
    return years.sort((a, b) => b - a).map(option);
  }
  if (def.min === undefined || def.max === undefined || def.max - def.min > 100) return [];
  return Array.from({ length: def.max - def.min + 1 }, (_, index) => option(def.min! + index));
}
