import { makeStyles } from '@fluentui/react-components';
import HighchartsReact from 'highcharts-react-official';
import type { HighchartsReactRefObject } from 'highcharts-react-official';
import type { Chart, Options } from 'highcharts';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { ChartFrame } from './ChartFrame';
import { useChartPalette } from './chartPalette';
import { withChartTitle } from './chartTitle';
import { downloadFileName } from './fileName';
import { downloadChartPng } from './highcharts';
import { useNearScreen } from './useNearScreen';
import { usePaintedValue } from './usePaintedValue';
import { Highcharts } from './highchartsTimeline';

const useStyles = makeStyles({
  mobile: { width: '100%', height: '16rem' },
  // A roast's event names run down from the top and its phases' labels take rows at the foot (behaviour §09-4.1).
  mobileTall: { width: '100%', height: '20rem' },
  desktop: { width: '100%', height: '25rem' },
});

/** Redraw, match series one to one (a series left out of new options is removed, e.g. a reference batch), animate. */
const UPDATE_ARGS: [boolean, boolean, boolean] = [true, true, true];

export interface TimelineFrameProps {
  label: string;
  options: Options;
  mobile: boolean;
  /** File name prefix of the PNG download; no download action without it. */
  downloadPrefix?: string;
  className?: string;
  testId: string;
  /** 20rem on a phone instead of 16rem: room for labels in rows. */
  tallOnPhone?: boolean;
  /** Controls of the chart beside its download action (e.g. the RoR delta span). */
  controls?: ReactNode;
}

/** The line and roasting charts: 16rem high on mobile (or 20rem), 25rem otherwise, with an optional PNG download. */
export function TimelineFrame({
  label,
  options,
  mobile,
  downloadPrefix,
  className,
  testId,
  tallOnPhone = false,
  controls,
}: TimelineFrameProps) {
  const styles = useStyles();
  const palette = useChartPalette();
  const chartRef = useRef<HighchartsReactRefObject>(null);
  const titled = useMemo(() => withChartTitle(options, label), [options, label]);
  // A tap that changes the curve (a brew's End, a step's stamp) is painted before the chart redraws (behaviour §11-3.1).
  const drawn = usePaintedValue(titled);
  // Drawn once near the screen; until then its box, of the chart's own height, holds its place (nothing moves). A
  // download asked for before then draws the chart, and saves it once drawn.
  const box = useRef<HTMLDivElement>(null);
  const [downloadAsked, setDownloadAsked] = useState(false);
  const near = useNearScreen(box) || downloadAsked;
  const saveImage = useCallback(
    (chart: Chart) => downloadChartPng(chart, downloadFileName(downloadPrefix ?? ''), { title: label, palette }),
    [downloadPrefix, label, palette],
  );
  const downloadOnDraw = useRef(false);
  const onChartCreated = useCallback(
    (chart: Chart) => {
      if (!downloadOnDraw.current) return;
      downloadOnDraw.current = false;
      void saveImage(chart);
    },
    [saveImage],
  );
  const containerProps = useMemo(
    () => ({
      className: mobile ? (tallOnPhone ? styles.mobileTall : styles.mobile) : styles.desktop,
      'data-testid': testId,
    }),
    [mobile, styles, testId, tallOnPhone],
  );
  const download = downloadPrefix
    ? () => {
        const chart = chartRef.current?.chart;
        if (chart) return void saveImage(chart);
        downloadOnDraw.current = true;
        setDownloadAsked(true);
      }
    : undefined;
  return (
    <ChartFrame label={label} onDownload={download} controls={controls} className={className}>
      {near ? (
        <HighchartsReact
          ref={chartRef}
          highcharts={Highcharts}
          options={drawn}
          containerProps={containerProps}
          updateArgs={UPDATE_ARGS}
          callback={onChartCreated}
        />
      ) : (
        <div ref={box} {...containerProps} />
      )}
    </ChartFrame>
  );
}
