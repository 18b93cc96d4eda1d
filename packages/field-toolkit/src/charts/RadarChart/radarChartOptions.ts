import type { Options } from 'highcharts';
import type { ChartPalette } from '../shared/chartPalette';
import { LIGHT_PALETTE, themedAxis, themedChartBase, themedTooltip } from '../shared/chartPalette';
import type { RadarPoint } from './RadarChart.types';

export const RADAR_POINTS = 6;
export const RADAR_SCALE = { min: 0, max: 10, step: 1 } as const;

/** Room for an axis name beside the web: it wraps between words within this width, never inside a word. */
const LABEL = { widthPx: 76, gapPx: 12, distancePx: 10 } as const;
/** The web's share of a box too wide to need the labels' room (desktop). */
const PANE_SHARE = 0.7;

/**
 * The web's diameter: 70% of the box, or less where the box is narrow, so a name of `LABEL.widthPx` fits on either
 * side (behaviour §09-4.4). Without a measured width (jsdom, first render) the share alone.
 */
export function radarPaneSize(boxWidthPx?: number, boxHeightPx?: number): string | number {
  if (!boxWidthPx) return `${PANE_SHARE * 100}%`;
  const room = 2 * (LABEL.widthPx + LABEL.distancePx + LABEL.gapPx);
  return Math.round(Math.min(PANE_SHARE * Math.min(boxWidthPx, boxHeightPx ?? boxWidthPx), boxWidthPx - room));
}

export const clampRadarValue = (value: number | null): number =>
  Math.min(RADAR_SCALE.max, Math.max(RADAR_SCALE.min, Number.isFinite(value) ? Math.round(value as number) : 0));

export function buildRadarOptions(
  points: readonly RadarPoint[],
  seriesName: string,
  color = '#8d6e63',
  palette: ChartPalette = LIGHT_PALETTE,
  paneSize: string | number = radarPaneSize(),
): Options {
  const shown = points.slice(0, RADAR_POINTS);
  const base = themedChartBase(palette);
  return {
    ...base,
    chart: { ...base.chart, polar: true, type: 'area' },
    legend: { enabled: false },
    // Room around the web for whole axis names: Highcharts otherwise ellipsises them to the slot ("Sweetn…").
    pane: { size: paneSize, background: [{ backgroundColor: 'transparent', borderWidth: 0 }] },
    xAxis: themedAxis(
      {
        categories: shown.map((p) => p.label),
        tickmarkPlacement: 'on',
        lineWidth: 0,
        // Highcharts wraps SVG text at spaces only, so "산미 점수" or "Acidity score" may take two lines, a word never.
        labels: {
          distance: LABEL.distancePx,
          style: { color: palette.text, textOverflow: 'clip', whiteSpace: 'normal', width: `${LABEL.widthPx}px` },
        },
      },
      palette,
    ),
    yAxis: themedAxis(
      {
        gridLineInterpolation: 'polygon',
        min: RADAR_SCALE.min,
        max: RADAR_SCALE.max,
        tickInterval: RADAR_SCALE.step,
        labels: { enabled: false },
      },
      palette,
    ),
    tooltip: themedTooltip(palette, { headerFormat: '', pointFormat: '{point.category}: <b>{point.y}</b>' }),
    series: [
      {
        type: 'area',
        name: seriesName,
        color,
        fillOpacity: 0.35,
        data: shown.map((p) => clampRadarValue(p.value)),
        pointPlacement: 'on',
      },
    ],
  };
}
