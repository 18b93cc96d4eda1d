import type { Options } from 'highcharts';
import { LOCAL_EXPORTING } from '../shared/exporting';
import type { RadarPoint } from './RadarChart.types';

export const RADAR_POINTS = 6;
export const RADAR_SCALE = { min: 0, max: 10, step: 1 } as const;

export const clampRadarValue = (value: number | null): number =>
  Math.min(RADAR_SCALE.max, Math.max(RADAR_SCALE.min, Number.isFinite(value) ? Math.round(value as number) : 0));

export function buildRadarOptions(points: readonly RadarPoint[], seriesName: string, color = '#8d6e63'): Options {
  const shown = points.slice(0, RADAR_POINTS);
  return {
    chart: { polar: true, type: 'area', backgroundColor: 'transparent' },
    title: { text: undefined },
    credits: { enabled: false },
    legend: { enabled: false },
    exporting: LOCAL_EXPORTING,
    pane: { size: '80%' },
    xAxis: { categories: shown.map((p) => p.label), tickmarkPlacement: 'on', lineWidth: 0 },
    yAxis: {
      gridLineInterpolation: 'polygon',
      min: RADAR_SCALE.min,
      max: RADAR_SCALE.max,
      tickInterval: RADAR_SCALE.step,
      labels: { enabled: false },
    },
    tooltip: { headerFormat: '', pointFormat: '{point.category}: <b>{point.y}</b>' },
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
