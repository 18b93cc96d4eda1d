import {
  STEP_KEYS,
  cumulativeMasses,
  extractionYield,
  stepThresholds,
  stepsOfRecord,
  toStored,
} from '@coffee/domain/brewing';
import type { BrewingStepInput, BrewingStepKey } from '@coffee/domain';
import { highlightedThreshold } from '@coffee/field-toolkit/runtime';
import type { FormValues } from '@coffee/field-toolkit/forms';

/** The stopwatch timer of a brewing record (the shell's toolbar can show it). */
export const BREWING_TIMER = 'brewing';
/** A start time older than this does not start the timer (a record opened long after brewing). */
export const TIMER_START_WINDOW_MS = 3_600_000;

export const stepField = (step: BrewingStepKey, part: 'term' | 'mass' | 'mass_calc' | 'bar' | 'flux') =>
  `brewing_${step}_${part}`;
export const STEP_TERM_FIELDS = STEP_KEYS.map((step) => stepField(step, 'term'));
const STEP_PAIR_FIELDS = STEP_KEYS.flatMap((step) => [stepField(step, 'term'), stepField(step, 'mass')]);

/** The step whose time mark was passed within the last 3 s (highlighted while the timer runs), or -1. */
export function highlightedStep(steps: readonly BrewingStepInput[], elapsedMs: number): number {
  const marks = stepThresholds(steps);
  return marks.steps[highlightedThreshold(marks.thresholds, elapsedMs)] ?? -1;
}

/** The steps of a brewing form (terms in seconds, masses stored x10 → grams). */
export const stepsOfValues = (values: FormValues): BrewingStepInput[] => stepsOfRecord(values, STEP_PAIR_FIELDS);

/** Each step's calculated mass: the running total, stored x10 like the masses. */
export function massCalcValues(values: FormValues): FormValues {
  const totals = cumulativeMasses(stepsOfValues(values));
  return Object.fromEntries(
    STEP_KEYS.map((step, index) => [stepField(step, 'mass_calc'), toStored(totals[index], 10)]),
  );
}

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/** Epoch ms of a stored local date-time, or null. */
export function parseStartTime(value: unknown): number | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const at = Date.parse(value);
  return Number.isFinite(at) ? at : null;
}

/**
 * What the brewing timer should do (behaviour §03-4.3): run from the start time while no total term is entered and the
 * start is within the last hour; otherwise stop.
 */
export function brewingTimerPlan(
  values: FormValues,
  now: number,
): { run: true; startedAt: number; thresholds: number[] } | { run: false } {
  const startedAt = parseStartTime(values.brewing_start_time);
  if (startedAt === null || !isBlank(values.brewing_term)) return { run: false };
  if (startedAt > now || now - startedAt > TIMER_START_WINDOW_MS) return { run: false };
  // Only marks still ahead: a step just stamped is behind the clock and must not stop the timer (the next step's
  // stamp needs it running).
  const ahead = stepThresholds(stepsOfValues(values)).thresholds.filter((ms) => ms > now - startedAt);
  return { run: true, startedAt, thresholds: ahead };
}

const EXTRACTION_INPUTS = new Set([
  'brewing_tds',
  'brewing_type',
  'brewing_bean_mass',
  'brewing_mass',
  'brewing_result_total',
]);
const grams = (value: unknown) => (isBlank(value) ? null : Number(value) / 10);

/** The extraction yield (stored x10) from TDS (x100), dose, water and beverage (x10 g): behaviour §10-3.3. */
export function storedExtractionYield(values: FormValues): number | null {
  const ey = extractionYield({
    type: typeof values.brewing_type === 'string' ? values.brewing_type : null,
    tdsPercent: isBlank(values.brewing_tds) ? null : Number(values.brewing_tds) / 100,
    doseG: grams(values.brewing_bean_mass),
    beverageG: grams(values.brewing_result_total),
    waterG: grams(values.brewing_mass),
  });
  return ey === null ? null : Math.round(ey * 10);
}

/**
 * Derived values of the steps: the calculated masses follow the masses; clearing the start time clears the
 * stamped step times.
 */
export function deriveBrewingSteps(
  changed: string,
  values: FormValues,
  now: number = Date.now(),
): FormValues | undefined {
  if (EXTRACTION_INPUTS.has(changed)) return { brewing_result_calc: storedExtractionYield(values) };
  if (changed === 'brewing_start_time' && isBlank(values.brewing_start_time))
    return Object.fromEntries(STEP_TERM_FIELDS.map((name) => [name, null]));
  // A brew started now is timed anew: the total it began with (the day's dial-in, a repeated brew) would read as
  // the brew already ended and keep the timer from running (behaviour §03-4.3).
  if (changed === 'brewing_start_time' && !isBlank(values.brewing_term)) {
    const startedAt = parseStartTime(values.brewing_start_time);
    if (startedAt !== null && startedAt <= now && now - startedAt <= TIMER_START_WINDOW_MS)
      return { brewing_term: null };
  }
  if (/^brewing_step(\d|_end)_mass$/.test(changed)) return massCalcValues(values);
  return undefined;
}
