import type { CountryFeatureProperties } from './CountryMap.types';

/** Behaviour §01-2.7: scale in percent. */
export const MAP_ZOOM = { min: 100, max: 40_000, step: 4 / 3, initial: 100 } as const;

export function nextZoom(scale: number, direction: 'in' | 'out'): number {
  const next = direction === 'in' ? scale * MAP_ZOOM.step : scale / MAP_ZOOM.step;
  return Math.min(MAP_ZOOM.max, Math.max(MAP_ZOOM.min, next));
}

/** Highcharts map zoom is log2-based: the fitted view plus log2 of the scale. */
export function mapViewZoom(fittedZoom: number, scale: number): number {
  return fittedZoom + Math.log2(scale / MAP_ZOOM.initial);
}

export interface Topology {
  type: string;
  objects: Record<
    string,
    { type: string; geometries: Array<{ properties?: Record<string, unknown> } & Record<string, unknown>> }
  >;
  [key: string]: unknown;
}

const LOCALE_TAGS = { kr: 'ko', en: 'en' } as const;

function displayNames(locale: keyof typeof LOCALE_TAGS): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([LOCALE_TAGS[locale]], { type: 'region', fallback: 'none' });
  } catch {
    return null;
  }
}

/**
 * Gives every feature `id` (ISO alpha-3), `name` and `name_{locale}`: English names from the geometry, Korean
 * ones from the platform's Intl region names, English when the platform has none.
 */
export function localiseTopology(topology: Topology): Topology {
  const names = { kr: displayNames('kr'), en: displayNames('en') };
  const objects = Object.fromEntries(
    Object.entries(topology.objects).map(([key, object]) => [
      key,
      {
        ...object,
        geometries: object.geometries.map((geometry) => {
          const props = geometry.properties ?? {};
          const alpha2 = String(props['iso-a2'] ?? '');
          const alpha3 = String(props['iso-a3'] ?? '');
          const english = String(props.name ?? '');
          const regionName = (locale: 'kr' | 'en') =>
            (/^[A-Z]{2}$/.test(alpha2) ? names[locale]?.of(alpha2) : undefined) || english;
          const properties: CountryFeatureProperties = {
            ...props,
            id: /^[A-Z]{3}$/.test(alpha3) ? alpha3 : String(props['hc-key'] ?? '').toUpperCase(),
            name: english,
            name_kr: regionName('kr'),
            name_en: english,
          };
          return { ...geometry, properties };
        }),
      },
    ]),
  );
  return { ...topology, objects };
}
