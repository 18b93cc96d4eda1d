// Highcharts Maps comes as the map module, on the whole core.
import { Highcharts } from '../shared/highchartsWhole';
import 'highcharts/es-modules/masters/modules/map.src.js';

export { Highcharts };
