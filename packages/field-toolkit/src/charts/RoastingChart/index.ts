export { RoastingChart } from './RoastingChart';
export { RorSpanSelect } from './RorSpanSelect';
export type {
  RoastChartEvent,
  RoastChartEventType,
  RoastChartPhase,
  RoastChartOverlay,
  RoastChartReference,
  RoastChartSample,
  RoastingChartProps,
} from './RoastingChart.types';
