import { makeStyles } from '@fluentui/react-components';
import HighchartsReact from 'highcharts-react-official';
import type { HighchartsReactRefObject } from 'highcharts-react-official';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartFrame } from '../shared/ChartFrame';
import { downloadFileName, DOWNLOAD_PREFIX } from '../shared/fileName';
import { downloadChartPng } from '../shared/highcharts';
import type { FlavorWheelProps } from './FlavorWheel.types';
import { Highcharts } from './highchartsSunburst';
import { useFlavorWheel } from './useFlavorWheel';

const useStyles = makeStyles({
  mobile: { width: '100%', height: '25rem' },
  desktop: { width: '40rem', maxWidth: '100%', height: '40rem' },
});

export function FlavorWheel(props: FlavorWheelProps) {
  const { options, loading, mobile } = useFlavorWheel(props);
  const { t } = useTranslation();
  const styles = useStyles();
  const chartRef = useRef<HighchartsReactRefObject>(null);
  const containerProps = useMemo(
    () => ({ className: mobile ? styles.mobile : styles.desktop, 'data-testid': 'flavor-wheel' }),
    [mobile, styles],
  );
  const download = () => void downloadChartPng(chartRef.current?.chart, downloadFileName(DOWNLOAD_PREFIX.flavorWheel));
  return (
    <ChartFrame
      label={t('charts.flavorWheel.title')}
      busy={loading}
      onDownload={props.downloadable ? download : undefined}
      className={props.className}
    >
      <HighchartsReact ref={chartRef} highcharts={Highcharts} options={options} containerProps={containerProps} />
    </ChartFrame>
  );
}
