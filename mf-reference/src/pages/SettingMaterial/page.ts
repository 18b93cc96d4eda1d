import { namesOf, referencePage } from '../../shared/referencePage';
import { REFERENCE_PAGES } from '../../../model';

export const page = referencePage(REFERENCE_PAGES.SettingMaterial, [
  'material_type',
  ...namesOf('material'),
  'material_use',
]);
