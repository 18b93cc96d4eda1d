import { findEvent, roastPhases, withTurningPoint } from './analysis';
import { rateOfRise } from './rateOfRise';
import type { RoastEvent, RoastEventType, RoastSample, TimeValue } from './types';

/** A roast as the deviation compares it: its curve and events relative to CHARGE, its weight loss in %. */
export interface ComparableRoast {
  samples: readonly RoastSample[];
  events: readonly RoastEvent[];
  weightLoss: number | null;
}

/** The figures a batch is compared on with its recipe's reference batch, in the order they are shown. */
export const DEVIATION_FIGURES = [
  'meanBt',
  'meanRor',
  'drying',
  'maillard',
  'development',
  'tp',
  'fcStart',
  'dropTime',
  'dropBt',
  'dtr',
  'weightLoss',
] as const;
export type DeviationFigure = (typeof DEVIATION_FIGURES)[number];

/** A recipe's tolerances (behaviour §08-1.2): one per kind of figure, all phases sharing one. */
export interface RoastTolerances {
  /** Mean absolute bean temperature difference, °C. */
  bt: number;
  /** Mean absolute RoR difference, °C/min. */
  ror: number;
  /** Each phase's duration, s. */
  phase: number;
  /** Turning point time, s. */
  tp: number;
  /** First crack start time, s. */
  fc: number;
  /** Drop time, s. */
  drop: number;
  /** Drop bean temperature, °C. */
  dropBt: number;
  /** Development time ratio, percentage points. */
  dtr: number;
  /** Weight loss, percentage points. */
  loss: number;
}

/** Suggested tolerances for a new recipe (behaviour §08-1.2). */
export const DEFAULT_ROAST_TOLERANCES: RoastTolerances = {
  bt: 1.5,
  ror: 1.5,
  phase: 20,
  tp: 10,
  fc: 15,
  drop: 20,
  dropBt: 2,
  dtr: 1.5,
  loss: 0.5,
};

const TOLERANCE_OF: Readonly<Record<DeviationFigure, keyof RoastTolerances>> = {
  meanBt: 'bt',
  meanRor: 'ror',
  drying: 'phase',
  maillard: 'phase',
  development: 'phase',
  tp: 'tp',
  fcStart: 'fc',
  dropTime: 'drop',
  dropBt: 'dropBt',
  dtr: 'dtr',
  weightLoss: 'loss',
};

/** The unit each figure is shown in. */
export const DEVIATION_UNITS: Readonly<Record<DeviationFigure, '°C' | '°C/min' | 's' | '%p'>> = {
  meanBt: '°C',
  meanRor: '°C/min',
  drying: 's',
  maillard: 's',
  development: 's',
  tp: 's',
  fcStart: 's',
  dropTime: 's',
  dropBt: '°C',
  dtr: '%p',
  weightLoss: '%p',
};

export interface DeviationValue {
  figure: DeviationFigure;
  /** Batch minus reference (a mean difference is never negative); null when either roast lacks it. */
  value: number | null;
  tolerance: number;
  /** |value| ≤ tolerance; null when the figure could not be computed. */
  within: boolean | null;
}

export interface RoastDeviation {
  figures: DeviationValue[];
  /** Every computed figure within its tolerance; null when none could be computed. */
  within: boolean | null;
  /** How many figures are out of tolerance. */
  outCount: number;
}

/** A curve's value at `timeMs`, linear between its points; null outside it. */
function valueAt(points: readonly TimeValue[], timeMs: number): number | null {
  let low = 0;
  let high = points.length - 1;
  if (high < 0 || timeMs < points[0]!.timeMs || timeMs > points[high]!.timeMs) return null;
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if (points[middle]!.timeMs <= timeMs) low = middle;
    else high = middle;
  }
  const a = points[low]!;
  const b = points[high]!;
  return b.timeMs === a.timeMs
    ? a.value
    : a.value + ((b.value - a.value) * (timeMs - a.timeMs)) / (b.timeMs - a.timeMs);
}

/** The mean absolute difference of two curves over [fromMs, toMs], at the batch's own points. */
function meanAbsoluteDifference(
  batch: readonly TimeValue[],
  reference: readonly TimeValue[],
  fromMs: number,
  toMs: number,
): number | null {
  let sum = 0;
  let count = 0;
  for (const point of batch) {
    if (point.timeMs < fromMs || point.timeMs > toMs) continue;
    const other = valueAt(reference, point.timeMs);
    if (other === null) continue;
    sum += Math.abs(point.value - other);
    count += 1;
  }
  return count ? sum / count : null;
}

const beanCurve = (samples: readonly RoastSample[]): TimeValue[] =>
  samples.flatMap((s) => (s.bt === null ? [] : [{ timeMs: s.timeMs, value: s.bt }]));

/** A roast's curve and events moved so that CHARGE is at 0, with its TP computed. */
function aligned(roast: ComparableRoast): ComparableRoast {
  const charge = findEvent(roast.events, 'charge')?.timeMs ?? 0;
  const samples = roast.samples.map((s) => ({ ...s, timeMs: s.timeMs - charge }));
  const events = roast.events.map((e) => ({ ...e, timeMs: e.timeMs - charge }));
  return { samples, events: withTurningPoint(samples, events), weightLoss: roast.weightLoss };
}

const difference = (a: number | null | undefined, b: number | null | undefined): number | null =>
  a === null || a === undefined || b === null || b === undefined ? null : a - b;

const eventSeconds = (events: readonly RoastEvent[], type: RoastEventType): number | null => {
  const event = findEvent(events, type);
  return event ? event.timeMs / 1000 : null;
};

/**
 * How far a batch is from its recipe's reference batch (behaviour §08-1.1), both aligned at CHARGE: the mean absolute
 * bean temperature and RoR differences from CHARGE (RoR from the later TP) to the earlier DROP, each phase's duration,
 * the TP, FCs and DROP times, the drop temperature, the DTR and the weight loss, each judged by its tolerance.
 */
export function roastDeviation(
  batchRoast: ComparableRoast,
  referenceRoast: ComparableRoast,
  tolerances: RoastTolerances = DEFAULT_ROAST_TOLERANCES,
  spanS?: number,
): RoastDeviation {
  const batch = aligned(batchRoast);
  const reference = aligned(referenceRoast);
  const endMs = Math.min(
    findEvent(batch.events, 'drop')?.timeMs ?? Number.POSITIVE_INFINITY,
    findEvent(reference.events, 'drop')?.timeMs ?? Number.POSITIVE_INFINITY,
  );
  const rorFrom = Math.max(findEvent(batch.events, 'tp')?.timeMs ?? 0, findEvent(reference.events, 'tp')?.timeMs ?? 0);
  const ror = (roast: ComparableRoast) => rateOfRise(roast.samples, { spanS, fromMs: rorFrom, toMs: endMs });
  const phases = (roast: ComparableRoast) =>
    Object.fromEntries(roastPhases(roast.events).map((phase) => [phase.key, phase]));
  const batchPhases = phases(batch);
  const referencePhases = phases(reference);
  const phaseSeconds = (key: string) =>
    difference(batchPhases[key]?.durationMs, referencePhases[key]?.durationMs) === null
      ? null
      : (batchPhases[key]!.durationMs - referencePhases[key]!.durationMs) / 1000;
  const values: Record<DeviationFigure, number | null> = {
    meanBt: meanAbsoluteDifference(beanCurve(batch.samples), beanCurve(reference.samples), 0, endMs),
    meanRor: meanAbsoluteDifference(ror(batch), ror(reference), rorFrom, endMs),
    drying: phaseSeconds('drying'),
    maillard: phaseSeconds('maillard'),
    development: phaseSeconds('development'),
    tp: difference(eventSeconds(batch.events, 'tp'), eventSeconds(reference.events, 'tp')),
    fcStart: difference(eventSeconds(batch.events, 'fcStart'), eventSeconds(reference.events, 'fcStart')),
    dropTime: difference(eventSeconds(batch.events, 'drop'), eventSeconds(reference.events, 'drop')),
    dropBt: difference(findEvent(batch.events, 'drop')?.bt, findEvent(reference.events, 'drop')?.bt),
    dtr: difference(batchPhases.development?.percent, referencePhases.development?.percent),
    weightLoss: difference(batch.weightLoss, reference.weightLoss),
  };
  const figures = DEVIATION_FIGURES.map((figure) => {
    const value = values[figure];
    const tolerance = tolerances[TOLERANCE_OF[figure]];
    // A hair over from rounding the stored values is still within.
    return { figure, value, tolerance, within: value === null ? null : Math.abs(value) <= tolerance + 1e-9 };
  });
  const judged = figures.filter((f) => f.within !== null);
  const outCount = judged.filter((f) => f.within === false).length;
  return { figures, within: judged.length ? outCount === 0 : null, outCount };
}
