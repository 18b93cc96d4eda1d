import { sql } from 'kysely';
import { PAGES } from '@coffee/api-kernel/domain';
import { receiveOpeningStock, reverseDeletedStock } from '@coffee/api-kernel/inventory/ledger';
import { roleVisibility } from '@coffee/api-kernel/engine/record-visibility';
import { brewingSteps, namesOf, receivedColumns } from '@coffee/api-kernel/engine/brewing-columns';
import type { Resource } from '@coffee/api-kernel/engine/resource';
import { joinedColumns, onSaveOrDelete } from '@coffee/api-kernel/engine/resource';
import { page } from '@coffee/api-kernel/engine/pages';
import { releaseBrewStock, settleBrewStock } from './brewing';

/** The cafe's pages with hooks of their own (behaviour §03-3.8 to §03-3.11, §04-3); the engine serves the others. */
export function cafeResources(): Resource[] {
  return [
    page(PAGES.CafeEquip, { conditions: roleVisibility('cafe_equip') }),
    page(PAGES.CoffeebeanReceived, {
      moveStock: onSaveOrDelete(receiveOpeningStock('received'), reverseDeletedStock('received')),
      expressions: {
        ...joinedColumns('coffeebean_received', 'coffeebean', ['coffeebean_name_kr', 'coffeebean_name'], {
          coffeebean_seq: 'coffeebean_seq',
        }),
        received_date_term: sql`(current_date - coffeebean_received.blending_result_date)`,
      },
    }),
    page(PAGES.CafeBrewingResult, {
      expressions: receivedColumns('cafe_brewing_result', 'brewing_result_date'),
      detailExtras: brewingSteps,
      moveStock: onSaveOrDelete(settleBrewStock, releaseBrewStock),
    }),
    // The cafe's dial-in (behaviour §04-3): the day's numbers per bean and each bean's target.
    page(PAGES.CafeSettingToday, {
      expressions: namesOf('cafe_dialin', 'coffeebean', 'coffeebean', { coffeebean_seq: 'coffeebean_seq' }),
    }),
    page(PAGES.CafeSettingDefault, {
      expressions: namesOf('cafe_dialin_default', 'coffeebean', 'coffeebean', { coffeebean_seq: 'coffeebean_seq' }),
    }),
  ];
}
