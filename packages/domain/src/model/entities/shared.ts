import type { FieldDef, FieldOptions, LookupSource } from '../fields';
import type { CodeGroupId } from '../codeGroups';
import { code, codes, number, ref, textArea, withDirect } from '../fields';
import type { PublicAudience } from '../constants';
import { BOUNDS, DEFAULT_COUNTRY, PUBLIC_STAGE_DEFAULTS, TEXT } from '../constants';

/** Masses are grams with one decimal. */
export const mass = (name: string, options: FieldOptions = {}): FieldDef =>
  number(name, { scale: 10, min: 0, max: BOUNDS.massMax, ...options });

/** Percentages 0 to 100 with one decimal. */
export const percent = (name: string, options: FieldOptions = {}): FieldDef =>
  number(name, { scale: 10, min: BOUNDS.percent.min, max: BOUNDS.percent.max, ...options });

export const density = (name: string, options: FieldOptions = {}): FieldDef =>
  number(name, { min: 0, max: BOUNDS.densityMax, ...options });

export const agtron = (name: string, options: FieldOptions = {}): FieldDef =>
  number(name, { min: BOUNDS.agtron.min, max: BOUNDS.agtron.max, ...options });

/** Roasting (bean or air) temperature in °C with one decimal. */
export const roastTemperature = (name: string, options: FieldOptions = {}): FieldDef =>
  number(name, { scale: 10, min: BOUNDS.roastTemperature.min, max: BOUNDS.roastTemperature.max, ...options });

/** Weight loss in percent with one decimal (loss and organic loss alike). */
export const lossFields = (prefix: string, options: FieldOptions = {}): FieldDef[] => [
  percent(`${prefix}_loss`, options),
  percent(`${prefix}_organic_loss`, options),
];

/** `{prefix}_min`, `{prefix}_max`; the minimum may not be above the maximum. */
export const rangeFields = (prefix: string, make: (name: string) => FieldDef): FieldDef[] => [
  { ...make(`${prefix}_min`), notAbove: `${prefix}_max` },
  make(`${prefix}_max`),
];

/** Ambient readings `{place}_air` (°C), `_hum` (%), `_hpa`, `_dist` (fine dust µg/m³). */
export const ambientFields = (place: string, readings: readonly AmbientReading[] = AMBIENT_READINGS): FieldDef[] =>
  readings.map((reading) => AMBIENT_BUILDERS[reading](`${place}_${reading}`));

export const AMBIENT_READINGS = ['air', 'hum', 'hpa', 'dist'] as const;
export type AmbientReading = (typeof AMBIENT_READINGS)[number];

const AMBIENT_BUILDERS: Record<AmbientReading, (name: string) => FieldDef> = {
  air: (name) => number(name, { scale: 10, min: -50, max: 60 }),
  hum: (name) => percent(name),
  hpa: (name) => number(name, { scale: 10, min: 800, max: 1100 }),
  dist: (name) => number(name, { min: 0, max: 1000 }),
};

export const REGION_LOOKUP = (countryField: string): LookupSource => ({
  url: '/api/code/region',
  params: { is_parent: false },
  dependsOn: { region_country: countryField },
});

export const FARM_LOOKUP = (countryField: string, regionField: string): LookupSource => ({
  url: '/api/code/farm',
  dependsOn: { region_country: countryField, farm_region_seq: regionField },
});

export const companyLookup = (companyType: 'EQD' | 'GBD'): LookupSource => ({
  url: '/api/code/company',
  params: { company_type: companyType },
});

/** Free-text companions of region and farm: 3 to 300 bytes. */
export const PLACE_DIRECT = { minBytes: 3, maxBytes: 300 } as const;

export interface OriginOptions {
  /** 'lists': country, process and grade lists (blends); 'single': one country, process and grade (a green bean). */
  shape: 'lists' | 'single';
  /** Free-text limit of the variety and process companions (1000 on green beans, 300 elsewhere). */
  etcMaxBytes: number;
  /** Derived from rows (blends) rather than chosen; the free-text companions stay editable. */
  computed?: boolean;
  /** Region and farm with their companions (default true). */
  place?: boolean;
  /** With lists: also `{prefix}_country_code`, set when there is a single country (default: with place). */
  countryCode?: boolean;
}

/**
 * Where a coffee comes from: country (or countries), region and farm (each with a free-text companion),
 * variety and process (with companions), grade and grade detail.
 */
export const originFields = (prefix: string, options: OriginOptions): FieldDef[] => {
  const { shape, etcMaxBytes, computed = false, place = true, countryCode = place } = options;
  const derived: FieldOptions = computed ? { computed: true } : {};
  const lists = shape === 'lists';
  const country = `${prefix}_country_code`;
  const region = `${prefix}_region_seq`;
  const etc = { minBytes: 3, maxBytes: etcMaxBytes };
  const pick = (name: string, group: CodeGroupId): FieldDef =>
    lists ? codes(`${name}_list`, group, derived) : code(name, group, derived);
  return [
    ...(lists ? [codes(`${prefix}_country_list`, 'CNTR', { codeFilter: 'CFPRDC', ...derived })] : []),
    ...(!lists || countryCode
      ? [code(country, 'CNTR', { codeFilter: 'CFPRDC', input: 'selectSearch', ...derived })]
      : []),
    ...(place
      ? [
          ...withDirect(ref(region, REGION_LOOKUP(country), derived), PLACE_DIRECT),
          ...withDirect(ref(`${prefix}_farm_seq`, FARM_LOOKUP(country, region), derived), PLACE_DIRECT),
        ]
      : []),
    ...withDirect(codes(`${prefix}_variety_list`, 'VRT', derived), etc),
    ...withDirect(pick(`${prefix}_process`, 'PRCS'), etc),
    pick(`${prefix}_grade`, 'BGRD'),
    pick(`${prefix}_grade_detail`, 'BQLT'),
  ];
};

/** Who sees a record's public page, per audience (PBST), with the create defaults. */
export const publicStageFields = (audiences: readonly PublicAudience[]): FieldDef[] =>
  audiences.map((audience) =>
    code(`public_stage_${audience}`, 'PBST', { defaultValue: PUBLIC_STAGE_DEFAULTS[audience] }),
  );

/** A free description of a record (a text area of `maxBytes`). */
export const desc = (name: string, maxBytes: number = TEXT.desc): FieldDef => textArea(name, maxBytes);

/** A country picked from the country codes (CNTR), searchable, defaulting to the visitor's country. */
export const countrySelect = (name: string, options: FieldOptions = {}): FieldDef =>
  code(name, 'CNTR', { input: 'selectSearch', localeDefault: DEFAULT_COUNTRY, ...options });
