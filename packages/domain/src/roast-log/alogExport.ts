import { ROAST_EVENTS } from '@coffee/domain/pages';
import type { RoastLog } from './types';

/** What an exported profile says besides its curve. */
export type AlogDetails = Partial<
  Pick<RoastLog, 'title' | 'beans' | 'date' | 'operator' | 'roaster' | 'roastingNotes' | 'weightInG' | 'weightOutG'>
>;

/**
 * A text field as Artisan stores it: `unicode_escape`-encoded (a newline is the two characters `\n`, `한` is `\ud55c`),
 * then written as a Python string literal.
 */
function pythonText(text: string): string {
  const escaped = [...text]
    .map((char) => {
      const code = char.codePointAt(0)!;
      if (char === '\\') return '\\\\';
      if (char === '\n') return '\\n';
      if (char === '\r') return '\\r';
      if (char === '\t') return '\\t';
      if (code >= 0x20 && code < 0x7f) return char;
      if (code <= 0xff) return `\\x${code.toString(16).padStart(2, '0')}`;
      if (code <= 0xffff) return `\\u${code.toString(16).padStart(4, '0')}`;
      return `\\U${code.toString(16).padStart(8, '0')}`;
    })
    .join('');
  return `'${escaped.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

type PyLiteral = string | number | readonly PyLiteral[] | { text: string };

function python(value: PyLiteral): string {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return pythonText(value);
  if ('text' in value) return pythonText(value.text);
  return `[${(value as readonly PyLiteral[]).map(python).join(', ')}]`;
}

/** The median of the gaps between samples, in seconds (Artisan's sampling interval). */
function samplingInterval(timex: readonly number[]): number {
  const gaps = timex
    .slice(1)
    .map((time, index) => time - timex[index]!)
    .sort((a, b) => a - b);
  return gaps.length ? gaps[Math.floor(gaps.length / 2)]! : 1;
}

/**
 * A roast as an Artisan profile (`.alog`, a Python dict literal), to open in Artisan or load there as a background
 * profile (behaviour §08-6.3): the curve's times in seconds from the first reading, ET as `temp1` and BT as `temp2`
 * in °C (-1 where there is no reading), each event at the reading nearest its time in `timeindex`.
 */
export function roastLogToAlog(log: Pick<RoastLog, 'samples' | 'events'>, details: AlogDetails = {}): string {
  const samples = [...log.samples].sort((a, b) => a.timeMs - b.timeMs);
  const startMs = samples[0]?.timeMs ?? 0;
  const timex = samples.map((sample) => (sample.timeMs - startMs) / 1000);
  const nearest = (timeMs: number) =>
    samples.reduce(
      (best, sample, index) =>
        Math.abs(sample.timeMs - timeMs) < Math.abs(samples[best]!.timeMs - timeMs) ? index : best,
      0,
    );
  const timeindex = Array.from({ length: 8 }, (_, slot) => {
    const type = ROAST_EVENTS.find((event) => event.timeindex === slot)?.type;
    const event = type ? log.events.find((candidate) => candidate.type === type) : undefined;
    if (!event || samples.length === 0) return slot === 0 ? -1 : 0;
    return nearest(event.timeMs);
  });
  const entries: Array<[string, PyLiteral]> = [
    ['version', '3.0.0'],
    ['mode', 'C'],
    ['title', details.title ?? ''],
    ['beans', details.beans ?? ''],
    ['operator', details.operator ?? ''],
    ['roastertype', details.roaster ?? ''],
    ['roastingnotes', details.roastingNotes ?? ''],
    ['weight', [details.weightInG ?? 0, details.weightOutG ?? 0, 'g']],
    ...(details.date ? ([['roastisodate', details.date]] as Array<[string, PyLiteral]>) : []),
    ['samplinginterval', samplingInterval(timex)],
    ['timex', timex],
    ['temp1', samples.map((sample) => sample.et ?? -1)],
    ['temp2', samples.map((sample) => sample.bt ?? -1)],
    ['timeindex', timeindex],
    ['extradevices', []],
    ['extratimex', []],
    ['extratemp1', []],
    ['extratemp2', []],
    ['extraname1', []],
    ['extraname2', []],
  ];
  return `{${entries.map(([key, value]) => `'${key}': ${python(value)}`).join(', ')}}\n`;
}
