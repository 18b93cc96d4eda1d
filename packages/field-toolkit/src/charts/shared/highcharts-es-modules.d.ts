// The Highcharts ES modules the charts are built from: the package types its masters only.
type HighchartsClass = abstract new (...args: never[]) => unknown;
/** A Highcharts class that adds its part to others (`Legend.compose(Chart)`). */
type Composing = HighchartsClass & { compose(...classes: unknown[]): void };

declare module 'highcharts/es-modules/Core/Globals.js' {
  import type * as Api from 'highcharts';
  const Highcharts: typeof Api & Record<string, unknown>;
  export default Highcharts;
}
declare module 'highcharts/es-modules/Core/Defaults.js' {
  import type * as Api from 'highcharts';
  const Defaults: Pick<typeof Api, 'defaultOptions' | 'getOptions' | 'setOptions'>;
  export default Defaults;
}
declare module 'highcharts/es-modules/Shared/Utilities.js' {
  import type * as Api from 'highcharts';
  export const merge: (typeof Api)['merge'];
  export const addEvent: (typeof Api)['addEvent'];
  export const fireEvent: (typeof Api)['fireEvent'];
}
declare module 'highcharts/es-modules/Core/Chart/Chart.js' {
  import type * as Api from 'highcharts';
  const Chart: HighchartsClass & { chart: (typeof Api)['chart'] };
  export default Chart;
}
declare module 'highcharts/es-modules/Core/Series/OverlappingDataLabels.js' {
  export function composeOverlappingDataLabels(chart: unknown): void;
}
declare module 'highcharts/es-modules/Extensions/BorderRadius.js' {
  export function composeBorderRadius(series: unknown, element: unknown, renderer: unknown): void;
}
declare module 'highcharts/es-modules/Core/Axis/Axis.js' {
  const Axis: HighchartsClass;
  export default Axis;
}
declare module 'highcharts/es-modules/Core/Series/Series.js' {
  const Series: HighchartsClass;
  export default Series;
}
declare module 'highcharts/es-modules/Core/Renderer/SVG/SVGElement.js' {
  const SVGElement: HighchartsClass;
  export default SVGElement;
}
declare module 'highcharts/es-modules/Core/Renderer/SVG/SVGRenderer.js' {
  const SVGRenderer: HighchartsClass;
  export default SVGRenderer;
}
declare module 'highcharts/es-modules/Core/Axis/PlotLineOrBand/PlotLineOrBand.js' {
  const PlotLineOrBand: Composing;
  export default PlotLineOrBand;
}
declare module 'highcharts/es-modules/Core/Legend/Legend.js' {
  const Legend: Composing;
  export default Legend;
}
declare module 'highcharts/es-modules/Core/Pointer.js' {
  const Pointer: Composing;
  export default Pointer;
}
declare module 'highcharts/es-modules/Core/Responsive.js' {
  const Responsive: { compose(chart: unknown): void };
  export default Responsive;
}
declare module 'highcharts/es-modules/Core/Tooltip.js' {
  const Tooltip: Composing;
  export default Tooltip;
}
declare module 'highcharts/es-modules/Core/Series/DataLabel.js' {
  const DataLabel: { compose(series: unknown): void };
  export default DataLabel;
}
declare module 'highcharts/es-modules/Core/Renderer/HTML/HTMLElement.js' {
  const HTMLElement: Composing;
  export default HTMLElement;
}
declare module 'highcharts/es-modules/Series/*.js';
