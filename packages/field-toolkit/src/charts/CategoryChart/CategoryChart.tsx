import { makeStyles, Subtitle2 } from '@fluentui/react-components';
import HighchartsReact from 'highcharts-react-official';
import { useMemo } from 'react';
import { ChartFrame } from '../shared/ChartFrame';
import { useChartPalette } from '../shared/chartPalette';
import { withChartTitle } from '../shared/chartTitle';
import { Highcharts } from '../shared/highchartsWhole';
import { useStableValue } from '../shared/useStableValue';
import type { CategoryChartProps } from './CategoryChart.types';
import { buildCategoryOptions } from './categoryChartOptions';

const useStyles = makeStyles({ chart: { width: '100%', height: '14rem' } });

/** A small one-series chart over named categories: counts per month, a score over time, a ranking. */
export function CategoryChart({
  label,
  points,
  kind,
  seriesName,
  range,
  integer,
  color,
  className,
}: CategoryChartProps) {
  const styles = useStyles();
  const palette = useChartPalette();
  const stablePoints = useStableValue(points);
  const options = useMemo(
    () =>
      withChartTitle(
        buildCategoryOptions({ points: stablePoints, kind, seriesName, range, integer, color }, palette),
        label,
      ),
    [stablePoints, kind, seriesName, range, integer, color, palette, label],
  );
  const containerProps = useMemo(() => ({ className: styles.chart, 'data-testid': 'category-chart' }), [styles]);
  return (
    <ChartFrame label={label} className={className} controls={<Subtitle2 as="h3">{label}</Subtitle2>}>
      <HighchartsReact highcharts={Highcharts} options={options} containerProps={containerProps} />
    </ChartFrame>
  );
}
