import { InventoryPanel } from '@coffee/field-toolkit/blocks/inventory';
import { RECORD_PATHS } from '../../shared/inventory';

/** Roasted stock: each roast batch's balance, pace, movements and corrections (behaviour §04-1). */
export function Screen() {
  return <InventoryPanel type="roasting" recordPaths={RECORD_PATHS} />;
}
