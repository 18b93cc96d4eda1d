import { equipmentPage } from '@coffee/field-toolkit/blocks/factories/equipment';

/** The cafe's machines, grinders and tools (behaviour §03-3.10). */
export const page = equipmentPage('cafe');
