import { useMemo } from 'react';
import type {
  AxisTitleOptions,
  ExportingOptions,
  LegendOptions,
  Options,
  TooltipOptions,
  XAxisOptions,
  YAxisOptions,
} from 'highcharts';
import type { Theme } from '@fluentui/react-components';
import { lightTheme, useSuiteTheme } from '@coffee/field-toolkit/runtime';
import { LOCAL_EXPORTING } from './exporting';

/**
 * Colours of a chart, resolved from the Fluent theme: Highcharts draws SVG and exports it to PNG, where CSS
 * variables would not resolve, so the charts take concrete colour values.
 */
export interface ChartPalette {
  mode: 'light' | 'dark';
  /** Opaque page background: arc and country borders, the background of a downloaded image. */
  background: string;
  text: string;
  mutedText: string;
  grid: string;
  axisLine: string;
  tooltipBackground: string;
  tooltipBorder: string;
  /** Default series colour (radar area, selected countries, markers). */
  accent: string;
  /** Land that is not selected on the country map. */
  mapLand: string;
  fontFamily: string;
}

export function chartPalette(theme: Theme, mode: 'light' | 'dark'): ChartPalette {
  return {
    mode,
    background: theme.colorNeutralBackground1,
    text: theme.colorNeutralForeground1,
    mutedText: theme.colorNeutralForeground3,
    grid: theme.colorNeutralStroke2,
    axisLine: theme.colorNeutralStroke1,
    tooltipBackground: theme.colorNeutralBackground1,
    tooltipBorder: theme.colorNeutralStroke1,
    accent: theme.colorBrandForeground1,
    mapLand: theme.colorNeutralBackground5,
    fontFamily: theme.fontFamilyBase,
  };
}

export const LIGHT_PALETTE: ChartPalette = chartPalette(lightTheme, 'light');

/** The palette of the suite's current theme (light, dark or the system's). */
export function useChartPalette(): ChartPalette {
  const { theme, mode } = useSuiteTheme();
  return useMemo(() => chartPalette(theme, mode), [theme, mode]);
}

/** Local PNG export whose image has the page's background, so light text stays readable in dark mode. */
export function themedExporting(palette: ChartPalette): ExportingOptions {
  return { ...LOCAL_EXPORTING, chartOptions: { chart: { backgroundColor: palette.background } } };
}

const titleStyle = (palette: ChartPalette, title: AxisTitleOptions | undefined): AxisTitleOptions => ({
  ...title,
  style: { color: palette.mutedText, ...title?.style },
});

/** Axis label, title, grid and line colours of the palette, over the axis' own settings. */
export function themedAxis<A extends XAxisOptions | YAxisOptions>(axis: A, palette: ChartPalette): A {
  return {
    ...axis,
    title: titleStyle(palette, axis.title),
    labels: { ...axis.labels, style: { color: palette.mutedText, ...axis.labels?.style } },
    gridLineColor: palette.grid,
    minorGridLineColor: palette.grid,
    lineColor: palette.axisLine,
    tickColor: palette.axisLine,
  };
}

export function themedTooltip(palette: ChartPalette, tooltip: TooltipOptions = {}): TooltipOptions {
  return {
    ...tooltip,
    backgroundColor: palette.tooltipBackground,
    borderColor: palette.tooltipBorder,
    style: { color: palette.text, ...tooltip.style },
  };
}

export function themedLegend(palette: ChartPalette, legend: LegendOptions = {}): LegendOptions {
  return {
    ...legend,
    itemStyle: { color: palette.text, fontWeight: 'normal' },
    itemHoverStyle: { color: palette.accent },
    itemHiddenStyle: { color: palette.mutedText },
  };
}

/** What every chart shares: transparent on the page, themed font, local export on the page's background. */
export function themedChartBase(palette: ChartPalette): Pick<Options, 'title' | 'credits' | 'exporting'> & {
  chart: NonNullable<Options['chart']>;
} {
  return {
    chart: { backgroundColor: 'transparent', style: { fontFamily: palette.fontFamily } },
    title: { text: undefined },
    credits: { enabled: false },
    exporting: themedExporting(palette),
  };
}

/** `#rrggbb` / `#rrggbbaa` as 0-255 channels and 0-1 alpha; null for anything else. */
function parseHex(color: string): { r: number; g: number; b: number; a: number } | null {
  const match = /^#([0-9a-f]{6})([0-9a-f]{2})?$/i.exec(color.trim());
  if (!match) return null;
  const value = parseInt(match[1]!, 16);
  return {
    r: (value >> 16) & 255,
    g: (value >> 8) & 255,
    b: value & 255,
    a: match[2] ? parseInt(match[2], 16) / 255 : 1,
  };
}

const luminance = ({ r, g, b }: { r: number; g: number; b: number }): number => {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};

/**
 * Dark or light text for a label on `fill` (possibly translucent) drawn over `background`: whichever contrasts
 * more with the colour actually seen.
 */
export function labelColorOn(fill: string, background: string, dark = '#242424', light = '#ffffff'): string {
  const top = parseHex(fill);
  const bottom = parseHex(background) ?? { r: 255, g: 255, b: 255, a: 1 };
  if (!top) return dark;
  const mix = (key: 'r' | 'g' | 'b') => top[key] * top.a + bottom[key] * (1 - top.a);
  const seen = luminance({ r: mix('r'), g: mix('g'), b: mix('b') });
  const contrast = (other: number) => (Math.max(seen, other) + 0.05) / (Math.min(seen, other) + 0.05);
  return contrast(luminance(parseHex(dark)!)) >= contrast(luminance(parseHex(light)!)) ? dark : light;
}
