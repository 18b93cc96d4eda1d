import { RoastLogFormatError } from './artisan';
import { parseRoastLog } from './parse';
import { parseRoasTime } from './roastime';
import { R60_ALOG, R60_ROASTIME, readFixture } from './testing/fixtures';

const roast = () => JSON.parse(readFixture(R60_ROASTIME)) as Record<string, unknown>;

describe('Aillio RoasTime roasts (behaviour §08-6.1)', () => {
  const log = parseRoastLog('roast.json', readFixture(R60_ROASTIME));

  it('is recognised among JSON roast logs and read with its weights and names', () => {
    expect(log).toMatchObject({
      source: 'roastime',
      recordedUnit: 'C',
      beans: 'sumava_costa_rica_2504',
      roaster: 'Aillio Bullet R1',
      weightInG: 240,
      weightOutG: 204,
      date: '2025-05-17',
    });
    expect(log.samples).toHaveLength(1719);
    expect(log.extraSeries.map((s) => s.name)).toEqual(['Exit']);
  });

  it('turns the sample indexes into events relative to CHARGE (crack and yellowing indexes count from 1)', () => {
    const seconds = Object.fromEntries(log.events.map((e) => [e.type, e.timeMs / 1000]));
    // roastStartIndex 39, indexYellowingStart 721, indexFirstCrackStart 1099, roastEndIndex 1347 at 2 readings a second.
    expect(seconds).toMatchObject({ charge: 0, dryEnd: 340.5, fcStart: 529.5, drop: 654 });
    expect(log.events.map((e) => e.type)).toEqual(['charge', 'tp', 'dryEnd', 'fcStart', 'fcEnd', 'drop']);
    expect(log.samples.find((s) => s.timeMs === 0)?.bt).toBe(log.events[0]!.bt);
  });

  it('keeps the events of the Artisan log it was built from, within one reading', () => {
    const artisan = parseRoastLog('r60.alog', readFixture(R60_ALOG));
    for (const type of ['dryEnd', 'fcStart', 'fcEnd', 'drop'] as const) {
      const original = artisan.events.find((e) => e.type === type)!;
      const imported = log.events.find((e) => e.type === type)!;
      expect(Math.abs(imported.timeMs - original.timeMs)).toBeLessThanOrEqual(1000);
      expect(Math.abs(imported.bt! - original.bt!)).toBeLessThan(1);
    }
  });

  it('leaves out crack indexes of 0 and missing readings (-1)', () => {
    const edited = {
      ...roast(),
      indexFirstCrackEnd: 0,
      beanTemperature: [-1, ...(roast().beanTemperature as number[])],
    };
    const parsed = parseRoasTime(edited);
    expect(parsed.events.some((e) => e.type === 'fcEnd')).toBe(false);
    expect(parsed.events.some((e) => e.type === 'scStart')).toBe(false);
  });

  it('refuses a roast without bean temperatures', () => {
    expect(() => parseRoasTime({ ...roast(), beanTemperature: [] })).toThrow(RoastLogFormatError);
  });
});
