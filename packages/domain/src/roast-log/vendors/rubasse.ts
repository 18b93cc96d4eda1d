import { csvCells, fileStem, numberCell } from './assemble';
import type { TextVendor } from './textVendor';

/** The summary line's cells that hold the first and second crack, in seconds from the start. */
const SUMMARY = { fcStart: 19, scStart: 21 } as const;
/** The columns of a data row: seconds, bean temperature, fan, heater, rate of rise, drum, humidity, air, pressure. */
const COLUMN = { time: 0, bt: 1, fan: 2, heater: 3, drum: 5, humidity: 6, et: 7, pressure: 8 } as const;

const numeric = (line: string) => csvCells(line).every((cell) => cell === '' || numberCell(cell) !== null);

/**
 * Rubasse CSV, which has no header row: a first line of about 25 figures (settings and the roast's summary, the
 * crack times among them), then one row a second. Unlike Artisan, which leaves the bean curve out of this format,
 * the second column is read as the bean temperature: its values fall from the charge temperature to the turning
 * point and rise to the drop temperature of the summary.
 */
export const rubasse: TextVendor = {
  format: 'rubasse',
  detect: ([summary = '', ...rows]) =>
    csvCells(summary).length >= 22 &&
    numeric(summary) &&
    rows.length > 10 &&
    rows.slice(0, 10).every((row) => numeric(row) && csvCells(row).length >= 8),
  read([summary = '', ...rows], fileName) {
    const cells = rows.map((row) => csvCells(row));
    const totals = csvCells(summary).map(numberCell);
    const series = (index: number) => cells.map((row) => numberCell(row[index]));
    const timesMs = series(COLUMN.time).map((seconds, index) => (seconds ?? index) * 1000);
    const at = (seconds: number | null | undefined) => {
      if (!seconds || seconds <= 0) return undefined;
      const index = timesMs.findIndex((ms) => ms >= seconds * 1000);
      return index > 0 ? index : undefined;
    };
    const fcStart = at(totals[SUMMARY.fcStart]);
    const scStart = at(totals[SUMMARY.scStart]);
    return {
      source: 'rubasse',
      recordedUnit: 'C',
      timesMs,
      bt: series(COLUMN.bt),
      et: series(COLUMN.et),
      marks: { ...(fcStart ? { fcStart } : {}), ...(scStart ? { scStart } : {}), drop: cells.length - 1 },
      extras: (['fan', 'heater', 'drum', 'humidity', 'pressure'] as const).map((name) => ({
        name,
        values: series(COLUMN[name]),
      })),
      title: fileStem(fileName),
    };
  },
};
