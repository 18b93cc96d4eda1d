export { BrewingCurveChart, ChartFieldView, preloadChartOf } from './ChartFieldView';
export type { BrewingCurveChartProps, ChartFieldViewProps } from './ChartFieldView';
export { parseChartLog, radarPoints, roastingChartData, stepsFromValues, timelineEvents } from './chartFieldData';
export type { ChartValues } from './chartFieldData';
