import { monthsOf, recipesOf, trendRange } from './costs';
import type { TrendRow } from './costs';
import { marginChoices, marginRate } from '../RoasterMargin/margin';

const row = (roasting_seq: number, month: string): TrendRow => ({
  roasting_seq,
  roasting_name: null,
  roasting_name_kr: null,
  month,
  batches: 1,
  roasted_mass: 10_000,
  uncosted: 0,
  cost: 20_000,
  cost_per_kg: 20_000,
});

describe('the Costs and Margins pages (behaviour §05-14, §05-15)', () => {
  it('gives the chart a place for every month of the range, a month without batches too, across a year', () => {
    expect(monthsOf('2025-11-15', '2026-02-01')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsOf('2026-03-01', '2026-03-31')).toEqual(['2026-03']);
  });

  it('lists each recipe once, in the order the months bring them', () => {
    expect(recipesOf([row(2, '2026-01'), row(1, '2026-01'), row(2, '2026-02')]).map((r) => r.roasting_seq)).toEqual([
      2, 1,
    ]);
  });

  it('reads the last twelve months by default, and this month per order for the margins', () => {
    expect(trendRange(new URLSearchParams(), '2026-12-02')).toEqual({
      from: '2025-12-01',
      to: '2026-12-02',
      valid: true,
    });
    expect(marginChoices(new URLSearchParams(), '2026-12-02')).toEqual({
      from: '2026-12-01',
      to: '2026-12-02',
      group: 'order',
      valid: true,
    });
    expect(marginChoices(new URLSearchParams('group=week&from=2026-12-05&to=2026-12-01'), '2026-12-02')).toEqual({
      from: '2026-12-05',
      to: '2026-12-01',
      group: 'order',
      valid: false,
    });
  });

  it('gives the margin rate over the revenue, none without revenue', () => {
    expect(marginRate(80_000, 25_000)).toBe('31.3 %');
    expect(marginRate(0, -500)).toBeNull();
  });
});
