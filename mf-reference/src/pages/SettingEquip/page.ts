import { namesOf, referencePage } from '../../shared/referencePage';
import { REFERENCE_PAGES } from '../../../model';

/** Reference equipment products; the maker is a company of type EQD. */
export const page = referencePage(REFERENCE_PAGES.SettingEquip, [
  'equip_type',
  'equip_manufacture_seq',
  ...namesOf('equip'),
  'equip_use',
]);
