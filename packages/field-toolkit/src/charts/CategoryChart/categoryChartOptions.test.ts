import type { SeriesColumnOptions, XAxisOptions, YAxisOptions } from 'highcharts';
import { buildCategoryOptions } from './categoryChartOptions';

const points = [
  { label: '2026-10', value: 2 },
  { label: '2026-11', value: null },
];

describe('category chart options', () => {
  it('draws one series of the values over the labels, keeping a month without a value as a gap', () => {
    const options = buildCategoryOptions({ points, kind: 'column', seriesName: 'Notes', integer: true });
    expect((options.xAxis as XAxisOptions).categories).toEqual(['2026-10', '2026-11']);
    const [series] = options.series as SeriesColumnOptions[];
    expect(series).toMatchObject({ type: 'column', name: 'Notes', data: [2, null] });
    expect((options.yAxis as YAxisOptions).allowDecimals).toBe(false);
  });

  it('keeps a score on its fixed range', () => {
    const options = buildCategoryOptions({ points, kind: 'line', seriesName: 'Score', range: { min: 0, max: 10 } });
    expect(options.yAxis).toMatchObject({ min: 0, max: 10, allowDecimals: true });
    expect(options.chart?.type).toBe('line');
  });
});
