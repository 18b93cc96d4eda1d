// Core before module: the module attaches itself to the instance already loaded.
import { Highcharts } from '../shared/highchartsCore';
import 'highcharts/modules/sunburst';

export { Highcharts };
