// Highcharts is a Module Federation shared singleton. Since v12 its modules attach themselves, when imported, to
// the instance loaded first (window._Highcharts), so the core is imported before any module.
// In v13 the exporting module itself exports PNG in the browser (`exporting.local`); offline-exporting only adds
// PDF (jsPDF), which the charts do not offer.
import Highcharts from 'highcharts';
import 'highcharts/modules/exporting';
import type { Chart, ExportingOptions } from 'highcharts';

export { Highcharts };

interface ExportingApi {
  exportChart(options: ExportingOptions, chartOptions?: object): Promise<void>;
}

export async function downloadChartPng(chart: Chart | null | undefined, filename: string): Promise<void> {
  const exporting = (chart as unknown as { exporting?: ExportingApi } | null | undefined)?.exporting;
  await exporting?.exportChart({ type: 'image/png', filename });
}
