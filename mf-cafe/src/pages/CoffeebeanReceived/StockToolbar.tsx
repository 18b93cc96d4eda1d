import { PAGES } from '@coffee/domain';
import { InventoryDialogButton } from '@coffee/field-toolkit/blocks/stockButton';

/** Where a movement's record opens: the brew that took its dose. */
const RECORD_PATHS = { cafe_brewing_result: `/${PAGES.CafeBrewingResult.route}` } as const;

/** The received batches' stock with their 30-day use, days left, movements and corrections, from the batch list. */
export function Toolbar() {
  return <InventoryDialogButton type="received" recordPaths={RECORD_PATHS} />;
}
