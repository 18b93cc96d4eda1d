import { roastingChartData } from './chartFieldData';

const NAMES = ['roasting_start', 'turning', 'dried', 'first_start', 'roasting_end'].flatMap((event) => [
  `${event}_term`,
  `${event}_bean`,
  `${event}_air`,
]);

/** A batch typed in by hand: charge, turning point, dry end, first crack and drop with times and temperatures. */
const TYPED = {
  roasting_start_term: 0,
  roasting_start_bean: 2000,
  roasting_start_air: 2300,
  turning_term: 75,
  turning_bean: 920,
  dried_term: 270,
  dried_bean: 1550,
  first_start_term: 480,
  first_start_bean: 1960,
  roasting_end_term: 600,
  roasting_end_bean: 2080,
  roasting_end_air: 2350,
};

describe('roastingChartData', () => {
  it('draws a batch without a log through its typed events, from charge to drop', () => {
    const chart = roastingChartData('', TYPED, NAMES);
    expect(chart.samples.map((sample) => [sample.timeMs, sample.bt])).toEqual([
      [0, 200],
      [75_000, 92],
      [270_000, 155],
      [480_000, 196],
      [600_000, 208],
    ]);
    expect(chart.developmentRatio).toBeCloseTo(20, 0);
  });

  it('keeps the logged curve when there is one', () => {
    const chart = roastingChartData(JSON.stringify({ 0: { bean: 190, air: 220 }, 1000: { bean: 185 } }), TYPED, NAMES);
    expect(chart.samples).toHaveLength(2);
  });
});
