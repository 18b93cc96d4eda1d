// The wheel: the core with the sunburst series (and the pie, whose points its points build on) and rounded arcs.
import { composeBorderRadius } from 'highcharts/es-modules/Extensions/BorderRadius.js';
import 'highcharts/es-modules/Series/Pie/PieSeries.js';
import { Highcharts } from '../shared/highchartsCore';
import 'highcharts/es-modules/masters/modules/sunburst.src.js';

composeBorderRadius(Highcharts.Series, Highcharts.SVGElement, Highcharts.SVGRenderer);

export { Highcharts };
