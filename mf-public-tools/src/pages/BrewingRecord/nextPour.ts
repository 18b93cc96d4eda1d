import type { BrewingStepInput } from '@coffee/domain';
import { cumulativeMasses, stepThresholds } from '@coffee/domain';

/** The step the brewer pours next: its time mark, the scale's target then (cumulative water) and the wait. */
export interface NextPour {
  step: number;
  atMs: number;
  /** Cumulative water in g the scale should read after this pour; null for a mark without water (the end). */
  targetG: number | null;
  inMs: number;
}

/** The first time mark still ahead of `elapsedMs` (behaviour §09-4.3); null once every mark has passed. */
export function nextPour(steps: readonly BrewingStepInput[], elapsedMs: number): NextPour | null {
  const marks = stepThresholds(steps);
  const ahead = marks.thresholds.findIndex((ms) => ms > elapsedMs);
  if (ahead < 0) return null;
  const step = marks.steps[ahead]!;
  const atMs = marks.thresholds[ahead]!;
  const poured = steps[step]?.mass;
  const targetG = poured === null || poured === undefined ? null : (cumulativeMasses(steps)[step] ?? null);
  return { step, atMs, targetG, inMs: atMs - elapsedMs };
}
