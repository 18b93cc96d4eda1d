// The exporting module is fetched on the first download only; a chart drawn before it loaded gets its exporting
// object then (Highcharts gives one only to charts created after the module).
// In v13 the exporting module itself exports PNG in the browser (`exporting.local`); offline-exporting only adds
// PDF (jsPDF), which the charts do not offer.
import { Highcharts } from './highchartsCore';
import type { Chart, ExportingOptions, Options } from 'highcharts';
import type { ChartPalette } from './chartPalette';

interface ExportingApi {
  exportChart(options: ExportingOptions, chartOptions?: Options): Promise<void>;
}

type ExportingConstructor = new (chart: Chart, options: ExportingOptions) => ExportingApi;
type ChartWithExporting = Chart & { exporting?: ExportingApi };

async function exportingOf(chart: ChartWithExporting): Promise<ExportingApi> {
  await import('highcharts/es-modules/masters/modules/exporting.src.js');
  if (!chart.exporting) {
    const { Exporting, getOptions, merge } = Highcharts as typeof Highcharts & { Exporting: ExportingConstructor };
    const options: ExportingOptions = merge(getOptions().exporting ?? {}, chart.options.exporting ?? {});
    chart.options.exporting = options;
    chart.exporting = new Exporting(chart, options);
  }
  return chart.exporting;
}

/** What a downloaded image adds to the chart on the page. */
export interface ChartImage {
  /** Drawn above the chart. */
  title: string;
  palette: ChartPalette;
  /** Room in px added on every side, for labels drawn beyond the chart's box. */
  pad?: number;
}

const TITLE_ROOM_PX = 40;

/** Downloads the chart as a PNG, with a title above it and room for its outer labels. */
export async function downloadChartPng(
  chart: Chart | null | undefined,
  filename: string,
  image: ChartImage,
): Promise<void> {
  if (!chart) return;
  const target = chart as ChartWithExporting;
  const exporting = await exportingOf(target);
  const pad = image.pad ?? 0;
  // Fixed margins keep the plot the size it has on the page; the title sits above it, the pad all around.
  const margins = pad > 0 ? { marginRight: pad, marginBottom: pad, marginLeft: pad } : {};
  await exporting.exportChart(
    {
      type: 'image/png',
      filename,
      sourceWidth: target.chartWidth + 2 * pad,
      sourceHeight: target.chartHeight + 2 * pad + TITLE_ROOM_PX,
    },
    {
      chart: { marginTop: TITLE_ROOM_PX + pad, ...margins },
      title: {
        text: image.title,
        floating: false,
        style: { display: 'block', color: image.palette.text, fontSize: '1.1rem', fontWeight: '600' },
      },
    },
  );
}
