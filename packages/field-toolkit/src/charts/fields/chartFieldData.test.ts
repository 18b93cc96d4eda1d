import { roastingChartData, withReferenceRor } from './chartFieldData';

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

describe('withReferenceRor (behaviour §08-7)', () => {
  it('draws a reference RoR from its turning point to its drop when its log runs on while the beans cool', () => {
    // Charge at 200 °C, turning point at 1:00 (90 °C), a steady rise to the drop at 10:00 (207 °C), then cooling
    // to 40 °C by 15:00, below the turning point.
    const samples = Array.from({ length: 91 }, (_, index) => {
      const seconds = index * 10;
      const bt =
        seconds <= 60
          ? 200 - (110 * seconds) / 60
          : seconds <= 600
            ? 90 + (117 * (seconds - 60)) / 540
            : 207 - (167 * (seconds - 600)) / 300;
      return { timeMs: seconds * 1000, bt, et: null };
    });
    const ror = withReferenceRor({ label: 'Reference', samples }, 15).rateOfRise ?? [];
    expect(ror[0]?.timeMs).toBeGreaterThanOrEqual(60_000);
    expect(ror[0]?.timeMs).toBeLessThan(120_000);
    expect(ror.at(-1)?.timeMs).toBeLessThanOrEqual(600_000);
    // 117 °C over 9 minutes: 13 °C/min through the middle of the roast, nothing of the cooling.
    expect(ror.length).toBeGreaterThan(40);
    expect(ror.find((point) => point.timeMs === 300_000)?.value).toBeCloseTo(13, 5);
    expect(ror.at(-1)?.value).toBeGreaterThan(0);
  });
});
