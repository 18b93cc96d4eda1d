import { useMemo } from 'react';
import type { Options } from 'highcharts';
import { useTranslation } from 'react-i18next';
import { useChartPalette } from '../shared/chartPalette';
import { useIsMobile } from '../shared/useIsMobile';
import { useStableValue } from '../shared/useStableValue';
import type { LineChartProps } from './LineChart.types';
import { buildLineChartOptions } from './lineChartOptions';

/** Options recomputed when the inputs' content changes; the same object (no redraw) otherwise. */
export function useLineChart(props: LineChartProps): { options: Options; mobile: boolean } {
  const { t, i18n } = useTranslation();
  const mobile = useIsMobile(props.mobile);
  const palette = useChartPalette();
  const input = useStableValue({
    log: props.log,
    series: props.series ?? [
      { key: 'bt', name: t('charts.timeline.bt') },
      { key: 'et', name: t('charts.timeline.et') },
    ],
    markers: props.markers ?? [],
    range: props.range,
    valueAxis: props.valueAxis,
    language: i18n?.language,
  });
  const options = useMemo(
    () =>
      buildLineChartOptions({
        ...input,
        mobile,
        palette,
        labels: {
          time: t('charts.timeline.time'),
          temperature: t('charts.timeline.temperature'),
          markers: t('charts.timeline.events.check'),
        },
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `t` follows the language, which is in `input`
    [input, mobile, palette],
  );
  return { options, mobile };
}
