import type { BrewingStepInput } from '@coffee/domain';
import { brewingTimerPlan, deriveBrewingSteps, highlightedStep } from './steps';

const steps = (...pairs: Array<[number | null, number | null]>): BrewingStepInput[] =>
  pairs.map(([term, mass]) => ({ term, mass }));

describe('highlightedStep', () => {
  it('highlights the step whose mark was passed for three seconds, then none', () => {
    const recipe = steps([0, 50], [null, null], [45, 60], [90, 60]);
    expect(highlightedStep(recipe, 1000)).toBe(0);
    expect(highlightedStep(recipe, 3500)).toBe(-1);
    expect(highlightedStep(recipe, 45_000)).toBe(2);
    expect(highlightedStep(recipe, 47_900)).toBe(2);
    expect(highlightedStep(recipe, 48_100)).toBe(-1);
    expect(highlightedStep(recipe, 91_000)).toBe(3);
  });
});

describe('brewingTimerPlan', () => {
  const start = '2026-11-24T09:00:00';
  const startedAt = Date.parse(start);

  it('keeps running after a step is stamped, so the next step can be stamped', () => {
    const plan = brewingTimerPlan({ brewing_start_time: start, brewing_step1_term: 5 }, startedAt + 6_000);
    expect(plan).toEqual({ run: true, startedAt, thresholds: [] });
  });

  it('still stops at a planned step that is ahead of the clock', () => {
    const plan = brewingTimerPlan(
      { brewing_start_time: start, brewing_step1_term: 5, brewing_step2_term: 30 },
      startedAt + 6_000,
    );
    expect(plan).toEqual({ run: true, startedAt, thresholds: [30_000] });
  });

  it('stops once the total brewing time is entered', () => {
    expect(brewingTimerPlan({ brewing_start_time: start, brewing_term: 28 }, startedAt + 29_000)).toEqual({
      run: false,
    });
  });
});

describe('extraction yield of a brew (behaviour §10-3.3)', () => {
  it('follows the TDS, dose and beverage of a pour-over, and the water of an immersion brew', () => {
    const pourOver = { brewing_type: 'DRP', brewing_tds: 135, brewing_bean_mass: 200, brewing_result_total: 3000 };
    expect(deriveBrewingSteps('brewing_tds', pourOver)).toEqual({ brewing_result_calc: 203 });
    const press = { ...pourOver, brewing_type: 'FRP', brewing_mass: 3400 };
    expect(deriveBrewingSteps('brewing_type', press)).toEqual({ brewing_result_calc: 230 });
    expect(deriveBrewingSteps('brewing_tds', { ...pourOver, brewing_tds: null })).toEqual({
      brewing_result_calc: null,
    });
  });
});

describe('a brew started now (behaviour §03-4.3)', () => {
  it('times a brew started now anew: a total it began with (the dial-in’s) is cleared, a start typed long ago keeps it', () => {
    const now = Date.parse('2026-12-02T09:30:00Z');
    const started = { brewing_start_time: '2026-12-02T09:29:58Z', brewing_term: 28 };
    expect(deriveBrewingSteps('brewing_start_time', started, now)).toEqual({ brewing_term: null });
    expect(brewingTimerPlan({ ...started, brewing_term: null }, now)).toMatchObject({ run: true });
    expect(
      deriveBrewingSteps('brewing_start_time', { ...started, brewing_start_time: '2026-12-02T07:00:00Z' }, now),
    ).toBeUndefined();
  });
});
