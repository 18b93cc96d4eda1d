import { analyzeRoast, findEvent, roundTo } from './analysis';
import { parseArtisanLog, readArtisanDocument, RoastLogFormatError } from './artisan';
import { PROFILE2_ALOG, R68_ALOG, readFixture } from './testing/fixtures';
import type { RoastEventType } from './types';

/** Artisan's own results, stored in the file's `computed` block. */
function computedBlock(text: string): Record<string, number> {
  return readArtisanDocument(text).dict.computed as Record<string, number>;
}

/** Python's round(): halves go to the even neighbour (160.25 → 160.2). */
function pythonRound1(value: number): number {
  const scaled = value * 10;
  const floor = Math.floor(scaled);
  const isHalf = Math.abs(scaled - floor - 0.5) < 1e-9;
  return (isHalf ? floor + (floor % 2 === 0 ? 0 : 1) : Math.round(scaled)) / 10;
}

const COMPUTED_EVENTS: ReadonlyArray<readonly [RoastEventType, string]> = [
  ['charge', 'CHARGE'],
  ['tp', 'TP'],
  ['dryEnd', 'DRY'],
  ['fcStart', 'FCs'],
  ['fcEnd', 'FCe'],
  ['drop', 'DROP'],
];

describe.each([
  ['profile2', PROFILE2_ALOG],
  ['R68 caturra', R68_ALOG],
])('parseArtisanLog on %s', (_name, fixture) => {
  const text = readFixture(fixture);
  const computed = computedBlock(text);
  const log = parseArtisanLog(text);

  it.each(COMPUTED_EVENTS)('places %s at Artisan’s time and temperatures', (type, key) => {
    const event = findEvent(log.events, type);
    expect(event).toBeDefined();
    expect(roundTo(event!.timeMs / 1000, 1)).toBe(computed[`${key}_time`] ?? 0);
    expect(pythonRound1(event!.bt!)).toBe(computed[`${key}_BT`]);
    expect(pythonRound1(event!.et!)).toBe(computed[`${key}_ET`]);
  });

  it('lists the events in timeline order without second crack, which was not marked', () => {
    expect(log.events.map((event) => event.type)).toEqual(['charge', 'tp', 'dryEnd', 'fcStart', 'fcEnd', 'drop']);
  });

  it('matches Artisan’s weight loss, phase times and development time ratio', () => {
    const analysis = analyzeRoast(log);
    expect(roundTo(analysis.weightLoss!, 1)).toBe(computed.weight_loss);
    expect(analysis.totalMs! / 1000).toBeCloseTo(computed.totaltime!, 2);
    expect(analysis.phases.map((phase) => phase.durationMs / 1000)).toEqual([
      expect.closeTo(computed.dryphasetime!, 2),
      expect.closeTo(computed.midphasetime!, 2),
      expect.closeTo(computed.finishphasetime!, 2),
    ]);
    expect(analysis.developmentRatio).toBeCloseTo((computed.finishphasetime! / computed.totaltime!) * 100, 6);
  });

  it('matches Artisan’s temperature rise and mean rate of rise per phase', () => {
    const phases = analyzeRoast(log).phases;
    expect(phases.map((phase) => roundTo(phase.btRise!, 1))).toEqual([
      computed.dry_phase_delta_temp,
      computed.mid_phase_delta_temp,
      computed.finish_phase_delta_temp,
    ]);
    expect(phases.map((phase) => roundTo(phase.meanRor!, 1))).toEqual([
      computed.dry_phase_ror,
      computed.mid_phase_ror,
      computed.finish_phase_ror,
    ]);
  });

  it('keeps every recorded reading, relative to CHARGE', () => {
    const timex = readArtisanDocument(text).dict.timex as number[];
    expect(log.samples.length).toBeGreaterThan(timex.length - 2);
    expect(log.samples.filter((sample) => sample.timeMs === 0)).toHaveLength(1);
    expect(log.samples.every((sample) => sample.bt !== -1 && sample.et !== -1)).toBe(true);
  });
});

describe('parseArtisanLog details', () => {
  const profile2 = parseArtisanLog(readFixture(PROFILE2_ALOG));
  const r68 = parseArtisanLog(readFixture(R68_ALOG));

  it('reads title, beans, date, operator and weights', () => {
    expect(profile2).toMatchObject({
      source: 'alog',
      recordedUnit: 'C',
      title: 'Peru',
      beans: 'Peru, Pachamama',
      date: '2015-08-10',
      operator: 'Marko Luther',
      roaster: 'Probat LG3',
      weightInG: 1646,
      weightOutG: 1395,
    });
  });

  it('decodes Artisan’s escaped text fields', () => {
    expect(r68.beans.split('\n')[0]).toBe('caturra_2608_nicaragua');
    expect(r68.roastingNotes).toMatch(/^PLAN:\n- alarm/);
    expect(r68.beans).not.toContain('\\n');
  });

  it('skips the missing (-1) reading', () => {
    expect(r68.samples).toHaveLength(489);
  });

  it('picks the latest of tied lowest bean temperatures as TP', () => {
    const tp = findEvent(r68.events, 'tp')!;
    expect(roundTo(tp.timeMs / 1000, 1)).toBe(72);
    expect(r68.samples.filter((s) => s.timeMs >= 0 && s.timeMs < tp.timeMs && s.bt === tp.bt)).toHaveLength(1);
  });

  it('keeps the extra device curves as named series', () => {
    expect(profile2.extraSeries.map((series) => series.name)).toEqual([
      'DRUM',
      'COOL',
      'DeltaBTET',
      'DeltaETvETh',
      'DamperRaw',
      'AT',
      'dET',
      'dBT',
      'Pressure',
      'Extra 2',
    ]);
    expect(profile2.extraSeries.find((series) => series.name === 'AT')!.points).toEqual([]);
    expect(profile2.extraSeries[0]!.points[0]).toEqual({ timeMs: -16_254, value: 175.87 });
  });
});

describe('parseArtisanLog with synthetic files', () => {
  const fahrenheit = `{'mode': 'F', 'title': '\\\\ud55c\\\\uad6d', 'weight': [1.0, 0.85, 'Kg'],
    'timeindex': [1, 3, 0, 0, 0, 0, 4, 0], 'timex': [0.0, 10.0, 20.0, 30.0, 40.0],
    'temp1': [400.0, 392.0, 356.0, 374.0, 410.0], 'temp2': [-1, 302.0, 212.0, 248.0, 392.0]}`;

  it('converts a Fahrenheit log to Celsius', () => {
    const log = parseArtisanLog(fahrenheit);
    expect(log.recordedUnit).toBe('F');
    expect(log.samples.map((s) => s.bt)).toEqual([null, 150, 100, 120, 200]);
    expect(findEvent(log.events, 'drop')).toEqual({ type: 'drop', timeMs: 30_000, bt: 200, et: 210 });
    expect(findEvent(log.events, 'tp')).toMatchObject({ timeMs: 10_000, bt: 100 });
  });

  it('decodes \\u escapes of non-Latin titles and converts kilograms to grams', () => {
    const log = parseArtisanLog(fahrenheit);
    expect(log.title).toBe('한국');
    expect(log.weightInG).toBe(1000);
    expect(log.weightOutG).toBe(850);
  });

  it('reads Artisan JSON files', () => {
    const json = JSON.stringify({
      mode: 'C',
      timeindex: [0, 0, 0, 0, 0, 0, 0, 0],
      timex: [0, 5],
      temp1: [200, 190],
      temp2: [180, 170],
    });
    const log = parseArtisanLog(json);
    expect(log.source).toBe('artisan-json');
    expect(log.samples).toEqual([
      { timeMs: 0, bt: 180, et: 200 },
      { timeMs: 5000, bt: 170, et: 190 },
    ]);
  });

  it('leaves CHARGE and TP out when CHARGE was not marked', () => {
    const log = parseArtisanLog(
      "{'timeindex': [-1, 0, 0, 0, 0, 0, 0, 0], 'timex': [1.0, 2.0], 'temp1': [1, 2], 'temp2': [3, 4]}",
    );
    expect(log.events).toEqual([]);
    expect(log.samples[0]!.timeMs).toBe(0);
  });

  it.each(['', 'not a log', '[1, 2]', "{'timex': []}"])('rejects %j with a format error', (text) => {
    expect(() => parseArtisanLog(text)).toThrow(RoastLogFormatError);
  });
});
