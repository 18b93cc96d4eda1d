export { LineChart } from './LineChart';
export type {
  LineChartMarker,
  LineChartProps,
  LineChartSeries,
  LineChartValueAxis,
  TimelineRangeLimits,
} from './LineChart.types';
