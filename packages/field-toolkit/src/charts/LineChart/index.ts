export { LineChart } from './LineChart';
export type { LineChartMarker, LineChartProps, LineChartSeries, TimelineRangeLimits } from './LineChart.types';
