import { BREWING_STEPS, toStored } from '@coffee/domain';
import { cumulativeMasses, stepsFromValues } from '@coffee/field-toolkit/charts';
import type { BrewingStepInput } from '@coffee/field-toolkit/charts';
import { highlightedThreshold } from '@coffee/field-toolkit/runtime';
import type { FormValues } from '@coffee/field-toolkit/forms';

export type BrewingStepKey = (typeof BREWING_STEPS)[number];
export type { BrewingStepInput };

/** The stopwatch timer of a brewing record (the shell's toolbar can show it). */
export const BREWING_TIMER = 'brewing';
export const STEP_KEYS: readonly BrewingStepKey[] = BREWING_STEPS;
export const BREWING_LIMITS = { termMaxS: 3600, massMaxG: 10_000, doseMaxG: 1000 } as const;
/** A start time older than this does not start the timer (a record opened long after brewing). */
export const TIMER_START_WINDOW_MS = 3_600_000;

export const stepField = (step: BrewingStepKey, part: 'term' | 'mass' | 'mass_calc' | 'bar' | 'flux') =>
  `brewing_${step}_${part}`;
export const STEP_TERM_FIELDS = STEP_KEYS.map((step) => stepField(step, 'term'));
const STEP_PAIR_FIELDS = STEP_KEYS.flatMap((step) => [stepField(step, 'term'), stepField(step, 'mass')]);

export type BrewingIssue =
  | { step: number; field: 'term' | 'mass'; rule: 'number' | 'range'; min: number; max: number }
  | { step: number; field: 'term'; rule: 'order'; previousStep: number; previousTerm: number }
  | { step: number; field: 'term'; rule: 'required' };

function rangeIssue(step: number, field: 'term' | 'mass', value: number | null, max: number): BrewingIssue | null {
  if (value === null) return null;
  if (!Number.isFinite(value)) return { step, field, rule: 'number', min: 0, max };
  return value < 0 || value > max ? { step, field, rule: 'range', min: 0, max } : null;
}

/**
 * Problems in step order: numbers out of range, a mass without a time mark, and time marks that do not come
 * later than the previous step's (the stopwatch thresholds must ascend).
 */
export function checkSteps(steps: readonly BrewingStepInput[]): BrewingIssue[] {
  const issues: BrewingIssue[] = [];
  let previous: { step: number; term: number } | null = null;
  steps.forEach((input, step) => {
    const termIssue = rangeIssue(step, 'term', input.term, BREWING_LIMITS.termMaxS);
    const massIssue = rangeIssue(step, 'mass', input.mass, BREWING_LIMITS.massMaxG);
    if (termIssue) issues.push(termIssue);
    else if (input.term === null && input.mass !== null) issues.push({ step, field: 'term', rule: 'required' });
    else if (input.term !== null) {
      if (previous && input.term <= previous.term)
        issues.push({ step, field: 'term', rule: 'order', previousStep: previous.step, previousTerm: previous.term });
      else previous = { step, term: input.term };
    }
    if (massIssue) issues.push(massIssue);
  });
  return issues;
}

/** The stopwatch thresholds (ms, ascending) of the steps with a valid time mark, and the step of each. */
export function stepThresholds(steps: readonly BrewingStepInput[]): { thresholds: number[]; steps: number[] } {
  const marks = steps
    .flatMap((step, index) =>
      step.term !== null && Number.isFinite(step.term) ? [{ index, ms: step.term * 1000 }] : [],
    )
    .sort((a, b) => a.ms - b.ms);
  return { thresholds: marks.map((mark) => mark.ms), steps: marks.map((mark) => mark.index) };
}

/** The step whose time mark was passed within the last 3 s (highlighted while the timer runs), or -1. */
export function highlightedStep(steps: readonly BrewingStepInput[], elapsedMs: number): number {
  const marks = stepThresholds(steps);
  return marks.steps[highlightedThreshold(marks.thresholds, elapsedMs)] ?? -1;
}

/** Water to coffee, e.g. 15 for 1:15; null without a dose or water. */
export function brewRatio(doseG: number | null, waterG: number | null): number | null {
  if (doseG === null || waterG === null || !(doseG > 0) || !(waterG > 0)) return null;
  return waterG / doseG;
}

const empty = (): BrewingStepInput => ({ term: null, mass: null });

export function emptySteps(): BrewingStepInput[] {
  return STEP_KEYS.map(empty);
}

/** A 4:6-style pour-over for 20 g of coffee: five pours of 60 g, drawdown done at 3:30. */
export function sampleRecipe(): { dose: number; steps: BrewingStepInput[] } {
  const pours: BrewingStepInput[] = [0, 45, 90, 135, 165].map((term) => ({ term, mass: 60 }));
  const steps = STEP_KEYS.map((_, index) => pours[index] ?? empty());
  steps[steps.length - 1] = { term: 210, mass: null };
  return { dose: 20, steps };
}

/** The steps of a brewing form (terms in seconds, masses stored x10 → grams). */
export const stepsOfValues = (values: FormValues): BrewingStepInput[] => stepsFromValues(values, STEP_PAIR_FIELDS);

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
 * What the brewing timer should do (03 §4.3): run from the start time while no total term is entered and the
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

/**
 * Derived values of the steps: the calculated masses follow the masses; clearing the start time clears the
 * stamped step times.
 */
export function deriveBrewingSteps(changed: string, values: FormValues): FormValues | undefined {
  if (changed === 'brewing_start_time' && isBlank(values.brewing_start_time))
    return Object.fromEntries(STEP_TERM_FIELDS.map((name) => [name, null]));
  if (/^brewing_step(\d|_end)_mass$/.test(changed)) return massCalcValues(values);
  return undefined;
}
