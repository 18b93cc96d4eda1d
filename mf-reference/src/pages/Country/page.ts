import { createElement } from 'react';
import { namesOf, referencePage } from '../../shared/referencePage';
import { CountryMapField } from './CountryMapField';
import { REFERENCE_PAGES } from '../../../model';

/** Countries; country_id (ISO alpha-3) is locked on update and drives the map. */
export const page = referencePage(
  REFERENCE_PAGES.Country,
  ['country_id', ...namesOf('country'), 'country_code2', 'country_code1', 'country_filter', 'country_use'],
  {
    detail: {
      renderField: (def, _name, { values }) =>
        def.input === 'geomap'
          ? createElement(CountryMapField, { id: typeof values.country_id === 'string' ? values.country_id : '' })
          : null,
    },
  },
);
