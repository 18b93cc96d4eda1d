import { rateOfRise } from './rateOfRise';
import type { RateOfRiseOptions } from './rateOfRise';
import type { RoastEvent, RoastEventType, RoastLog, RoastSample, TimeValue } from './types';

const MS_PER_MIN = 60_000;

export function fahrenheitToCelsius(fahrenheit: number): number {
  return ((fahrenheit - 32) * 5) / 9;
}

export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

export function findEvent(events: readonly RoastEvent[], type: RoastEventType): RoastEvent | undefined {
  return events.find((event) => event.type === type);
}

/**
 * The turning point: the lowest bean temperature after CHARGE, searched up to `toMs` (Artisan: DRY END, else the
 * end of the roast). On ties the latest reading wins, as in Artisan.
 */
export function findTurningPoint(
  samples: readonly RoastSample[],
  toMs = Number.POSITIVE_INFINITY,
): (RoastSample & { bt: number }) | null {
  let lowest: (RoastSample & { bt: number }) | null = null;
  for (const sample of samples) {
    if (sample.timeMs < 0 || sample.timeMs > toMs || sample.bt === null) continue;
    if (lowest === null || sample.bt <= lowest.bt) lowest = { ...sample, bt: sample.bt };
  }
  return lowest;
}

/** Adds the computed TP to events that have a CHARGE; events are returned in timeline order. */
export function withTurningPoint(samples: readonly RoastSample[], events: readonly RoastEvent[]): RoastEvent[] {
  const others = events.filter((event) => event.type !== 'tp');
  if (!findEvent(others, 'charge')) return others;
  const end = findEvent(others, 'dryEnd') ?? findEvent(others, 'fcStart') ?? findEvent(others, 'drop');
  const tp = findTurningPoint(samples, end?.timeMs);
  const all = tp ? [...others, { type: 'tp' as const, timeMs: tp.timeMs, bt: tp.bt, et: tp.et }] : others;
  return all.sort((a, b) => a.timeMs - b.timeMs);
}

export const ROAST_PHASE_KEYS = ['drying', 'maillard', 'development'] as const;
export type RoastPhaseKey = (typeof ROAST_PHASE_KEYS)[number];

export interface RoastPhase {
  key: RoastPhaseKey;
  startMs: number;
  endMs: number;
  durationMs: number;
  /** Share of the roast time (CHARGE → DROP), 0-100; null without a DROP. */
  percent: number | null;
  /** Bean temperature rise over the phase; the drying phase is measured from TP, as Artisan does. */
  btRise: number | null;
  /** Mean rate of rise over the same span, °C/min. */
  meanRor: number | null;
}

const PHASE_BOUNDS: ReadonlyArray<readonly [RoastPhaseKey, RoastEventType, RoastEventType]> = [
  ['drying', 'charge', 'dryEnd'],
  ['maillard', 'dryEnd', 'fcStart'],
  ['development', 'fcStart', 'drop'],
];

/** Drying (CHARGE → DRY END), Maillard (DRY END → FCs) and development (FCs → DROP); phases lacking an end are left out. */
export function roastPhases(events: readonly RoastEvent[]): RoastPhase[] {
  const charge = findEvent(events, 'charge');
  const drop = findEvent(events, 'drop');
  const totalMs = charge && drop ? drop.timeMs - charge.timeMs : null;
  return PHASE_BOUNDS.flatMap(([key, from, to]) => {
    const start = findEvent(events, from);
    const end = findEvent(events, to);
    if (!start || !end || end.timeMs <= start.timeMs) return [];
    const riseFrom = key === 'drying' ? (findEvent(events, 'tp') ?? start) : start;
    const btRise = end.bt !== null && riseFrom.bt !== null ? end.bt - riseFrom.bt : null;
    const riseMs = end.timeMs - riseFrom.timeMs;
    const durationMs = end.timeMs - start.timeMs;
    return [
      {
        key,
        startMs: start.timeMs,
        endMs: end.timeMs,
        durationMs,
        percent: totalMs ? (durationMs / totalMs) * 100 : null,
        btRise,
        meanRor: btRise !== null && riseMs > 0 ? (btRise / riseMs) * MS_PER_MIN : null,
      },
    ];
  });
}

/** Development time ratio: development time (FCs → DROP) as a percentage of the roast time (CHARGE → DROP). */
export function developmentTimeRatio(events: readonly RoastEvent[]): number | null {
  return roastPhases(events).find((phase) => phase.key === 'development')?.percent ?? null;
}

export function weightLossPercent(weightIn: number | null, weightOut: number | null): number | null {
  if (!weightIn || weightIn <= 0 || weightOut === null || weightOut < 0) return null;
  return ((weightIn - weightOut) / weightIn) * 100;
}

export interface RoastAnalysis {
  /** CHARGE → DROP in ms; null without both. */
  totalMs: number | null;
  phases: RoastPhase[];
  developmentRatio: number | null;
  weightLoss: number | null;
  /** Bean RoR from TP (or CHARGE) to DROP: the plunge right after CHARGE says nothing and would flatten the axis. */
  rateOfRise: TimeValue[];
}

export function analyzeRoast(
  log: Pick<RoastLog, 'samples' | 'events' | 'weightInG' | 'weightOutG'>,
  options: RateOfRiseOptions = {},
): RoastAnalysis {
  const charge = findEvent(log.events, 'charge');
  const drop = findEvent(log.events, 'drop');
  const from = findEvent(log.events, 'tp') ?? charge;
  return {
    totalMs: charge && drop ? drop.timeMs - charge.timeMs : null,
    phases: roastPhases(log.events),
    developmentRatio: developmentTimeRatio(log.events),
    weightLoss: weightLossPercent(log.weightInG, log.weightOutG),
    rateOfRise: rateOfRise(log.samples, { fromMs: from?.timeMs, toMs: drop?.timeMs, ...options }),
  };
}
