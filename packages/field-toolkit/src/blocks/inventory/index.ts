// A block entry of its own (`@coffee/field-toolkit/blocks/inventory`): it registers its strings when it loads.
import { addStrings } from '@coffee/field-toolkit/runtime';
import { inventoryStrings } from './strings';

addStrings('blocks', inventoryStrings);

export { InventoryPanel } from './InventoryPanel';
export type { InventoryPanelProps } from './InventoryPanel';
export { checkCorrection } from './CorrectionForm';
export type { StockRow } from './api';
export { inventoryStrings } from './strings';
