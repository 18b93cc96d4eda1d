import { grindTimeSeries } from './grindTimeSeries';

const row = (bean: number, grind: number | null, seconds: number | null, names = {}) => ({
  coffeebean_seq: bean,
  coffeebean_name: `Bean ${bean}`,
  coffeebean_name_kr: `원두 ${bean}`,
  brewing_grinder_point: grind,
  brewing_term: seconds,
  ...names,
});

describe('grindTimeSeries', () => {
  it('draws a line per bean of grind (shown / 100) against shot time', () => {
    const { log, series } = grindTimeSeries([row(1, 270, 28), row(1, 260, 31), row(2, 700, 180)], true);
    expect(series).toEqual([
      { key: 'bean1', name: 'Bean 1' },
      { key: 'bean2', name: 'Bean 2' },
    ]);
    expect(log).toEqual({ 28000: { bean1: 2.7 }, 31000: { bean1: 2.6 }, 180000: { bean2: 7 } });
  });

  it('names beans in the page language and leaves out dial-ins without a grind or a time', () => {
    const { log, series } = grindTimeSeries([row(1, 270, null), row(1, null, 28), row(3, 500, 40)], false);
    expect(series).toEqual([{ key: 'bean3', name: '원두 3' }]);
    expect(Object.keys(log)).toEqual(['40000']);
  });

  it('ends the time axis on the whole minute after the longest shot, at least one minute', () => {
    expect(grindTimeSeries([row(1, 270, 28)], true).xMax).toBe(60_000);
    expect(grindTimeSeries([row(1, 700, 185)], true).xMax).toBe(240_000);
  });
});
