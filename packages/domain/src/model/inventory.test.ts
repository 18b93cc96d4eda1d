import { applyMovement, correctionChange, effectOf, movementsBetween, stockPace } from './inventory';

describe('stock movements', () => {
  const lotA = '11_2025';
  const lotB = '12_2025';

  it('take every row of a new record from its lot, one movement per lot', () => {
    const effect = effectOf([
      { item: lotA, change: -6000 },
      { item: lotB, change: -4000 },
      { item: lotA, change: -1000 },
    ]);
    expect(movementsBetween(new Map(), effect)).toEqual([
      { item: lotA, change: -7000 },
      { item: lotB, change: -4000 },
    ]);
  });

  it('move only the difference when a record is edited', () => {
    const before = new Map([
      [lotA, -6000],
      [lotB, -4000],
    ]);
    const after = new Map([
      [lotA, -6500],
      [lotB, -4000],
    ]);
    expect(movementsBetween(before, after)).toEqual([{ item: lotA, change: -500 }]);
  });

  it('give a lot back when a record stops using it or is deleted', () => {
    const before = new Map([
      [lotA, -6000],
      ['roast_7', 8500],
    ]);
    expect(movementsBetween(before, new Map([['roast_7', 8500]]))).toEqual([{ item: lotA, change: 6000 }]);
    expect(movementsBetween(before, new Map())).toEqual([
      { item: lotA, change: 6000 },
      { item: 'roast_7', change: -8500 },
    ]);
  });

  it('turn a count into the difference to the balance and other corrections into a mass taken out', () => {
    expect(correctionChange('count', 12_000, 11_500)).toBe(-500);
    expect(correctionChange('count', 12_000, 13_000)).toBe(1000);
    expect(correctionChange('sale', 12_000, 2000)).toBe(-2000);
    expect(correctionChange('loss', 12_000, -300)).toBe(-300);
  });

  it('refuse a movement that takes a balance below zero and tell the mass available', () => {
    expect(applyMovement(5000, -5000)).toEqual({ ok: true, balance: 0 });
    expect(applyMovement(5000, -5001)).toEqual({ ok: false, available: 5000 });
    expect(applyMovement(0, 300)).toEqual({ ok: true, balance: 300 });
  });

  it('tell the daily use over 30 days and the days the balance lasts', () => {
    expect(stockPace(30_000, 60_000)).toEqual({ dailyUse: 2000, daysLeft: 15 });
    expect(stockPace(30_000, 0)).toEqual({ dailyUse: 0, daysLeft: null });
  });
});
