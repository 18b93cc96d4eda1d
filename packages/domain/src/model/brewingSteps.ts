import { fromStored } from './calc';
import { BREWING_STEPS } from '@coffee/domain/pages';

/** The pour steps of a brewing record (steps 1-9 and the end), in order. */
export type BrewingStepKey = (typeof BREWING_STEPS)[number];
export const STEP_KEYS: readonly BrewingStepKey[] = BREWING_STEPS;

/** One step as typed: its time mark in seconds from the start and the water poured in grams. */
export interface BrewingStepInput {
  term: number | null;
  mass: number | null;
}

const numberOf = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
};

/** Steps from `{prefix}_term` / `{prefix}_mass` pairs of a record's values (mass stored x10), in `names` order. */
export function stepsOfRecord(values: Readonly<Record<string, unknown>>, names: readonly string[]): BrewingStepInput[] {
  return names
    .filter((name) => name.endsWith('_term'))
    .map((term) => ({ term: numberOf(values[term]), mass: fromStored(values[term.replace(/_term$/, '_mass')], 10) }));
}

export const BREWING_LIMITS = { termMaxS: 3600, massMaxG: 10_000, doseMaxG: 1000 } as const;

export type BrewingIssue =
  | { step: number; field: 'term' | 'mass'; rule: 'number' | 'range'; min: number; max: number }
  | { step: number; field: 'term'; rule: 'order'; previousStep: number; previousTerm: number }
  | { step: number; field: 'term'; rule: 'required' };

const isUsed = (step: BrewingStepInput) => step.term !== null || step.mass !== null;

const isValidMass = (mass: number | null): mass is number =>
  mass !== null && Number.isFinite(mass) && mass >= 0 && mass <= BREWING_LIMITS.massMaxG;

/**
 * The running total of poured water at each used step; null for unused steps. A step without a valid mass (none,
 * negative or over the limit, which checkSteps reports) adds nothing, so totals and curves stay plausible.
 */
export function cumulativeMasses(steps: readonly BrewingStepInput[]): Array<number | null> {
  let total = 0;
  return steps.map((step) => {
    if (!isUsed(step)) return null;
    if (isValidMass(step.mass)) total += step.mass;
    return total;
  });
}

/** Cumulative water (g) over time (ms), keyed by time then series `mass`: the brewing curve. */
export function massCurve(steps: readonly BrewingStepInput[]): Record<string, { mass: number }> {
  const totals = cumulativeMasses(steps);
  return Object.fromEntries(
    steps.flatMap((step, index) => {
      const mass = totals[index];
      return step.term !== null && Number.isFinite(step.term) && mass !== null && mass !== undefined
        ? [[String(step.term * 1000), { mass }]]
        : [];
    }),
  );
}

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

/**
 * The step (0-8, steps 1-9) a timer stamp fills next: the one after the last step with a time mark, or null once
 * step 9 has one. The end step is filled by ending the brew, never by a stamp.
 */
export function nextStampStep(steps: readonly BrewingStepInput[]): number | null {
  const stamped = steps.slice(0, STEP_KEYS.length - 1).map((step) => step.term !== null);
  const next = stamped.lastIndexOf(true) + 1;
  return next < STEP_KEYS.length - 1 ? next : null;
}
