const DAY_MS = 86_400_000;

/**
 * The visitor's local day as the browser sends it (`today=YYYY-MM-DD`, behaviour §10-1.2): a day within one of the
 * server's UTC day, else the server's.
 */
export function localDayOf(value: unknown, now = new Date()): string {
  const utc = now.toISOString().slice(0, 10);
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return utc;
  const at = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(at) && Math.abs(at - Date.parse(`${utc}T00:00:00Z`)) <= DAY_MS ? value : utc;
}
