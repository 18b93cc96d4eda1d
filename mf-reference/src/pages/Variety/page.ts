import { PAGES } from '@coffee/domain';
import { namesOf, referencePage } from '../../shared/referencePage';

/** Varieties; variety_id is locked on update, species from SPC. */
export const page = referencePage(PAGES.Variety, [
  'species_type',
  'variety_id',
  ...namesOf('variety', false),
  'variety_disp',
  'variety_use',
]);
