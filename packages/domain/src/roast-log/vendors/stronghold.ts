import type { RoastEventType } from '../types';
import { clockMs, fileStem, numberCell } from './assemble';
import { cellText, type SheetVendor } from './sheetVendor';

/** Column titles of Stronghold's logs, English (as the machine's software writes them) and Korean. */
const TITLES = {
  time: /^(time|시간)$/i,
  bt: /bean surface temperature$|원두\s*표면\s*온도$/i,
  et: /inside the furnace|로\s*내\s*온도|드럼\s*내부\s*온도/i,
  air: /heat and wind temperature|열풍\s*온도/i,
  note: /additional note|비고|메모/i,
} as const;
/** What a roaster types in the note column for an event. */
const NOTES: ReadonlyArray<readonly [RegExp, RoastEventType]> = [
  [/^(dry|dry end|yellow|옐로우|드라이)/i, 'dryEnd'],
  [/^(1st|1차)\s*(end|종료|e)$/i, 'fcEnd'],
  [/^(1st|1차|fc)/i, 'fcStart'],
  [/^(2nd|2차)\s*(end|종료|e)$/i, 'scEnd'],
  [/^(2nd|2차|sc)/i, 'scStart'],
  [/^(drop|배출)/i, 'drop'],
];

const headerOf = (rows: ReadonlyArray<readonly unknown[]>) => (rows[0] ?? []).map(cellText);

/**
 * Stronghold (a Korean maker) XLSX log: one sheet, a row a second with the clock as `mm:ss`, the furnace (drum)
 * temperature read as the air curve, the bean surface temperature as the bean curve, events typed in the note column
 * (TP, 1st, 2nd); CHARGE is the first row, DROP the last unless a note marks it.
 */
export const stronghold: SheetVendor = {
  format: 'stronghold',
  detect: ({ sheets }) => {
    const header = headerOf(sheets[0]?.rows ?? []);
    return TITLES.time.test(header[0] ?? '') && header.some((title) => TITLES.bt.test(title));
  },
  read({ sheets }, fileName) {
    const rows = sheets[0]?.rows ?? [];
    const header = headerOf(rows);
    const find = (pattern: RegExp) => header.findIndex((title) => pattern.test(title));
    const data = rows.slice(1).filter((row) => clockMs(cellText(row[0])) !== null);
    const series = (index: number) => data.map((row) => (index < 0 ? null : numberCell(row[index] as string)));
    const marks: Partial<Record<RoastEventType, number>> = {};
    const note = find(TITLES.note);
    data.forEach((row, index) => {
      const type = NOTES.find(([pattern]) => pattern.test(cellText(row[note])))?.[1];
      if (note >= 0 && type && marks[type] === undefined) marks[type] = index;
    });
    return {
      source: 'stronghold',
      recordedUnit: 'C',
      timesMs: data.map((row) => clockMs(cellText(row[0]))!),
      bt: series(find(TITLES.bt)),
      et: series(find(TITLES.et)),
      marks: { drop: data.length - 1, ...marks },
      extras: [{ name: 'hot air', values: series(find(TITLES.air)) }],
      title: fileStem(fileName),
    };
  },
};
