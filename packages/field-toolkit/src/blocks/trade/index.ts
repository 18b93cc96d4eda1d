// A block entry of its own (`@coffee/field-toolkit/blocks/trade`): it registers its strings when it loads.
import { addStrings } from '@coffee/field-toolkit/runtime';
import { tradeStrings } from './strings';

addStrings('blocks', tradeStrings);

export { RoasterOrderActions } from './RoasterOrderActions';
export { ActionDialog } from './ActionDialog';
export type { ActionDialogProps } from './ActionDialog';
export { ReceiveAction } from './ReceiveAction';
export { tradeStrings } from './strings';
export { orderSections } from './sections';
export {
  blendName,
  massText,
  moneyText,
  ORDER_VALUE,
  orderRestrict,
  quantityText,
  renderOrderField,
} from './OrderReading';
