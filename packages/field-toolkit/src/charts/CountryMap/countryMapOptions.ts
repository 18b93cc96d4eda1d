import type { Options, SeriesMapOptions } from 'highcharts';
import type { ChartPalette } from '../shared/chartPalette';
import { LIGHT_PALETTE, labelColorOn, themedChartBase, themedTooltip } from '../shared/chartPalette';
import type { ChartLocale } from '../shared/useLocale';
import type { Topology } from './countryMap';

export interface CountryMapOptionsInput {
  topology: Topology | null;
  selected: readonly string[];
  filter: boolean;
  locale: ChartLocale;
  seriesName: string;
  onCountryClick?: (id: string) => void;
  palette?: ChartPalette;
}

const SELECTED_COUNTRY = '#8d6e63';

/** With the filter on only the selected countries are drawn (and the view fits them); off, the whole world. */
export function buildCountryMapOptions({
  topology,
  selected,
  filter,
  locale,
  seriesName,
  onCountryClick,
  palette = LIGHT_PALETTE,
}: CountryMapOptionsInput): Options {
  const series: SeriesMapOptions = {
    type: 'map',
    name: seriesName,
    data: selected.map((id) => ({ id, value: 1 })),
    joinBy: ['id', 'id'],
    allAreas: !filter,
    color: SELECTED_COUNTRY,
    nullColor: palette.mode === 'dark' ? palette.mapLand : '#e0e0e0',
    borderColor: palette.background,
    borderWidth: 0.5,
    cursor: onCountryClick ? 'pointer' : undefined,
    dataLabels: {
      enabled: filter,
      format: `{point.properties.name_${locale}}`,
      style: { textOutline: 'none', color: labelColorOn(SELECTED_COUNTRY, palette.background), fontWeight: 'normal' },
    },
    tooltip: { headerFormat: '', pointFormat: `{point.properties.name_${locale}}` },
    point: {
      events: {
        click() {
          const id = this.options.id;
          if (id) onCountryClick?.(id);
        },
      },
    },
  };
  const base = themedChartBase(palette);
  return {
    ...base,
    chart: { ...base.chart, map: topology ?? undefined },
    legend: { enabled: false },
    tooltip: themedTooltip(palette),
    mapNavigation: { enabled: false },
    colorAxis: undefined,
    series: [series],
  };
}
