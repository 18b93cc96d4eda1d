import { counterEnd, counterStamp, counterStart } from './counter';

const now = Date.parse('2026-11-24T09:00:00');

describe('counter bar of the brewing steps', () => {
  it('keeps planned step times on a first start and clears the stamps of an old start on a restart', () => {
    expect(counterStart({ brewing_step1_term: 30 }, now)).toEqual({
      brewing_start_time: '2026-11-24T09:00:00',
      brewing_term: null,
    });
    const restart = counterStart({ brewing_start_time: '2026-11-24T08:55:00', brewing_step1_term: 30 }, now);
    expect(restart).toMatchObject({ brewing_start_time: '2026-11-24T09:00:00', brewing_term: null });
    expect(restart.brewing_step1_term).toBeNull();
    expect(restart.brewing_step_end_term).toBeNull();
  });

  it('stamps the step after the last stamped one and turns the steps on', () => {
    expect(counterStamp({ brewing_step1_term: 5 }, 12)).toEqual({
      step: 1,
      values: { brewing_step2_term: 12, brewing_step_use: true },
    });
    expect(counterStamp({ brewing_step1_term: 12 }, 12)).toBeNull();
  });

  it('ends with the total and, while the steps are in use, the end step after the last stamp', () => {
    expect(counterEnd({ brewing_step_use: true, brewing_step1_term: 5 }, 30)).toEqual({
      brewing_term: 30,
      brewing_step_end_term: 30,
    });
    expect(counterEnd({ brewing_step_use: false }, 30)).toEqual({ brewing_term: 30 });
    expect(counterEnd({ brewing_step_use: true, brewing_step_end_term: 40 }, 30)).toEqual({ brewing_term: 30 });
  });
});
