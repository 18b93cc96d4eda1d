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
import { useElementWidth } from '../shared/useElementWidth';
import { useIsMobile } from '../shared/useIsMobile';
import { useStableValue } from '../shared/useStableValue';
import { Highcharts } from './highchartsMore';
import type { RadarChartProps } from './RadarChart.types';
import { buildRadarOptions, radarPaneSize } from './radarChartOptions';

const MOBILE_HEIGHT_PX = 20 * 16;
const DESKTOP_HEIGHT_PX = 30 * 16;

const useStyles = makeStyles({
  mobile: { width: '100%', height: `${MOBILE_HEIGHT_PX}px` },
  desktop: { width: '30rem', maxWidth: '100%', height: `${DESKTOP_HEIGHT_PX}px` },
  fill: { width: '100%', height: '100%' },
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
  const [boxRef, boxWidth] = useElementWidth<HTMLDivElement>();
  const paneSize = radarPaneSize(boxWidth, mobile ? MOBILE_HEIGHT_PX : DESKTOP_HEIGHT_PX);
  const label = t('charts.radar.title');
  const name = seriesName ?? label;
  const options = useMemo(
    () =>
      withChartTitle(
        buildRadarOptions(
          stablePoints,
          name,
          color ?? (palette.mode === 'dark' ? palette.accent : undefined),
          palette,
          paneSize,
        ),
        seriesName ? `${label}: ${seriesName}` : label,
      ),
    [stablePoints, name, seriesName, label, color, palette, paneSize],
  );
  const containerProps = useMemo(() => ({ className: styles.fill }), [styles]);
  // The image is titled with the coffee's name.
  const download = () =>
    void downloadChartPng(chartRef.current?.chart, downloadFileName(DOWNLOAD_PREFIX.radarChart), {
      title: name,
      palette,
    });
  return (
    <ChartFrame label={label} onDownload={downloadable ? download : undefined} className={className}>
      {/* The box is measured so the web leaves room for whole axis names on a narrow screen. */}
      <div ref={boxRef} className={mobile ? styles.mobile : styles.desktop} data-testid="radar-chart">
        <HighchartsReact ref={chartRef} highcharts={Highcharts} options={options} containerProps={containerProps} />
      </div>
    </ChartFrame>
  );
}
