export { InventoryPanel } from './InventoryPanel';
export type { InventoryPanelProps } from './InventoryPanel';
export { checkCorrection } from './CorrectionForm';
export { inventoryStrings } from './strings';
export { InventoryDialogButton } from './InventoryDialogButton';
