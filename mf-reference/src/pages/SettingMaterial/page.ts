import { referenceEntities } from '@coffee/domain';
import { namesOf, referencePage } from '../../shared/referencePage';

export const page = referencePage('SettingMaterial', referenceEntities.SettingMaterial, [
  'material_type',
  ...namesOf('material'),
  'material_use',
]);
