import type {
  Options,
  SeriesLineOptions,
  SeriesOptionsType,
  XAxisPlotBandsOptions,
  XAxisPlotLinesOptions,
  YAxisOptions,
} from 'highcharts';
import { markerSeries } from '../LineChart/lineChartOptions';
import type { ChartPalette } from '../shared/chartPalette';
import { LIGHT_PALETTE, themedAxis } from '../shared/chartPalette';
import type { TimelineRangeLimits } from '../LineChart/LineChart.types';
import {
  dataExtent,
  formatClock,
  resolveTimelineRange,
  timelineBaseOptions,
  timelineTemperatureAxis,
  timelineXAxis,
} from '../shared/timeline';
import { toXY } from '../shared/timelineSeries';
import type { TimePoint } from '../shared/timelineSeries';
import type {
  RoastChartEvent,
  RoastChartEventType,
  RoastChartOverlay,
  RoastChartPhase,
  RoastChartReference,
  RoastChartSample,
} from './RoastingChart.types';

export const ROAST_COLORS = {
  bt: '#c62828',
  et: '#1565c0',
  ror: '#6a1b9a',
  reference: { bt: '#e57373', et: '#64b5f6', ror: '#ba68c8' },
  phases: { drying: '#fff59d66', maillard: '#ffcc8066', development: '#bcaaa466' },
} as const;

/** On a dark page the light curves and fainter bands keep the labels readable. */
export const ROAST_COLORS_DARK = {
  bt: '#ef9a9a',
  et: '#90caf9',
  ror: '#ce93d8',
  reference: { bt: '#b56b6b', et: '#5f8fc0', ror: '#9c6fa8' },
  phases: { drying: '#fff59d26', maillard: '#ffcc8026', development: '#bcaaa433' },
} as const;

const roastColors = (palette: ChartPalette) => (palette.mode === 'dark' ? ROAST_COLORS_DARK : ROAST_COLORS);

export interface RoastingChartLabels {
  time: string;
  temperature: string;
  bt: string;
  et: string;
  ror: string;
  rorAxis: string;
  events: Record<RoastChartEventType, string>;
  phases: Record<RoastChartPhase['key'], string>;
  dtr: (percent: string) => string;
  /** The legend name of a reference batch's bean curve ("Reference: …"). */
  reference: (label: string) => string;
  referenceAir: string;
  referenceRor: string;
}

export interface RoastingChartOptionsInput {
  samples: readonly RoastChartSample[];
  events: readonly RoastChartEvent[];
  rateOfRise: readonly TimePoint[];
  phases: readonly RoastChartPhase[];
  developmentRatio: number | null;
  reference?: RoastChartReference | null;
  /** Batches drawn with this one, aligned at CHARGE, one colour each (compare batches). */
  overlays?: readonly RoastChartOverlay[];
  /** This batch's name in the legend when batches are overlaid. */
  batchLabel?: string;
  range?: TimelineRangeLimits;
  mobile: boolean;
  labels: RoastingChartLabels;
  palette?: ChartPalette;
}

const curve = (samples: readonly RoastChartSample[], key: 'bt' | 'et'): TimePoint[] =>
  samples.flatMap((s) => (s[key] === null ? [] : [{ timeMs: s.timeMs, value: s[key] }]));

/**
 * A reference batch's curves moved so that its CHARGE falls on this batch's CHARGE. Either CHARGE missing: that log's
 * zero (logs are kept relative to CHARGE).
 */
export function alignedReference(
  reference: RoastChartReference,
  events: readonly RoastChartEvent[],
): { bt: TimePoint[]; et: TimePoint[]; ror: TimePoint[] } {
  const charge = events.find((event) => event.type === 'charge')?.timeMs ?? 0;
  const shift = charge - (reference.chargeMs ?? 0);
  const moved = reference.samples.map((sample) => ({ ...sample, timeMs: sample.timeMs + shift }));
  const ror = (reference.rateOfRise ?? []).map((point) => ({ ...point, timeMs: point.timeMs + shift }));
  return { bt: curve(moved, 'bt'), et: curve(moved, 'et'), ror };
}

/** The RoR axis starts at 0 and ends on a multiple of 5, at least 25 °C/min. */
export function rorAxisMax(ror: readonly TimePoint[]): number {
  const highest = ror.reduce((max, p) => Math.max(max, p.value), 0);
  return Math.max(25, Math.ceil(highest / 5) * 5);
}

/** Text of an in-chart label, whole: Highcharts otherwise ends a band's label at its band ("De… 02:00 (20.…"). */
const WHOLE_TEXT = { textOverflow: 'clip', whiteSpace: 'nowrap' } as const;
/** A phone's in-chart labels: smaller. */
const PHONE_LABEL = { fontSize: '0.65rem', afterLinePx: 12, closeShare: 0.07 } as const;

/** A phase's name, duration and share: "Drying 05:41 (52.1%)". */
const phaseText = (phase: RoastChartPhase, labels: RoastingChartLabels) =>
  `${labels.phases[phase.key]} ${formatClock(phase.durationMs)}${
    phase.percent === null ? '' : ` (${phase.percent.toFixed(1)}%)`
  }`;

/**
 * The phases as bands. A desktop labels each at its foot; on a phone the bands are too narrow for their words, which
 * ran into each other, the curves and the markers there: the phone names them above the plot instead
 * ({@link phaseSummary}), the bands keep their shading (behaviour §09-4.1).
 */
export function phaseBands(
  phases: readonly RoastChartPhase[],
  labels: RoastingChartLabels,
  palette: ChartPalette = LIGHT_PALETTE,
  mobile = false,
): XAxisPlotBandsOptions[] {
  return phases.map((phase) => ({
    from: phase.startMs,
    to: phase.endMs,
    color: roastColors(palette).phases[phase.key],
    ...(mobile
      ? {}
      : {
          label: {
            text: phaseText(phase, labels),
            verticalAlign: 'bottom',
            y: -8,
            style: { fontSize: '0.7rem', color: palette.text, ...WHOLE_TEXT },
          },
        }),
  }));
}

/**
 * A phone's line above the plot: the DTR and each phase with its duration and share, a phase never broken across
 * two lines (behaviour §09-4.1).
 */
export function phaseSummary(
  phases: readonly RoastChartPhase[],
  labels: RoastingChartLabels,
  developmentRatio: number | null,
): string | undefined {
  const parts = [
    ...(developmentRatio === null ? [] : [labels.dtr(developmentRatio.toFixed(1))]),
    ...phases.map((phase) => phaseText(phase, labels)),
  ].map((part) => part.replace(/ /g, '\u00a0'));
  return parts.length ? parts.join(' · ') : undefined;
}

/**
 * A phone's events: a dotted line each, named downwards from the top of the plot, where names a minute apart do not
 * run into each other or into the phases' labels at the foot (behaviour §09-4.1).
 */
export function eventLines(
  markers: ReadonlyArray<{ timeMs: number; label: string }>,
  palette: ChartPalette = LIGHT_PALETTE,
  closeMs = 0,
): XAxisPlotLinesOptions[] {
  // Events closer than a name's thickness (first crack's end and the drop) name themselves on alternate sides.
  const sides: boolean[] = [];
  return [...markers]
    .sort((a, b) => a.timeMs - b.timeMs)
    .map((marker, index, sorted) => {
      const close = index > 0 && marker.timeMs - sorted[index - 1]!.timeMs < closeMs;
      const after = close ? !sides[index - 1] : false;
      sides.push(after);
      return {
        value: marker.timeMs,
        color: palette.grid,
        width: 1,
        dashStyle: 'Dot',
        zIndex: 3,
        label: {
          text: marker.label,
          rotation: 90,
          align: 'left',
          verticalAlign: 'top',
          textAlign: 'left',
          x: after ? PHONE_LABEL.afterLinePx : -3,
          y: 4,
          style: { fontSize: PHONE_LABEL.fontSize, color: palette.text, ...WHOLE_TEXT },
        },
      };
    });
}

/** A reference curve: dashed, thinner and fainter than the batch's own, under them. */
const QUIET = { dashStyle: 'Dash', lineWidth: 1.5, opacity: 0.85, zIndex: -1, custom: { reference: true } } as const;

/** One colour per compared batch, told apart in both themes and by most colour-blind readers. */
export const BATCH_COLORS = ['#d62728', '#1f77b4', '#2ca02c', '#ff7f0e', '#9467bd', '#8c564b', '#e377c2', '#17becf'];

/**
 * Batches on one time axis aligned at CHARGE (behaviour §04-2): each batch's bean temperature (solid) and RoR
 * (dashed, second axis) in its colour, its events marked on its curve and named in the tooltip.
 */
function overlaidSeries(input: RoastingChartOptionsInput, line: LineOf): SeriesOptionsType[] {
  const { samples, events, rateOfRise, overlays = [], batchLabel = '', labels } = input;
  const own = { label: batchLabel, samples, rateOfRise, events, chargeMs: chargeOf(events) };
  return [own, ...overlays].flatMap((batch, index): SeriesOptionsType[] => {
    const color = BATCH_COLORS[index % BATCH_COLORS.length] ?? '#000';
    const aligned = alignedReference(batch, events);
    const shift = chargeOf(events) - (batch.chargeMs ?? 0);
    const id = `batch-${index}`;
    const marks = (batch.events ?? []).flatMap((event) => {
      const at = event.timeMs + shift;
      const bt = event.bt ?? valueAt(aligned.bt, at);
      return bt === null ? [] : [{ x: at, y: bt, name: event.label ?? labels.events[event.type] }];
    });
    return [
      { ...line(`${batch.label} · ${labels.bt}`, color, aligned.bt), id },
      ...(aligned.ror.length
        ? [
            {
              ...line(`${batch.label} · ${labels.ror}`, color, aligned.ror),
              linkedTo: id,
              yAxis: 1,
              dashStyle: 'ShortDash' as const,
              custom: { unit: 'ror' },
            },
          ]
        : []),
      {
        type: 'scatter',
        name: `${batch.label} · ${labels.events.charge}`,
        linkedTo: id,
        color,
        data: marks,
        marker: { symbol: 'diamond', radius: 4 },
        tooltip: { pointFormat: '{point.name}: {point.y:.1f} °C' },
        dataLabels: { enabled: !input.mobile && index === 0, format: '{point.name}', style: { fontSize: '0.7rem' } },
      },
    ];
  });
}

const chargeOf = (events: readonly RoastChartEvent[]): number =>
  events.find((event) => event.type === 'charge')?.timeMs ?? 0;

/** The curve's value at a time (the nearest sample at or before it). */
function valueAt(points: readonly TimePoint[], timeMs: number): number | null {
  let found: number | null = null;
  for (const point of points) if (point.timeMs <= timeMs) found = point.value;
  return found;
}

type LineOf = (name: string, color: string, points: readonly TimePoint[]) => SeriesLineOptions;

export function buildRoastingChartOptions(input: RoastingChartOptionsInput): Options {
  const {
    samples,
    events,
    rateOfRise,
    phases,
    developmentRatio,
    reference,
    range,
    mobile,
    labels,
    palette = LIGHT_PALETTE,
  } = input;
  const colors = roastColors(palette);
  const bt = curve(samples, 'bt');
  const et = curve(samples, 'et');
  const compared = reference ? alignedReference(reference, events) : { bt: [], et: [], ror: [] };
  const overlaid = (input.overlays ?? []).flatMap((overlay) => alignedReference(overlay, events).bt);
  const rorAll = [...rateOfRise, ...(input.overlays ?? []).flatMap((overlay) => overlay.rateOfRise ?? [])];
  const axes = {
    range: resolveTimelineRange({
      data: dataExtent([...bt, ...et, ...compared.bt, ...compared.et, ...overlaid]),
      requested: range,
    }),
    mobile,
    timeTitle: labels.time,
    temperatureTitle: labels.temperature,
    palette,
  };
  const rorAxis: YAxisOptions = themedAxis(
    { title: { text: labels.rorAxis }, opposite: true, min: 0, max: rorAxisMax(rorAll), gridLineWidth: 0 },
    palette,
  );
  const line = (name: string, color: string, points: readonly TimePoint[]): SeriesLineOptions => ({
    type: 'line',
    name,
    color,
    data: toXY(points),
    marker: { enabled: false },
  });
  const markers = events.map((event) => ({
    timeMs: event.timeMs,
    value: event.bt ?? null,
    label: event.label ?? labels.events[event.type],
    seriesKey: 'bt',
  }));
  const base = timelineBaseOptions(palette);
  if (input.overlays?.length) {
    return {
      ...base,
      xAxis: timelineXAxis(axes),
      yAxis: [timelineTemperatureAxis(axes), rorAxis],
      series: overlaidSeries(input, line),
    };
  }
  return {
    ...base,
    // A phone keeps most of the chart's height for the curves: a smaller legend, entries side by side.
    ...(mobile
      ? {
          legend: {
            ...base.legend,
            itemStyle: { ...base.legend?.itemStyle, fontSize: '0.7rem' },
            itemDistance: 8,
            symbolWidth: 12,
            padding: 2,
            margin: 4,
          },
        }
      : {}),
    subtitle: {
      text: mobile
        ? phaseSummary(phases, labels, developmentRatio)
        : developmentRatio === null
          ? undefined
          : labels.dtr(developmentRatio.toFixed(1)),
      style: { color: palette.text, ...(mobile ? { fontSize: '0.7rem' } : {}) },
    },
    xAxis: {
      ...timelineXAxis(axes),
      plotBands: phaseBands(phases, labels, palette, mobile),
      plotLines: mobile
        ? eventLines(markers, palette, PHONE_LABEL.closeShare * (axes.range.x.max - axes.range.x.min))
        : [],
    },
    yAxis: [timelineTemperatureAxis(axes), rorAxis],
    series: [
      { ...line(labels.bt, colors.bt, bt), id: 'bt' },
      { ...line(labels.et, colors.et, et), id: 'et' },
      ...(rateOfRise.length
        ? [
            {
              ...line(labels.ror, colors.ror, rateOfRise),
              id: 'ror',
              yAxis: 1,
              dashStyle: 'ShortDash' as const,
              custom: { unit: 'ror' },
            },
          ]
        : []),
      ...(markers.length
        ? [
            {
              ...markerSeries(markers, new Map([['bt', bt]]), 'bt', labels.events.check, palette),
              // A phone names the events on their lines instead.
              ...(mobile ? { dataLabels: { enabled: false } } : {}),
            },
          ]
        : []),
      // Last, so this batch's series keep their places when the reference comes or goes; drawn under them.
      ...(reference && compared.bt.length + compared.et.length > 0
        ? [
            {
              ...line(labels.reference(reference.label), colors.reference.bt, compared.bt),
              ...QUIET,
              id: 'reference-bt',
            },
            {
              ...line(labels.referenceAir, colors.reference.et, compared.et),
              ...QUIET,
              id: 'reference-et',
              linkedTo: 'reference-bt',
            },
            ...(compared.ror.length
              ? [
                  {
                    ...line(labels.referenceRor, colors.reference.ror, compared.ror),
                    ...QUIET,
                    id: 'reference-ror',
                    linkedTo: 'reference-bt',
                    yAxis: 1,
                    custom: { reference: true, unit: 'ror' },
                  },
                ]
              : []),
          ]
        : []),
    ],
  };
}
