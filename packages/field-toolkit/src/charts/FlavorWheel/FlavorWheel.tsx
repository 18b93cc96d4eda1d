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
import { FlavorList } from './FlavorList';
import type { FlavorWheelProps } from './FlavorWheel.types';
import { OUTSIDE_LABEL_ROOM_PX, wheelDepth } from './flavorWheelOptions';
import { Highcharts } from './highchartsSunburst';
import { useFlavorWheel } from './useFlavorWheel';

const useStyles = makeStyles({
  mobile: { width: '100%', height: '25rem' },
  desktop: { width: '40rem', maxWidth: '100%', height: '40rem' },
});

export function FlavorWheel(props: FlavorWheelProps) {
  const { options, loading, mobile, tree, locale, interactive, toggle } = useFlavorWheel(props);
  const { t } = useTranslation();
  const styles = useStyles();
  const palette = useChartPalette();
  const chartRef = useRef<HighchartsReactRefObject>(null);
  const title = t('charts.flavorWheel.title');
  const titled = useMemo(() => withChartTitle(options, title), [options, title]);
  const containerProps = useMemo(
    () => ({ className: mobile ? styles.mobile : styles.desktop, 'data-testid': 'flavor-wheel' }),
    [mobile, styles],
  );
  // Outside labels reach past the wheel's box: the image gets room for them on every side.
  const download = () =>
    void downloadChartPng(chartRef.current?.chart, downloadFileName(DOWNLOAD_PREFIX.flavorWheel), {
      title,
      palette,
      pad: 2 * OUTSIDE_LABEL_ROOM_PX,
    });
  const maxDepth = wheelDepth(props.simple ?? false);
  return (
    <ChartFrame
      label={title}
      busy={loading}
      onDownload={props.downloadable ? download : undefined}
      className={props.className}
    >
      {/* A new layout (direction, rings) is a new chart: Highcharts' update leaves the old layout's labels behind. */}
      <HighchartsReact
        key={`${props.reverse ? 'ccw' : 'cw'}-${maxDepth}`}
        ref={chartRef}
        highcharts={Highcharts}
        options={titled}
        containerProps={containerProps}
      />
      {interactive && (
        <FlavorList
          tree={tree}
          selected={props.selected}
          maxDepth={maxDepth}
          locale={locale}
          disabled={loading}
          onToggle={toggle}
        />
      )}
    </ChartFrame>
  );
}
