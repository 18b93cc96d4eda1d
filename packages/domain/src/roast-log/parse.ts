import { parseArtisanLog } from './artisan';
import { parseArtisanCsv } from './csv';
import { isRoasTimeDocument, parseRoasTime } from './roastime';
import type { RoastLog } from './types';

export type RoastLogFormat = 'artisan' | 'csv';

/** By file name first (`.csv`, `.alog`, `.json`), else by content: Artisan logs open with `{`. */
export function detectRoastLogFormat(fileName: string, text: string): RoastLogFormat {
  const extension = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase();
  if (extension === 'csv') return 'csv';
  if (extension === 'alog' || extension === 'json') return 'artisan';
  return text
    .trimStart()
    .replace(/^\uFEFF/, '')
    .startsWith('{')
    ? 'artisan'
    : 'csv';
}

/** A JSON text's document, or undefined when the text is not JSON. */
function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return undefined;
  }
}

/**
 * Imports an Artisan `.alog`, Artisan JSON or Artisan CSV export, or an Aillio RoasTime JSON roast (behaviour
 * §08-6.1); throws `RoastLogFormatError` when unreadable.
 */
export function parseRoastLog(fileName: string, text: string): RoastLog {
  if (detectRoastLogFormat(fileName, text) === 'csv') return parseArtisanCsv(text);
  const json = text.trimStart().startsWith('{') ? jsonOf(text) : undefined;
  return isRoasTimeDocument(json) ? parseRoasTime(json) : parseArtisanLog(text);
}
