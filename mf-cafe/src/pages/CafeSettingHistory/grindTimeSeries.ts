import type { LineChartSeries, TimelineLog } from '@coffee/field-toolkit/charts';

type Row = Readonly<Record<string, unknown>>;

/** The grind point is stored × 100 (behaviour §03-9). */
const GRIND_SCALE = 100;
const MINUTE_MS = 60_000;

const beanName = (row: Row, english: boolean): string => {
  const kr = row.coffeebean_name_kr;
  const en = row.coffeebean_name;
  const name = english ? (en ?? kr) : (kr ?? en);
  return typeof name === 'string' && name !== '' ? name : `#${String(row.coffeebean_seq)}`;
};

/**
 * Dial-ins as one line per bean: shot time (s) along, grind point up, so a barista sees how each bean's time
 * follows the grind. Rows without a time or a grind are left out.
 */
export function grindTimeSeries(
  rows: readonly Row[],
  english: boolean,
): { log: TimelineLog; series: LineChartSeries[]; xMax: number } {
  const log: Record<string, Record<string, number>> = {};
  const series = new Map<string, LineChartSeries>();
  let longest = 0;
  for (const row of rows) {
    const seconds = Number(row.brewing_term);
    const grind = Number(row.brewing_grinder_point);
    if (row.brewing_term == null || row.brewing_grinder_point == null) continue;
    if (!Number.isFinite(seconds) || !Number.isFinite(grind)) continue;
    const key = `bean${String(row.coffeebean_seq)}`;
    if (!series.has(key)) series.set(key, { key, name: beanName(row, english) });
    const timeMs = seconds * 1000;
    longest = Math.max(longest, timeMs);
    log[timeMs] = { ...log[timeMs], [key]: grind / GRIND_SCALE };
  }
  return { log, series: [...series.values()], xMax: Math.max(MINUTE_MS, Math.ceil(longest / MINUTE_MS) * MINUTE_MS) };
}
