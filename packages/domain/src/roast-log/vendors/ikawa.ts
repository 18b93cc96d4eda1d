import { csvCells, fileStem, isoDay, numberCell } from './assemble';
import { columnsOf, type TextVendor } from './textVendor';

const FILE_DATE = /IKAWA (\d{4})-(\d{2})-(\d{2}) \d{6}/;

/**
 * IKAWA app CSV, in either column layout (`temp above` / `temp below`, or the older `exaust temp` / `inlet temp`),
 * one row a second. The exhaust is read as the bean curve and the inlet as the air, as Artisan does (the sample
 * roaster has no bean probe); CHARGE is the first `doser open` row, DROP the first `cooling` row, first crack the
 * app's `adfc_timestamp` (seconds after CHARGE).
 */
export const ikawa: TextVendor = {
  format: 'ikawa',
  detect: ([header = '']) => {
    const cells = csvCells(header);
    return cells.includes('state') && (cells.includes('temp above') || cells.includes('exaust temp'));
  },
  read(lines, fileName) {
    const [header = '', ...rows] = lines;
    const column = columnsOf(csvCells(header));
    const cells = rows.map((row) => csvCells(row));
    const firstOf = (...names: string[]) => names.map(column).find((index) => index >= 0) ?? -1;
    const series = (...names: string[]) => {
      const index = firstOf(...names);
      return cells.map((row) => numberCell(row[index]));
    };
    const states = cells.map((row) => row[column('state')] ?? '');
    const charge = states.indexOf('doser open');
    const drop = states.indexOf('cooling');
    const crackSeconds = numberCell(cells.at(-1)?.[column('adfc_timestamp')]);
    const fcStart = charge >= 0 && crackSeconds && crackSeconds > 0 ? charge + Math.round(crackSeconds) : -1;
    const date = FILE_DATE.exec(fileName);
    return {
      source: 'ikawa',
      recordedUnit: 'C',
      timesMs: cells.map((_, index) => index * 1000),
      bt: series('temp above', 'exaust temp'),
      et: series('temp below', 'inlet temp'),
      marks: {
        ...(charge >= 0 ? { charge } : {}),
        ...(fcStart > 0 && fcStart < cells.length ? { fcStart } : {}),
        ...(drop > 0 ? { drop } : {}),
      },
      extras: [
        { name: 'setpoint', values: series('setpoint', 'temp set') },
        { name: 'fan speed', values: series('fan speed', 'fan speed (RPM)') },
      ],
      title: fileStem(fileName),
      date: date ? isoDay(Number(date[1]), Number(date[2]), Number(date[3])) : null,
    };
  },
};
