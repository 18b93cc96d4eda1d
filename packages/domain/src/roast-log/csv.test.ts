import { analyzeRoast, findEvent } from './analysis';
import { parseArtisanLog } from './artisan';
import { parseArtisanCsv, parseClockTime } from './csv';
import { detectRoastLogFormat, parseRoastLog } from './parse';
import { PROFILE2_ALOG, PROFILE2_CSV, readFixture } from './testing/fixtures';

describe('parseArtisanCsv on the CSV export of profile2', () => {
  const csv = parseArtisanCsv(readFixture(PROFILE2_CSV));
  const alog = parseArtisanLog(readFixture(PROFILE2_ALOG));

  it('finds the same events as the .alog of the same roast, to the CSV’s whole second', () => {
    expect(csv.events.map((event) => event.type)).toEqual(alog.events.map((event) => event.type));
    csv.events.forEach((event, i) => {
      const fromAlog = alog.events[i]!;
      expect(Math.abs(event.timeMs - fromAlog.timeMs)).toBeLessThanOrEqual(500);
      expect(event.bt).toBe(fromAlog.bt);
      expect(event.et).toBe(fromAlog.et);
    });
  });

  it('reads the same temperature curve as the .alog', () => {
    expect(csv.samples.map((s) => [s.bt, s.et])).toEqual(alog.samples.map((s) => [s.bt, s.et]));
    csv.samples.forEach((sample, i) => {
      expect(Math.abs(sample.timeMs - alog.samples[i]!.timeMs)).toBeLessThanOrEqual(500);
    });
  });

  it('computes the TP the export header names (01:40 from start, CHARGE at 00:15)', () => {
    expect(findEvent(csv.events, 'tp')).toMatchObject({ timeMs: 85_000, bt: 133.101 });
  });

  it('gives the same development time ratio as the .alog within a second’s rounding', () => {
    expect(analyzeRoast(csv).developmentRatio).toBeCloseTo(analyzeRoast(alog).developmentRatio!, 1);
  });

  it('reads the date and keeps extra columns as series, skipping -1 readings', () => {
    expect(csv.date).toBe('2015-08-10');
    expect(csv.extraSeries.map((series) => series.name)).toEqual(alog.extraSeries.map((series) => series.name));
    expect(csv.extraSeries.find((series) => series.name === 'AT')!.points).toEqual([]);
  });
});

describe('parseArtisanCsv with synthetic exports', () => {
  const header =
    'Date:01.02.2024\tUnit:F\tCHARGE:00:10\tTP:\tDRYe:\tFCs:00:30\tFCe:\tSCs:\tSCe:\tDROP:00:40\tCOOL:\tTime:00:40';
  const rows = [
    'Time1\tTime2\tET\tBT\tEvent',
    '00:00\t\t410\t-1\t',
    '00:10\t00:00\t400\t392\tCHARGE',
    '00:20\t00:10\t356\t212\t',
    '00:30\t00:20\t374\t248\tFCs',
    '00:40\t00:30\t410\t392\tDROP',
  ];

  it('converts Fahrenheit exports to Celsius and times to CHARGE-relative', () => {
    const log = parseArtisanCsv([header, ...rows].join('\r\n'));
    expect(log.recordedUnit).toBe('F');
    expect(log.date).toBe('2024-02-01');
    expect(log.samples[0]).toEqual({ timeMs: -10_000, bt: null, et: expect.closeTo(210, 6) });
    expect(log.events.map((event) => [event.type, event.timeMs, event.bt])).toEqual([
      ['charge', 0, 200],
      ['tp', 10_000, 100],
      ['fcStart', 20_000, 120],
      ['drop', 30_000, 200],
    ]);
  });

  it('accepts comma-separated exports', () => {
    const log = parseArtisanCsv([header, ...rows].join('\n').replaceAll('\t', ','));
    expect(log.samples).toHaveLength(5);
  });

  it('refuses text that is not an Artisan export', () => {
    expect(() => parseArtisanCsv('a,b\n1,2')).toThrow(/Time1\/BT/);
    expect(() => parseArtisanCsv('')).toThrow(/header lines/);
  });
});

describe('parseClockTime', () => {
  it.each([
    ['03:35', 215_000],
    ['1:02:03', 3_723_000],
    ['', null],
    ['12', null],
  ])('reads %j as %j', (text, ms) => {
    expect(parseClockTime(text)).toBe(ms);
  });
});

describe('parseRoastLog', () => {
  it('chooses the importer by file name, else by content', () => {
    expect(detectRoastLogFormat('roast.CSV', '{')).toBe('csv');
    expect(detectRoastLogFormat('roast.alog', 'x')).toBe('artisan');
    expect(detectRoastLogFormat('roast.json', 'x')).toBe('artisan');
    expect(detectRoastLogFormat('roast', " {'mode': 'C'}")).toBe('artisan');
    expect(detectRoastLogFormat('roast', 'Date:01.02.2024')).toBe('csv');
    expect(parseRoastLog('p.alog', readFixture(PROFILE2_ALOG)).source).toBe('alog');
    expect(parseRoastLog('p.csv', readFixture(PROFILE2_CSV)).source).toBe('csv');
  });
});
