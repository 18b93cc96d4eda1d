import {
  brewRatio,
  checkSteps,
  cumulativeMasses,
  emptySteps,
  nextStampStep,
  massCurve,
  sampleRecipe,
  stepThresholds,
  stepsOfRecord,
} from './brewingSteps';
import type { BrewingStepInput } from './brewingSteps';

const steps = (...pairs: Array<[number | null, number | null]>): BrewingStepInput[] =>
  pairs.map(([term, mass]) => ({ term, mass }));

describe('brewing steps', () => {
  it('reads the steps of a record from its term and mass pairs, masses stored x10, blanks as null', () => {
    const record = { brewing_s1_term: 0, brewing_s1_mass: 500, brewing_s2_term: '30', brewing_s2_mass: '', other: 9 };
    const names = ['brewing_s1_term', 'brewing_s1_mass', 'brewing_s2_term', 'brewing_s2_mass'];
    expect(stepsOfRecord(record, names)).toEqual(steps([0, 50], [30, null]));
  });

  it('adds up the poured water step by step, skipping unused steps', () => {
    expect(cumulativeMasses(steps([0, 50], [null, null], [40, 70], [90, null], [120, 30]))).toEqual([
      50,
      null,
      120,
      120,
      150,
    ]);
  });

  it('leaves masses it reports as errors (negative, over 10,000 g) out of the totals and the chart', () => {
    const recipe = steps([0, 50], [30, -50], [60, 99_999], [90, 40]);
    expect(checkSteps(recipe).map((issue) => [issue.step, issue.rule])).toEqual([
      [1, 'range'],
      [2, 'range'],
    ]);
    expect(cumulativeMasses(recipe)).toEqual([50, 50, 50, 90]);
    expect(massCurve(recipe)['60000']).toEqual({ mass: 50 });
  });

  it('uses the step time marks as the stopwatch thresholds, in milliseconds', () => {
    expect(stepThresholds(steps([0, 50], [null, null], [45, 60], [210, null]))).toEqual({
      thresholds: [0, 45_000, 210_000],
      steps: [0, 2, 3],
    });
  });

  it('plots the cumulative water at each time mark', () => {
    expect(massCurve(steps([0, 50], [30, 70], [null, null], [150, null]))).toEqual({
      '0': { mass: 50 },
      '30000': { mass: 120 },
      '150000': { mass: 120 },
    });
  });

  it('reports marks that do not come after the previous step, naming both steps', () => {
    expect(checkSteps(steps([30, 50], [null, null], [30, 60], [20, 10]))).toEqual([
      { step: 2, field: 'term', rule: 'order', previousStep: 0, previousTerm: 30 },
      { step: 3, field: 'term', rule: 'order', previousStep: 0, previousTerm: 30 },
    ]);
  });

  it('reports out-of-range and unreadable numbers and a mass without a time mark', () => {
    expect(checkSteps(steps([-1, 10], [5, 20_000], [Number.NaN, null], [null, 40]))).toEqual([
      { step: 0, field: 'term', rule: 'range', min: 0, max: 3600 },
      { step: 1, field: 'mass', rule: 'range', min: 0, max: 10_000 },
      { step: 2, field: 'term', rule: 'number', min: 0, max: 3600 },
      { step: 3, field: 'term', rule: 'required' },
    ]);
  });

  it('accepts the sample recipe and the empty form', () => {
    expect(checkSteps(sampleRecipe().steps)).toEqual([]);
    expect(checkSteps(emptySteps())).toEqual([]);
    expect(sampleRecipe().steps).toHaveLength(10);
  });

  it('gives the water to coffee ratio only with both amounts', () => {
    expect(brewRatio(20, 300)).toBe(15);
    expect(brewRatio(null, 300)).toBeNull();
    expect(brewRatio(0, 300)).toBeNull();
  });

  it('stamps next the step after the last one with a time mark, and none after step 9', () => {
    const marked = (...terms: Array<number | null>) =>
      emptySteps().map((step, index) => ({ ...step, term: terms[index] ?? null }));
    expect(nextStampStep(emptySteps())).toBe(0);
    expect(nextStampStep(marked(5, 12))).toBe(2);
    expect(nextStampStep(marked(5, null, 30))).toBe(3);
    expect(nextStampStep(marked(1, 2, 3, 4, 5, 6, 7, 8, 9))).toBeNull();
    const endOnly = emptySteps();
    endOnly[9] = { term: 200, mass: null };
    expect(nextStampStep(endOnly)).toBe(0);
  });
});
