import { useTranslation } from 'react-i18next';
import { DOWNLOAD_PREFIX } from '../shared/fileName';
import { TimelineFrame } from '../shared/TimelineFrame';
import type { LineChartProps } from './LineChart.types';
import { useLineChart } from './useLineChart';

export function LineChart(props: LineChartProps) {
  const { options, mobile } = useLineChart(props);
  const { t } = useTranslation();
  return (
    <TimelineFrame
      label={props.label ?? t('charts.timeline.title')}
      options={options}
      mobile={mobile}
      downloadPrefix={props.downloadable ? (props.downloadPrefix ?? DOWNLOAD_PREFIX.lineChart) : undefined}
      className={props.className}
      testId="line-chart"
    />
  );
}
