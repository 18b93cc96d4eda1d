import type { Options } from 'highcharts';
import type { ChartPalette } from '../shared/chartPalette';
import { LIGHT_PALETTE, themedAxis, themedChartBase, themedTooltip } from '../shared/chartPalette';
import type { RadarPoint } from './RadarChart.types';

export const RADAR_POINTS = 6;
export const RADAR_SCALE = { min: 0, max: 10, step: 1 } as const;

export const clampRadarValue = (value: number | null): number =>
  Math.min(RADAR_SCALE.max, Math.max(RADAR_SCALE.min, Number.isFinite(value) ? Math.round(value as number) : 0));

export function buildRadarOptions(
  points: readonly RadarPoint[],
  seriesName: string,
  color = '#8d6e63',
  palette: ChartPalette = LIGHT_PALETTE,
): Options {
  const shown = points.slice(0, RADAR_POINTS);
  const base = themedChartBase(palette);
  return {
    ...base,
    chart: { ...base.chart, polar: true, type: 'area' },
    legend: { enabled: false },
    // Room around the web for whole axis names: Highcharts otherwise ellipsises them to the slot ("Sweetn…").
    pane: { size: '70%', background: [{ backgroundColor: 'transparent', borderWidth: 0 }] },
    xAxis: themedAxis(
      {
        categories: shown.map((p) => p.label),
        tickmarkPlacement: 'on',
        lineWidth: 0,
        labels: { style: { color: palette.text, textOverflow: 'clip', whiteSpace: 'nowrap' } },
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
