// Core before module: the module attaches itself to the instance already loaded.
import Highcharts from 'highcharts';
import 'highcharts/modules/sunburst';

export { Highcharts };
