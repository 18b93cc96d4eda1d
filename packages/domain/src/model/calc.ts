import type { Scale } from './fields';

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
  const greenDry = greenMass * (1 - greenMoisture / 100);
  const roastedDry = roastedMass * (1 - roastedMoisture / 100);
  const rate = lossRate(roastedDry, greenDry);
  return rate === null ? null : roundTo(rate, 2);
};

/** Each part's share of the total in percent, rounded to 0.1 (all zero when the total is zero). */
export const percentShares = (parts: readonly number[]): number[] => {
  const total = parts.reduce((sum, part) => sum + part, 0);
  return parts.map((part) => (total > 0 ? roundTo((part / total) * 100, 1) : 0));
};

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

const DAY_MS = 86_400_000;
const utcDay = (isoDate: string): number => Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`);

/** Whole days from `from` to `to` ('YYYY-MM-DD'), e.g. a note's age of the beans; null if a date is invalid. */
export const daysBetween = (from: string, to: string): number | null => {
  const days = (utcDay(to) - utcDay(from)) / DAY_MS;
  return Number.isFinite(days) ? Math.round(days) : null;
};

/** 'YYYY-MM-DD' plus a number of days. */
export const addDays = (isoDate: string, days: number): string =>
  new Date(utcDay(isoDate) + days * DAY_MS).toISOString().slice(0, 10);
