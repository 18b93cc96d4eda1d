import { parseArtisanLog } from './artisan';
import { roastLogToAlog } from './alogExport';
import { readRoastLogFile } from './parse';
import { fromChartLog, resultFieldsToRoastEvents, roastLogToResultFields } from './resultFields';
import { R68_ALOG, readFixtureBytes } from './testing/fixtures';
import type { RoastLog } from './types';

const eventTimes = (log: Pick<RoastLog, 'events'>) => log.events.map(({ type, timeMs }) => [type, timeMs]);

describe('a roast exported for Artisan (.alog)', () => {
  it.each([
    ['an Artisan log', R68_ALOG],
    ['a Korean Cropster export', 'roast-logs/cropster/export-roasts_PR-2801_ko.xls'],
    ['a Loring log', 'roast-logs/loring/RST_LOG5.csv'],
  ])(
    'reads back from %s with the same curve, events and details',
    async (_, file) => {
      const log = await readRoastLogFile(file.split('/').pop()!, readFixtureBytes(file));
      const again = parseArtisanLog(roastLogToAlog(log, log));
      expect(again.samples).toEqual(log.samples);
      expect(eventTimes(again)).toEqual(eventTimes(log));
      expect(again).toMatchObject({
        title: log.title,
        beans: log.beans,
        date: log.date,
        weightInG: log.weightInG,
        weightOutG: log.weightOutG,
      });
    },
    30_000,
  );

  it("keeps a stored batch's figures: import, store as the batch's fields, export, import again", async () => {
    const log = await readRoastLogFile('R68.alog', readFixtureBytes(R68_ALOG));
    const fields = roastLogToResultFields(log);
    const stored = { samples: fromChartLog(fields.roasting_chart_log), events: resultFieldsToRoastEvents(fields) };
    const again = parseArtisanLog(roastLogToAlog(stored));
    expect(again.samples).toEqual(stored.samples);
    for (const event of stored.events) {
      const read = again.events.find((candidate) => candidate.type === event.type)!;
      expect(Math.abs(read.timeMs - event.timeMs)).toBeLessThanOrEqual(1000);
    }
  });

  it('writes Korean, quotes and line breaks as Artisan escapes them, and reads them back', () => {
    const samples = [0, 1000, 2000].map((timeMs) => ({ timeMs, bt: 150 + timeMs / 100, et: null }));
    const text = roastLogToAlog({ samples, events: [] }, { title: "과테말라 'Hermosa'\n2차", beans: 'Café' });
    expect(text).toContain("'title': '\\\\uacfc");
    expect(parseArtisanLog(text)).toMatchObject({ title: "과테말라 'Hermosa'\n2차", beans: 'Café' });
    expect(parseArtisanLog(text).samples[1]).toEqual({ timeMs: 1000, bt: 160, et: null });
  });
});
