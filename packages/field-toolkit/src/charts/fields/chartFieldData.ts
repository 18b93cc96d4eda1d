import type { BrewingStepInput, RoastEvent, RoastEventType, RoastSample } from '@coffee/domain';
import {
  analyzeRoast,
  findTurningPoint,
  fromStored,
  rateOfRise as roastRateOfRise,
  stepsOfRecord,
} from '@coffee/domain';
import type { RoastChartReference, RoastingChartProps } from '../RoastingChart/RoastingChart.types';
import type { RadarPoint } from '../RadarChart/RadarChart.types';

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

/** Steps from `{prefix}_term` / `{prefix}_mass` pairs of form values (mass stored x10), in `names` order. */
export const stepsFromValues: (values: ChartValues, names: readonly string[]) => BrewingStepInput[] = stepsOfRecord;

/** Timeline event fields (behaviour §02-3) → the chart's event types; the others draw as check points. */
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

/**
 * A batch typed in by hand has no log: its curve runs through the events' readings, as the guest roasting-profile
 * tool draws typed points (behaviour §10-2.3).
 */
const samplesOfEvents = (events: readonly RoastEvent[]): RoastSample[] =>
  events.flatMap((event) =>
    event.bt === null && event.et === null ? [] : [{ timeMs: event.timeMs, bt: event.bt, et: event.et }],
  );

/**
 * Everything the roasting chart draws from a timeline field: curve, events, RoR over the visitor's delta span
 * (behaviour §08-2.1), phases and DTR.
 */
export function roastingChartData(
  log: unknown,
  values: ChartValues,
  names: readonly string[],
  spanS?: number,
): Pick<RoastingChartProps, 'samples' | 'events' | 'rateOfRise' | 'phases' | 'developmentRatio'> {
  const events = timelineEvents(values, names);
  const logged = parseChartLog(log);
  const samples = logged.length > 0 ? logged : samplesOfEvents(events);
  const analysis = analyzeRoast({ samples, events, weightInG: null, weightOutG: null }, { spanS });
  return {
    samples,
    events,
    rateOfRise: analysis.rateOfRise,
    phases: analysis.phases,
    developmentRatio: analysis.developmentRatio,
  };
}

/**
 * A reference batch with its RoR from its turning point to its drop, over the same delta span as the batch's
 * (behaviour §08-1, §08-7). Its log may run on after DROP while the beans cool: the turning point is the lowest bean
 * temperature before the highest one (its drop), never the cooled beans at the log's end.
 */
export function withReferenceRor(reference: RoastChartReference, spanS?: number): RoastChartReference {
  const charge = reference.chargeMs ?? 0;
  const shifted = reference.samples.map((sample) => ({ ...sample, timeMs: sample.timeMs - charge }));
  const drop = shifted.reduce<(typeof shifted)[number] | null>(
    (top, sample) =>
      sample.timeMs >= 0 && sample.bt !== null && (top === null || sample.bt > (top.bt ?? 0)) ? sample : top,
    null,
  );
  const tp = findTurningPoint(shifted, drop?.timeMs)?.timeMs ?? 0;
  const rateOfRise = roastRateOfRise(reference.samples, {
    spanS,
    fromMs: tp + charge,
    ...(drop ? { toMs: drop.timeMs + charge } : {}),
  });
  return { ...reference, rateOfRise };
}
