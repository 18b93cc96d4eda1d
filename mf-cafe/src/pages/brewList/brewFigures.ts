import { brewingEntities } from '@coffee/domain/pages';

const fields = brewingEntities.CafeBrewingResult.fields;
const scaleOf = (name: string) => fields.find((field) => field.name === name)?.scale ?? 1;
const present = (value: unknown) => value !== null && value !== undefined && value !== '';

/** A stored mass (tenths of a gram) in grams with its unit: 185 → "18.5 g". */
const grams = (name: string, value: unknown) =>
  `${(Number(value) / scaleOf(name)).toLocaleString('en', { maximumFractionDigits: 1 })} g`;

/** A brew's time with its unit: "28 s" for a shot, "3:05 min" for a pour-over. */
function seconds(value: unknown): string {
  const whole = Math.max(0, Math.round(Number(value)));
  return whole < 60 ? `${whole} s` : `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')} min`;
}

/**
 * What a brew was at a glance (behaviour §10-4.4): dose → yield and the time, each with its unit, the empty ones left
 * out ("18.5 g → 38 g · 28 s").
 */
export function brewFigures(row: Readonly<Record<string, unknown>>): string {
  const masses = ['brewing_bean_mass', 'brewing_result_total']
    .filter((name) => present(row[name]))
    .map((name) => grams(name, row[name]));
  const time = present(row.brewing_term) ? [seconds(row.brewing_term)] : [];
  return [masses.join(' → '), ...time].filter(Boolean).join(' · ');
}
