export interface TimePoint {
  timeMs: number;
  value: number;
}

/** A log keyed by time (ms) then series key, as the timeline forms store it (behaviour §01-2.7). */
export type TimelineLog = Readonly<Record<string, Readonly<Record<string, number | null | undefined>>>>;

/** One series of the log, ordered by time; missing and non-numeric readings skipped. */
export function logSeries(log: TimelineLog, key: string): TimePoint[] {
  return Object.entries(log)
    .flatMap(([time, values]) => {
      const timeMs = Number(time);
      const value = values[key];
      return Number.isFinite(timeMs) && typeof value === 'number' && Number.isFinite(value) ? [{ timeMs, value }] : [];
    })
    .sort((a, b) => a.timeMs - b.timeMs);
}

/** Linear interpolation on a time-ordered series; null outside it. */
export function valueAt(points: readonly TimePoint[], timeMs: number): number | null {
  const after = points.findIndex((p) => p.timeMs >= timeMs);
  if (after < 0) return null;
  const next = points[after]!;
  if (next.timeMs === timeMs || after === 0) return next.timeMs === timeMs ? next.value : null;
  const previous = points[after - 1]!;
  return (
    previous.value + ((next.value - previous.value) * (timeMs - previous.timeMs)) / (next.timeMs - previous.timeMs)
  );
}

export const toXY = (points: readonly TimePoint[]): Array<[number, number]> => points.map((p) => [p.timeMs, p.value]);
