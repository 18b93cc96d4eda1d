import { daysSinceRoast } from './freshness';

describe('daysSinceRoast', () => {
  it('counts whole days from the roast to the brew, whatever the time of day', () => {
    expect(daysSinceRoast('2026-11-18', '2026-11-24')).toBe(6);
    expect(daysSinceRoast('2026-11-18T23:00:00.000Z', '2026-11-19')).toBe(1);
    expect(daysSinceRoast('2026-02-27', '2026-03-01')).toBe(2);
  });

  it('is zero on the roast day and unknown without both dates', () => {
    expect(daysSinceRoast('2026-11-24', '2026-11-24')).toBe(0);
    expect(daysSinceRoast(null, '2026-11-24')).toBeUndefined();
    expect(daysSinceRoast('2026-11-24', 'not a date')).toBeUndefined();
  });
});
