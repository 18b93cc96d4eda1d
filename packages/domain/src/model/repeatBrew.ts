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

/** What a brew takes over from its bean's dial-in of the day (behaviour §10-3.3): grinder, grind, dose, yield, water. */
export const DIAL_IN_BREW_FIELDS = [
  'brewing_grinder_seq',
  'brewing_grinder_point',
  'brewing_bean_mass',
  'brewing_result_total',
  'brewing_temp',
] as const;

/** Where a new brew's starting values came from (behaviour §10-4.2, §10-4.4): the day's dial-in, a brew, or both. */
export interface BrewStartSource {
  /** The day's dial-in of the bean, and the fields it gave; null without one. */
  dial_in: { dialin_seq: number; dialin_date: string; fields: string[] } | null;
  /** The brew whose own values fill the rest; null without one. */
  brew: { brewing_result_seq: number; brewing_result_date: string } | null;
}

/**
 * A new brew's values from today's dial-in of its bean first and `last`'s own values only where the dial-in has none
 * (behaviour §10-4.2): the repeated brew's values (repeatBrewValues), the dial-in's filled-in brew fields over them.
 * The dial-in's batch is the one on the bar; a dial-in of a bean `last` did not brew also brings its bean and
 * extraction type.
 */
export function brewStartValues(
  entity: EntityDef,
  last: Readonly<Record<string, unknown>> | undefined,
  dialIn: Readonly<Record<string, unknown>> | undefined,
): { values: Record<string, unknown>; from: BrewStartSource } {
  const values = repeatBrewValues(entity, last);
  const from: BrewStartSource = {
    dial_in: null,
    brew: last
      ? { brewing_result_seq: Number(last.brewing_result_seq), brewing_result_date: String(last.brewing_result_date) }
      : null,
  };
  if (!dialIn) return { values, from };
  if (!last || last.coffeebean_seq !== dialIn.coffeebean_seq) {
    for (const name of ['coffeebean_seq', 'brewing_type']) if (present(dialIn[name])) values[name] = dialIn[name];
  }
  // The batch the day's dial-in was made with is the one on the bar.
  const fields = ['received_seq', ...DIAL_IN_BREW_FIELDS].filter((name) => present(dialIn[name]));
  for (const name of fields) values[name] = dialIn[name];
  from.dial_in = { dialin_seq: Number(dialIn.dialin_seq), dialin_date: String(dialIn.dialin_date), fields };
  return { values, from };
}
