export { RoastingChart } from './RoastingChart';
export { RorSpanSelect } from './RorSpanSelect';
export type {
  RoastChartEvent,
  RoastChartEventType,
  RoastChartPhase,
  RoastChartReference,
  RoastChartSample,
  RoastingChartProps,
} from './RoastingChart.types';
