import { equipmentPage } from '@coffee/field-toolkit/blocks/factories/equipment';
import { CAFE_PAGES } from '../../../model';

/** The cafe's machines, grinders and tools (behaviour §03-3.10). */
export const page = equipmentPage(CAFE_PAGES.CafeEquip);
