import { RoastLogFormatError, readRoastLogFile, roastLogToResultFields } from '@coffee/domain';
import type { PageContext, UploadHandler } from '@coffee/field-toolkit/engine';
import type { UploadKind } from '@coffee/field-toolkit/widgets/FileUploadField';

/** The file's bytes; a File in jsdom and old browsers may lack `arrayBuffer()`. */
export function readFileBytes(file: File): Promise<Uint8Array> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(file);
  });
}

export const UNREADABLE_LOG = 'blocks.roasting.unreadable';

/**
 * Reads a roast log into the form (behaviour §02-5, §08-6.1): Artisan's .alog or CSV, an Aillio RoasTime JSON roast,
 * or a machine's export (Cropster XLS/XLSX, Stronghold XLSX, Giesen, IKAWA, Loring, Petroncini, Roest, Rubasse,
 * Kaleido): every event's term, bean and air, and the chart log, replacing the timeline; a log it cannot read is
 * refused with `blocks.roasting.unreadable`.
 */
export const importRoastLog: UploadHandler = Object.assign(
  async (file: File, _kind: UploadKind, { batch }: PageContext) => {
    try {
      batch(roastLogToResultFields(await readRoastLogFile(file.name, await readFileBytes(file))));
      return true;
    } catch (error) {
      if (error instanceof RoastLogFormatError) return { error: UNREADABLE_LOG };
      throw error;
    }
  },
  { readsJson: true, readsSpreadsheets: true },
);
