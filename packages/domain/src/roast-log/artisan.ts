import { fahrenheitToCelsius, ROAST_EVENTS, withTurningPoint } from '@coffee/domain/pages';
import { decodePythonEscapes, parsePythonLiteral } from './pythonLiteral';
import type { PyDict, PyValue } from './pythonLiteral';
import type { RoastEvent, RoastEventType, RoastExtraSeries, RoastLog, RoastSample } from './types';

export class RoastLogFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RoastLogFormatError';
  }
}

/** Artisan's `timeindex` slots; COOL (slot 7) is not a timeline event. */
const TIMEINDEX_EVENTS: ReadonlyArray<RoastEventType | null> = Array.from(
  { length: 8 },
  (_, slot) => ROAST_EVENTS.find((event) => event.timeindex === slot)?.type ?? null,
);

const GRAMS_PER_UNIT: Readonly<Record<string, number>> = { g: 1, kg: 1000, lb: 453.59237, oz: 28.349523125 };

/** Artisan readings of -1 mean "no reading"; it writes other impossible values as well only as -1. */
const NO_READING = -1;

/**
 * Artisan stores its text fields `unicode_escape`-encoded (a newline is the two characters `\n`, `한` is
 * `\ud55c`); this undoes that second encoding.
 */
export function decodeArtisanText(value: PyValue | undefined): string {
  if (typeof value !== 'string') return '';
  try {
    return decodePythonEscapes(value);
  } catch {
    return value;
  }
}

function isDict(value: PyValue | undefined): value is PyDict {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function numbers(value: PyValue | undefined): Array<number | null> {
  return Array.isArray(value) ? value.map((v) => (typeof v === 'number' && Number.isFinite(v) ? v : null)) : [];
}

function asNumber(value: PyValue | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function toGrams(weight: PyValue | undefined, slot: 0 | 1): number | null {
  if (!Array.isArray(weight)) return null;
  const amount = asNumber(weight[slot]);
  const unit = typeof weight[2] === 'string' ? weight[2].toLowerCase() : 'g';
  const factor = GRAMS_PER_UNIT[unit];
  return amount && amount > 0 && factor ? amount * factor : null;
}

/** Parses the text of an Artisan file: JSON when it is JSON, else the Python literal of an `.alog`. */
export function readArtisanDocument(text: string): { dict: PyDict; json: boolean } {
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  let value: PyValue;
  let json = true;
  try {
    value = JSON.parse(trimmed) as PyValue;
  } catch {
    json = false;
    try {
      value = parsePythonLiteral(trimmed);
    } catch (error) {
      throw new RoastLogFormatError(`Not an Artisan log: ${(error as Error).message}`);
    }
  }
  if (!isDict(value)) throw new RoastLogFormatError('Not an Artisan log: the file is not a dictionary');
  return { dict: value, json };
}

/** Reads an Artisan `.alog` (Python literal) or Artisan JSON file; temperatures in °C, times relative to CHARGE. */
export function parseArtisanLog(text: string): RoastLog {
  const { dict, json } = readArtisanDocument(text);
  const timex = numbers(dict.timex);
  const et = numbers(dict.temp1);
  const bt = numbers(dict.temp2);
  if (timex.length === 0 || bt.length === 0) throw new RoastLogFormatError('The log has no temperature curve');

  const unit = dict.mode === 'F' ? 'F' : 'C';
  const toCelsius = (value: number | null | undefined): number | null => {
    if (value === null || value === undefined || value === NO_READING) return null;
    return unit === 'F' ? fahrenheitToCelsius(value) : value;
  };
  const timeindex = numbers(dict.timeindex);
  const chargeIndex = timeindex[0] ?? -1;
  const zeroSec = (chargeIndex >= 0 ? timex[chargeIndex] : timex[0]) ?? 0;
  const relativeMs = (seconds: number): number => Math.round((seconds - zeroSec) * 1000);

  const samples: RoastSample[] = [];
  timex.forEach((seconds, i) => {
    const sample = { bt: toCelsius(bt[i]), et: toCelsius(et[i]) };
    if (seconds !== null && (sample.bt !== null || sample.et !== null)) {
      samples.push({ timeMs: relativeMs(seconds), ...sample });
    }
  });

  const marked: RoastEvent[] = [];
  TIMEINDEX_EVENTS.forEach((type, slot) => {
    const index = timeindex[slot];
    const isSet = slot === 0 ? index !== null && index !== undefined && index >= 0 : !!index && index > 0;
    const seconds = isSet ? timex[index!] : undefined;
    if (type && isSet && seconds !== null && seconds !== undefined) {
      marked.push({ type, timeMs: relativeMs(seconds), bt: toCelsius(bt[index!]), et: toCelsius(et[index!]) });
    }
  });

  return {
    source: json ? 'artisan-json' : 'alog',
    recordedUnit: unit,
    title: decodeArtisanText(dict.title),
    beans: decodeArtisanText(dict.beans),
    date:
      typeof dict.roastisodate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(dict.roastisodate) ? dict.roastisodate : null,
    operator: decodeArtisanText(dict.operator),
    roaster: decodeArtisanText(dict.roastertype),
    roastingNotes: decodeArtisanText(dict.roastingnotes),
    cuppingNotes: decodeArtisanText(dict.cuppingnotes),
    weightInG: toGrams(dict.weight, 0),
    weightOutG: toGrams(dict.weight, 1),
    samples,
    events: withTurningPoint(samples, marked),
    extraSeries: readExtraSeries(dict, relativeMs),
  };
}

function readExtraSeries(dict: PyDict, relativeMs: (seconds: number) => number): RoastExtraSeries[] {
  const times = Array.isArray(dict.extratimex) ? dict.extratimex : [];
  const curves = [
    { names: dict.extraname1, values: dict.extratemp1 },
    { names: dict.extraname2, values: dict.extratemp2 },
  ];
  return times.flatMap((deviceTimes, device) => {
    const timex = numbers(deviceTimes);
    return curves.flatMap(({ names, values }) => {
      const readings = numbers(Array.isArray(values) ? values[device] : undefined);
      if (readings.length === 0) return [];
      const name = Array.isArray(names) ? decodeArtisanText(names[device]) : '';
      const points = timex.flatMap((seconds, i) => {
        const value = readings[i];
        return seconds === null || value === null || value === undefined || value === NO_READING
          ? []
          : [{ timeMs: relativeMs(seconds), value }];
      });
      return [{ name: name || `Extra ${device + 1}`, points }];
    });
  });
}
