// Polar charts come with highcharts-more, on the whole core (its range and box series extend the column).
import { Highcharts } from '../shared/highchartsWhole';
import 'highcharts/es-modules/masters/highcharts-more.src.js';

export { Highcharts };
