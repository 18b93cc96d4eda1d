import { InventoryDialogButton } from '@coffee/field-toolkit/blocks/stockButton';
import { RECORD_PATHS } from '../../shared/inventory';

/** The lots' stock with their 30-day use, days left, movements and corrections, from the lot list. */
export function Toolbar() {
  return <InventoryDialogButton type="greenbean" recordPaths={RECORD_PATHS} />;
}
