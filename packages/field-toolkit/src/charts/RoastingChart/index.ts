export { RoastingChart } from './RoastingChart';
export type {
  RoastChartEvent,
  RoastChartEventType,
  RoastChartPhase,
  RoastChartReference,
  RoastChartSample,
  RoastingChartProps,
} from './RoastingChart.types';
