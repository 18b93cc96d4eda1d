import { PAGES } from '@coffee/domain';
import { namesOf, referencePage } from '../../shared/referencePage';

/** Reference equipment products; the maker is a company of type EQD. */
export const page = referencePage(PAGES.SettingEquip, [
  'equip_type',
  'equip_manufacture_seq',
  ...namesOf('equip'),
  'equip_use',
]);
