import type { ComponentType } from 'react';
import { lazyComponent } from '@coffee/field-toolkit/runtime';
import type { CategoryChartProps } from './CategoryChart/CategoryChart.types';
import type { CountryMapProps } from './CountryMap/CountryMap.types';
import type { FlavorWheelProps } from './FlavorWheel/FlavorWheel.types';
import type { LineChartProps } from './LineChart/LineChart.types';
import type { RadarChartProps } from './RadarChart/RadarChart.types';
import type { RoastingChartProps } from './RoastingChart/RoastingChart.types';
import { ChartSkeleton } from './shared/ChartSkeleton';

/**
 * A chart fetched on first render; `preload()` starts fetching it sooner (the same request: webpack shares it) and
 * resolves once its code is in.
 */
export type LazyChart<P extends object> = ComponentType<P> & { preload(): Promise<void> };

/** A chart whose code (and Highcharts with it) is fetched on first render, with a skeleton meanwhile. */
const lazyChart = <P extends object>(load: () => Promise<ComponentType<P>>, height: string): LazyChart<P> =>
  lazyComponent(load, <ChartSkeleton height={height} />);

export const FlavorWheel = lazyChart<FlavorWheelProps>(
  () => import('./FlavorWheel/FlavorWheel').then((m) => m.FlavorWheel),
  '25rem',
);
export const RadarChart = lazyChart<RadarChartProps>(
  () => import('./RadarChart/RadarChart').then((m) => m.RadarChart),
  '20rem',
);
export const LineChart = lazyChart<LineChartProps>(
  () => import('./LineChart/LineChart').then((m) => m.LineChart),
  '16rem',
);
export const RoastingChart = lazyChart<RoastingChartProps>(
  () => import('./RoastingChart/RoastingChart').then((m) => m.RoastingChart),
  '16rem',
);
export const CountryMap = lazyChart<CountryMapProps>(
  () => import('./CountryMap/CountryMap').then((m) => m.CountryMap),
  '16rem',
);
export const CategoryChart = lazyChart<CategoryChartProps>(
  () => import('./CategoryChart/CategoryChart').then((m) => m.CategoryChart),
  '14rem',
);
