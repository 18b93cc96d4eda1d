/**
 * Numbers as a person reads them, each with its unit (behaviour §09-1.2): one place for masses, temperatures,
 * percentages, seconds, money, brew ratios and scores, so every screen, dialog, chart and message says the same.
 */

/** The locale's number format: Korean pages group digits as English ones do, so one format serves both. */
const numberFormats = new Map<string, Intl.NumberFormat>();
function number(value: number, maxDigits: number, minDigits = 0): string {
  const id = `${minDigits}:${maxDigits}`;
  let format = numberFormats.get(id);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { minimumFractionDigits: minDigits, maximumFractionDigits: maxDigits });
    numberFormats.set(id, format);
  }
  return format.format(value);
}

const finite = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * A mass in grams in the unit a person would use: grams under a kilogram ("850 g", "18.5 g"), kilograms from one
 * kilogram ("5 kg", "12.35 kg"). Empty for no value.
 */
export function formatMass(grams: number | null | undefined): string {
  if (!finite(grams)) return '';
  if (Math.abs(grams) >= 1000) return `${number(grams / 1000, 2)} kg`;
  return `${number(grams, 1)} g`;
}

/** A mass stored in tenths of a gram (the suite's mass columns), as {@link formatMass}. */
export const formatStoredMass = (tenths: number | null | undefined): string =>
  finite(tenths) ? formatMass(tenths / 10) : '';

/** A temperature: "203.5 °C". */
export const formatTemperature = (celsius: number | null | undefined): string =>
  finite(celsius) ? `${number(celsius, 1)} °C` : '';

/** A percentage: "14.2 %". */
export const formatPercent = (percent: number | null | undefined, digits = 1): string =>
  finite(percent) ? `${number(percent, digits)} %` : '';

/** A duration in seconds: "28 s". */
export const formatSeconds = (seconds: number | null | undefined): string =>
  finite(seconds) ? `${number(seconds, 1)} s` : '';

/** An amount of Korean won: "12,000 KRW". */
export const formatWon = (won: number | null | undefined): string => (finite(won) ? `${number(won, 0)} KRW` : '');

/** A brew ratio of yield to dose: "1:2.05" (empty without both). */
export function formatBrewRatio(dose: number | null | undefined, out: number | null | undefined): string {
  if (!finite(dose) || !finite(out) || dose <= 0) return '';
  return `1:${number(out / dose, 2)}`;
}

/** The scales a score is read on; one sentence never mixes two (behaviour §09-1.2). */
export type ScoreScale = 'sca' | 'cva' | 'satisfaction';
const SCALE_TOP: Record<ScoreScale, number> = { sca: 100, cva: 100, satisfaction: 10 };

/** A score on its scale: "86.63 / 100" for a cupping's final score, "9 / 10" for satisfaction. */
export function formatScore(score: number | null | undefined, scale: ScoreScale): string {
  if (!finite(score)) return '';
  return `${number(score, 2)} / ${SCALE_TOP[scale]}`;
}
