import { equipmentPage } from '@coffee/field-toolkit/blocks/factories/equipment';
import { USER_PAGES } from '../../../model';

/** The same equipment, reached from the information menu (info/etc/equip). */
export const page = equipmentPage(USER_PAGES.UserEquipInfo);
