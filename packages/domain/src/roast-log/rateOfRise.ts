import { DEFAULT_ROR_SPAN_S } from '@coffee/domain/preferences';
import type { RoastSample, TimeValue } from './types';

const MS_PER_MIN = 60_000;

export interface RateOfRiseOptions {
  /** The delta span in seconds: each reading is compared with the one this long before it (behaviour §08-2.1). */
  spanS?: number;
  fromMs?: number;
  toMs?: number;
}

interface Reading {
  t: number;
  y: number;
}

/** Raw deltas: the rise from the reading `spanMs` (or just more) before, in °C per minute. */
function deltas(readings: readonly Reading[], spanMs: number): Reading[] {
  const result: Reading[] = [];
  let back = 0;
  for (let index = 1; index < readings.length; index += 1) {
    const now = readings[index]!;
    // The latest reading at least a span before this one (the first reading while the span is not yet full).
    while (back + 1 < index && now.t - readings[back + 1]!.t >= spanMs) back += 1;
    const then = readings[back]!;
    if (now.t > then.t) result.push({ t: now.t, y: ((now.y - then.y) / (now.t - then.t)) * MS_PER_MIN });
  }
  return result;
}

/** A centred moving average with Hann weights over the deltas within `windowMs` (fewer at either end). */
function smooth(points: readonly Reading[], windowMs: number): Reading[] {
  const half = windowMs / 2;
  let first = 0;
  return points.map((point, index) => {
    while (point.t - points[first]!.t > half) first += 1;
    let sum = 0;
    let weights = 0;
    for (let other = first; other < points.length && points[other]!.t - point.t <= half; other += 1) {
      const weight = half > 0 ? 1 + Math.cos((Math.PI * (points[other]!.t - point.t)) / (half * 1.0001)) : 1;
      sum += weight * points[other]!.y;
      weights += weight;
    }
    return { t: point.t, y: weights > 0 ? sum / weights : points[index]!.y };
  });
}

/**
 * The bean temperature's rate of rise in °C per minute as Artisan computes it (behaviour §08-2.1): the delta over
 * the chosen span, then smoothed by a centred window of the same length. A longer span reads steadier and later.
 */
export function rateOfRise(samples: readonly RoastSample[], options: RateOfRiseOptions = {}): TimeValue[] {
  const { fromMs = Number.NEGATIVE_INFINITY, toMs = Number.POSITIVE_INFINITY } = options;
  const spanMs = Math.max(1, options.spanS ?? DEFAULT_ROR_SPAN_S) * 1000;
  const readings = samples.flatMap((s) => (s.bt === null ? [] : [{ t: s.timeMs, y: s.bt }]));
  const smoothed = smooth(deltas(readings, spanMs), spanMs);
  return smoothed.filter((p) => p.t >= fromMs && p.t <= toMs).map((p) => ({ timeMs: p.t, value: p.y }));
}

/** The largest change of a curve between neighbouring points (how much a drawn RoR jumps). */
export function largestStep(points: readonly TimeValue[]): number {
  let largest = 0;
  for (let index = 1; index < points.length; index += 1)
    largest = Math.max(largest, Math.abs(points[index]!.value - points[index - 1]!.value));
  return largest;
}
