/** date YYYY-MM-DD, time HH:mm, datetime YYYY-MM-DD HH:mm, month YYYY-MM (a month of the year 1-12 is a select). */
export type DateKind = 'date' | 'time' | 'datetime' | 'month';

const pad = (n: number) => String(n).padStart(2, '0');

/** Split any accepted stored form (YYYY-MM-DD, YYYYMMDD, ISO date-time) into date and time parts. */
function parts(value: string): { date: string; time: string } | undefined {
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (compact) return { date: `${compact[1]}-${compact[2]}-${compact[3]}`, time: '' };
  const month = /^(\d{4}-\d{2})$/.exec(value);
  if (month) return { date: month[1] ?? '', time: '' };
  const iso = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}))?/.exec(value);
  if (iso) return { date: iso[1] ?? '', time: iso[2] ?? '' };
  const time = /^(\d{2}:\d{2})/.exec(value);
  if (time) return { date: '', time: time[1] ?? '' };
  return undefined;
}

/** The value shown to users: YYYY-MM-DD dates, MM-DD when short. */
export function formatDateValue(value: string | null | undefined, kind: DateKind = 'date', short = false): string {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value);
  const p = parts(text);
  if (!p) return text;
  if (kind === 'month') return p.date.slice(0, 7);
  const date = short ? p.date.slice(5) : p.date;
  if (kind === 'date') return date;
  if (kind === 'time') return p.time;
  return [date, p.time].filter(Boolean).join(' ');
}

/** The value the native input needs. */
export function toInputValue(value: string | null | undefined, kind: DateKind): string {
  if (value === null || value === undefined || value === '') return '';
  const p = parts(String(value));
  if (!p) return '';
  if (kind === 'datetime') return p.date ? `${p.date}T${p.time || '00:00'}` : '';
  if (kind === 'month') return p.date.slice(0, 7);
  return kind === 'time' ? p.time : p.date;
}

/** The value stored from the native input: datetime-local "T" becomes a space; a compact date is YYYYMMDD. */
export function fromInputValue(text: string, kind: DateKind, compact = false): string | null {
  if (text === '') return null;
  if (compact) return text.replaceAll('-', '');
  return kind === 'datetime' ? text.replace('T', ' ') : text;
}

export function todayValue(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
