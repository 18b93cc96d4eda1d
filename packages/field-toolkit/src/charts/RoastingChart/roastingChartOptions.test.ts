import type { SeriesLineOptions, SeriesScatterOptions, XAxisOptions, YAxisOptions } from 'highcharts';
import { chartStrings } from '../strings';
import { alignedReference, buildRoastingChartOptions, rorAxisMax } from './roastingChartOptions';
import type { RoastingChartLabels, RoastingChartOptionsInput } from './roastingChartOptions';

const en = chartStrings.en.timeline;
const labels: RoastingChartLabels = {
  ...en,
  events: en.events,
  phases: en.phases,
  dtr: (value) => `DTR ${value}%`,
  reference: (label) => `Reference: ${label}`,
};

const samples = Array.from({ length: 61 }, (_, i) => ({ timeMs: i * 10_000, bt: 100 + i, et: 200 + i / 2 }));

function build(overrides: Partial<RoastingChartOptionsInput> = {}) {
  return buildRoastingChartOptions({
    samples,
    events: [],
    rateOfRise: [],
    phases: [],
    developmentRatio: null,
    mobile: false,
    labels,
    ...overrides,
  });
}

describe('buildRoastingChartOptions', () => {
  it('draws bean and air temperature over time with mm:ss ticks every 2 minutes (4 on mobile)', () => {
    const options = build();
    const [bt, et] = options.series as SeriesLineOptions[];
    expect(bt!.name).toBe('Bean temperature (BT)');
    expect(bt!.data![0]).toEqual([0, 100]);
    expect(et!.data![60]).toEqual([600_000, 230]);
    const xAxis = options.xAxis as XAxisOptions;
    expect(xAxis.tickInterval).toBe(120_000);
    expect(xAxis.max).toBe(600_000);
    expect((build({ mobile: true }).xAxis as XAxisOptions).tickInterval).toBe(240_000);
  });

  it('marks events on the bean curve with their names', () => {
    const options = build({
      events: [
        { type: 'charge', timeMs: 0, bt: 100 },
        { type: 'tp', timeMs: 95_000 },
        { type: 'check', timeMs: 300_000, label: 'Gas 50%' },
      ],
    });
    const markers = (options.series as SeriesScatterOptions[]).find((s) => s.type === 'scatter')!;
    expect(markers.data).toEqual([
      { x: 0, y: 100, name: 'Charge' },
      { x: 95_000, y: 109.5, name: 'Turning point' },
      { x: 300_000, y: 130, name: 'Gas 50%' },
    ]);
  });

  it('on a phone names events on their own lines and the phases above the plot, none inside it', () => {
    const phases = (['drying', 'maillard', 'development'] as const).map((key, index) => ({
      key,
      startMs: index * 200_000,
      endMs: (index + 1) * 200_000,
      durationMs: 200_000,
      percent: 33.3,
    }));
    const options = build({
      mobile: true,
      phases,
      events: [
        { type: 'fcStart', timeMs: 480_000, bt: 150 },
        { type: 'drop', timeMs: 540_000, bt: 155 },
      ],
    });
    const xAxis = options.xAxis as XAxisOptions;
    expect(xAxis.plotLines!.map((line) => [line.value, line.label!.text, line.label!.rotation])).toEqual([
      [480_000, 'First crack start', 90],
      [540_000, 'Drop', 90],
    ]);
    const markers = (options.series as SeriesScatterOptions[]).find((s) => s.type === 'scatter')!;
    expect(markers.dataLabels).toEqual({ enabled: false });
    // The phases are named above the plot, none inside it where they met the curves and each other.
    expect(xAxis.plotBands!.map((band) => [band.from, band.label])).toEqual([
      [0, undefined],
      [200_000, undefined],
      [400_000, undefined],
    ]);
    expect(options.subtitle!.text).toBe(
      ['Drying 03:20 (33.3%)', 'Maillard 03:20 (33.3%)', 'Development 03:20 (33.3%)']
        .map((phase) => phase.replace(/ /g, '\u00a0'))
        .join(' · '),
    );
    // A desktop keeps the names beside their markers.
    expect((build({ events: [{ type: 'drop', timeMs: 540_000, bt: 155 }] }).xAxis as XAxisOptions).plotLines).toEqual(
      [],
    );
  });

  it('puts the RoR curve on a second axis starting at 0', () => {
    const options = build({ rateOfRise: [{ timeMs: 60_000, value: 31 }] });
    const ror = (options.series as SeriesLineOptions[]).find((s) => s.yAxis === 1)!;
    expect(ror.name).toBe('Rate of rise (RoR)');
    expect((options.yAxis as YAxisOptions[])[1]).toMatchObject({ min: 0, max: 35, opposite: true });
  });

  it('shades the phases with their duration and share, and shows the DTR', () => {
    const options = build({
      phases: [
        { key: 'drying', startMs: 0, endMs: 240_000, durationMs: 240_000, percent: 40 },
        { key: 'development', startMs: 480_000, endMs: 600_000, durationMs: 120_000, percent: 20 },
      ],
      developmentRatio: 20,
    });
    const bands = (options.xAxis as XAxisOptions).plotBands!;
    expect(bands.map((band) => band.label?.text)).toEqual(['Drying 04:00 (40.0%)', 'Development 02:00 (20.0%)']);
    expect(options.subtitle?.text).toBe('DTR 20.0%');
  });
});

describe('rorAxisMax', () => {
  it('is at least 25 °C/min, else the next multiple of 5', () => {
    expect(rorAxisMax([])).toBe(25);
    expect(rorAxisMax([{ timeMs: 0, value: 26 }])).toBe(30);
  });
});

describe('reference batch overlay', () => {
  const reference = {
    label: '2025-04-10 #1',
    samples: [
      { timeMs: -20_000, bt: 180, et: 220 },
      { timeMs: 10_000, bt: 150, et: null },
      { timeMs: 700_000, bt: 215, et: 240 },
    ],
  };

  it('moves the reference so that its CHARGE falls on the batch’s CHARGE', () => {
    const aligned = alignedReference({ ...reference, chargeMs: 10_000 }, [{ type: 'charge', timeMs: 30_000 }]);
    expect(aligned.bt.map((point) => point.timeMs)).toEqual([0, 30_000, 720_000]);
    expect(aligned.et).toEqual([
      { timeMs: 0, value: 220 },
      { timeMs: 720_000, value: 240 },
    ]);
  });

  it('takes a log’s zero as its CHARGE when either CHARGE is missing', () => {
    expect(alignedReference(reference, []).bt.map((point) => point.timeMs)).toEqual([-20_000, 10_000, 700_000]);
    expect(alignedReference({ ...reference, chargeMs: 10_000 }, []).bt[1]).toEqual({ timeMs: 0, value: 150 });
    expect(alignedReference(reference, [{ type: 'charge', timeMs: 5_000 }]).bt[0]).toEqual({
      timeMs: -15_000,
      value: 180,
    });
  });

  it('draws the reference dashed and fainter under the batch’s curves, one legend entry naming the batch', () => {
    const options = build({ reference, events: [{ type: 'charge', timeMs: 0 }] });
    const series = options.series as SeriesLineOptions[];
    const bean = series.find((s) => s.id === 'reference-bt');
    const air = series.find((s) => s.id === 'reference-et');
    expect(bean).toMatchObject({ name: 'Reference: 2025-04-10 #1', dashStyle: 'Dash' });
    expect(air).toMatchObject({ name: en.referenceAir, dashStyle: 'Dash', linkedTo: 'reference-bt' });
    expect(bean!.lineWidth).toBeLessThan(2);
    expect(bean!.zIndex).toBeLessThan(0);
    // The batch's own series keep their places (a chart update matches series by id and place).
    expect(series.slice(0, 2).map((s) => s.id)).toEqual(['bt', 'et']);
    // The time axis reaches the end of the longer reference.
    expect((options.xAxis as XAxisOptions).max).toBeGreaterThanOrEqual(700_000);
  });

  it('draws the reference’s RoR behind the batch’s on the RoR axis, moved like its curves (behaviour §08-1)', () => {
    const rateOfRise = [
      { timeMs: 100_000, value: 12 },
      { timeMs: 400_000, value: 8 },
    ];
    const options = build({
      reference: { ...reference, chargeMs: 10_000, rateOfRise },
      events: [{ type: 'charge', timeMs: 30_000 }],
    });
    const ror = (options.series as SeriesLineOptions[]).find((s) => s.id === 'reference-ror');
    expect(ror).toMatchObject({ name: en.referenceRor, yAxis: 1, dashStyle: 'Dash', linkedTo: 'reference-bt' });
    expect(ror!.data).toEqual([
      [120_000, 12],
      [420_000, 8],
    ]);
  });

  it('leaves the chart as it was without a reference or with an empty one', () => {
    const names = (input: Partial<RoastingChartOptionsInput>) =>
      (build(input).series as SeriesLineOptions[]).map((s) => s.name);
    expect(names({ reference: { label: 'x', samples: [] } })).toEqual(names({}));
    expect(names({})).not.toContain('Reference: x');
  });

  it('overlays compared batches on one time axis aligned at CHARGE, one colour each, events marked', () => {
    const later = samples.map((sample) => ({ ...sample, timeMs: sample.timeMs + 30_000, bt: (sample.bt ?? 0) + 5 }));
    const options = build({
      batchLabel: 'R26-0001',
      events: [{ type: 'charge', timeMs: 0, bt: 100 }],
      rateOfRise: [{ timeMs: 60_000, value: 12 }],
      overlays: [
        {
          label: 'R26-0002',
          samples: later,
          chargeMs: 30_000,
          rateOfRise: [{ timeMs: 90_000, value: 10 }],
          events: [
            { type: 'charge', timeMs: 30_000 },
            { type: 'fcStart', timeMs: 430_000 },
          ],
        },
      ],
    });
    const series = options.series as Array<SeriesLineOptions | SeriesScatterOptions>;
    const lines = series.filter((entry) => entry.type === 'line') as SeriesLineOptions[];
    expect(lines.map((entry) => entry.name)).toEqual([
      'R26-0001 · Bean temperature (BT)',
      `R26-0001 · ${en.ror}`,
      'R26-0002 · Bean temperature (BT)',
      `R26-0002 · ${en.ror}`,
    ]);
    // The second batch's CHARGE (30 s on its own log) falls on the first one's.
    expect(lines[2]!.data![0]).toEqual([0, 105]);
    expect(lines[3]!.data![0]).toEqual([60_000, 10]);
    expect(new Set(lines.map((entry) => entry.color)).size).toBe(2);
    expect(lines[0]!.color).not.toBe(lines[2]!.color);
    // No air curves: one colour names one batch.
    expect(lines.some((entry) => entry.name?.includes('(ET)'))).toBe(false);
    const marks = series.filter((entry) => entry.type === 'scatter') as SeriesScatterOptions[];
    expect(marks[1]!.data).toEqual([
      { x: 0, y: 105, name: en.events.charge },
      { x: 400_000, y: 145, name: en.events.fcStart },
    ]);
  });
});
