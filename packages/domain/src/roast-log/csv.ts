import { fahrenheitToCelsius, ROAST_EVENTS, withTurningPoint } from '@coffee/domain/pages';
import { RoastLogFormatError } from './artisan';
import type { RoastEvent, RoastEventType, RoastExtraSeries, RoastLog, RoastSample } from './types';

/** Header fields of Artisan's CSV export that carry event times (mm:ss since recording start). */
const HEADER_EVENTS: Readonly<Record<string, RoastEventType>> = Object.fromEntries(
  ROAST_EVENTS.flatMap((event) => (event.csvHeader ? [[event.csvHeader, event.type]] : [])),
);

const BASE_COLUMNS = new Set(['Time1', 'Time2', 'ET', 'BT', 'Event']);

/** `[h:]mm:ss` → ms; null when empty or malformed. */
export function parseClockTime(text: string | undefined): number | null {
  const match = /^\s*(?:(\d+):)?(\d+):(\d{1,2}(?:\.\d+)?)\s*$/.exec(text ?? '');
  if (!match) return null;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  return Math.round((Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds)) * 1000);
}

function splitRow(line: string, delimiter: string): string[] {
  return line.split(delimiter).map((cell) => cell.trim().replace(/^"(.*)"$/, '$1'));
}

function reading(cell: string | undefined): number | null {
  if (cell === undefined || cell === '') return null;
  const value = Number(cell);
  return Number.isFinite(value) && value !== -1 ? value : null;
}

/** `10.08.2015` (Artisan's dd.MM.yyyy) → `2015-08-10`. */
function isoDate(text: string | undefined): string | null {
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text?.trim() ?? '');
  if (!match) return null;
  const [, day = '', month = '', year = ''] = match;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** Reads Artisan's CSV export (tab separated; comma accepted too). Times become relative to CHARGE, °F becomes °C. */
export function parseArtisanCsv(text: string): RoastLog {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '');
  const [headerLine, columnLine, ...rows] = lines;
  if (!headerLine || !columnLine) throw new RoastLogFormatError('Not an Artisan CSV export: header lines missing');
  const delimiter = columnLine.includes('\t') ? '\t' : ',';

  const header = new Map<string, string>();
  for (const field of splitRow(headerLine, delimiter)) {
    const colon = field.indexOf(':');
    if (colon > 0) header.set(field.slice(0, colon), field.slice(colon + 1));
  }
  const columns = splitRow(columnLine, delimiter);
  const col = (name: string): number => columns.indexOf(name);
  const [time1, et, bt] = [col('Time1'), col('ET'), col('BT')];
  if (time1 < 0 || bt < 0) throw new RoastLogFormatError('Not an Artisan CSV export: Time1/BT columns missing');

  const unit = header.get('Unit')?.trim().toUpperCase() === 'F' ? 'F' : 'C';
  const toCelsius = (value: number | null): number | null =>
    value === null || unit === 'C' ? value : fahrenheitToCelsius(value);
  const chargeMs = parseClockTime(header.get('CHARGE')) ?? 0;

  const samples: RoastSample[] = [];
  const extras = columns.flatMap((name, index) =>
    BASE_COLUMNS.has(name) ? [] : [{ index, series: { name, points: [] } as RoastExtraSeries }],
  );
  for (const row of rows) {
    const cells = splitRow(row, delimiter);
    const startMs = parseClockTime(cells[time1]);
    if (startMs === null) continue;
    const timeMs = startMs - chargeMs;
    const sample = { timeMs, bt: toCelsius(reading(cells[bt])), et: toCelsius(reading(cells[et])) };
    if (sample.bt !== null || sample.et !== null) samples.push(sample);
    for (const { index, series } of extras) {
      const value = reading(cells[index]);
      if (value !== null) series.points.push({ timeMs, value });
    }
  }

  const marked: RoastEvent[] = [];
  for (const [field, type] of Object.entries(HEADER_EVENTS)) {
    const startMs = parseClockTime(header.get(field));
    if (startMs === null) continue;
    const timeMs = startMs - chargeMs;
    const at = samples.find((sample) => sample.timeMs === timeMs);
    marked.push({ type, timeMs, bt: at?.bt ?? null, et: at?.et ?? null });
  }

  return {
    source: 'csv',
    recordedUnit: unit,
    title: '',
    beans: '',
    date: isoDate(header.get('Date')),
    operator: '',
    roaster: '',
    roastingNotes: '',
    cuppingNotes: '',
    weightInG: null,
    weightOutG: null,
    samples,
    events: withTurningPoint(samples, marked),
    extraSeries: extras.map(({ series }) => series),
  };
}
