import { extractionYield } from './extraction';

describe('extractionYield', () => {
  it('counts the beverage in percolation: 1.35 % of 300 g from 20 g is 20.3 %', () => {
    expect(extractionYield({ type: 'DRP', tdsPercent: 1.35, doseG: 20, beverageG: 300, waterG: 340 })).toBe(20.3);
    expect(extractionYield({ type: 'ESP', tdsPercent: 9.5, doseG: 18, beverageG: 36, waterG: null })).toBe(19);
  });

  it('counts all the water in immersion: 1.25 % of 500 g from 30 g is 20.8 %', () => {
    expect(extractionYield({ type: 'FRP', tdsPercent: 1.25, doseG: 30, beverageG: 420, waterG: 500 })).toBe(20.8);
  });

  it('gives nothing while a reading is missing', () => {
    expect(extractionYield({ type: 'DRP', tdsPercent: null, doseG: 20, beverageG: 300, waterG: null })).toBeNull();
    expect(extractionYield({ type: 'FRP', tdsPercent: 1.3, doseG: 30, beverageG: 420, waterG: null })).toBeNull();
  });
});
