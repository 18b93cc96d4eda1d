import { equipmentPage } from '@coffee/field-toolkit/blocks/factories/equipment';

/** The roastery's machines and tools (behaviour §02-3.7): type → maker → reference product, which fills the zero point. */
export const page = equipmentPage('roaster');
