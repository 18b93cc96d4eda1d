import type { TFunction } from 'i18next';
import type { BeanFact } from './BeanFacts';
import type { BeanFormat } from './beanFormat';
import type { BeanRow } from './useBeanInfo';

/** `t` keyed at `area.bean`. */
type T = TFunction;

const joinPresent = (...parts: ReadonlyArray<string | null>): string | null =>
  parts.filter((part): part is string => part !== null && part !== '').join(', ') || null;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

function range(min: string | null, max: string | null, t: T): string | null {
  if (min === null || max === null || min === max) return min ?? max;
  return t('range', { min, max });
}

const unit = (key: 'mass' | 'percent' | 'altitude', value: string | null, t: T) =>
  value === null ? null : t(`units.${key}`, { value });

/** The countries of an answer: the single country code, else the de-duplicated list (behaviour §03-3.7). */
export function originCountries(info: BeanRow): string[] {
  const single = text(info.blending_country_code);
  const list = Array.isArray(info.blending_country_list) ? info.blending_country_list.map(String) : [];
  return [...new Set(single ? [single] : list)];
}

/**
 * The origin summary: countries, region and farm (the server gives them only for one country with one value; the
 * typed names are shown, as guests cannot look up region and farm numbers), varieties, processes and grades.
 */
export function originFacts(info: BeanRow, format: BeanFormat, t: T): BeanFact[] {
  const countries = originCountries(info);
  return [
    { key: 'country', label: t('labels.country'), value: format.codes('blending_country_list', countries) },
    { key: 'region', label: t('labels.region'), value: text(info.blending_region_etc) },
    { key: 'farm', label: t('labels.farm'), value: text(info.blending_farm_etc) },
    {
      key: 'variety',
      label: t('labels.variety'),
      value: joinPresent(
        format.codes('blending_variety_list', info.blending_variety_list),
        text(info.blending_variety_etc),
      ),
    },
    {
      key: 'process',
      label: t('labels.process'),
      value: joinPresent(
        format.codes('blending_process_list', info.blending_process_list),
        text(info.blending_process_etc),
      ),
    },
    { key: 'grade', label: t('labels.grade'), value: format.codes('blending_grade_list', info.blending_grade_list) },
    {
      key: 'gradeDetail',
      label: t('labels.gradeDetail'),
      value: format.codes('blending_grade_detail_list', info.blending_grade_detail_list),
    },
  ];
}

/** The batch and its roast: dates, total mass and losses (shown when the owner makes them public). */
export function batchFacts(info: BeanRow, format: BeanFormat, t: T): BeanFact[] {
  const received = text(info.received_date);
  return [
    { key: 'receivedDate', label: t('labels.receivedDate'), value: received },
    {
      key: 'batchDate',
      label: t(received ? 'labels.receivedBatchDate' : 'labels.batchDate'),
      value: text(info.blending_result_date),
    },
    {
      key: 'totalMass',
      label: t('labels.totalMass'),
      value: unit('mass', format.number('blending_total_mass', info.blending_total_mass), t),
    },
    {
      key: 'loss',
      label: t('labels.loss'),
      value: unit('percent', format.number('blending_loss', info.blending_loss), t),
    },
    {
      key: 'organicLoss',
      label: t('labels.organicLoss'),
      value: unit('percent', format.number('blending_organic_loss', info.blending_organic_loss), t),
    },
  ];
}

/** One green bean of the blend: origin, lot facts and, when public, the mass used and the roast losses. */
export function greenbeanFacts(row: BeanRow, format: BeanFormat, t: T): BeanFact[] {
  const num = (field: string) => format.number(field, row[field]);
  const between = (base: string) => range(num(`${base}_min`), num(`${base}_max`), t);
  return [
    {
      key: 'country',
      label: t('labels.country'),
      value: format.codes('greenbean_country_code', row.greenbean_country_code),
    },
    { key: 'region', label: t('labels.region'), value: text(row.greenbean_region_etc) },
    { key: 'farm', label: t('labels.farm'), value: text(row.greenbean_farm_etc) },
    {
      key: 'variety',
      label: t('labels.variety'),
      value: joinPresent(
        format.codes('greenbean_variety_list', row.greenbean_variety_list),
        text(row.greenbean_variety_etc),
      ),
    },
    {
      key: 'process',
      label: t('labels.process'),
      value: joinPresent(format.codes('greenbean_process', row.greenbean_process), text(row.greenbean_process_etc)),
    },
    { key: 'grade', label: t('labels.grade'), value: format.codes('greenbean_grade', row.greenbean_grade) },
    {
      key: 'gradeDetail',
      label: t('labels.gradeDetail'),
      value: format.codes('greenbean_grade_detail', row.greenbean_grade_detail),
    },
    { key: 'altitude', label: t('labels.altitude'), value: unit('altitude', between('greenbean_altitude'), t) },
    {
      key: 'harvest',
      label: t('labels.harvest'),
      value: range(format.month(row.greenbean_harvest_min), format.month(row.greenbean_harvest_max), t),
    },
    { key: 'moisture', label: t('labels.moisture'), value: unit('percent', between('greenbean_moisture'), t) },
    { key: 'density', label: t('labels.density'), value: between('greenbean_density') },
    { key: 'mass', label: t('labels.mass'), value: unit('mass', num('greenbean_mass'), t) },
    { key: 'roastingLoss', label: t('labels.roastingLoss'), value: unit('percent', num('roasting_loss'), t) },
    { key: 'organicLoss', label: t('labels.organicLoss'), value: unit('percent', num('roasting_organic_loss'), t) },
  ];
}
