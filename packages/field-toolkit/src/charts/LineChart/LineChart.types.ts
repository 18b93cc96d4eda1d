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

export interface LineChartProps {
  /** Readings keyed by time (ms) then series key. */
  log: TimelineLog;
  /** Defaults to bean (`bt`) and air (`et`) temperature. */
  series?: readonly LineChartSeries[];
  markers?: readonly LineChartMarker[];
  range?: TimelineRangeLimits;
  label?: string;
  downloadable?: boolean;
  mobile?: boolean;
  className?: string;
}
