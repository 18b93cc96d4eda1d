import { RoastLogFormatError } from '../artisan';
import { parseRoastLog, readRoastLogFile } from '../parse';
import type { RoastEventType, RoastLog } from '../types';
import { assembleLog } from './assemble';
import { cropster } from './cropster';
import { readVendorSheets } from './index';
import { readFixture, readFixtureBytes } from '../testing/fixtures';
import { disagreementsWithArtisan, type ArtisanProfile } from './artisanReading';

/** One real export per machine, beside Artisan's conversion of it (test-fixtures/roast-logs/SOURCES.md). */
const COMPARED = [
  ['cropster', 'cropster/export-roasts_PR-2801_ko'],
  ['stronghold', 'stronghold/profile_과테말라에르모사옥션랏'],
  ['giesen', 'giesen/Giesen_Profiler1'],
  ['ikawa', 'ikawa/IKAWA 2024-01-13 155121'],
  ['loring', 'loring/RST_LOG5'],
  ['petroncini', 'petroncini/2021_4_30_17_56_49'],
  ['roest', 'roest/Batch for Glosli - Batch 995'],
] as const;
const EXTENSION: Record<string, string> = { cropster: '.xls', stronghold: '.xlsx' };

describe.each(COMPARED)('a %s export', (format, stem) => {
  const file = `${stem}${EXTENSION[format] ?? '.csv'}`;
  const artisan = JSON.parse(readFixture(`roast-logs/${stem}.json`)) as ArtisanProfile;

  it('is recognised by its content and reads as Artisan reads it (0.1 °C, one sample)', async () => {
    // Named without its extension: the content alone tells the format.
    const log = await readRoastLogFile('export.dat', readFixtureBytes(`roast-logs/${file}`));
    expect(log.source).toBe(format);
    expect(disagreementsWithArtisan(log, artisan)).toEqual([]);
  }, 30_000);
});

const eventAt = (log: RoastLog, type: RoastEventType) => log.events.find((event) => event.type === type);

describe('what each export says besides its curves', () => {
  const read = (file: string) => readRoastLogFile(file.split('/').pop()!, readFixtureBytes(`roast-logs/${file}`));

  it('a Korean Cropster export gives its lot, profile, date, masses and the readings before CHARGE', async () => {
    const log = await read('cropster/export-roasts_PR-2801_ko.xls');
    expect(log).toMatchObject({
      beans: 'La Victoria - Colombia (VI)',
      title: 'La Victoria (Colombia) espresso - 6000 g',
      date: '2025-02-28',
      weightInG: 6000,
      weightOutG: 5160,
      recordedUnit: 'C',
    });
    expect(log.samples[0]!.timeMs).toBe(-268_000);
    expect(eventAt(log, 'fcStart')).toMatchObject({ timeMs: 477_000, bt: 192.8 });
  }, 30_000);

  it('a Kaleido log places its events on the samples nearest their times', async () => {
    const log = await read('kaleido/250515_1.csv');
    expect(log.source).toBe('kaleido');
    expect(log.date).toBe('2025-05-15');
    expect(eventAt(log, 'dryEnd')!.timeMs / 1000).toBeCloseTo(332, -0.5);
    expect(eventAt(log, 'fcStart')!.timeMs / 1000).toBeCloseTo(547, -0.5);
    expect(eventAt(log, 'drop')!.timeMs / 1000).toBeCloseTo(583, -0.5);
    expect(eventAt(log, 'fcStart')!.bt).toBeCloseTo(189, -0.5);
  });

  it('a Rubasse log without a header reads its crack from the summary line, the bean curve meeting it', async () => {
    const log = await read('rubasse/02.gua.300.217c.11m.csv');
    expect(log.source).toBe('rubasse');
    expect(eventAt(log, 'fcStart')).toMatchObject({ timeMs: 586_000 });
    expect(eventAt(log, 'fcStart')!.bt).toBeCloseTo(208.2, 0);
    expect(eventAt(log, 'drop')!.bt).toBeCloseTo(217.6, 0);
  });

  it('Loring, Petroncini and IKAWA give the roast day from their clock or file name', async () => {
    expect((await read('loring/RST_LOG5.csv')).date).toBe('2022-06-15');
    expect((await read('petroncini/2021_4_30_17_56_49.csv')).date).toBe('2021-04-30');
    expect((await read('ikawa/IKAWA 2024-01-13 155121.csv')).date).toBe('2024-01-13');
  });
});

describe('formats by content, not by name', () => {
  it('reads the older seven-column IKAWA layout', () => {
    const rows = ['time,fan set (%),temp set,fan speed (RPM),inlet temp,exaust temp,state'];
    for (let second = 0; second < 30; second += 1)
      rows.push(
        `${second},70,200,15000,${220 + second},${150 + second},${second < 3 ? 'preheat' : second < 25 ? 'doser open' : 'cooling'}`,
      );
    const log = parseRoastLog('export.csv', rows.join('\n'));
    expect(log.source).toBe('ikawa');
    expect(eventAt(log, 'charge')).toMatchObject({ timeMs: 0, bt: 153, et: 223 });
    expect(eventAt(log, 'drop')).toMatchObject({ timeMs: 22_000 });
  });

  it('converts an English Cropster workbook in °F and finds its cracks by the English comment names', () => {
    const curve = (name: string, offset: number) => ({
      name: `Curve - ${name}`,
      rows: [
        ['Time (s)', '(FAHRENHEIT) Value'],
        ...Array.from({ length: 11 }, (_, s) => [s - 2, 392 + offset + (s - 2)]),
      ],
    });
    const book = {
      sheets: [
        {
          name: 'General',
          rows: [
            ['Id-Tag', 'Lot name', 'Start weight', 'Start weight unit'],
            ['PR-1', 'Kenya AA', 10, 'LB'],
          ],
        },
        {
          name: 'Comments',
          rows: [
            ['Time (s)', 'Temp.', 'Comment type'],
            [6, 400, 'First crack'],
          ],
        },
        curve('Bean temperature', 0),
        curve('Exhaust temperature', 36),
      ],
    };
    const log = assembleLog(cropster.read(book, 'x.xls'));
    expect(cropster.detect(book)).toBe(true);
    expect(log).toMatchObject({ recordedUnit: 'F', beans: 'Kenya AA', weightInG: 4535.9 });
    expect(log.samples[2]).toEqual({ timeMs: 0, bt: 200, et: 220 });
    expect(eventAt(log, 'fcStart')).toMatchObject({ timeMs: 6000 });
  });

  it('refuses a spreadsheet that is no roast log, and a text that is no log', async () => {
    const book = {
      sheets: [
        {
          name: 'Budget',
          rows: [
            ['Month', 'Sales'],
            ['Jan', 10],
          ],
        },
      ],
    };
    expect(readVendorSheets('budget.xlsx', book)).toBeNull();
    await expect(
      readRoastLogFile(
        'notes.csv',
        Uint8Array.from('hello\nworld', (char) => char.charCodeAt(0)),
      ),
    ).rejects.toThrow(RoastLogFormatError);
  });
});
