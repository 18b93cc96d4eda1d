import { weightLossPercent } from './analysis';
import { DEFAULT_ROAST_TOLERANCES, roastDeviation } from './deviation';
import type { ComparableRoast, DeviationFigure, RoastDeviation } from './deviation';
import { parseRoastLog } from './parse';
import { R60_ALOG, R62_ALOG, R67_ALOG, R68_ALOG, readFixture } from './testing/fixtures';

function roast(file: string): ComparableRoast {
  const log = parseRoastLog(file, readFixture(file));
  return { samples: log.samples, events: log.events, weightLoss: weightLossPercent(log.weightInG, log.weightOutG) };
}

const value = (deviation: RoastDeviation, figure: DeviationFigure) =>
  deviation.figures.find((f) => f.figure === figure)!;

describe('roast deviation from a reference batch (behaviour §08-1.1)', () => {
  it('is nil for a batch against itself', () => {
    const deviation = roastDeviation(roast(R68_ALOG), roast(R68_ALOG));
    expect(deviation.within).toBe(true);
    deviation.figures.forEach((f) => expect(f.value).toBeCloseTo(0, 9));
  });

  it('aligns the two roasts at CHARGE, whatever their recording started with', () => {
    const late = roast(R68_ALOG);
    // The same roast recorded 40 s longer before CHARGE.
    const shifted = {
      ...late,
      samples: late.samples.map((s) => ({ ...s, timeMs: s.timeMs + 40_000 })),
      events: late.events.map((e) => ({ ...e, timeMs: e.timeMs + 40_000 })),
    };
    expect(roastDeviation(shifted, late).figures.every((f) => Math.abs(f.value ?? 0) < 1e-9)).toBe(true);
  });

  it('measures a later roast of the same drum against R62 (real Artisan logs)', () => {
    const deviation = roastDeviation(roast(R60_ALOG), roast(R62_ALOG));
    // R60 reaches FCs 4.5 s later, drops 9 s earlier and 5.7 °C cooler than R62.
    expect(value(deviation, 'fcStart').value).toBeCloseTo(4.5, 6);
    expect(value(deviation, 'dropTime').value).toBeCloseTo(-9, 6);
    expect(value(deviation, 'dropBt').value).toBeCloseTo(-5.7, 1);
    expect(value(deviation, 'meanBt').value).toBeGreaterThan(0.5);
    expect(value(deviation, 'meanBt').value).toBeLessThan(DEFAULT_ROAST_TOLERANCES.bt);
    expect(value(deviation, 'weightLoss').value).toBeCloseTo(-0.1, 1);
    expect(deviation.figures.filter((f) => f.within === false).map((f) => f.figure)).toEqual(['dropBt', 'dtr']);
    expect(deviation.within).toBe(false);
    expect(deviation.outCount).toBe(2);
  });

  it('judges each figure by the recipe’s tolerance', () => {
    const wide = { ...DEFAULT_ROAST_TOLERANCES, dropBt: 6, dtr: 2 };
    expect(roastDeviation(roast(R60_ALOG), roast(R62_ALOG), wide).within).toBe(true);
    const kenya = roastDeviation(roast(R67_ALOG), roast(R68_ALOG), wide);
    expect(kenya.within).toBe(false);
    expect(value(kenya, 'fcStart')).toMatchObject({ within: false, tolerance: 15 });
    expect(value(kenya, 'fcStart').value).toBeCloseTo(-61.5, 6);
  });

  it('leaves out what a roast lacks instead of judging it', () => {
    const noWeights = { ...roast(R60_ALOG), weightLoss: null };
    const deviation = roastDeviation(noWeights, roast(R62_ALOG));
    expect(value(deviation, 'weightLoss')).toMatchObject({ value: null, within: null });
    const noDrop = { ...roast(R60_ALOG), events: roast(R60_ALOG).events.filter((e) => e.type !== 'drop') };
    expect(value(roastDeviation(noDrop, roast(R62_ALOG)), 'dropTime').within).toBeNull();
  });
});
