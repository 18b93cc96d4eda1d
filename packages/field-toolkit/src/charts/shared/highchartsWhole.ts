// The charts drawn on few pages (a coffee lover's notes, the radar, the country map) take Highcharts' whole core:
// every basic series type, stacking and the axes' other kinds, on the same instance as the core.
import { Highcharts } from './highchartsCore';
import 'highcharts/es-modules/masters/highcharts.src.js';

export { Highcharts };
