import type { LocalisedStrings } from '@coffee/field-toolkit/runtime';

/** Strings of the list export, under `blocks.*`. */
export const listExportStrings = {
  kr: { exportCsv: 'CSV로 내보내기' },
  en: { exportCsv: 'Export CSV' },
} satisfies LocalisedStrings;
