// The Highcharts core every chart is drawn with, built from Highcharts' ES modules: the chart, its axes, series,
// tooltip, legend and data labels, and the line, column and scatter series (the ones the other series types of the
// charts build on). Each chart adds only its own series and modules (a timeline its plot bands, the wheel its
// sunburst), so a page downloads what it draws. Set up to draw under the suite's Content-Security-Policy.
import Highcharts from 'highcharts/es-modules/Core/Globals.js';
import Defaults from 'highcharts/es-modules/Core/Defaults.js';
import Chart from 'highcharts/es-modules/Core/Chart/Chart.js';
import Axis from 'highcharts/es-modules/Core/Axis/Axis.js';
import Series from 'highcharts/es-modules/Core/Series/Series.js';
import DataLabel from 'highcharts/es-modules/Core/Series/DataLabel.js';
import { composeOverlappingDataLabels } from 'highcharts/es-modules/Core/Series/OverlappingDataLabels.js';
import Legend from 'highcharts/es-modules/Core/Legend/Legend.js';
import Pointer from 'highcharts/es-modules/Core/Pointer.js';
import Responsive from 'highcharts/es-modules/Core/Responsive.js';
import Tooltip from 'highcharts/es-modules/Core/Tooltip.js';
import HTMLElement from 'highcharts/es-modules/Core/Renderer/HTML/HTMLElement.js';
import SVGElement from 'highcharts/es-modules/Core/Renderer/SVG/SVGElement.js';
import SVGRenderer from 'highcharts/es-modules/Core/Renderer/SVG/SVGRenderer.js';
import { merge } from 'highcharts/es-modules/Shared/Utilities.js';
import 'highcharts/es-modules/Series/Line/LineSeries.js';
import 'highcharts/es-modules/Series/Column/ColumnSeries.js';
import 'highcharts/es-modules/Series/Scatter/ScatterSeries.js';
import paletteCss from 'highcharts/css/highcharts-palette.css';

// What highcharts-react-official, the charts and Highcharts' own modules (sunburst, exporting) read from the
// instance, as the `highcharts` master sets it.
Object.assign(Highcharts, {
  Axis,
  Chart,
  Legend,
  Pointer,
  Series,
  SVGElement,
  SVGRenderer,
  Tooltip,
  chart: Chart.chart,
  defaultOptions: Defaults.defaultOptions,
  getOptions: Defaults.getOptions,
  setOptions: Defaults.setOptions,
  merge,
});
DataLabel.compose(Series);
HTMLElement.compose(SVGRenderer);
Legend.compose(Chart);
composeOverlappingDataLabels(Chart);
Pointer.compose(Chart);
// A chart's update (the wheel's zoom, new options) undoes and replays the responsive rules.
Responsive.compose(Chart);
Tooltip.compose(Pointer);

const ADOPTED: unique symbol = Symbol.for('coffee.highchartsPalette');

/**
 * Highcharts 13 writes its palette (the CSS variables of its default colours) as the text of a `<style>` element,
 * which the suite's policy refuses (no inline styles). The same variables come from Highcharts' own palette file
 * instead, adopted by the document as a constructed style sheet (CSSOM, which the policy allows), once.
 */
export function adoptHighchartsPalette(target: Document = document): void {
  const marked = target as Document & { [ADOPTED]?: true };
  // jsdom (the unit tests) has no constructed style sheets; every browser the suite supports has.
  if (marked[ADOPTED] || !('adoptedStyleSheets' in target)) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(paletteCss);
  target.adoptedStyleSheets = [...target.adoptedStyleSheets, sheet];
  marked[ADOPTED] = true;
}

Highcharts.setOptions({ palette: { injectCSS: false } });
adoptHighchartsPalette();

export { Highcharts };
