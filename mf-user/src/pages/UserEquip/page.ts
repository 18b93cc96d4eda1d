import { equipmentPage } from '@coffee/field-toolkit/blocks/factories/equipment';
import { USER_PAGES } from '../../../model';

/** The user's own equipment (behaviour §03-3.10), under the coffee notes. */
export const page = equipmentPage(USER_PAGES.UserEquip);
