// The line and roasting charts: the core with plot bands and lines (a roast's phases and events).
import PlotLineOrBand from 'highcharts/es-modules/Core/Axis/PlotLineOrBand/PlotLineOrBand.js';
import { Highcharts } from './highchartsCore';

PlotLineOrBand.compose(Highcharts.Chart, Highcharts.Axis);

export { Highcharts };
