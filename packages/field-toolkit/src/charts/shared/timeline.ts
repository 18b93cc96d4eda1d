import type { Options, XAxisOptions, YAxisOptions } from 'highcharts';
import { LOCAL_EXPORTING } from './exporting';

/** Spec 01 §9 / 02 §4, §9: the roasting and line charts' axes. */
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

export const formatCelsius = (value: number): string => `${value.toFixed(1)} °C`;

export interface TimelineRange {
  x: { min: number; max: number };
  y: { min: number; max: number };
}

export interface TimelineRangeInput {
  /** Extent of the plotted data, if any. */
  data?: { minMs: number; maxMs: number; minTemp: number; maxTemp: number } | null;
  /** Explicit limits (e.g. the page's sliders); still held to the floors. */
  requested?: Partial<{ xMax: number; yMin: number; yMax: number }>;
}

const MINUTE = 60_000;

/**
 * The visible range: the default range widened to the data (whole minutes, tens of degrees), or the requested
 * limits; the time axis ends no earlier than `xFloor` and no later than `xLimit`, the temperature axis starts no
 * lower than `yFloor`.
 */
export function resolveTimelineRange({ data, requested = {} }: TimelineRangeInput = {}): TimelineRange {
  const dataXMax = data ? Math.ceil(data.maxMs / MINUTE) * MINUTE : TIMELINE.defaultX.max;
  const xMax = requested.xMax ?? Math.max(TIMELINE.defaultX.max, dataXMax);
  const yMin = requested.yMin ?? Math.min(TIMELINE.defaultY.min, data ? Math.floor(data.minTemp / 10) * 10 : Infinity);
  const yMax = requested.yMax ?? Math.max(TIMELINE.defaultY.max, data ? Math.ceil(data.maxTemp / 10) * 10 : -Infinity);
  const clampedYMin = Math.max(TIMELINE.yFloor, yMin);
  return {
    x: { min: TIMELINE.defaultX.min, max: Math.min(TIMELINE.xLimit, Math.max(TIMELINE.xFloor, xMax)) },
    y: { min: clampedYMin, max: Math.max(clampedYMin + 10, yMax) },
  };
}

export function dataExtent(
  points: ReadonlyArray<{ timeMs: number; value: number }>,
): TimelineRangeInput['data'] {
  if (points.length === 0) return null;
  const times = points.map((p) => p.timeMs);
  const values = points.map((p) => p.value);
  return { minMs: Math.min(...times), maxMs: Math.max(...times), minTemp: Math.min(...values), maxTemp: Math.max(...values) };
}

export interface TimelineAxesInput {
  range: TimelineRange;
  mobile: boolean;
  timeTitle: string;
  temperatureTitle: string;
}

export function timelineXAxis({ range, mobile, timeTitle }: TimelineAxesInput): XAxisOptions {
  return {
    min: range.x.min,
    max: range.x.max,
    tickInterval: mobile ? TIMELINE.mobileTickMs : TIMELINE.tickMs,
    title: { text: timeTitle },
    labels: { formatter: (ctx) => formatClock(Number(ctx.value)) },
    crosshair: true,
  };
}

export function timelineTemperatureAxis({ range, temperatureTitle }: TimelineAxesInput): YAxisOptions {
  return {
    min: range.y.min,
    max: range.y.max,
    title: { text: temperatureTitle },
    labels: { format: '{value} °C' },
  };
}

/** What the line and roasting charts share: no export server, mm:ss tooltips with °C to one decimal. */
export function timelineBaseOptions(): Options {
  return {
    chart: { backgroundColor: 'transparent', zooming: { type: 'x' } },
    title: { text: undefined },
    credits: { enabled: false },
    exporting: LOCAL_EXPORTING,
    tooltip: {
      shared: true,
      headerFormat: '',
      formatter() {
        const lines = (this.points ?? [this]).map(
          (point) => `<span style="color:${String(point.color)}">●</span> ${point.series.name}: <b>${
            point.series.options.custom?.unit === 'ror' ? `${Number(point.y).toFixed(1)} °C/min` : formatCelsius(Number(point.y))
          }</b>`,
        );
        return [`<b>${formatClock(Number(this.x))}</b>`, ...lines].join('<br/>');
      },
    },
    legend: { enabled: true },
  };
}
