import { namesOf, referencePage } from '../../shared/referencePage';
import { REFERENCE_PAGES } from '../../../model';

/** Regions of a country: the parent region list needs the country (its lookup depends on it). */
export const page = referencePage(REFERENCE_PAGES.SettingRegion, [
  'region_country',
  'region_parent_seq',
  'region_code',
  ...namesOf('region'),
  'region_use',
]);
