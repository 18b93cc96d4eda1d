import { useEffect, useMemo, useState } from 'react';
import type { Options } from 'highcharts';
import { useTranslation } from 'react-i18next';
import { useChartPalette } from '../shared/chartPalette';
import { useIsMobile } from '../shared/useIsMobile';
import { useChartLocale } from '../shared/useLocale';
import { useStableValue } from '../shared/useStableValue';
import type { Topology } from './countryMap';
import { MAP_ZOOM, nextZoom } from './countryMap';
import type { CountryMapProps } from './CountryMap.types';
import { buildCountryMapOptions } from './countryMapOptions';
import { loadWorldGeometry } from './worldGeometry';

export interface CountryMapState {
  options: Options;
  mobile: boolean;
  filter: boolean;
  setFilter: (filter: boolean) => void;
  zoom: number;
  zoomIn: () => void;
  zoomOut: () => void;
  resetZoom: () => void;
}

export function useCountryMap(props: CountryMapProps): CountryMapState {
  const { t } = useTranslation();
  const mobile = useIsMobile(props.mobile);
  const locale = useChartLocale(props.locale);
  const palette = useChartPalette();
  const [topology, setTopology] = useState<Topology | null>(null);
  const [ownFilter, setOwnFilter] = useState(true);
  const [zoom, setZoom] = useState<number>(MAP_ZOOM.initial);
  const filter = props.filter ?? ownFilter;
  const selected = useStableValue(props.selected);
  const { onCountryClick, onFilterChange } = props;

  useEffect(() => {
    let active = true;
    void loadWorldGeometry().then((loaded) => active && setTopology(loaded));
    return () => {
      active = false;
    };
  }, []);

  const seriesName = t('charts.map.title');
  const options = useMemo(
    () => buildCountryMapOptions({ topology, selected, filter, locale, seriesName, onCountryClick, palette }),
    [topology, selected, filter, locale, seriesName, onCountryClick, palette],
  );

  return {
    options,
    mobile,
    filter,
    setFilter: (next) => {
      setOwnFilter(next);
      onFilterChange?.(next);
    },
    zoom,
    zoomIn: () => setZoom((scale) => nextZoom(scale, 'in')),
    zoomOut: () => setZoom((scale) => nextZoom(scale, 'out')),
    resetZoom: () => setZoom(MAP_ZOOM.initial),
  };
}
