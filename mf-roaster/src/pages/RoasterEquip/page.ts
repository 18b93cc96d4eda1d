import { equipmentPage } from '@coffee/field-toolkit/blocks/factories/equipment';
import { ROASTER_PAGES } from '../../../model';

/** The roastery's machines and tools (behaviour §02-3.7): type → maker → reference product, which fills the zero point. */
export const page = equipmentPage(ROASTER_PAGES.RoasterEquip);
