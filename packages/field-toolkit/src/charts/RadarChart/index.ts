export { RadarChart } from './RadarChart';
export type { RadarChartProps, RadarPoint } from './RadarChart.types';
