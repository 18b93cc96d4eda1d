// Core before module: polar charts come with highcharts-more, which attaches itself to the loaded instance.
import Highcharts from 'highcharts';
import 'highcharts/highcharts-more';

export { Highcharts };
