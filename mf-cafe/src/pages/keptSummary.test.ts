import { brewingEntities } from '@coffee/domain';
import { keptSummary } from './keptSummary';

describe('the line naming a kept save', () => {
  it('shows the values as the form does, with their units, leaving out the empty ones', () => {
    const summary = keptSummary(brewingEntities.CafeBrewingResult, [
      ['brewing_result_date'],
      ['brewing_grinder_point'],
      ['brewing_bean_mass', 'g'],
    ]);
    expect(summary({ brewing_result_date: '2026-11-26', brewing_grinder_point: '', brewing_bean_mass: 165 })).toBe(
      '2026-11-26 · 16.5 g',
    );
  });
});
