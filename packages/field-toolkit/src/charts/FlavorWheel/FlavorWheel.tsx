import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowMinimizeRegular } from '@fluentui/react-icons';
import type { Chart, Series } from 'highcharts';
import { addEvent } from 'highcharts/es-modules/Shared/Utilities.js';
import HighchartsReact from 'highcharts-react-official';
import type { HighchartsReactRefObject } from 'highcharts-react-official';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartFrame } from '../shared/ChartFrame';
import { useChartPalette } from '../shared/chartPalette';
import { withChartTitle } from '../shared/chartTitle';
import { downloadFileName, DOWNLOAD_PREFIX } from '../shared/fileName';
import { downloadChartPng } from '../shared/highcharts';
import { canMeasureWidth, useElementWidth } from '../shared/useElementWidth';
import { FlavorList } from './FlavorList';
import type { FlavorWheelProps } from './FlavorWheel.types';
import { wheelDepth } from './flavorWheelOptions';
import { Highcharts } from './highchartsSunburst';
import { useFlavorWheel } from './useFlavorWheel';
import { OUTSIDE_LABEL_ROOM_PX } from './wheelGeometry';

const useStyles = makeStyles({
  mobile: { width: '100%', height: '25rem' },
  desktop: { width: '40rem', maxWidth: '100%', height: '40rem' },
  fill: { width: '100%', height: '100%' },
  zoom: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minHeight: '32px' },
  hint: { color: tokens.colorNeutralForeground2 },
});

export function FlavorWheel(props: FlavorWheelProps) {
  const [measureBox, boxWidth] = useElementWidth<HTMLDivElement>();
  // Whether the box was out of sight when it came in (under the page's prerendered copy, behaviour §11-2.2).
  const [cameInUnseen, setCameInUnseen] = useState(false);
  const boxRef = useCallback(
    (element: HTMLDivElement | null) => {
      if (element) setCameInUnseen(getComputedStyle(element).visibility === 'hidden');
      return measureBox(element);
    },
    [measureBox],
  );
  const {
    options,
    geometry,
    loading,
    mobile,
    tree,
    branch,
    drawnBranch,
    zoomable,
    showWholeWheel,
    locale,
    interactive,
    toggle,
  } = useFlavorWheel(props, boxWidth);
  const { t } = useTranslation();
  const styles = useStyles();
  const palette = useChartPalette();
  const chartRef = useRef<HighchartsReactRefObject>(null);
  const title = t('charts.flavorWheel.title');
  const maxDepth = wheelDepth(props.simple ?? false);
  // A new layout (direction, rings, size) is a new chart: Highcharts' update leaves the old labels behind.
  const chartKey = `${props.reverse ? 'ccw' : 'cw'}-${maxDepth}-${geometry.diameterPx}-${drawnBranch?.id ?? 'all'}`;
  const [animatedKey, setAnimatedKey] = useState<string | null>(null);
  // The first wheel drawn out of sight appears drawn (its arcs would grow in behind the copy, which waits for them),
  // and keeps its options once drawn: a change of them would draw it all again.
  const [firstKey, setFirstKey] = useState<string | null>(null);
  const still = cameInUnseen && (firstKey === null || firstKey === chartKey);
  const titled = useMemo(() => {
    const withTitle = withChartTitle(options, title);
    if (!still) return withTitle;
    const { plotOptions } = withTitle;
    return { ...withTitle, plotOptions: { ...plotOptions, series: { ...plotOptions?.series, animation: false } } };
  }, [options, title, still]);
  const containerProps = useMemo(() => ({ className: styles.fill }), [styles]);
  // The image gets room around the wheel on every side, for its outside labels at full size.
  const download = () =>
    void downloadChartPng(chartRef.current?.chart, downloadFileName(DOWNLOAD_PREFIX.flavorWheel), {
      title,
      palette,
      pad: 2 * OUTSIDE_LABEL_ROOM_PX,
    });
  const onChartCreated = useCallback(
    (chart: Chart) => {
      // Highcharts' flag, set before its afterAnimate event (missing from its types): already over without animation.
      const series = chart.series[0] as (Series & { finishedAnimating?: boolean }) | undefined;
      setFirstKey((first) => first ?? chartKey);
      const animated = () => setAnimatedKey(chartKey);
      if (!series || series.finishedAnimating) animated();
      else addEvent(series, 'afterAnimate', animated);
    },
    [chartKey],
  );
  // The wheel as it stays: its arcs in, their animation over, no longer busy (behaviour §11-2.1).
  const drawn = animatedKey === chartKey && !loading && tree.length > 0;
  return (
    <ChartFrame
      label={title}
      busy={loading}
      onDownload={props.downloadable ? download : undefined}
      className={props.className}
    >
      {zoomable && (
        <div className={styles.zoom}>
          {branch ? (
            <Button icon={<ArrowMinimizeRegular />} onClick={showWholeWheel}>
              {t('charts.flavorWheel.wholeWheel')}
            </Button>
          ) : (
            <Caption1 className={styles.hint}>{t('charts.flavorWheel.tapToOpen')}</Caption1>
          )}
        </div>
      )}
      {/* The box is measured first, so the wheel is drawn once at the size that keeps its outside labels in. */}
      <div
        ref={boxRef}
        className={mobile ? styles.mobile : styles.desktop}
        data-testid="flavor-wheel"
        data-chart="flavor-wheel"
        data-drawn={drawn || undefined}
      >
        {(boxWidth !== undefined || !canMeasureWidth()) && (
          <HighchartsReact
            key={chartKey}
            ref={chartRef}
            highcharts={Highcharts}
            options={titled}
            containerProps={containerProps}
            callback={onChartCreated}
          />
        )}
      </div>
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
