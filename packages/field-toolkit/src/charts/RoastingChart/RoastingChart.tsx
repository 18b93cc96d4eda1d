import { useTranslation } from 'react-i18next';
import { DOWNLOAD_PREFIX } from '../shared/fileName';
import { TimelineFrame } from '../shared/TimelineFrame';
import type { RoastingChartProps } from './RoastingChart.types';
import { useRoastingChart } from './useRoastingChart';
import { RorSpanSelect } from './RorSpanSelect';

/** Bean and air temperature, event markers, RoR on a second axis, phase bands and the DTR. */
export function RoastingChart(props: RoastingChartProps) {
  const { options, mobile } = useRoastingChart(props);
  const { t } = useTranslation();
  const picker = (props.rorSpanPicker ?? true) && (props.rateOfRise?.length ?? 0) > 0;
  return (
    <TimelineFrame
      label={props.label ?? t('charts.timeline.title')}
      options={options}
      mobile={mobile}
      downloadPrefix={props.downloadable ? DOWNLOAD_PREFIX.roastingProfile : undefined}
      className={props.className}
      testId="roasting-chart"
      tallOnPhone
      controls={picker ? <RorSpanSelect /> : undefined}
    />
  );
}
