import { makeStyles } from '@fluentui/react-components';
import HighchartsReact from 'highcharts-react-official';
import type { HighchartsReactRefObject } from 'highcharts-react-official';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartFrame } from '../shared/ChartFrame';
import { useChartPalette } from '../shared/chartPalette';
import { withChartTitle } from '../shared/chartTitle';
import { downloadFileName, DOWNLOAD_PREFIX } from '../shared/fileName';
import { downloadChartPng } from '../shared/highcharts';
import { useIsMobile } from '../shared/useIsMobile';
import { useStableValue } from '../shared/useStableValue';
import { Highcharts } from './highchartsMore';
import type { RadarChartProps } from './RadarChart.types';
import { buildRadarOptions } from './radarChartOptions';

const useStyles = makeStyles({
  mobile: { width: '100%', height: '20rem' },
  desktop: { width: '30rem', maxWidth: '100%', height: '30rem' },
});

export function RadarChart({
  points,
  seriesName,
  color,
  downloadable,
  mobile: mobileOverride,
  className,
}: RadarChartProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const mobile = useIsMobile(mobileOverride);
  const palette = useChartPalette();
  const chartRef = useRef<HighchartsReactRefObject>(null);
  const stablePoints = useStableValue(points);
  const label = t('charts.radar.title');
  const name = seriesName ?? label;
  const options = useMemo(
    () =>
      withChartTitle(
        buildRadarOptions(stablePoints, name, color ?? (palette.mode === 'dark' ? palette.accent : undefined), palette),
        seriesName ? `${label}: ${seriesName}` : label,
      ),
    [stablePoints, name, seriesName, label, color, palette],
  );
  const containerProps = useMemo(
    () => ({ className: mobile ? styles.mobile : styles.desktop, 'data-testid': 'radar-chart' }),
    [mobile, styles],
  );
  // The image is titled with the coffee's name.
  const download = () =>
    void downloadChartPng(chartRef.current?.chart, downloadFileName(DOWNLOAD_PREFIX.radarChart), {
      title: name,
      palette,
    });
  return (
    <ChartFrame label={label} onDownload={downloadable ? download : undefined} className={className}>
      <HighchartsReact ref={chartRef} highcharts={Highcharts} options={options} containerProps={containerProps} />
    </ChartFrame>
  );
}
