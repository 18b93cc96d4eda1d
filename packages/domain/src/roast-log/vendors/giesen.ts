import { csvCells, fileStem, interpolateRepeats, numberCell } from './assemble';
import { columnsOf, type TextVendor } from './textVendor';

/** Giesen Profiler CSV: one row a second, `beans` and `air` in whole degrees, no events (CHARGE is the first row). */
export const giesen: TextVendor = {
  format: 'giesen',
  detect: ([header = '']) => {
    const cells = csvCells(header);
    return cells.includes('beans') && cells.includes('air') && cells.includes('seconds');
  },
  read(lines, fileName) {
    const [header = '', ...rows] = lines;
    const column = columnsOf(csvCells(header));
    const cells = rows.map((row) => csvCells(row));
    const series = (name: string) => cells.map((row) => numberCell(row[column(name)]));
    const seconds = series('seconds');
    return {
      source: 'giesen',
      recordedUnit: 'C',
      timesMs: seconds.map((value, index) => (value ?? index) * 1000),
      bt: interpolateRepeats(series('beans')),
      et: interpolateRepeats(series('air')),
      marks: {},
      extras: ['ror', 'power', 'speed', 'pressure'].map((name) => ({ name, values: series(name) })),
      title: fileStem(fileName),
    };
  },
};
