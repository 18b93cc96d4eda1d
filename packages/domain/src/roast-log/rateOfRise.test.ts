// The domain package has no DOM or Node types; jest provides the console.
declare const console: { info(...values: unknown[]): void };

import { parseRoastLog } from './parse';
import { DEFAULT_ROR_SPAN_S, rorSpanOf } from '@coffee/domain/preferences';
import { largestStep, rateOfRise } from './rateOfRise';
import { analyzeRoast } from './analysis';
import { PROFILE2_ALOG, R68_ALOG, readFixture } from './testing/fixtures';
import type { RoastSample } from './types';

/** One reading every 2 s from -10 s to 10 min; bean temperature from `bt(seconds)`. */
function curve(bt: (seconds: number) => number): RoastSample[] {
  return Array.from({ length: 306 }, (_, i) => {
    const seconds = i * 2 - 10;
    return { timeMs: seconds * 1000, bt: bt(seconds), et: 220 };
  });
}

/** A log as a batch stores it: readings from CHARGE on, rounded to 0.1 °C (behaviour §08-2.1). */
function storedCurve(file: string): RoastSample[] {
  return parseRoastLog(file, readFixture(file))
    .samples.filter((s) => s.timeMs >= 0)
    .map((s) => ({ ...s, bt: s.bt === null ? null : Math.round(s.bt * 10) / 10 }));
}

describe('rateOfRise', () => {
  it('is the slope in °C per minute', () => {
    const ror = rateOfRise(curve((s) => 100 + s / 6));
    expect(ror.length).toBeGreaterThan(290);
    ror.forEach((point) => expect(point.value).toBeCloseTo(10, 9));
  });

  it('compares each reading with the one a span before it', () => {
    // A step of 3 °C at 100 s: with a 10 s span the rise shows for 10 s only, before smoothing spreads it.
    const step = curve((s) => (s >= 100 ? 103 : 100));
    const raw = rateOfRise(step, { spanS: 0.001 });
    expect(raw.filter((p) => p.value > 0).map((p) => p.timeMs)).toEqual([100_000]);
    const spanned = rateOfRise(step, { spanS: 10 });
    expect(spanned.find((p) => p.timeMs === 104_000)!.value).toBeGreaterThan(5);
    expect(spanned.find((p) => p.timeMs === 130_000)!.value).toBeCloseTo(0, 9);
  });

  it('smooths reading noise more the longer the span', () => {
    const noisy = curve((s) => 100 + s / 12 + (s % 4 === 0 ? 0.5 : -0.5));
    const error = (spanS: number) =>
      Math.max(...rateOfRise(noisy, { spanS, fromMs: 60_000, toMs: 500_000 }).map((p) => Math.abs(p.value - 5)));
    expect(error(0.001)).toBeGreaterThan(25);
    expect(error(10)).toBeLessThan(error(5));
    expect(error(30)).toBeLessThan(0.5);
  });

  it('keeps to the requested time range and ignores missing readings', () => {
    const samples = curve((s) => 100 + s / 6).map((s, i) => (i % 3 === 0 ? { ...s, bt: null } : s));
    const ror = rateOfRise(samples, { fromMs: 60_000, toMs: 120_000 });
    expect(ror[0]!.timeMs).toBeGreaterThanOrEqual(60_000);
    expect(ror.at(-1)!.timeMs).toBeLessThanOrEqual(120_000);
    ror.forEach((point) => expect(point.value).toBeCloseTo(10, 9));
  });

  it('accepts only the offered spans', () => {
    expect(rorSpanOf('30')).toBe(30);
    expect(rorSpanOf(7)).toBe(DEFAULT_ROR_SPAN_S);
    expect(rorSpanOf(undefined)).toBe(DEFAULT_ROR_SPAN_S);
  });
});

describe('rate of rise on real Artisan logs (behaviour §08-2.1)', () => {
  it.each([
    ['profile2 (Probat LG3, 5 s readings)', PROFILE2_ALOG],
    ['R68 caturra (250 g drum, 1.5 s readings)', R68_ALOG],
  ])('%s: the jumps between neighbouring points shrink', (name, file) => {
    const samples = storedCurve(file);
    const log = parseRoastLog(file, readFixture(file));
    const between = (spanS: number) => analyzeRoast({ ...log, samples }, { spanS }).rateOfRise;
    const raw = largestStep(between(0.001));
    const steps = { raw, 5: largestStep(between(5)), 15: largestStep(between(15)), 30: largestStep(between(30)) };
    // The figures the closing note quotes.
    console.info(`${name}: largest RoR step between neighbouring points, °C/min`, JSON.stringify(steps));
    expect(raw).toBeGreaterThan(5);
    expect(steps[15]).toBeLessThan(raw / 4);
    expect(steps[30]).toBeLessThanOrEqual(steps[15]);
  });
});
