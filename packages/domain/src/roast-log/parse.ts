import { parseArtisanLog, RoastLogFormatError } from './artisan';
import { parseArtisanCsv } from './csv';
import { isRoasTimeDocument, parseRoasTime } from './roastime';
import type { RoastLog } from './types';
import { readVendorSheets, readVendorText, type SheetBook } from './vendors';

export type RoastLogFormat = 'artisan' | 'csv';

/** Browsers and Node both have it; the domain package is typed without either's library. */
declare const TextDecoder: new (label: string) => { decode(bytes: Uint8Array): string };

/** Artisan's own formats: a document opening with `{` is an .alog or Artisan JSON, anything else Artisan's CSV. */
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
 * Imports a roast log written as text (behaviour §08-6.1): a machine's export recognised by its content (Giesen,
 * IKAWA, Loring, Petroncini, Roest, Rubasse, Kaleido), else an Artisan `.alog`, Artisan JSON or Artisan CSV export,
 * or an Aillio RoasTime JSON roast; throws `RoastLogFormatError` when unreadable.
 */
export function parseRoastLog(fileName: string, text: string): RoastLog {
  const opensWithBrace = text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .startsWith('{');
  if (!opensWithBrace) {
    const vendorLog = readVendorText(fileName, text);
    if (vendorLog) return vendorLog;
  }
  if (detectRoastLogFormat(fileName, text) === 'csv') return parseArtisanCsv(text);
  const json = opensWithBrace ? jsonOf(text) : undefined;
  return isRoasTimeDocument(json) ? parseRoasTime(json) : parseArtisanLog(text);
}

/** Whether the bytes are a spreadsheet: an XLSX (a ZIP) or an Excel 97-2003 XLS (an OLE compound file). */
export function isSpreadsheet(bytes: Uint8Array): boolean {
  const startsWith = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  return startsWith(0x50, 0x4b, 0x03, 0x04) || startsWith(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
}

/**
 * Reads a workbook into plain rows. The spreadsheet library (SheetJS, about 1 MB) is loaded only when a spreadsheet
 * is opened; formulas are not evaluated and no cell is turned into HTML.
 */
async function readWorkbook(bytes: Uint8Array): Promise<SheetBook> {
  const XLSX = await import('@e965/xlsx');
  let workbook;
  try {
    workbook = XLSX.read(bytes, { type: 'array', dense: true, cellHTML: false, cellFormula: false });
  } catch (error) {
    throw new RoastLogFormatError(`unreadable spreadsheet: ${(error as Error).message}`);
  }
  return {
    sheets: workbook.SheetNames.map((name) => ({
      name,
      rows: XLSX.utils.sheet_to_json<unknown[]>(workbook.Sheets[name]!, { header: 1, raw: true, defval: null }),
    })),
  };
}

/**
 * Imports a roast log file of any supported format from its bytes: spreadsheets (Cropster XLS/XLSX, Stronghold
 * XLSX) by their signature, text formats as `parseRoastLog` reads them.
 */
export async function readRoastLogFile(fileName: string, bytes: Uint8Array): Promise<RoastLog> {
  if (isSpreadsheet(bytes)) {
    const log = readVendorSheets(fileName, await readWorkbook(bytes));
    if (!log) throw new RoastLogFormatError('a spreadsheet that is not a known roast log (Cropster, Stronghold)');
    return log;
  }
  return parseRoastLog(fileName, new TextDecoder('utf-8').decode(bytes));
}
