import { referenceEntities } from '@coffee/domain';
import { definePage } from '@coffee/field-toolkit/engine';
import { listPath } from '../../shared/routes';
import { SELLER_LINK_COPY, greenbeanSections } from '../SettingGreenbeanDefault/sections';

/** Catalogue fields a yearly lot takes over when its catalogue entry is chosen (the lookup's option carries them). */
export const CATALOGUE_FIELDS = [
  'greenbean_seller_seq',
  'greenbean_country_code',
  'greenbean_region_seq',
  'greenbean_farm_seq',
  'greenbean_variety_list',
  'greenbean_process',
  'greenbean_grade',
  'greenbean_grade_detail',
  'greenbean_moisture_min',
  'greenbean_moisture_max',
] as const;

/** Yearly lots of the catalogue: id `{greenbean_default_seq}_{greenbean_year}`, both locked on update. */
export const page = definePage({
  key: 'SettingGreenbeanYear',
  entity: referenceEntities.SettingGreenbeanYear,
  listPath: listPath('SettingGreenbeanYear'),
  detail: {
    defaults: () => ({ greenbean_year: new Date().getFullYear() }),
    sections: greenbeanSections([
      'greenbean_default_seq',
      'greenbean_year',
      'greenbean_import_date',
      'greenbean_packaging_date',
    ]),
    optionCopies: [
      {
        field: 'greenbean_default_seq',
        copy: Object.fromEntries(CATALOGUE_FIELDS.map((name) => [name, name])),
        when: 'choice',
      },
      SELLER_LINK_COPY,
    ],
  },
});
