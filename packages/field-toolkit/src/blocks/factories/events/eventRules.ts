import { useEffect } from 'react';
import { EVENT_TERM } from '@coffee/domain';
import type { DetailPageConfig } from '@coffee/field-toolkit/engine';

type Derive = NonNullable<DetailPageConfig['derive']>;
type UseCustom = NonNullable<DetailPageConfig['useCustom']>;

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/;
const pad = (value: number, length = 2) => String(value).padStart(length, '0');
const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/**
 * The end of an event that starts at `start` and lasts `term` days (default 3), as the form's `YYYY-MM-DD HH:mm`,
 * on the same wall-clock time as the start. Null when the start is cleared; undefined (leave the end alone) when
 * the start cannot be read or the term is outside 0-31.
 */
export function eventEnd(start: unknown, term: unknown): string | null | undefined {
  if (isBlank(start)) return null;
  const match = typeof start === 'string' ? DATE_TIME.exec(start) : null;
  if (!match) return undefined;
  const days = isBlank(term) ? EVENT_TERM.defaultDays : Number(term);
  if (!Number.isInteger(days) || days < EVENT_TERM.min || days > EVENT_TERM.max) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map((part) => Number(part ?? 0)) as number[];
  const end = new Date(Date.UTC(year!, month! - 1, day! + days, hour, minute));
  return (
    `${pad(end.getUTCFullYear(), 4)}-${pad(end.getUTCMonth() + 1)}-${pad(end.getUTCDate())} ` +
    `${pad(end.getUTCHours())}:${pad(end.getUTCMinutes())}`
  );
}

/**
 * An event's start in its list, `MM-DD A hh:mm` (behaviour §03-9): month-day, then the 12-hour clock with its half of the
 * day (AM/PM, 오전/오후). Text it cannot read is shown as it is.
 */
export function eventStartText(start: unknown, language: string): string {
  const match = typeof start === 'string' ? DATE_TIME.exec(start) : null;
  if (!match) return typeof start === 'string' ? start : '';
  const [, , month, day, hour = '00', minute = '00'] = match;
  const hours = Number(hour);
  const half = hours < 12 ? (language === 'en' ? 'AM' : '오전') : language === 'en' ? 'PM' : '오후';
  return `${month}-${day} ${half} ${pad(hours % 12 === 0 ? 12 : hours % 12)}:${minute}`;
}

/** The year of a start date, or undefined when there is none. */
export function eventYearOf(start: unknown): number | undefined {
  const match = typeof start === 'string' ? DATE_TIME.exec(start) : null;
  return match ? Number(match[1]) : undefined;
}

/** behaviour §03-4.2: the end follows start + term whenever either changes; clearing the start clears the end. */
export const eventDerive: Derive = (changed, { values }) => {
  if (changed !== 'event_start' && changed !== 'event_term') return undefined;
  const end = eventEnd(values.event_start, values.event_term);
  return end === undefined ? undefined : { event_end: end };
};

/** behaviour §03-4.2: a new event's year is the year it starts (the year is part of the key, fixed once saved). */
export const useEventYear: UseCustom = ({ values, change, mode }) => {
  const year = mode === 'write' ? eventYearOf(values.event_start) : undefined;
  const current = values.event_year;
  useEffect(() => {
    if (year !== undefined && Number(current) !== year) change('event_year', year);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `change` is a new function on every render
  }, [year, current]);
};
