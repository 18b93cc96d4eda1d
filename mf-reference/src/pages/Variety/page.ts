import { namesOf, referencePage } from '../../shared/referencePage';
import { REFERENCE_PAGES } from '../../../model';

/** Varieties; variety_id is locked on update, species from SPC. */
export const page = referencePage(REFERENCE_PAGES.Variety, [
  'species_type',
  'variety_id',
  ...namesOf('variety', false),
  'variety_disp',
  'variety_use',
]);
