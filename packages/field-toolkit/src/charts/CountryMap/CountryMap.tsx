import { Button, makeStyles, Switch, Text } from '@fluentui/react-components';
import { ArrowResetRegular } from '@fluentui/react-icons/svg/arrow-reset';
import { ZoomInRegular } from '@fluentui/react-icons/svg/zoom-in';
import { ZoomOutRegular } from '@fluentui/react-icons/svg/zoom-out';
import HighchartsReact from 'highcharts-react-official';
import type { HighchartsReactRefObject } from 'highcharts-react-official';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartFrame } from '../shared/ChartFrame';
import { withChartTitle } from '../shared/chartTitle';
import { mapViewZoom, MAP_ZOOM } from './countryMap';
import type { CountryMapProps } from './CountryMap.types';
import { Highcharts } from './highchartsMaps';
import { useCountryMap } from './useCountryMap';

const useStyles = makeStyles({
  mobile: { width: '100%', height: '16rem' },
  desktop: { width: '100%', height: '30rem' },
});

interface MapViewApi {
  minZoom?: number;
  setView(center: undefined, zoom: number): void;
}

export function CountryMap(props: CountryMapProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const state = useCountryMap(props);
  const chartRef = useRef<HighchartsReactRefObject>(null);
  const title = t('charts.map.title');
  const options = useMemo(() => withChartTitle(state.options, title), [state.options, title]);
  const containerProps = useMemo(
    () => ({ className: state.mobile ? styles.mobile : styles.desktop, 'data-testid': 'country-map' }),
    [state.mobile, styles],
  );

  useEffect(() => {
    const view = (chartRef.current?.chart as unknown as { mapView?: MapViewApi } | undefined)?.mapView;
    if (view?.minZoom !== undefined) view.setView(undefined, mapViewZoom(view.minZoom, state.zoom));
  }, [state.zoom, state.options]);

  const controls = (
    <>
      <Switch
        label={t('charts.map.filter')}
        checked={state.filter}
        onChange={(_, data) => state.setFilter(data.checked)}
      />
      <Button
        appearance="subtle"
        icon={<ZoomOutRegular />}
        aria-label={t('charts.map.zoomOut')}
        disabled={state.zoom <= MAP_ZOOM.min}
        onClick={state.zoomOut}
      />
      <Text aria-live="polite">{t('charts.map.zoomLevel', { value: Math.round(state.zoom) })}</Text>
      <Button
        appearance="subtle"
        icon={<ZoomInRegular />}
        aria-label={t('charts.map.zoomIn')}
        disabled={state.zoom >= MAP_ZOOM.max}
        onClick={state.zoomIn}
      />
      <Button
        appearance="subtle"
        icon={<ArrowResetRegular />}
        aria-label={t('charts.map.zoomReset')}
        onClick={state.resetZoom}
      />
    </>
  );

  return (
    <ChartFrame label={title} controls={controls} className={props.className}>
      <HighchartsReact
        ref={chartRef}
        highcharts={Highcharts}
        constructorType="mapChart"
        options={options}
        containerProps={containerProps}
      />
    </ChartFrame>
  );
}
