/** Statistics of a cupping session's table and its triangle tests (behaviour §07-2). */

export interface Spread {
  mean: number;
  /** Sample standard deviation (n − 1); 0 for fewer than two scores. */
  sd: number;
  min: number;
  max: number;
  count: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

const meanOf = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

const sdOf = (values: readonly number[]) => {
  if (values.length < 2) return 0;
  const mean = meanOf(values);
  return Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (values.length - 1));
};

/** Mean, spread and range of the scores; null without any. */
export function spreadOf(values: readonly number[]): Spread | null {
  if (values.length === 0) return null;
  return {
    mean: round2(meanOf(values)),
    sd: round2(sdOf(values)),
    min: Math.min(...values),
    max: Math.max(...values),
    count: values.length,
  };
}

/** Scores further from the mean of the others than this many of their standard deviations are flagged. */
export const OUTLIER_SDS = 2;

/**
 * Whether each score is an outlier: more than two standard deviations from the mean of the other scores. It needs at
 * least two others. The others' spread counts as at least `resolution` (the form's step), so two cuppers who happen
 * to agree do not make a neighbour one step away an outlier.
 */
export function outlierFlags(values: readonly number[], resolution = 0): boolean[] {
  return values.map((value, index) => {
    const others = values.filter((_, other) => other !== index);
    if (others.length < 2) return false;
    const distance = Math.abs(value - meanOf(others));
    const sd = Math.max(sdOf(others), resolution);
    return sd === 0 ? distance > 0 : distance > OUTLIER_SDS * sd;
  });
}

/** The chance of picking the odd cup of a triangle by guessing. */
export const TRIANGLE_CHANCE = 1 / 3;

const choose = (n: number, k: number): number => {
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return result;
};

/**
 * The one-sided binomial probability of at least `correct` right answers out of `answers` by chance alone
 * (p = 1/3 per answer): the triangle test's p-value.
 */
export function triangleProbability(correct: number, answers: number, chance: number = TRIANGLE_CHANCE): number {
  if (answers <= 0 || correct <= 0) return 1;
  let probability = 0;
  for (let k = correct; k <= answers; k += 1) {
    probability += choose(answers, k) * chance ** k * (1 - chance) ** (answers - k);
  }
  return Math.min(1, probability);
}
