import { parseArtisanLog } from './artisan';
import { parseArtisanCsv } from './csv';
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

/** Imports an Artisan `.alog`, Artisan JSON or Artisan CSV export; throws `RoastLogFormatError` when unreadable. */
export function parseRoastLog(fileName: string, text: string): RoastLog {
  return detectRoastLogFormat(fileName, text) === 'csv' ? parseArtisanCsv(text) : parseArtisanLog(text);
}
