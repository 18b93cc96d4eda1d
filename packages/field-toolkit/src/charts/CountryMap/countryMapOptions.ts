import type { Options, SeriesMapOptions } from 'highcharts';
import { LOCAL_EXPORTING } from '../shared/exporting';
import type { ChartLocale } from '../shared/useLocale';
import type { Topology } from './countryMap';

export interface CountryMapOptionsInput {
  topology: Topology | null;
  selected: readonly string[];
  filter: boolean;
  locale: ChartLocale;
  seriesName: string;
  onCountryClick?: (id: string) => void;
}

/** With the filter on only the selected countries are drawn (and the view fits them); off, the whole world. */
export function buildCountryMapOptions({ topology, selected, filter, locale, seriesName, onCountryClick }: CountryMapOptionsInput): Options {
  const series: SeriesMapOptions = {
    type: 'map',
    name: seriesName,
    data: selected.map((id) => ({ id, value: 1 })),
    joinBy: ['id', 'id'],
    allAreas: !filter,
    color: '#8d6e63',
    nullColor: '#e0e0e0',
    borderColor: '#ffffff',
    borderWidth: 0.5,
    cursor: onCountryClick ? 'pointer' : undefined,
    dataLabels: { enabled: filter, format: `{point.properties.name_${locale}}`, style: { textOutline: 'none' } },
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
  return {
    chart: { map: topology ?? undefined, backgroundColor: 'transparent' },
    title: { text: undefined },
    credits: { enabled: false },
    legend: { enabled: false },
    exporting: LOCAL_EXPORTING,
    mapNavigation: { enabled: false },
    colorAxis: undefined,
    series: [series],
  };
}
