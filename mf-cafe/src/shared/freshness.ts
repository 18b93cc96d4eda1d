const DAY_MS = 86_400_000;

const dayOf = (value: unknown): number | undefined => {
  if (typeof value !== 'string' && !(value instanceof Date)) return undefined;
  const text = value instanceof Date ? value.toISOString() : value;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  return match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS : undefined;
};

/** Whole days from the roast (blend result date) to `on` (a brew or today); undefined without both dates. */
export function daysSinceRoast(roastDate: unknown, on: unknown): number | undefined {
  const from = dayOf(roastDate);
  const to = dayOf(on);
  return from === undefined || to === undefined ? undefined : to - from;
}

export { localToday } from '@coffee/domain';
