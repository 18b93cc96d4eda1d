import { byteLength, ROAST_EVENT_FIELD_OF, ROAST_EVENTS, TEXT } from '@coffee/domain/pages';
import type { RoastEvent, RoastLog, RoastSample } from './types';

/** One reading of `roasting_chart_log`, °C with one decimal. */
export interface ChartLogReading {
  bean: number | null;
  air: number | null;
}

/** `roasting_chart_log`: milliseconds since CHARGE (as text keys, ascending) → bean and air temperature. */
export type ChartLog = Record<string, ChartLogReading>;

/** The fields of a roasting result an imported log fills: `{event}_term` (s), `_bean` / `_air` (°C x10), chart log. */
export type RoastResultFields = Record<string, number | string | null>;

const tenths = (celsius: number | null): number | null => (celsius === null ? null : Math.round(celsius * 10));
const oneDecimal = (celsius: number | null): number | null => (celsius === null ? null : Math.round(celsius * 10) / 10);

const entries = (samples: readonly RoastSample[]) =>
  samples
    .filter((sample) => sample.timeMs >= 0 && (sample.bt !== null || sample.et !== null))
    .map((sample): [string, ChartLogReading] => [
      String(Math.round(sample.timeMs)),
      { bean: oneDecimal(sample.bt), air: oneDecimal(sample.et) },
    ]);

/**
 * The readings from CHARGE on as `roasting_chart_log` text, within `maxBytes` (the column's limit): a log too
 * long for it keeps every n-th reading (and always the last), the fewest dropped that fit.
 */
export function toChartLog(samples: readonly RoastSample[], maxBytes: number = TEXT.chartLog): string {
  const all = entries(samples);
  const full = JSON.stringify(Object.fromEntries(all));
  if (byteLength(full) <= maxBytes) return full;
  for (let step = Math.max(2, Math.floor(byteLength(full) / maxBytes)); step <= all.length; step += 1) {
    const kept = all.filter((_, index) => index % step === 0 || index === all.length - 1);
    const text = JSON.stringify(Object.fromEntries(kept));
    if (byteLength(text) <= maxBytes) return text;
  }
  return '{}';
}

/** Reads `roasting_chart_log` back as samples (ascending); unreadable text or entries are left out. */
export function fromChartLog(text: unknown): RoastSample[] {
  if (typeof text !== 'string' || text.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return [];
  const reading = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
  return Object.entries(parsed as Record<string, unknown>)
    .flatMap(([time, value]) => {
      const timeMs = Number(time);
      if (!Number.isFinite(timeMs) || value === null || typeof value !== 'object') return [];
      const { bean, air } = value as Record<string, unknown>;
      return [{ timeMs, bt: reading(bean), et: reading(air) }];
    })
    .sort((a, b) => a.timeMs - b.timeMs);
}

/**
 * A parsed roast log as roasting result fields: every event of the log as `{event}_term` (whole seconds since
 * CHARGE), `{event}_bean` and `{event}_air` (°C x10, the fields' scale); events the log lacks are set to null
 * (an import replaces the whole timeline); and `roasting_chart_log`.
 */
export function roastLogToResultFields(log: Pick<RoastLog, 'events' | 'samples'>): RoastResultFields {
  const fields: RoastResultFields = {};
  for (const { type, field } of ROAST_EVENTS) {
    const event = log.events.find((candidate) => candidate.type === type);
    fields[`${field}_term`] = event ? Math.round(event.timeMs / 1000) : null;
    fields[`${field}_bean`] = event ? tenths(event.bt) : null;
    fields[`${field}_air`] = event ? tenths(event.et) : null;
  }
  fields.roasting_chart_log = toChartLog(log.samples);
  return fields;
}

/** The inverse for drawing: the events a roasting result's timeline fields hold (those with a term), in time order. */
export function resultFieldsToRoastEvents(values: Readonly<Record<string, unknown>>): RoastEvent[] {
  const number = (value: unknown) =>
    typeof value === 'number' && Number.isFinite(value) ? value : value === '' || value == null ? null : Number(value);
  return ROAST_EVENTS.flatMap(({ type }) => {
    const field = ROAST_EVENT_FIELD_OF[type];
    const seconds = number(values[`${field}_term`]);
    if (seconds === null || Number.isNaN(seconds)) return [];
    const celsius = (name: string) => {
      const stored = number(values[`${field}_${name}`]);
      return stored === null || Number.isNaN(stored) ? null : stored / 10;
    };
    return [{ type, timeMs: seconds * 1000, bt: celsius('bean'), et: celsius('air') }];
  }).sort((a, b) => a.timeMs - b.timeMs);
}
