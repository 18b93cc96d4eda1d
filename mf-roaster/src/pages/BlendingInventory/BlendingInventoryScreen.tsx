import { InventoryPanel } from '@coffee/field-toolkit/blocks/inventory';
import { RECORD_PATHS } from '../../shared/inventory';

/** Blend stock: each blend batch's balance, pace, movements and corrections (behaviour §04-1). */
export function Screen() {
  return <InventoryPanel type="blending" recordPaths={RECORD_PATHS} />;
}
