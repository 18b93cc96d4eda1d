// Light on purpose: lazy components and types only, so a page without charts downloads no Highcharts.
export { CategoryChart, CountryMap, FlavorWheel, LineChart, RadarChart, RoastingChart } from './lazy';
export { RorSpanSelect } from './RoastingChart/RorSpanSelect';
import { addStrings } from '@coffee/field-toolkit/runtime';
import { chartStrings } from './strings';
import { chartFieldStrings } from './fields/strings';

addStrings('charts', chartStrings);
addStrings('charts', chartFieldStrings);

export { chartStrings };
export type { ChartStrings } from './strings';
export type { CategoryChartProps, CategoryPoint } from './CategoryChart/CategoryChart.types';
export type { CountryFeatureProperties, CountryMapProps } from './CountryMap/CountryMap.types';
export type { FlavorCode, FlavorWheelProps } from './FlavorWheel/FlavorWheel.types';
export type {
  LineChartMarker,
  LineChartProps,
  LineChartSeries,
  TimelineRangeLimits,
} from './LineChart/LineChart.types';
export type { RadarChartProps, RadarPoint } from './RadarChart/RadarChart.types';
export type {
  RoastChartEvent,
  RoastChartEventType,
  RoastChartPhase,
  RoastChartOverlay,
  RoastChartReference,
  RoastChartSample,
  RoastingChartProps,
} from './RoastingChart/RoastingChart.types';
export type { TimelineLog, TimePoint } from './shared/timelineSeries';
// Chart form fields are the `@coffee/field-toolkit/charts/fields` entry: they use the domain's roast and brewing
// calculations (the whole `@coffee/domain` root), which a page that only draws a chart does not need.
