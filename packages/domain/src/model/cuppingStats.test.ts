import { outlierFlags, spreadOf, triangleProbability } from './cuppingStats';

describe('cupping session statistics', () => {
  it('gives the mean, sample standard deviation and range', () => {
    expect(spreadOf([8, 8.5, 9])).toEqual({ mean: 8.5, sd: 0.5, min: 8, max: 9, count: 3 });
    expect(spreadOf([7])).toEqual({ mean: 7, sd: 0, min: 7, max: 7, count: 1 });
    expect(spreadOf([])).toBeNull();
  });

  it('flags a score more than two standard deviations from the others', () => {
    expect(outlierFlags([8, 8.25, 8.5, 6])).toEqual([false, false, false, true]);
    expect(outlierFlags([8, 8, 6])).toEqual([false, false, true]);
    expect(outlierFlags([8, 8, 8.25])).toEqual([false, false, true]);
  });

  it("counts the spread of the others as at least the form's step", () => {
    // 8 is 0.375 from 8.375; the others' own spread (0.18) would flag it, the quarter-point step does not
    expect(outlierFlags([8, 8.5, 8.25])).toEqual([true, true, false]);
    expect(outlierFlags([8, 8.5, 8.25], 0.25)).toEqual([false, false, false]);
    expect(outlierFlags([8, 8, 8.25], 0.25)).toEqual([false, false, false]);
    expect(outlierFlags([8, 8, 6], 0.25)).toEqual([false, false, true]);
  });

  it('needs two other scores to judge one', () => {
    expect(outlierFlags([8, 4])).toEqual([false, false]);
  });

  it('gives the one-sided binomial probability of the triangle answers by chance (p = 1/3)', () => {
    expect(triangleProbability(0, 3)).toBe(1);
    // P(X ≥ 3 | 3) = (1/3)^3
    expect(triangleProbability(3, 3)).toBeCloseTo(1 / 27, 10);
    // P(X ≥ 2 | 3) = 3 × (1/3)^2 × (2/3) + (1/3)^3 = 7/27
    expect(triangleProbability(2, 3)).toBeCloseTo(7 / 27, 10);
    // The ISO 4120 table: 9 of 12 correct is significant at 0.01
    expect(triangleProbability(9, 12)).toBeLessThan(0.01);
    expect(triangleProbability(8, 12)).toBeGreaterThan(0.01);
  });
});
