import { InventoryDialogButton } from '@coffee/field-toolkit/blocks/stockButton';
import { OrderAgain } from './OrderAgain';
import { CAFE_PAGES } from '../../../model';

/** Where a movement's record opens: the brew that took its dose. */
const RECORD_PATHS = {
  cafe_brewing_result: `/${CAFE_PAGES.CafeBrewingResult.route}`,
  cafe_order: `/${CAFE_PAGES.CafeOrder.route}`,
} as const;

/** The received batches' stock with their 30-day use, days left, movements, corrections and "order again". */
export function Toolbar() {
  return <InventoryDialogButton type="received" recordPaths={RECORD_PATHS} itemActions={OrderAgain} />;
}
