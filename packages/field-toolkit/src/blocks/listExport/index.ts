export { ExportCsvButton } from './ExportCsvButton';
export type { ExportCsvButtonProps } from './ExportCsvButton';
export { listExportStrings } from './strings';
