import { csvCells, fileStem, interpolateRepeats, isoDay, numberCell } from './assemble';
import { columnsOf, type TextVendor } from './textVendor';

const HEADER = /^Year;Month;Day;/;

/**
 * Petroncini log CSV: a two-line preamble (the export path), semicolons, decimal commas, one row a second with the
 * clock in six columns, whole-degree readings (smoothed as Artisan does), CHARGE the first row and DROP the last.
 * The outlet is read as the air curve.
 */
export const petroncini: TextVendor = {
  format: 'petroncini',
  detect: (lines) => lines.slice(0, 5).some((line) => HEADER.test(line) && line.includes('Beans Temperature')),
  read(lines, fileName) {
    const start = lines.findIndex((line) => HEADER.test(line));
    const column = columnsOf(csvCells(lines[start] ?? '', ';'));
    const cells = lines.slice(start + 1).map((row) => csvCells(row, ';'));
    const series = (name: string) => cells.map((row) => numberCell(row[column(name)]));
    const [year, month, day] = ['Year', 'Month', 'Day'].map((name) => numberCell(cells[0]?.[column(name)]) ?? 0);
    return {
      source: 'petroncini',
      recordedUnit: 'C',
      timesMs: cells.map((_, index) => index * 1000),
      bt: interpolateRepeats(series('Beans Temperature')),
      et: interpolateRepeats(series('Outlet Temperature')),
      marks: { drop: cells.length - 1 },
      extras: [
        { name: 'inlet', values: interpolateRepeats(series('Inlet Temperature')) },
        { name: 'burner', values: series('Burner Percentage') },
      ],
      title: fileStem(fileName),
      date: isoDay(year!, month!, day!),
    };
  },
};
