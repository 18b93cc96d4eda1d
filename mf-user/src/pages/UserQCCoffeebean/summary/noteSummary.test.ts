import { lastMonths, summaryCharts } from './noteSummary';

describe('my coffee at a glance', () => {
  it('covers the twelve months up to the latest note, across a year boundary', () => {
    const months = lastMonths('2026-02');
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-03');
    expect(months.at(-1)).toBe('2026-02');
  });

  it('counts a month without notes as 0 and leaves its average out, and names origins and flavors', () => {
    const charts = summaryCharts(
      {
        total: 3,
        latest_month: '2026-02',
        months: [{ month: '2026-02', notes: 3, satisfaction: 7.5 }],
        origins: [{ code: 'ETH', notes: 2 }],
        flavors: [{ code: 'JASMINE', notes: 1 }],
      },
      ['2026-01', '2026-02'],
      (month) => `m${month.slice(5)}`,
      (code) => ({ ETH: 'Ethiopia', JASMINE: 'Jasmine' })[code] ?? code,
    );
    expect(charts.notes).toEqual([
      { label: 'm01', value: 0 },
      { label: 'm02', value: 3 },
    ]);
    expect(charts.satisfaction.map((point) => point.value)).toEqual([null, 7.5]);
    expect(charts.origins).toEqual([{ label: 'Ethiopia', value: 2 }]);
    expect(charts.flavors).toEqual([{ label: 'Jasmine', value: 1 }]);
  });
});
