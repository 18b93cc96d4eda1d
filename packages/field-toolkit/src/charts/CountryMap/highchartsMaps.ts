// Core before module: Highcharts Maps comes as the map module, which attaches itself to the loaded instance.
import { Highcharts } from '../shared/highchartsCore';
import 'highcharts/modules/map';

export { Highcharts };
