import { analyzeRoast } from '@coffee/domain';
import {
  emptyPoint,
  formatMinutesSeconds,
  parseMinutesSeconds,
  pointsToRoastCurve,
  samplePoints,
} from './manualPoints';
import type { ManualPoint } from './manualPoints';

const point = (
  time: string,
  bt: number | null,
  et: number | null = null,
  event: ManualPoint['event'] = '',
): ManualPoint => ({
  time,
  bt,
  et,
  event,
});

describe('manual roast points', () => {
  it('reads mm:ss and rejects other forms', () => {
    expect(parseMinutesSeconds('04:30')).toBe(270_000);
    expect(parseMinutesSeconds(' 9:05 ')).toBe(545_000);
    expect(parseMinutesSeconds('4:75')).toBeNull();
    expect(parseMinutesSeconds('270')).toBeNull();
    expect(formatMinutesSeconds(545_000)).toBe('09:05');
  });

  it('turns the rows into samples in time order with CHARGE at 00:00 and the computed turning point', () => {
    const { curve, issues } = pointsToRoastCurve([
      point('02:00', 110, 210),
      point('00:00', 200, 230),
      emptyPoint(),
      point('01:00', 95, 205),
      point('04:00', 150, 220, 'dryEnd'),
    ]);
    expect(issues).toEqual([]);
    expect(curve.samples.map((sample) => sample.timeMs)).toEqual([0, 60_000, 120_000, 240_000]);
    expect(curve.events).toEqual([
      { type: 'charge', timeMs: 0, bt: 200, et: 230 },
      { type: 'tp', timeMs: 60_000, bt: 95, et: 205 },
      { type: 'dryEnd', timeMs: 240_000, bt: 150, et: 220 },
    ]);
  });

  it('names the row, field and rule of each problem and leaves those rows out of the curve', () => {
    const { curve, issues } = pointsToRoastCurve([
      point('00:00', 200),
      point('1:7', 150),
      point('01:00', null, 210),
      point('02:00', 400),
      point('00:00', 180),
      point('03:00', 150, Number.NaN),
      point('', 160),
    ]);
    expect(issues).toEqual([
      { row: 1, field: 'time', rule: 'format' },
      { row: 2, field: 'bt', rule: 'required' },
      { row: 3, field: 'bt', rule: 'range', min: 0, max: 300 },
      { row: 4, field: 'time', rule: 'duplicate', otherRow: 0 },
      { row: 5, field: 'et', rule: 'number', min: 0, max: 300 },
      { row: 6, field: 'time', rule: 'required' },
    ]);
    expect(curve.samples).toEqual([{ timeMs: 0, bt: 200, et: null }]);
  });

  it('refuses an event marked twice or out of roast order', () => {
    const { curve, issues } = pointsToRoastCurve([
      point('00:00', 200),
      point('05:00', 150, null, 'fcStart'),
      point('06:00', 160, null, 'dryEnd'),
      point('07:00', 170, null, 'fcStart'),
    ]);
    expect(issues).toEqual([
      { row: 1, field: 'event', rule: 'order', event: 'fcStart', after: 'dryEnd' },
      { row: 3, field: 'event', rule: 'duplicate', event: 'fcStart', otherRow: 1 },
    ]);
    expect(curve.events.map((event) => event.type)).toEqual(['charge', 'tp', 'dryEnd']);
  });

  it('refuses times beyond one hour', () => {
    expect(pointsToRoastCurve([point('61:00', 200)]).issues).toEqual([
      { row: 0, field: 'time', rule: 'range', max: 3_600_000 },
    ]);
  });

  it('gives the sample roast its phases and a development time ratio of 20 %', () => {
    const { curve, issues } = pointsToRoastCurve(samplePoints());
    expect(issues).toEqual([]);
    const analysis = analyzeRoast({ ...curve, weightInG: null, weightOutG: null });
    expect(analysis.phases.map((phase) => phase.key)).toEqual(['drying', 'maillard', 'development']);
    expect(analysis.developmentRatio).toBeCloseTo(20);
    expect(analysis.rateOfRise.length).toBeGreaterThan(0);
  });
});
