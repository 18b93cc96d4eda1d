import type { TimelineLog } from '../shared/timelineSeries';

export interface LineChartSeries {
  /** Key of the series in the log. */
  key: string;
  name: string;
  color?: string;
}

/** A labelled point on a series: an event or a check point. */
export interface LineChartMarker {
  timeMs: number;
  label: string;
  /** Series the marker sits on (default: the first); `value` places it explicitly. */
  seriesKey?: string;
  value?: number | null;
}

export interface TimelineRangeLimits {
  xMax?: number;
  yMin?: number;
  yMax?: number;
}

/** The value (vertical) axis; temperature in °C to one decimal, from 50 up, by default. */
export interface LineChartValueAxis {
  /** Axis title; the temperature title by default. */
  title?: string;
  /** Unit after each value in labels and tooltips, e.g. `g`. */
  unit?: string;
  decimals?: number;
  /** The axis never starts below this value. */
  floor?: number;
  /** Range shown before the data widens it. */
  defaultMin?: number;
  defaultMax?: number;
}

export interface LineChartProps {
  /** Readings keyed by time (ms) then series key. */
  log: TimelineLog;
  /** Defaults to bean (`bt`) and air (`et`) temperature. */
  series?: readonly LineChartSeries[];
  markers?: readonly LineChartMarker[];
  range?: TimelineRangeLimits;
  valueAxis?: LineChartValueAxis;
  label?: string;
  downloadable?: boolean;
  /** File name prefix of the PNG download (then the timestamp); `LineChart_` by default. */
  downloadPrefix?: string;
  mobile?: boolean;
  className?: string;
}
