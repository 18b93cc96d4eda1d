import type { RoastEventType } from '../types';
import { csvCells, fileStem, numberCell } from './assemble';
import type { TextVendor } from './textVendor';

const EVENT_NAMES: Readonly<Record<string, RoastEventType>> = {
  charge: 'charge',
  yellowing: 'dryEnd',
  firstcrack: 'fcStart',
  secondcrack: 'scStart',
  drop: 'drop',
};
const BATCH_NAME = /^(.*?) - Batch (\d{1,6})$/;

/**
 * Roest CSV: a byte-order mark, units in the column titles (`Bean temp (°C)`), time in milliseconds, events named in
 * an `Event` column (Charge, Yellowing, Firstcrack); DROP is the last row. The file name carries the profile's title
 * and batch number (`<title> - Batch <n>.csv`).
 */
export const roest: TextVendor = {
  format: 'roest',
  detect: ([header = '']) => /^Time,Event,/.test(header) && /Bean temp \(°[CF]\)/.test(header),
  read(lines, fileName) {
    const [headerLine = '', ...rows] = lines;
    const header = csvCells(headerLine);
    const find = (prefix: string) => header.findIndex((cell) => cell.startsWith(prefix));
    const cells = rows.map((row) => csvCells(row));
    const series = (index: number) => cells.map((row) => numberCell(row[index]));
    const bean = find('Bean temp (');
    const unit = header[bean]?.includes('°F') ? 'F' : 'C';
    const marks: Partial<Record<RoastEventType, number>> = { drop: cells.length - 1 };
    cells.forEach((row, index) => {
      const type = EVENT_NAMES[(row[find('Event')] ?? '').toLowerCase()];
      if (type && marks[type] === undefined) marks[type] = index;
      else if (type === 'drop') marks.drop = index;
    });
    const stem = fileStem(fileName);
    return {
      source: 'roest',
      recordedUnit: unit,
      timesMs: series(find('Time')).map((ms, index) => ms ?? index * 1000),
      bt: series(bean),
      et: series(find('Air temp (')),
      marks,
      extras: ['Inlet temp (', 'Drum temp (', 'Exhaust Temp (', 'Power (', 'Fan (', 'RPM ('].flatMap((prefix) => {
        const index = find(prefix);
        return index < 0 ? [] : [{ name: header[index]!, values: series(index) }];
      }),
      title: BATCH_NAME.exec(stem)?.[1] ?? stem,
    };
  },
};
