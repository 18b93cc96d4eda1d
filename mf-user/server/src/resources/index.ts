import { sql } from 'kysely';
import { PAGES } from '@coffee/api-kernel/domain';
import { brewingSteps, dateTerm, receivedColumns } from '@coffee/api-kernel/engine/brewing-columns';
import type { Resource } from '@coffee/api-kernel/engine/resource';
import { joinedColumns } from '@coffee/api-kernel/engine/resource';
import { page } from '@coffee/api-kernel/engine/pages';
import { checkNoteSerial } from './user-notes';

/** The user area's pages with hooks of their own (behaviour §03-3.10 to §03-3.12, §03-7.5): a coffee lover's notes. */
export function userResources(): Resource[] {
  return [
    page(PAGES.UserEquip),
    page(PAGES.UserBrewingDefault, { detailExtras: brewingSteps }),
    page(PAGES.UserBrewingResult, {
      expressions: {
        ...receivedColumns('user_brewing_result', 'brewing_result_date'),
        ...joinedColumns('user_brewing_result', 'coffeebean', ['coffeebean_name_kr', 'coffeebean_name'], {
          coffeebean_seq: 'coffeebean_seq',
        }),
        // The brewing conditions: indoors where measured, else outdoors (as the page derives them).
        condition_air: sql`coalesce(user_brewing_result.inside_air, user_brewing_result.outside_air)`,
        condition_hum: sql`coalesce(user_brewing_result.inside_hum, user_brewing_result.outside_hum)`,
      },
      detailExtras: brewingSteps,
    }),
    page(PAGES.UserQCCoffeebean, {
      expressions: {
        brewing_date_term: dateTerm('user_cupnote', 'cupnote_date', sql.ref('user_cupnote.blending_result_date')),
      },
      beforeRowWrite: checkNoteSerial,
      detailExtras: brewingSteps,
    }),
  ];
}
