import { sampleRecipe } from '@coffee/domain';
import { nextPour } from './nextPour';

describe('nextPour', () => {
  const { steps } = sampleRecipe();

  it('names the next mark ahead with the cumulative water the scale should read', () => {
    // Pours of 60 g at 0, 45, 90, 135 and 165 s: at 50 s the third pour (step index 2) brings the scale to 180 g.
    expect(nextPour(steps, 50_000)).toEqual({ step: 2, atMs: 90_000, targetG: 180, inMs: 40_000 });
  });

  it('counts a mark reached exactly as passed', () => {
    expect(nextPour(steps, 45_000)).toMatchObject({ step: 2, inMs: 45_000 });
  });

  it('gives the end without a target, then nothing once every mark has passed', () => {
    expect(nextPour(steps, 170_000)).toEqual({ step: 9, atMs: 210_000, targetG: null, inMs: 40_000 });
    expect(nextPour(steps, 210_000)).toBeNull();
  });
});
