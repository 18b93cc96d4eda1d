import type { RoastLog } from '../types';
import { assembleLog, textLines } from './assemble';
import { cropster } from './cropster';
import { giesen } from './giesen';
import { ikawa } from './ikawa';
import { kaleido } from './kaleido';
import { loring } from './loring';
import { petroncini } from './petroncini';
import { roest } from './roest';
import { rubasse } from './rubasse';
import type { SheetBook, SheetVendor } from './sheetVendor';
import { stronghold } from './stronghold';
import type { TextVendor } from './textVendor';

export type { SheetBook } from './sheetVendor';

/** Machines' text exports, recognised by their content (behaviour §08-6.1). */
export const TEXT_VENDORS: readonly TextVendor[] = [kaleido, roest, loring, ikawa, giesen, petroncini, rubasse];
/** Machines' spreadsheet exports. */
export const SHEET_VENDORS: readonly SheetVendor[] = [cropster, stronghold];

/** The log of a machine's text export, or null when no known machine wrote it. */
export function readVendorText(fileName: string, text: string): RoastLog | null {
  const lines = textLines(text);
  const vendor = TEXT_VENDORS.find((candidate) => candidate.detect(lines, fileName));
  return vendor ? assembleLog(vendor.read(lines, fileName)) : null;
}

/** The log of a machine's spreadsheet export, or null when no known machine wrote it. */
export function readVendorSheets(fileName: string, book: SheetBook): RoastLog | null {
  const vendor = SHEET_VENDORS.find((candidate) => candidate.detect(book));
  return vendor ? assembleLog(vendor.read(book, fileName)) : null;
}
