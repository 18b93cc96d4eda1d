import { RoastLogFormatError, parseRoastLog, roastLogToResultFields } from '@coffee/domain';
import type { PageContext, UploadHandler } from '@coffee/field-toolkit/engine';
import type { UploadKind } from '@coffee/field-toolkit/widgets/FileUploadField';

/** The file's text; a File in jsdom and old browsers may lack `text()`. */
function readText(file: File): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });
}

export const UNREADABLE_LOG = 'blocks.roasting.unreadable';

/**
 * Reads an Artisan .alog or CSV export (behaviour §02-5) or an Aillio RoasTime JSON roast (behaviour §08-6.1) into the
 * form: every event's term, bean and air, and the chart log, replacing the timeline; a log it cannot read is refused
 * with `blocks.roasting.unreadable`.
 */
export const importRoastLog: UploadHandler = Object.assign(
  async (file: File, _kind: UploadKind, { batch }: PageContext) => {
    try {
      batch(roastLogToResultFields(parseRoastLog(file.name, await readText(file))));
      return true;
    } catch (error) {
      if (error instanceof RoastLogFormatError) return { error: UNREADABLE_LOG };
      throw error;
    }
  },
  { readsJson: true },
);
