import type { Options, SeriesLineOptions, SeriesScatterOptions } from 'highcharts';
import { dataExtent, resolveTimelineRange, timelineBaseOptions, timelineTemperatureAxis, timelineXAxis } from '../shared/timeline';
import { logSeries, toXY, valueAt } from '../shared/timelineSeries';
import type { TimePoint, TimelineLog } from '../shared/timelineSeries';
import type { LineChartMarker, LineChartSeries, TimelineRangeLimits } from './LineChart.types';

export interface LineChartOptionsInput {
  log: TimelineLog;
  series: readonly LineChartSeries[];
  markers: readonly LineChartMarker[];
  range?: TimelineRangeLimits;
  mobile: boolean;
  labels: { time: string; temperature: string; markers: string };
}

/** Event markers as a scatter series placed on their curve, labelled. */
export function markerSeries(
  markers: readonly LineChartMarker[],
  curves: ReadonlyMap<string, readonly TimePoint[]>,
  defaultKey: string | undefined,
  name: string,
): SeriesScatterOptions {
  const data = markers.flatMap((marker) => {
    const curve = curves.get(marker.seriesKey ?? defaultKey ?? '') ?? [];
    const y = marker.value ?? valueAt(curve, marker.timeMs);
    return y === null ? [] : [{ x: marker.timeMs, y, name: marker.label }];
  });
  return {
    type: 'scatter',
    name,
    data,
    color: '#424242',
    marker: { symbol: 'diamond', radius: 5 },
    dataLabels: { enabled: true, format: '{point.name}', style: { fontWeight: 'normal', textOutline: 'none' } },
    enableMouseTracking: true,
    showInLegend: false,
  };
}

export function buildLineChartOptions({ log, series, markers, range, mobile, labels }: LineChartOptionsInput): Options {
  const curves = new Map(series.map((s) => [s.key, logSeries(log, s.key)]));
  const extent = dataExtent([...curves.values()].flat());
  const axes = {
    range: resolveTimelineRange({ data: extent, requested: range }),
    mobile,
    timeTitle: labels.time,
    temperatureTitle: labels.temperature,
  };
  const lines: SeriesLineOptions[] = series.map((s) => ({
    type: 'line',
    name: s.name,
    color: s.color,
    data: toXY(curves.get(s.key) ?? []),
    marker: { enabled: false },
  }));
  return {
    ...timelineBaseOptions(),
    xAxis: timelineXAxis(axes),
    yAxis: timelineTemperatureAxis(axes),
    series: [...lines, ...(markers.length ? [markerSeries(markers, curves, series[0]?.key, labels.markers)] : [])],
  };
}
