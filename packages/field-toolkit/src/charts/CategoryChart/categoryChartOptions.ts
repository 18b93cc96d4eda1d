import type { Options } from 'highcharts';
import type { ChartPalette } from '../shared/chartPalette';
import { LIGHT_PALETTE, themedAxis, themedChartBase, themedTooltip } from '../shared/chartPalette';
import type { CategoryChartProps } from './CategoryChart.types';

type OptionProps = Pick<CategoryChartProps, 'points' | 'kind' | 'seriesName' | 'range' | 'integer' | 'color'>;

/** Highcharts options of a one-series chart over named categories, in the palette's colours. */
export function buildCategoryOptions(
  { points, kind, seriesName, range, integer = false, color }: OptionProps,
  palette: ChartPalette = LIGHT_PALETTE,
): Options {
  const base = themedChartBase(palette);
  return {
    ...base,
    chart: { ...base.chart, type: kind },
    legend: { enabled: false },
    xAxis: themedAxis({ categories: points.map((point) => point.label), title: { text: undefined } }, palette),
    yAxis: themedAxis(
      {
        title: { text: undefined },
        min: range?.min ?? 0,
        ...(range ? { max: range.max } : {}),
        allowDecimals: !integer,
      },
      palette,
    ),
    tooltip: themedTooltip(palette, { pointFormat: `${seriesName}: <b>{point.y}</b>` }),
    plotOptions: { series: { animation: false } },
    series: [
      {
        type: kind,
        name: seriesName,
        color: color ?? palette.accent,
        data: points.map((point) => point.value),
        connectNulls: true,
      },
    ],
  };
}
