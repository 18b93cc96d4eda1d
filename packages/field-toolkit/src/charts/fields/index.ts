export { BrewingCurveChart, ChartFieldView } from './ChartFieldView';
export type { BrewingCurveChartProps, ChartFieldViewProps } from './ChartFieldView';
export {
  cumulativeMasses,
  massCurve,
  parseChartLog,
  radarPoints,
  roastingChartData,
  stepsFromValues,
  timelineEvents,
} from './chartFieldData';
export type { BrewingStepInput, ChartValues } from './chartFieldData';
