import { roasterEntities } from '@coffee/suite';
import { analyzeRoast, batchDeviation, parseRoastLog, roastLogToResultFields } from '@coffee/domain';
import { deviationText, toleranceText } from './deviationText';
import { minutesSeconds, roastSummary } from './summary';

interface NodeFs {
  readFileSync(path: string, encoding: 'utf8'): string;
}
interface NodePath {
  resolve(...parts: string[]): string;
}
const fixture = (name: string) =>
  jest
    .requireActual<NodeFs>('node:fs')
    .readFileSync(
      jest.requireActual<NodePath>('node:path').resolve(__dirname, '../../../../../test-fixtures', name),
      'utf8',
    );

const chartOf =
  roasterEntities.RoastingResult.fields.find((field) => field.name === 'roasting_chart_log')?.chartOf ?? [];

describe.each([
  ['R68 caturra', 'alog/scottjames_coffee-roasting_roast_26-08-09_R68_caturra_26.alog'],
  ['profile2', 'alog/artisan-roaster-scope_artisan_profile2.alog'],
])('a saved batch from the %s log', (_name, file) => {
  const log = parseRoastLog(file, fixture(file));
  const direct = analyzeRoast(log);
  // As saved: the log's events in the timeline fields (whole seconds) and the chart log, masses in 0.1 g.
  const values = { ...roastLogToResultFields(log), greenbean_total_mass: 10_000, roasting_mass: 8_500 };
  const summary = roastSummary(values, chartOf);

  it('has the log’s phases, DTR and total time, to the second the fields keep', () => {
    expect(summary.totalMs).not.toBeNull();
    expect(Math.abs((summary.totalMs ?? 0) - (direct.totalMs ?? 0))).toBeLessThanOrEqual(1000);
    for (const phase of direct.phases)
      expect(Math.abs((summary.phases[phase.key]?.durationMs ?? -1) - phase.durationMs)).toBeLessThanOrEqual(1000);
    expect(summary.developmentRatio).toBeCloseTo(direct.developmentRatio ?? NaN, 0);
  });

  it('reads first crack and drop temperatures from the timeline and the loss from the masses', () => {
    const fcStart = log.events.find((event) => event.type === 'fcStart');
    const drop = log.events.find((event) => event.type === 'drop');
    expect(summary.fcStartBt).toBeCloseTo(fcStart?.bt ?? NaN, 1);
    expect(summary.dropBt).toBeCloseTo(drop?.bt ?? NaN, 1);
    expect(summary.weightLoss).toBeCloseTo(15, 9);
    expect(summary.chart.samples?.length).toBeGreaterThan(10);
  });
});

describe('a batch without a timeline', () => {
  it('leaves every measure empty instead of guessing', () => {
    const summary = roastSummary({ roasting_mass: 8_500 }, chartOf);
    expect(summary).toMatchObject({ totalMs: null, developmentRatio: null, fcStartBt: null, weightLoss: null });
    expect(minutesSeconds(summary.totalMs)).toBe('-');
    expect(minutesSeconds(605_400)).toBe('10:05');
  });
});

describe('a saved batch against its reference batch (behaviour §08-1)', () => {
  const saved = (file: string) => {
    const log = parseRoastLog(file, fixture(file));
    const green = Math.round((log.weightInG ?? 0) * 10);
    return {
      ...roastLogToResultFields(log),
      greenbean_total_mass: green,
      roasting_mass: Math.round((log.weightOutG ?? 0) * 10),
    };
  };
  const batch = saved('alog/scottjames_coffee-roasting_roast_26-05-17_1252_R60_sumava_cos.alog');
  const reference = saved('alog/scottjames_coffee-roasting_roast_26-06-07_1217_R62_brazil.alog');

  it('reads the same figures from the saved fields as from the logs, judged by the recipe’s stored tolerances', () => {
    const house = batchDeviation(batch, reference, { roasting_tol_drop_bean: 60, roasting_tol_dtr: 20 });
    expect(house.within).toBe(true);
    const suggested = batchDeviation(batch, reference, {});
    expect(suggested.figures.filter((f) => f.within === false).map((f) => f.figure)).toEqual(['dropBt', 'dtr']);
    const stored = roastSummary({ ...batch, roasting_deviation: JSON.stringify(suggested) }, chartOf).deviation;
    expect(stored?.outCount).toBe(2);
  });

  it('shows each figure with its sign and unit', () => {
    const figures = batchDeviation(batch, reference, {}).figures;
    const shown = Object.fromEntries(figures.map((f) => [f.figure, deviationText(f)]));
    expect(shown.fcStart).toBe('+5 s');
    expect(shown.dropTime).toBe('−9 s');
    expect(shown.dropBt).toMatch(/^−5\.\d °C$/);
    expect(shown.meanBt).toMatch(/^\d\.\d °C$/);
    expect(toleranceText(figures[0]!)).toBe('±1.5 °C');
    expect(deviationText({ figure: 'tp', value: null })).toBe('-');
  });
});
