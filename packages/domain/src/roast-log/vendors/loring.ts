import { csvCells, fileStem, interpolateRepeats, isoDay, numberCell } from './assemble';
import { columnsOf, type TextVendor } from './textVendor';

/** `6/15/2022 10:45:12 AM` (US order, 12-hour clock) → [ISO day, ms of the day]. */
function usDateTime(text: string | undefined): [string | null, number] | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})\s+(\d{1,2}):(\d{2}):(\d{2})\s*([AP]M)?$/i.exec(text?.trim() ?? '');
  if (!match) return null;
  const [, month, day, year, hour, minute, second, half] = match;
  const hours = (Number(hour) % 12) + (half?.toUpperCase() === 'PM' ? 12 : half ? 0 : Number(hour) >= 12 ? 12 : 0);
  return [
    isoDay(Number(year), Number(month), Number(day)),
    ((hours * 60 + Number(minute)) * 60 + Number(second)) * 1000,
  ];
}

/**
 * Loring log CSV: temperatures as integers ×10 and the burner ×100 (°C when `DegreesCelciusOnOff` is 1, else °F), a US date and time per
 * row (about every 6 s), the colour change and the cracks as on/off columns, DROP where roasting turns off. The
 * return air is read as the air curve and repeated readings are smoothed, as Artisan does.
 */
export const loring: TextVendor = {
  format: 'loring',
  detect: ([header = '']) => {
    const cells = csvCells(header);
    return cells.includes('BeanTemperature') && cells.includes('RoastingOnOff');
  },
  read(lines, fileName) {
    const [header = '', ...rows] = lines;
    const column = columnsOf(csvCells(header));
    const cells = rows.map((row) => csvCells(row)).filter((row) => numberCell(row[column('BeanTemperature')]) !== null);
    const scaled = (name: string, divisor: number) =>
      cells.map((row) => {
        const value = numberCell(row[column(name)]);
        return value === null ? null : value / divisor;
      });
    const tenths = (name: string) => scaled(name, 10);
    const flag = (name: string) => cells.map((row) => row[column(name)] === '1');
    const clock = cells.map((row) => usDateTime(row[column('Time')]));
    const first = clock[0];
    const seconds = (row: readonly string[]) => numberCell(row[column('RoastTimeSeconds')]) ?? 0;
    const timesMs = cells.map((row, index) => {
      const at = clock[index];
      return first && at ? at[1] - first[1] : (seconds(row) - seconds(cells[0]!)) * 1000;
    });
    const firstOn = (name: string) => flag(name).indexOf(true);
    const roasting = flag('RoastingOnOff');
    const drop = roasting.findIndex((on, index) => !on && roasting.slice(0, index).includes(true));
    const marks = Object.fromEntries(
      (
        [
          ['dryEnd', firstOn('ColorChangeOnOff')],
          ['fcStart', firstOn('FirstCrackOnOff')],
          ['scStart', firstOn('SecondCrackOnOff')],
          ['drop', drop >= 0 ? drop : cells.length - 1],
        ] as const
      ).filter(([, index]) => index > 0),
    );
    const celsius = cells.every((row) => row[column('DegreesCelciusOnOff')] !== '0');
    return {
      source: 'loring',
      recordedUnit: celsius ? 'C' : 'F',
      timesMs,
      bt: interpolateRepeats(tenths('BeanTemperature')),
      et: interpolateRepeats(tenths('ReturnAirTemperature')),
      marks,
      extras: [
        { name: 'inlet', values: tenths('InletAirTemperature') },
        { name: 'stack', values: tenths('StackTemperature') },
        { name: 'burner', values: scaled('BurnerPercentage', 100) },
      ],
      title: fileStem(fileName),
      date: first?.[0] ?? null,
    };
  },
};
