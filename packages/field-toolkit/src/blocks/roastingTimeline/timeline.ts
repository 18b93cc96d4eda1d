import { ROASTING_EVENTS } from '@coffee/domain';
import type { FormValues } from '@coffee/field-toolkit/forms';

/** The roast's stopwatch timer: from the start time, thresholds at the events' terms (behaviour §02-4). */
export const ROASTING_TIMER = 'roasting';
/** The pre-heating timer its now-buttons toggle. */
export const PREHEATING_TIMER = 'preheating';
/** A start time older than this does not start the timer (a record opened long after the roast). */
export const ROASTING_TIMER_WINDOW_MS = 3_600_000;

export const PREHEATING_EVENTS = ['pre_heating_start', 'pre_heating_end'] as const;
/** The events timed from the start of the roast (pre-heating is before it). */
export const ROAST_TIMELINE_EVENTS = ROASTING_EVENTS.filter(
  (event) => !(PREHEATING_EVENTS as readonly string[]).includes(event),
);
export const eventField = (event: string, part: 'term' | 'bean' | 'air') => `${event}_${part}`;
export const START_TIME = 'roasting_start_time';
export const END_TERM = eventField('roasting_end', 'term');

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/** A local date-time value as epoch ms; null when empty or unreadable. */
export function parseLocalDateTime(value: unknown): number | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const at = Date.parse(value);
  return Number.isFinite(at) ? at : null;
}

/** The entered event terms (s) as ascending timer thresholds (ms), each once. */
export function eventThresholds(values: FormValues): number[] {
  const marks = ROAST_TIMELINE_EVENTS.flatMap((event) => {
    const seconds = Number(values[eventField(event, 'term')]);
    return isBlank(values[eventField(event, 'term')]) || !Number.isFinite(seconds) || seconds <= 0
      ? []
      : [seconds * 1000];
  });
  return [...new Set(marks)].sort((a, b) => a - b);
}

/**
 * What the roasting timer should do (behaviour §02-4): run from a start time within the last hour while the end has no
 * term; stop once the end is entered; reset when the start time is cleared.
 */
export function roastingTimerPlan(
  values: FormValues,
  now: number,
): { action: 'run'; startedAt: number; thresholds: number[] } | { action: 'stop' } | { action: 'reset' } {
  const startedAt = parseLocalDateTime(values[START_TIME]);
  if (startedAt === null) return { action: 'reset' };
  if (!isBlank(values[END_TERM]) || startedAt > now || now - startedAt > ROASTING_TIMER_WINDOW_MS)
    return { action: 'stop' };
  return { action: 'run', startedAt, thresholds: eventThresholds(values) };
}

/** Setting the start time copies its date to the result date and year (behaviour §02-4). */
export function deriveRoastingTimeline(changed: string, values: FormValues): FormValues | undefined {
  if (changed !== START_TIME || typeof values[START_TIME] !== 'string') return undefined;
  const date = /^(\d{4})-\d{2}-\d{2}/.exec(values[START_TIME] as string);
  if (!date) return undefined;
  return { roasting_result_date: date[0], roasting_result_year: Number(date[1]) };
}
