import { deriveRoastingTimeline, eventThresholds, roastingTimerPlan } from './timeline';

const NOW = Date.parse('2026-11-23T10:00:00');

describe('roasting timer plan', () => {
  it('runs from a start time within the last hour, with the entered event terms as thresholds', () => {
    const values = {
      roasting_start_time: '2026-11-23T09:30:00',
      turning_term: 90,
      dried_term: 240,
      first_start_term: '',
    };
    expect(roastingTimerPlan(values, NOW)).toEqual({
      action: 'run',
      startedAt: Date.parse('2026-11-23T09:30:00'),
      thresholds: [90_000, 240_000],
    });
  });

  it('stops for a start time more than an hour ago', () => {
    expect(roastingTimerPlan({ roasting_start_time: '2026-11-23T08:59:00' }, NOW)).toEqual({ action: 'stop' });
  });

  it('stops once the end of the roast has a term', () => {
    const values = { roasting_start_time: '2026-11-23T09:50:00', roasting_end_term: 600 };
    expect(roastingTimerPlan(values, NOW)).toEqual({ action: 'stop' });
  });

  it('resets when the start time is cleared', () => {
    expect(roastingTimerPlan({ roasting_start_time: '' }, NOW)).toEqual({ action: 'reset' });
  });

  it('leaves pre-heating and empty terms out of the thresholds', () => {
    expect(eventThresholds({ pre_heating_end_term: 300, check_point_1_term: 60, turning_term: null })).toEqual([
      60_000,
    ]);
  });
});

describe('roasting timeline derive', () => {
  it('copies the start time’s date to the result date and year', () => {
    expect(deriveRoastingTimeline('roasting_start_time', { roasting_start_time: '2027-01-05T10:00:00' })).toEqual({
      roasting_result_date: '2027-01-05',
      roasting_result_year: 2027,
    });
  });

  it('changes nothing for other fields or a cleared start time', () => {
    expect(deriveRoastingTimeline('turning_term', { roasting_start_time: '2027-01-05T10:00:00' })).toBeUndefined();
    expect(deriveRoastingTimeline('roasting_start_time', { roasting_start_time: null })).toBeUndefined();
  });
});
