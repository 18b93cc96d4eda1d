// The field actions' pure rules, an entry of its own: blocks stamp and time values with them without the form widgets.
import type { ValueType } from '@coffee/domain';
import { elapsedOf, highlightedThreshold, startTimer, stopTimer } from '@coffee/field-toolkit/runtime';
import type { TimerState } from '@coffee/field-toolkit/runtime';
import type { FieldAction } from '../types';
import type { FormValues } from '../../subLists';

const two = (value: number) => String(value).padStart(2, '0');

/** A moment as the form stores a value of `type`, in local time: 'YYYY-MM-DDTHH:mm:ss', 'HH:mm:ss' or 'YYYY-MM-DD'. */
export function localStamp(now: number, type: ValueType): string {
  const at = new Date(now);
  const date = `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;
  const time = `${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}`;
  if (type === 'date') return date;
  if (type === 'time') return time;
  return `${date}T${time}`;
}

/** Whole seconds a timer has run (null when it never started). */
export function elapsedSeconds(timer: TimerState | undefined, now: number): number | null {
  if (!timer || (timer.startedAt === null && timer.stoppedElapsed === 0)) return null;
  return Math.max(0, Math.floor(elapsedOf(timer, now) / 1000));
}

/**
 * The fields an action sets, or null when it cannot act (a stamp while its timer is not running); an `update`
 * that asks the server answers later.
 */
export function applyAction(
  action: FieldAction,
  field: { name: string; type: ValueType },
  values: FormValues,
  now: number,
  timers: Readonly<Record<string, TimerState>>,
): FormValues | null | Promise<FormValues> {
  switch (action.kind) {
    case 'now':
      return { [field.name]: localStamp(now, field.type) };
    case 'elapsed': {
      const timer = timers[action.timer];
      if (timer?.startedAt != null) return { [field.name]: elapsedSeconds(timer, now) };
      const since = action.since?.(values, now) ?? null;
      return since === null ? null : { [field.name]: Math.max(0, Math.floor((now - since) / 1000)) };
    }
    case 'toggle': {
      const timer = timers[action.timer];
      return { [field.name]: timer?.startedAt == null ? 0 : elapsedSeconds(timer, now) };
    }
    case 'update':
      return action.updates(values, now);
  }
}

/** The stopwatch side of an action run at `now`: a toggle starts or stops its timer. */
export function runTimerEffect(action: FieldAction, timers: Readonly<Record<string, TimerState>>, now: number): void {
  if (action.kind !== 'toggle') return;
  if (timers[action.timer]?.startedAt == null) startTimer(action.timer, now);
  else stopTimer(action.timer, now);
}

/** The threshold (ms) a running timer passed within the last 3 s, which highlights its field; null otherwise. */
export function highlightedMark(timer: TimerState | undefined, now: number): number | null {
  if (!timer || timer.startedAt === null) return null;
  return timer.thresholds[highlightedThreshold(timer.thresholds, elapsedOf(timer, now))] ?? null;
}

/** Whether a field holding `seconds` is the one highlighted at `mark`. */
export const isHighlighted = (seconds: unknown, mark: number | null): boolean =>
  mark !== null && seconds !== null && seconds !== '' && Number(seconds) * 1000 === mark;
