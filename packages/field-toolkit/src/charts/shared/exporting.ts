import type { ExportingOptions } from 'highcharts';

/** Export in the browser only: no export server, no context menu (the widgets render their own button). */
export const LOCAL_EXPORTING: ExportingOptions = {
  enabled: true,
  local: true,
  fallbackToExportServer: false,
  buttons: { contextButton: { enabled: false } },
  error: (_options, error) => console.error('Chart image export failed', error),
};
