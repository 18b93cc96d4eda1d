import type { Options, XAxisOptions, YAxisOptions } from 'highcharts';
import type { ChartPalette } from './chartPalette';
import { LIGHT_PALETTE, themedAxis, themedChartBase, themedLegend, themedTooltip } from './chartPalette';

/** Behaviour §01-9 / §02-4, §02-9: the roasting and line charts' axes. */
export const TIMELINE = {
  defaultX: { min: 0, max: 180_000 },
  defaultY: { min: 100, max: 200 },
  /** The time axis never ends before one minute; the temperature axis never starts below 50 °C. */
  xFloor: 60_000,
  yFloor: 50,
  /** Time limit of a timeline: 1 hour. */
  xLimit: 3_600_000,
  tickMs: 120_000,
  mobileTickMs: 240_000,
} as const;

/** `mm:ss` (minutes keep counting past 59); negative times get a minus sign. */
export function formatClock(ms: number): string {
  const totalSeconds = Math.round(Math.abs(ms) / 1000);
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${ms < 0 && totalSeconds > 0 ? '-' : ''}${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** How the value axis of a timeline reads: °C to one decimal by default (the roasting temperature axis). */
export interface TimelineValueScale {
  /** Unit after each value, e.g. `°C` or `g`. */
  unit: string;
  decimals: number;
  /** The axis never starts below this value. */
  floor: number;
  /** The range shown before the data widens it. */
  defaultMin: number;
  defaultMax: number;
}

export const TEMPERATURE_SCALE: TimelineValueScale = {
  unit: '°C',
  decimals: 1,
  floor: TIMELINE.yFloor,
  defaultMin: TIMELINE.defaultY.min,
  defaultMax: TIMELINE.defaultY.max,
};

export const formatValue = (value: number, scale: Pick<TimelineValueScale, 'unit' | 'decimals'>): string =>
  `${value.toFixed(scale.decimals)} ${scale.unit}`;

export const formatCelsius = (value: number): string => formatValue(value, TEMPERATURE_SCALE);

export interface TimelineRange {
  x: { min: number; max: number };
  y: { min: number; max: number };
}

export interface TimelineRangeInput {
  /** Extent of the plotted data, if any. */
  data?: { minMs: number; maxMs: number; minTemp: number; maxTemp: number } | null;
  /** Explicit limits (e.g. the page's sliders); still held to the floors. */
  requested?: Partial<{ xMax: number; yMin: number; yMax: number }>;
  /** Floor and default range of the value axis; temperature when not given. */
  scale?: Pick<TimelineValueScale, 'floor' | 'defaultMin' | 'defaultMax'>;
}

const MINUTE = 60_000;

/**
 * The visible range: the default range widened to the data (whole minutes, tens of units), or the requested
 * limits; the time axis ends no earlier than `xFloor` and no later than `xLimit`, the value axis starts no lower
 * than the scale's floor.
 */
export function resolveTimelineRange({
  data,
  requested = {},
  scale = TEMPERATURE_SCALE,
}: TimelineRangeInput = {}): TimelineRange {
  const dataXMax = data ? Math.ceil(data.maxMs / MINUTE) * MINUTE : TIMELINE.defaultX.max;
  const xMax = requested.xMax ?? Math.max(TIMELINE.defaultX.max, dataXMax);
  const yMin = requested.yMin ?? Math.min(scale.defaultMin, data ? Math.floor(data.minTemp / 10) * 10 : Infinity);
  const yMax = requested.yMax ?? Math.max(scale.defaultMax, data ? Math.ceil(data.maxTemp / 10) * 10 : -Infinity);
  const clampedYMin = Math.max(scale.floor, yMin);
  return {
    x: { min: TIMELINE.defaultX.min, max: Math.min(TIMELINE.xLimit, Math.max(TIMELINE.xFloor, xMax)) },
    y: { min: clampedYMin, max: Math.max(clampedYMin + 10, yMax) },
  };
}

export function dataExtent(points: ReadonlyArray<{ timeMs: number; value: number }>): TimelineRangeInput['data'] {
  if (points.length === 0) return null;
  const times = points.map((p) => p.timeMs);
  const values = points.map((p) => p.value);
  return {
    minMs: Math.min(...times),
    maxMs: Math.max(...times),
    minTemp: Math.min(...values),
    maxTemp: Math.max(...values),
  };
}

export interface TimelineAxesInput {
  range: TimelineRange;
  mobile: boolean;
  timeTitle: string;
  temperatureTitle: string;
  /** Unit of the value axis labels; °C when not given. */
  unit?: string;
  palette?: ChartPalette;
}

export function timelineXAxis({ range, mobile, timeTitle, palette = LIGHT_PALETTE }: TimelineAxesInput): XAxisOptions {
  return themedAxis(
    {
      min: range.x.min,
      max: range.x.max,
      tickInterval: mobile ? TIMELINE.mobileTickMs : TIMELINE.tickMs,
      title: { text: timeTitle },
      labels: { formatter: (ctx) => formatClock(Number(ctx.value)) },
      crosshair: { color: palette.grid },
    },
    palette,
  );
}

export function timelineTemperatureAxis({
  range,
  temperatureTitle,
  unit = TEMPERATURE_SCALE.unit,
  palette = LIGHT_PALETTE,
}: TimelineAxesInput): YAxisOptions {
  return themedAxis(
    {
      min: range.y.min,
      max: range.y.max,
      title: { text: temperatureTitle },
      labels: { format: `{value} ${unit}` },
    },
    palette,
  );
}

/** What the line and roasting charts share: no export server, mm:ss tooltips with values in their unit. */
export function timelineBaseOptions(
  palette: ChartPalette = LIGHT_PALETTE,
  scale: Pick<TimelineValueScale, 'unit' | 'decimals'> = TEMPERATURE_SCALE,
): Options {
  const base = themedChartBase(palette);
  return {
    ...base,
    chart: { ...base.chart, zooming: { type: 'x' } },
    tooltip: themedTooltip(palette, {
      shared: true,
      headerFormat: '',
      formatter() {
        const lines = (this.points ?? [this]).map(
          (point) =>
            `<span style="color:${String(point.color)}">●</span> ${point.series.name}: <b>${
              point.series.options.custom?.unit === 'ror'
                ? `${Number(point.y).toFixed(1)} °C/min`
                : formatValue(Number(point.y), scale)
            }</b>`,
        );
        return [`<b>${formatClock(Number(this.x))}</b>`, ...lines].join('<br/>');
      },
    }),
    legend: themedLegend(palette, { enabled: true }),
  };
}
