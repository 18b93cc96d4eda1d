import { PAGES } from '@coffee/domain';
import { equipmentPage } from '@coffee/field-toolkit/blocks/factories/equipment';

/** The same equipment, reached from the information menu (info/etc/equip). */
export const page = equipmentPage('user', PAGES.UserEquipInfo);
