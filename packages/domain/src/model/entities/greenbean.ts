import type { FieldDef } from '../fields';
import {
  compactDate,
  flagField,
  listDef,
  nameFields,
  nickFields,
  number,
  ref,
  text,
  withDirect,
  year,
} from '../fields';
import { BOUNDS, ROASTING_SLIDER, TEXT } from '../constants';
import { agtron, companyLookup, density, desc, originFields, percent, rangeFields, roastTemperature } from './shared';

// A green bean's description, its measured ranges and its yearly lots: read by the reference catalogue, the
// roastery's beans and lots and the public bean pages.

const harvestMonth = (name: string): FieldDef => number(name, { input: 'select', min: 1, max: 12 });
const altitude = (name: string): FieldDef => number(name, { min: BOUNDS.altitude.min, max: BOUNDS.altitude.max });
const recommendedRoast = (name: string): FieldDef =>
  roastTemperature(name, { input: 'slider', max: ROASTING_SLIDER.max, marks: ROASTING_SLIDER.marks });

/** The description of a green bean shared by catalogues, roaster beans and yearly lots. */
export const greenbeanBodyFields = (): FieldDef[] => [
  ...nameFields('greenbean'),
  ...nickFields('greenbean'),
  ...withDirect(ref('greenbean_seller_seq', companyLookup('GBD')), { minBytes: 3, maxBytes: TEXT.direct }),
  text('greenbean_seller_link', { input: 'link', readOnly: true, stored: false, minBytes: 3, maxBytes: TEXT.name }),
  ...originFields('greenbean', { shape: 'single', etcMaxBytes: TEXT.direct }),
  ...rangeFields('greenbean_altitude', altitude),
  ...rangeFields('greenbean_moisture', (name) => percent(name)),
  ...rangeFields('greenbean_density', (name) => density(name)),
  ...rangeFields('greenbean_agtron', (name) => agtron(name, { step: BOUNDS.agtron.step })),
  ...rangeFields('greenbean_harvest', harvestMonth),
  ...rangeFields('greenbean_roasting', recommendedRoast),
  desc('greenbean_desc', TEXT.detail),
  flagField('greenbean'),
];

/** The measured ranges of a green bean, each a `_min` and `_max` pair. */
export const GREENBEAN_RANGES = ['altitude', 'moisture', 'density', 'agtron', 'harvest', 'roasting'] as const;

/**
 * What a chosen green bean hands on (behaviour §02-4): a roaster's bean takes them from the catalogue entry, a yearly lot from
 * its bean. The lookups carry them as option extras.
 */
export const GREENBEAN_COPY_FIELDS: readonly string[] = [
  'greenbean_name',
  'greenbean_name_kr',
  'greenbean_seller_seq',
  'greenbean_country_code',
  'greenbean_region_seq',
  'greenbean_farm_seq',
  'greenbean_variety_list',
  'greenbean_process',
  'greenbean_grade',
  'greenbean_grade_detail',
  ...GREENBEAN_RANGES.flatMap((range) => [`greenbean_${range}_min`, `greenbean_${range}_max`]),
];

/** Yearly lot: the harvest year and dates, picked as dates and kept as 8 characters (YYYYMMDD, behaviour §09-3.1). */
export const greenbeanYearFields = (): FieldDef[] => [
  compactDate('greenbean_import_date'),
  compactDate('greenbean_packaging_date'),
];

export const greenbeanYearKey = (): FieldDef =>
  year('greenbean_year', { key: true, required: true, lockedOnUpdate: true });

export const greenbeanList = (withYear: boolean) =>
  listDef(
    [
      ...(withYear ? ['greenbean_year'] : []),
      'greenbean_name',
      'greenbean_country_code',
      'greenbean_process',
      'greenbean_grade',
      // A lot's import date reads as a date in its list as in its form (behaviour §09-3.1).
      ...(withYear ? ['greenbean_import_date'] : []),
      'greenbean_use',
    ],
    {
      search: [...(withYear ? ['greenbean_year'] : []), 'greenbean_country_code', 'greenbean_process', 'greenbean_use'],
      titleSearch: ['greenbean_name', 'greenbean_nick'],
      sort: [...(withYear ? ['greenbean_year'] : []), 'greenbean_name'],
      mobileHidden: ['greenbean_process', 'greenbean_grade', 'greenbean_import_date'],
    },
  );
