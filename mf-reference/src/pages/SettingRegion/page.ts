import { PAGES } from '@coffee/domain';
import { namesOf, referencePage } from '../../shared/referencePage';

/** Regions of a country: the parent region list needs the country (its lookup depends on it). */
export const page = referencePage(PAGES.SettingRegion, [
  'region_country',
  'region_parent_seq',
  'region_code',
  ...namesOf('region'),
  'region_use',
]);
