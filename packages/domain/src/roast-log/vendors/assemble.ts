import { fahrenheitToCelsius, withTurningPoint } from '@coffee/domain/pages';
import { RoastLogFormatError } from '../artisan';
import type { RoastEvent, RoastEventType, RoastExtraSeries, RoastLog, RoastLogSource } from '../types';

/** What a machine's export says, column by column, before it becomes a roast log. */
export interface VendorReading {
  source: RoastLogSource;
  recordedUnit: 'C' | 'F';
  /** Each sample's time in ms from the start of the recording. */
  timesMs: readonly number[];
  bt: ReadonlyArray<number | null>;
  et: ReadonlyArray<number | null>;
  /** Sample index of each event the file marks; CHARGE defaults to the first sample. */
  marks: Partial<Record<RoastEventType, number>>;
  extras?: ReadonlyArray<{ name: string; values: ReadonlyArray<number | null> }>;
  title?: string;
  beans?: string;
  date?: string | null;
  operator?: string;
  roaster?: string;
  weightInG?: number | null;
  weightOutG?: number | null;
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/**
 * The roast log of a reading: times from CHARGE, temperatures in °C (to 2 decimals after a °F conversion), events
 * with the readings of their sample, the turning point computed as for every other format.
 */
export function assembleLog(reading: VendorReading): RoastLog {
  const { timesMs, bt, et, recordedUnit } = reading;
  if (!bt.some((value) => value !== null) && !et.some((value) => value !== null))
    throw new RoastLogFormatError('no temperature readings');
  const celsius = (value: number | null | undefined): number | null =>
    value === null || value === undefined ? null : recordedUnit === 'F' ? round(fahrenheitToCelsius(value), 2) : value;
  const chargeIndex = reading.marks.charge ?? 0;
  const chargeMs = timesMs[chargeIndex] ?? 0;
  const samples = timesMs.map((timeMs, index) => ({
    timeMs: timeMs - chargeMs,
    bt: celsius(bt[index]),
    et: celsius(et[index]),
  }));
  const marked: RoastEvent[] = Object.entries({ ...reading.marks, charge: chargeIndex }).flatMap(([type, index]) => {
    const sample = index === undefined ? undefined : samples[index];
    return sample ? [{ type: type as RoastEventType, ...sample }] : [];
  });
  const extraSeries: RoastExtraSeries[] = (reading.extras ?? []).map(({ name, values }) => ({
    name,
    points: values.flatMap((value, index) =>
      value === null || samples[index] === undefined ? [] : [{ timeMs: samples[index].timeMs, value }],
    ),
  }));
  return {
    source: reading.source,
    recordedUnit,
    title: reading.title ?? '',
    beans: reading.beans ?? '',
    date: reading.date ?? null,
    operator: reading.operator ?? '',
    roaster: reading.roaster ?? '',
    roastingNotes: '',
    cuppingNotes: '',
    weightInG: reading.weightInG ?? null,
    weightOutG: reading.weightOutG ?? null,
    samples: samples.filter((sample) => sample.bt !== null || sample.et !== null),
    events: withTurningPoint(samples, marked),
    extraSeries,
  };
}

/**
 * A logger that repeats a reading until it changes by a whole step draws a staircase; Artisan reads such files
 * (Giesen, Petroncini) with the repeats replaced by a straight line between the readings that changed, keeping the
 * last reading. The same here, so both tools show the same curve.
 */
export function interpolateRepeats(values: ReadonlyArray<number | null>): Array<number | null> {
  const kept: Array<number | null> = values.map((value, index) =>
    index > 0 && index < values.length - 1 && value !== null && value === lastDistinct(values, index) ? null : value,
  );
  for (let index = 1; index < kept.length - 1; index += 1) {
    if (kept[index] !== null) continue;
    const before = kept[index - 1];
    let after = index + 1;
    while (after < kept.length && kept[after] === null) after += 1;
    const end = kept[after];
    if (before === null || before === undefined || end === null || end === undefined) continue;
    for (let gap = index; gap < after; gap += 1)
      kept[gap] = before + ((end - before) * (gap - index + 1)) / (after - index + 1);
    index = after;
  }
  return kept;
}

function lastDistinct(values: ReadonlyArray<number | null>, index: number): number | null {
  for (let previous = index - 1; previous >= 0; previous -= 1) if (values[previous] !== null) return values[previous]!;
  return null;
}

/** A number cell: decimal comma accepted, empty or unreadable is null. */
export function numberCell(cell: string | number | undefined | null): number | null {
  if (cell === undefined || cell === null) return null;
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null;
  const text = cell.trim().replace(',', '.');
  if (text === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** The lines of a text file without a byte-order mark, blank lines dropped. */
export function textLines(text: string): string[] {
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '');
}

/** One CSV line's cells, trimmed, with double-quoted cells (and their doubled quotes) read as one. */
export function csvCells(line: string, delimiter = ','): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === delimiter) {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells;
}

/** `mm:ss` or `h:mm:ss` (fractions of a second allowed) → ms; null when malformed. */
export function clockMs(text: string | undefined): number | null {
  const match = /^\s*(-)?(?:(\d+):)?(\d+):(\d{1,2}(?:\.\d+)?)\s*$/.exec(text ?? '');
  if (!match) return null;
  const [, minus, hours = '0', minutes = '0', seconds = '0'] = match;
  const ms = Math.round((Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds)) * 1000);
  return minus ? -ms : ms;
}

/** The file name without folders and extension: the title a log without one gets, as in Artisan. */
export function fileStem(fileName: string): string {
  return (fileName.split(/[\\/]/).pop() ?? '').replace(/\.[^.]+$/, '');
}

export const isoDay = (year: number, month: number, day: number): string | null =>
  year > 1900 && month >= 1 && month <= 12 && day >= 1 && day <= 31
    ? `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
    : null;
