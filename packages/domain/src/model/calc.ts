import { daysBetween } from '@coffee/domain/pages';
import type { Scale } from './fields';

/** Percentages (shares, losses, moistures) are stored x10: one decimal. */
const PERCENT_SCALE = 10;

/** Rounds to a number of decimals (half away from zero on the decimal representation). */
export const roundTo = (value: number, decimals: number): number => {
  const factor = 10 ** decimals;
  return Math.sign(value) * (Math.round(Math.abs(value) * factor + Number.EPSILON) / factor);
};

/** Rounds down (towards zero) to a number of decimals: remaining masses are shown this way. */
export const floorTo = (value: number, decimals: number): number => {
  const factor = 10 ** decimals;
  return Math.trunc(value * factor + Math.sign(value) * 1e-9) / factor;
};

const toNumber = (value: unknown): number | null => {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
  const parsed = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(parsed) ? parsed : null;
};

/** A displayed number as the stored integer (x scale, rounded); null when empty or not a number. */
export const toStored = (value: unknown, scale: Scale = 1): number | null => {
  const parsed = toNumber(value);
  return parsed === null ? null : Math.round(parsed * scale);
};

/** A stored integer as the displayed number (÷ scale); null when empty or not a number. */
export const fromStored = (value: unknown, scale: Scale = 1): number | null => {
  const parsed = toNumber(value);
  return parsed === null ? null : roundTo(parsed / scale, Math.log10(scale));
};

/** Input step of a scaled number: 1 / scale. */
export const stepOf = (scale: Scale = 1): number => 1 / scale;

/** Loss rate in percent, (1 - after/before) * 100, e.g. roasted over green mass; null without a base. */
export const lossRate = (after: number, before: number): number | null =>
  before > 0 ? (1 - after / before) * 100 : null;

/**
 * Organic (dry-matter) loss in percent with 2 decimals: the loss of the beans' dry mass, from the green and
 * roasted masses and their moisture percentages.
 */
export const organicLossRate = (
  greenMass: number,
  greenMoisture: number,
  roastedMass: number,
  roastedMoisture: number,
): number | null => {
  const rate = lossRate(dryMass(roastedMass, roastedMoisture), dryMass(greenMass, greenMoisture));
  return rate === null ? null : roundTo(rate, 2);
};

const dryMass = (mass: number, moisturePercent: number): number => mass * (1 - moisturePercent / 100);

/** Each part's share of the total in percent, rounded to 0.1 (all zero when the total is zero). */
export const percentShares = (parts: readonly number[]): number[] =>
  storedShares(parts).map((share) => (share === null ? 0 : share / PERCENT_SCALE));

/** Mean of a min/max pair of stored values (e.g. a green bean's default moisture); null if one is missing. */
export const midpoint = (min: number | null | undefined, max: number | null | undefined): number | null =>
  min === null || min === undefined || max === null || max === undefined ? null : (min + max) / 2;

export const celsiusToFahrenheit = (celsius: number): number => (celsius * 9) / 5 + 32;
export const fahrenheitToCelsius = (fahrenheit: number): number => ((fahrenheit - 32) * 5) / 9;

/** Grams per unit. */
export const MASS_UNITS = { g: 1, Kg: 1000, t: 1_000_000, oz: 28.349523125, lb: 453.59237 } as const;
export type MassUnit = keyof typeof MASS_UNITS;

export const convertMass = (value: number, from: MassUnit, to: MassUnit): number =>
  (value * MASS_UNITS[from]) / MASS_UNITS[to];

/** Whole seconds as a duration reads on screen: `m:ss`, `h:mm:ss` from an hour (a shot, a brew, a roast phase). */
export function durationText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const two = (value: number) => String(value).padStart(2, '0');
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor(whole / 60) % 60;
  return hours > 0 ? `${hours}:${two(minutes)}:${two(whole % 60)}` : `${minutes}:${two(whole % 60)}`;
}

// ---- stored units (behaviour §02-4 to §02-5, §03-9): masses in 0.1 g, percentages x10 --------------------------------------

type Stored = number | null | undefined;

const present = (values: readonly Stored[]): number[] =>
  values.filter((value): value is number => value !== null && value !== undefined && Number.isFinite(value));

/** Sum of the masses given (missing ones count as nothing). */
export const totalMass = (masses: readonly Stored[]): number => present(masses).reduce((sum, mass) => sum + mass, 0);

/** Each part's share of the total as a stored percent (x10, i.e. rounded to 0.1 %); null when the total is zero. */
export const storedShares = (parts: readonly Stored[]): Array<number | null> => {
  const total = totalMass(parts);
  return parts.map((part) => (total > 0 ? Math.round(((part ?? 0) * 100 * PERCENT_SCALE) / total) : null));
};

const toStoredPercent = (rate: number | null): number | null =>
  rate === null ? null : Math.round(rate * PERCENT_SCALE);

/** Roasting loss (1 - roasted/green) as a stored percent; null without a green mass or a roasted mass. */
export const storedLossRate = (greenMass: Stored, roastedMass: Stored): number | null =>
  greenMass && roastedMass !== null && roastedMass !== undefined
    ? toStoredPercent(lossRate(roastedMass, greenMass))
    : null;

/** Organic (dry-matter) loss as a stored percent from the masses and their stored moistures (x10). */
export const storedOrganicLoss = (
  greenMass: Stored,
  roastedMass: Stored,
  greenMoisture: Stored,
  roastedMoisture: Stored,
): number | null => {
  if (!greenMass || roastedMass == null || greenMoisture == null || roastedMoisture == null) return null;
  const green = dryMass(greenMass, greenMoisture / PERCENT_SCALE);
  return toStoredPercent(lossRate(dryMass(roastedMass, roastedMoisture / PERCENT_SCALE), green));
};

/** Mass-weighted mean of stored values (e.g. the moisture of a roast's green beans); rows without a value are left out. */
export const weightedMean = (rows: ReadonlyArray<{ mass: Stored; value: Stored }>): number | null => {
  const weighed = rows.filter((row) => row.value !== null && row.value !== undefined && (row.mass ?? 0) > 0);
  const mass = totalMass(weighed.map((row) => row.mass));
  return mass > 0 ? Math.round(weighed.reduce((sum, row) => sum + (row.mass ?? 0) * (row.value ?? 0), 0) / mass) : null;
};

/** Single origin: the rows come from exactly one green bean. */
export const isSingleOrigin = (greenbeans: readonly unknown[]): boolean =>
  new Set(greenbeans.filter((bean) => bean !== null && bean !== undefined)).size === 1;

/** A lot's default moisture (stored x10): the mean of the bean's min and max moisture, rounded to 0.1 %. */
export const defaultMoisture = (min: Stored, max: Stored): number | null => {
  const mean = midpoint(min, max);
  return mean === null ? null : Math.round(mean);
};

/** A stored date or date-time ('YYYY-MM-DD…', a Date) as its 'YYYY-MM-DD' day; null for anything else. */
const dayText = (value: unknown): string | null => {
  const text = value instanceof Date ? value.toISOString() : value;
  return typeof text === 'string' && /^\d{4}-\d{2}-\d{2}/.test(text) ? text.slice(0, 10) : null;
};

/**
 * Days from a batch (roasting or blending) to a note or brewing about it: note date − batch date, whatever the time
 * of day either carries (the beans' age, shown as freshness); null without both dates.
 */
export const dayTerm = (noteDate: unknown, batchDate: unknown): number | null => {
  const note = dayText(noteDate);
  const batch = dayText(batchDate);
  return note && batch ? daysBetween(batch, note) : null;
};
