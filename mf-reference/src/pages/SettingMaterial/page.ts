import { PAGES } from '@coffee/domain';
import { namesOf, referencePage } from '../../shared/referencePage';

export const page = referencePage(PAGES.SettingMaterial, ['material_type', ...namesOf('material'), 'material_use']);
