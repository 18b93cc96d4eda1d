import type { EntityDef } from './fields';

/**
 * What a repeated brew leaves behind (behaviour §10-4.2): when it was brewed and how it was judged (date, rating, main
 * and public flags, TDS, notes), the moment its timer started and the day's air.
 */
export const REPEAT_BREW_LEAVES: ReadonlySet<string> = new Set([
  'brewing_result_date',
  'brewing_satis',
  'brewing_result_main',
  'brewing_public',
  'brewing_tds',
  'brewing_default_memo',
  'brewing_start_time',
  'outside_air',
  'outside_hum',
  'inside_air',
  'inside_hum',
]);

const present = (value: unknown) => value !== null && value !== undefined && value !== '';

/**
 * The values a new brew takes over from `last` (behaviour §10-4.2): every field a barista types (bean, batch,
 * setting, dose, grind, temperature, water, times, equipment) that `last` holds; never a key, a computed or
 * read-only value, or what REPEAT_BREW_LEAVES names.
 */
export function repeatBrewValues(
  entity: EntityDef,
  last: Readonly<Record<string, unknown>> | undefined,
): Record<string, unknown> {
  if (!last) return {};
  const carried = entity.fields.filter(
    (field) =>
      !entity.keys.includes(field.name) &&
      field.stored !== false &&
      !field.computed &&
      !field.readOnly &&
      !field.transient &&
      !REPEAT_BREW_LEAVES.has(field.name),
  );
  return Object.fromEntries(
    carried.filter((field) => present(last[field.name])).map((field) => [field.name, last[field.name]]),
  );
}
