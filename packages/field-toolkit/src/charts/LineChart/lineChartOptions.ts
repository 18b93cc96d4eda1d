import type { Options, SeriesLineOptions, SeriesScatterOptions } from 'highcharts';
import type { ChartPalette } from '../shared/chartPalette';
import { LIGHT_PALETTE } from '../shared/chartPalette';
import {
  dataExtent,
  resolveTimelineRange,
  TEMPERATURE_SCALE,
  timelineBaseOptions,
  timelineTemperatureAxis,
  timelineXAxis,
} from '../shared/timeline';
import type { TimelineValueScale } from '../shared/timeline';
import { logSeries, toXY, valueAt } from '../shared/timelineSeries';
import type { TimePoint, TimelineLog } from '../shared/timelineSeries';
import type { LineChartMarker, LineChartSeries, LineChartValueAxis, TimelineRangeLimits } from './LineChart.types';

export interface LineChartOptionsInput {
  log: TimelineLog;
  series: readonly LineChartSeries[];
  markers: readonly LineChartMarker[];
  range?: TimelineRangeLimits;
  valueAxis?: LineChartValueAxis;
  mobile: boolean;
  labels: { time: string; temperature: string; markers: string };
  palette?: ChartPalette;
}

/** The value axis' scale: the given settings over the temperature defaults. */
export function valueScale(axis: LineChartValueAxis = {}): TimelineValueScale {
  return {
    unit: axis.unit ?? TEMPERATURE_SCALE.unit,
    decimals: axis.decimals ?? TEMPERATURE_SCALE.decimals,
    floor: axis.floor ?? TEMPERATURE_SCALE.floor,
    defaultMin: axis.defaultMin ?? TEMPERATURE_SCALE.defaultMin,
    defaultMax: axis.defaultMax ?? TEMPERATURE_SCALE.defaultMax,
  };
}

/** Event markers as a scatter series placed on their curve, labelled. */
export function markerSeries(
  markers: readonly LineChartMarker[],
  curves: ReadonlyMap<string, readonly TimePoint[]>,
  defaultKey: string | undefined,
  name: string,
  palette: ChartPalette = LIGHT_PALETTE,
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
    color: palette.text,
    marker: { symbol: 'diamond', radius: 5 },
    dataLabels: {
      enabled: true,
      format: '{point.name}',
      style: { fontWeight: 'normal', textOutline: 'none', color: palette.text },
    },
    enableMouseTracking: true,
    showInLegend: false,
  };
}

export function buildLineChartOptions({
  log,
  series,
  markers,
  range,
  valueAxis,
  mobile,
  labels,
  palette = LIGHT_PALETTE,
}: LineChartOptionsInput): Options {
  const curves = new Map(series.map((s) => [s.key, logSeries(log, s.key)]));
  const extent = dataExtent([...curves.values()].flat());
  const scale = valueScale(valueAxis);
  const axes = {
    range: resolveTimelineRange({ data: extent, requested: range, scale }),
    mobile,
    timeTitle: labels.time,
    temperatureTitle: valueAxis?.title ?? labels.temperature,
    unit: scale.unit,
    palette,
  };
  const lines: SeriesLineOptions[] = series.map((s) => ({
    type: 'line',
    name: s.name,
    color: s.color ?? (series.length === 1 ? palette.accent : undefined),
    data: toXY(curves.get(s.key) ?? []),
    marker: { enabled: false },
  }));
  return {
    ...timelineBaseOptions(palette, scale),
    xAxis: timelineXAxis(axes),
    yAxis: timelineTemperatureAxis(axes),
    series: [
      ...lines,
      ...(markers.length ? [markerSeries(markers, curves, series[0]?.key, labels.markers, palette)] : []),
    ],
  };
}
