import { equipmentPage } from '@coffee/field-toolkit/blocks/factories/equipment';
import { listPath } from '../../shared/routes';

/** The same equipment, reached from the information menu (info/etc/equip). */
export const page = equipmentPage('user', listPath('UserEquipInfo'));
