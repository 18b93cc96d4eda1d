import type { RoastEvent, RoastEventType, RoastSample } from '@coffee/domain';
import { analyzeRoast, fromStored } from '@coffee/domain';
import type { RoastingChartProps } from '../RoastingChart/RoastingChart.types';
import type { RadarPoint } from '../RadarChart/RadarChart.types';
import type { TimelineLog } from '../shared/timelineSeries';

/** Form values as the toolkit's forms hold them (numbers stored scaled). */
export type ChartValues = Readonly<Record<string, unknown>>;

/** Masses, flows and roasting temperatures are stored x10 (one decimal) in the domain. */
const TENTHS = 10;

const numberOf = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
};

/** The radar's points, one per field, labelled by `label(name)`. */
export function radarPoints(
  values: ChartValues,
  names: readonly string[],
  label: (name: string) => string,
): RadarPoint[] {
  return names.map((name) => ({ label: label(name), value: numberOf(values[name]) }));
}

/** One brewing step: time mark in seconds from the start and poured mass in grams. */
export interface BrewingStepInput {
  term: number | null;
  mass: number | null;
}

const isUsed = (step: BrewingStepInput) => step.term !== null || step.mass !== null;

/** The running total of poured water at each used step (a step without mass adds nothing); null for unused steps. */
export function cumulativeMasses(steps: readonly BrewingStepInput[]): Array<number | null> {
  let total = 0;
  return steps.map((step) => {
    if (!isUsed(step)) return null;
    if (step.mass !== null && Number.isFinite(step.mass)) total += step.mass;
    return total;
  });
}

/** Cumulative water (g) over time (ms), keyed by time then series `mass`: the brewing curve. */
export function massCurve(steps: readonly BrewingStepInput[]): TimelineLog {
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

/** Steps from `{prefix}_term` / `{prefix}_mass` pairs of form values (mass stored x10), in `names` order. */
export function stepsFromValues(values: ChartValues, names: readonly string[]): BrewingStepInput[] {
  return names
    .filter((name) => name.endsWith('_term'))
    .map((term) => ({
      term: numberOf(values[term]),
      mass: fromStored(values[term.replace(/_term$/, '_mass')], TENTHS),
    }));
}

/** Timeline event fields (spec 02 §3) → the chart's event types; the others draw as check points. */
const EVENT_TYPES: Readonly<Record<string, RoastEventType>> = {
  roasting_start: 'charge',
  turning: 'tp',
  dried: 'dryEnd',
  first_start: 'fcStart',
  first_end: 'fcEnd',
  second_start: 'scStart',
  second_end: 'scEnd',
  roasting_end: 'drop',
};

/** The chart log (`{ms: {bean, air}}`, °C) as samples; unreadable text is an empty log. */
export function parseChartLog(text: unknown): RoastSample[] {
  if (typeof text !== 'string' || text.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return [];
  return Object.entries(parsed as Record<string, Record<string, unknown> | null>)
    .flatMap(([time, reading]) => {
      const timeMs = Number(time);
      if (!Number.isFinite(timeMs) || reading === null || typeof reading !== 'object') return [];
      return [{ timeMs, bt: numberOf(reading.bean), et: numberOf(reading.air) }];
    })
    .sort((a, b) => a.timeMs - b.timeMs);
}

/** Events of the `{event}_term` (s), `_bean`, `_air` (°C x10) fields that have a term. */
export function timelineEvents(values: ChartValues, names: readonly string[]): RoastEvent[] {
  return names
    .filter((name) => name.endsWith('_term'))
    .flatMap((term) => {
      const event = term.replace(/_term$/, '');
      const type = EVENT_TYPES[event];
      const seconds = numberOf(values[term]);
      if (!type || seconds === null) return [];
      return [
        {
          type,
          timeMs: seconds * 1000,
          bt: fromStored(values[`${event}_bean`], TENTHS),
          et: fromStored(values[`${event}_air`], TENTHS),
        },
      ];
    })
    .sort((a, b) => a.timeMs - b.timeMs);
}

/** Everything the roasting chart draws from a timeline field: curve, events, RoR, phases and DTR. */
export function roastingChartData(
  log: unknown,
  values: ChartValues,
  names: readonly string[],
): Pick<RoastingChartProps, 'samples' | 'events' | 'rateOfRise' | 'phases' | 'developmentRatio'> {
  const samples = parseChartLog(log);
  const events = timelineEvents(values, names);
  const analysis = analyzeRoast({ samples, events, weightInG: null, weightOutG: null });
  return {
    samples,
    events,
    rateOfRise: analysis.rateOfRise,
    phases: analysis.phases,
    developmentRatio: analysis.developmentRatio,
  };
}
