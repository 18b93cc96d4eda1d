export { RoastingChart } from './RoastingChart';
export type {
  RoastChartEvent,
  RoastChartEventType,
  RoastChartPhase,
  RoastChartSample,
  RoastingChartProps,
} from './RoastingChart.types';
