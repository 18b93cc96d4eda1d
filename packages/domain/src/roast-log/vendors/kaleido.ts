import type { RoastEventType } from '../types';
import { clockMs, csvCells, fileStem, isoDay, numberCell } from './assemble';
import { columnsOf, type TextVendor } from './textVendor';

const EVENT_SECTIONS: Readonly<Record<string, RoastEventType>> = {
  StartBeansIn: 'charge',
  TurntoYellow: 'dryEnd',
  '1stBoomStart': 'fcStart',
  '1stBoomEnd': 'fcEnd',
  '2ndBoomStart': 'scStart',
  '2ndBoomEnd': 'scEnd',
  BeansColdDown: 'drop',
};

/** The file's `[{Name}]` sections and the lines under each, up to the data. */
function sections(lines: readonly string[]): Map<string, string[]> {
  const found = new Map<string, string[]>();
  let current: string[] | null = null;
  for (const line of lines) {
    const name = /^\[\{(.+)\}\]$/.exec(line.trim())?.[1];
    if (name) found.set(name, (current = []));
    else current?.push(line.trim());
  }
  return found;
}

/**
 * Kaleido roaster's CSV (`KLDO data file`): sections of settings and events (`170@00:00` = temperature at mm:ss),
 * then a `[{DATA}]` table with the time in ms, BT and ET. Events are placed on the sample nearest their time.
 */
export const kaleido: TextVendor = {
  format: 'kaleido',
  detect: ([first = '']) => first.startsWith('KLDO data file'),
  read(lines, fileName) {
    const byName = sections(lines);
    const [header = '', ...rows] = byName.get('DATA') ?? [];
    const column = columnsOf(csvCells(header));
    const cells = rows.map((row) => csvCells(row));
    const series = (name: string) => cells.map((row) => numberCell(row[column(name)]));
    const timesMs = series('Time').map((ms, index) => ms ?? index * 1000);
    const nearest = (ms: number) =>
      timesMs.reduce((best, time, index) => (Math.abs(time - ms) < Math.abs(timesMs[best]! - ms) ? index : best), 0);
    const marks: Partial<Record<RoastEventType, number>> = {};
    for (const [section, type] of Object.entries(EVENT_SECTIONS)) {
      const at = clockMs(byName.get(section)?.[0]?.split('@')[1]);
      if (at !== null) marks[type] = nearest(at);
    }
    const cooked = /^(\d{2})-(\d{2})-(\d{2})/.exec(byName.get('CookDate')?.[0] ?? '');
    return {
      source: 'kaleido',
      recordedUnit: 'C',
      timesMs,
      bt: series('BT'),
      et: series('ET'),
      marks,
      extras: [
        { name: 'setpoint', values: series('SV') },
        { name: 'heater', values: series('HP') },
      ],
      title: byName.get('Comment')?.[0] || fileStem(fileName),
      date: cooked ? isoDay(2000 + Number(cooked[1]), Number(cooked[2]), Number(cooked[3])) : null,
    };
  },
};
