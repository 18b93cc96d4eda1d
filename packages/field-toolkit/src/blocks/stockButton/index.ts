// A list toolbar's stock button, an entry of its own: the list loads the button, the inventory block and its
// dialog are fetched when it is pressed.
import { addStrings } from '@coffee/field-toolkit/runtime';
import { stockButtonStrings } from './strings';

addStrings('blocks', stockButtonStrings);

export { InventoryDialogButton } from './InventoryDialogButton';
export { stockButtonStrings } from './strings';
