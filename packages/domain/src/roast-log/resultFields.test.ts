import { ARTISAN_EVENTS, ROASTING_EVENTS, roastLogFields } from '../model/entities/roasting';
import { byteLength } from '../model/validate';
import { findEvent } from './analysis';
import { parseArtisanLog } from './artisan';
import { parseArtisanCsv } from './csv';
import { ROAST_EVENT_LABELS, ROAST_EVENTS, roastEventNames, roastEventOfField } from './events';
import { fromChartLog, resultFieldsToRoastEvents, roastLogToResultFields, toChartLog } from './resultFields';
import { PROFILE2_ALOG, PROFILE2_CSV, R68_ALOG, readFixture } from './testing/fixtures';

describe.each([
  ['profile2 .alog', () => parseArtisanLog(readFixture(PROFILE2_ALOG))],
  ['R68 caturra .alog', () => parseArtisanLog(readFixture(R68_ALOG))],
  ['profile2 CSV', () => parseArtisanCsv(readFixture(PROFILE2_CSV))],
])('roastLogToResultFields on %s', (_name, read) => {
  const log = read();
  const fields = roastLogToResultFields(log);
  const result = roastLogFields();
  const fieldNamed = (name: string) => result.find((field) => field.name === name);

  it('fills term (s), bean and air (°C x10) of every event the log marks', () => {
    for (const event of log.events) {
      const field = ROAST_EVENTS.find((entry) => entry.type === event.type)!.field;
      expect(fields[`${field}_term`]).toBe(Math.round(event.timeMs / 1000));
      expect(fields[`${field}_bean`]).toBe(Math.round(event.bt! * 10));
      expect(fields[`${field}_air`]).toBe(Math.round(event.et! * 10));
    }
    expect(fields.roasting_start_term).toBe(0);
    expect(fields.roasting_end_term).toBeGreaterThan(fields.first_start_term as number);
  });

  it('clears the events the log does not mark (second crack)', () => {
    expect(findEvent(log.events, 'scStart')).toBeUndefined();
    expect(fields).toMatchObject({ second_start_term: null, second_start_bean: null, second_start_air: null });
  });

  it('gives only the fields a roast log fills on a batch, within their bounds', () => {
    for (const [name, value] of Object.entries(fields)) {
      const def = fieldNamed(name);
      expect(def).toBeDefined();
      if (typeof value === 'number' && def!.max !== undefined)
        expect(value / (def!.scale ?? 1)).toBeLessThanOrEqual(def!.max);
    }
  });

  it('stores the curve from CHARGE on as a chart log that reads back to the same readings', () => {
    const text = fields.roasting_chart_log as string;
    expect(byteLength(text)).toBeLessThanOrEqual(fieldNamed('roasting_chart_log')!.maxBytes!);
    const samples = fromChartLog(text);
    const fromCharge = log.samples.filter((sample) => sample.timeMs >= 0);
    expect(samples).toHaveLength(fromCharge.length);
    expect(samples[10]!.timeMs).toBe(Math.round(fromCharge[10]!.timeMs));
    expect(samples[10]!.bt).toBeCloseTo(fromCharge[10]!.bt!, 1);
    expect(samples[10]!.et).toBeCloseTo(fromCharge[10]!.et!, 1);
  });

  it('reads the same events back from the fields for the charts', () => {
    const back = resultFieldsToRoastEvents(fields);
    expect(back.map((event) => event.type)).toEqual(log.events.map((event) => event.type));
    expect(back.find((event) => event.type === 'fcStart')!.bt).toBeCloseTo(findEvent(log.events, 'fcStart')!.bt!, 1);
  });
});

describe('toChartLog', () => {
  const samples = Array.from({ length: 2000 }, (_, index) => ({ timeMs: index * 1000, bt: 150.25, et: 200.75 }));

  it('thins a log too long for the column, keeping the last reading', () => {
    const text = toChartLog(samples, 20_000);
    expect(byteLength(text)).toBeLessThanOrEqual(20_000);
    const kept = fromChartLog(text);
    expect(kept.length).toBeGreaterThan(300);
    expect(kept.at(-1)!.timeMs).toBe(1_999_000);
  });

  it('leaves out readings before CHARGE and readings without any temperature', () => {
    const text = toChartLog([
      { timeMs: -2000, bt: 20, et: 30 },
      { timeMs: 0, bt: null, et: null },
      { timeMs: 1000, bt: 100.04, et: null },
    ]);
    expect(JSON.parse(text)).toEqual({ '1000': { bean: 100, air: null } });
  });
});

describe('fromChartLog', () => {
  it('gives no readings for empty or unreadable text', () => {
    expect(fromChartLog('')).toEqual([]);
    expect(fromChartLog('{oops')).toEqual([]);
    expect(fromChartLog('[1,2]')).toEqual([]);
  });
});

describe('the one roast event vocabulary', () => {
  it('names every timeline event of the roasting result that a log can carry', () => {
    const prefixes = ROAST_EVENTS.map((event) => event.field);
    expect(ROASTING_EVENTS.filter((event) => roastEventOfField(event) !== undefined)).toEqual(prefixes);
  });

  it("maps Artisan's event names to the result's field prefixes", () => {
    expect(ARTISAN_EVENTS['Dry End']).toBe('dried');
    expect(Object.keys(ARTISAN_EVENTS)).toEqual(Object.values(ROAST_EVENT_LABELS));
  });

  it('labels every event in both locales', () => {
    for (const locale of ['kr', 'en'] as const) {
      expect(Object.keys(roastEventNames(locale))).toEqual(ROAST_EVENTS.map((event) => event.type));
      expect(Object.values(roastEventNames(locale)).every((name) => name.length > 0)).toBe(true);
    }
  });
});
