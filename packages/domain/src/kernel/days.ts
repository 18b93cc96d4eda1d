// Calendar days as 'YYYY-MM-DD' strings: a list's default day filter and the shell's home page read them first.
const DAY_MS = 86_400_000;
const utcDay = (isoDate: string): number => Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`);

/** Whole days from `from` to `to` ('YYYY-MM-DD'), e.g. a note's age of the beans; null if a date is invalid. */
export const daysBetween = (from: string, to: string): number | null => {
  const days = (utcDay(to) - utcDay(from)) / DAY_MS;
  return Number.isFinite(days) ? Math.round(days) : null;
};

/** 'YYYY-MM-DD' plus a number of days. */
export const addDays = (isoDate: string, days: number): string =>
  new Date(utcDay(isoDate) + days * DAY_MS).toISOString().slice(0, 10);

/** Today (or `now`) as YYYY-MM-DD in the visitor's time zone: the default date of a new batch, note or brew. */
export const localToday = (now = new Date()): string =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
