import { eventDerive, eventEnd, eventStartText, eventYearOf } from './eventRules';
import { contextOf } from '../../../testing';

describe('event end', () => {
  it('is the start plus the term in days, at the same time of day', () => {
    expect(eventEnd('2026-11-20 09:30', 5)).toBe('2026-11-25 09:30');
  });

  it('takes the default term of 3 days when none is given', () => {
    expect(eventEnd('2026-11-20 09:30', null)).toBe('2026-11-23 09:30');
  });

  it('runs over month and year ends and reads a loaded ISO start', () => {
    expect(eventEnd('2026-12-30T18:00:00.000Z', 3)).toBe('2027-01-02 18:00');
    expect(eventEnd('2028-02-28', 1)).toBe('2028-02-29 00:00');
  });

  it('allows a term of 0 to 31 days and leaves the end alone outside it', () => {
    expect(eventEnd('2026-11-20 09:30', 0)).toBe('2026-11-20 09:30');
    expect(eventEnd('2026-11-20 09:30', 31)).toBe('2026-12-21 09:30');
    expect(eventEnd('2026-11-20 09:30', 32)).toBeUndefined();
    expect(eventEnd('2026-11-20 09:30', -1)).toBeUndefined();
    expect(eventEnd('2026-11-20 09:30', 1.5)).toBeUndefined();
  });

  it('is cleared with the start', () => {
    expect(eventEnd('', 3)).toBeNull();
    expect(eventEnd(null, 3)).toBeNull();
  });
});

describe('event derive rule', () => {
  it('sets the end when the start or the term changes', () => {
    expect(eventDerive('event_start', contextOf({ event_start: '2026-11-20 09:30', event_term: 2 }))).toEqual({
      event_end: '2026-11-22 09:30',
    });
    expect(eventDerive('event_term', contextOf({ event_start: '2026-11-20 09:30', event_term: 7 }))).toEqual({
      event_end: '2026-11-27 09:30',
    });
  });

  it('clears the end when the start is cleared', () => {
    expect(eventDerive('event_start', contextOf({ event_start: null, event_end: '2026-11-22 09:30' }))).toEqual({
      event_end: null,
    });
  });

  it('ignores other fields and a term out of range', () => {
    expect(eventDerive('event_name', contextOf({ event_start: '2026-11-20 09:30' }))).toBeUndefined();
    expect(eventDerive('event_term', contextOf({ event_start: '2026-11-20 09:30', event_term: 40 }))).toBeUndefined();
  });
});

describe('event year', () => {
  it('is the year of the start', () => {
    expect(eventYearOf('2027-01-02 18:00')).toBe(2027);
    expect(eventYearOf(null)).toBeUndefined();
  });
});

describe('event list cells', () => {
  it('shows the start as MM-DD A hh:mm on the 12-hour clock, in each language', () => {
    expect(eventStartText('2026-11-20 09:05', 'en')).toBe('11-20 AM 09:05');
    expect(eventStartText('2026-11-20T13:30:00.000Z', 'en')).toBe('11-20 PM 01:30');
    expect(eventStartText('2026-11-20 00:15', 'kr')).toBe('11-20 오전 12:15');
    expect(eventStartText('2026-11-20 12:00', 'kr')).toBe('11-20 오후 12:00');
  });
});
