// Core before module: polar charts come with highcharts-more, which attaches itself to the loaded instance.
import { Highcharts } from '../shared/highchartsCore';
import 'highcharts/highcharts-more';

export { Highcharts };
