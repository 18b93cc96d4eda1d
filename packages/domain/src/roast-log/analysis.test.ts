import {
  analyzeRoast,
  developmentTimeRatio,
  fahrenheitToCelsius,
  findTurningPoint,
  roastPhases,
  weightLossPercent,
  withTurningPoint,
} from './analysis';
import type { RoastEvent, RoastEventType, RoastSample } from './types';

/** One reading every 2 s from -10 s to 10 min; bean temperature from `bt(seconds)`. */
function curve(bt: (seconds: number) => number): RoastSample[] {
  return Array.from({ length: 306 }, (_, i) => {
    const seconds = i * 2 - 10;
    return { timeMs: seconds * 1000, bt: bt(seconds), et: 220 };
  });
}

function event(type: RoastEventType, seconds: number, bt: number | null = null): RoastEvent {
  return { type, timeMs: seconds * 1000, bt, et: null };
}

describe('turning point', () => {
  const samples = curve((s) => Math.abs(s - 90) + 100);

  it('is the lowest bean temperature after CHARGE', () => {
    expect(findTurningPoint(samples)).toMatchObject({ timeMs: 90_000, bt: 100 });
  });

  it('ignores readings before CHARGE and after the search end', () => {
    const dipping = samples.map((s) => (s.timeMs < 0 || s.timeMs > 200_000 ? { ...s, bt: 50 } : s));
    expect(findTurningPoint(dipping, 200_000)).toMatchObject({ timeMs: 90_000 });
  });

  it('is added between CHARGE and the next event, and only when CHARGE is marked', () => {
    const events = withTurningPoint(samples, [event('drop', 500), event('charge', 0), event('dryEnd', 200)]);
    expect(events.map((e) => e.type)).toEqual(['charge', 'tp', 'dryEnd', 'drop']);
    expect(withTurningPoint(samples, [event('drop', 500)]).map((e) => e.type)).toEqual(['drop']);
  });
});

describe('roast phases', () => {
  const events = [
    event('charge', 0, 200),
    event('tp', 60, 100),
    event('dryEnd', 240, 150),
    event('fcStart', 480, 190),
    event('drop', 600, 205),
  ];

  it('splits CHARGE → DROP into drying, Maillard and development', () => {
    expect(roastPhases(events)).toEqual([
      {
        key: 'drying',
        startMs: 0,
        endMs: 240_000,
        durationMs: 240_000,
        percent: 40,
        btRise: 50,
        meanRor: expect.closeTo(50 / 3, 9),
      },
      { key: 'maillard', startMs: 240_000, endMs: 480_000, durationMs: 240_000, percent: 40, btRise: 40, meanRor: 10 },
      {
        key: 'development',
        startMs: 480_000,
        endMs: 600_000,
        durationMs: 120_000,
        percent: 20,
        btRise: 15,
        meanRor: 7.5,
      },
    ]);
    expect(developmentTimeRatio(events)).toBe(20);
  });

  it('leaves out phases whose events are missing', () => {
    const noDryEnd = events.filter((e) => e.type !== 'dryEnd');
    expect(roastPhases(noDryEnd).map((p) => p.key)).toEqual(['development']);
    expect(developmentTimeRatio(events.filter((e) => e.type !== 'drop'))).toBeNull();
  });
});

describe('analyzeRoast', () => {
  it('starts the RoR curve at TP and ends it at DROP', () => {
    const samples = curve((s) => Math.abs(s - 90) + 100);
    const analysis = analyzeRoast({
      samples,
      events: [event('charge', 0), event('tp', 90), event('drop', 500)],
      weightInG: 200,
      weightOutG: 170,
    });
    expect(analysis.rateOfRise[0]!.timeMs).toBe(90_000);
    expect(analysis.rateOfRise.at(-1)!.timeMs).toBe(500_000);
    expect(analysis.weightLoss).toBeCloseTo(15, 9);
    expect(analysis.totalMs).toBe(500_000);
  });
});

describe('conversions', () => {
  it('converts Fahrenheit to Celsius', () => {
    expect(fahrenheitToCelsius(212)).toBe(100);
    expect(fahrenheitToCelsius(-40)).toBe(-40);
  });

  it('has no weight loss without a green weight', () => {
    expect(weightLossPercent(null, 100)).toBeNull();
    expect(weightLossPercent(0, 0)).toBeNull();
    expect(weightLossPercent(1000, null)).toBeNull();
    expect(weightLossPercent(1000, 840)).toBeCloseTo(16, 9);
  });
});
