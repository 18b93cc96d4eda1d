import type { Database } from '@coffee/api-kernel/db/database';
import { itemRef } from '@coffee/api-kernel/inventory/items';
import { openingReceipt } from '@coffee/api-kernel/inventory/ledger';

const DAY_MS = 86_400_000;
/** A date `days` before the seed (UTC, YYYY-MM-DD): demo batches keep a meaningful age on first start. */
export const seedDaysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

/** The cafe's demo batch (the roaster's blend it received): roasted a week ago, received two days later. */
export const FRESH_BATCH = { roastedDaysAgo: 7, receivedDaysAgo: 5, brewedDaysAgo: 2 } as const;
/** An older batch of the same bean, past the house blend's 30-day target: brewing from it shows the warning. */
export const STALE_BATCH = { roastedDaysAgo: 40, receivedDaysAgo: 38, division: 'Last month' } as const;

export interface DemoBatchCafe {
  seq: number;
  owner: { seq: number; name: string };
}

/** Each demo cafe's stale batch of its house blend (its first bean), with a little stock left. */
export async function seedStaleBatches(trx: Database, cafes: readonly DemoBatchCafe[]): Promise<void> {
  for (const cafe of cafes) {
    const house = await trx
      .selectFrom('coffeebean')
      .select('coffeebean_seq')
      .where('cafe_seq', '=', cafe.seq)
      .orderBy('coffeebean_seq')
      .executeTakeFirstOrThrow();
    const batch = await trx
      .insertInto('coffeebean_received')
      .values({
        cafe_seq: cafe.seq,
        coffeebean_seq: house.coffeebean_seq,
        received_date: seedDaysAgo(STALE_BATCH.receivedDaysAgo),
        received_div: STALE_BATCH.division,
        received_mass: 20000,
        received_instock: 4000,
        blending_result_date: seedDaysAgo(STALE_BATCH.roastedDaysAgo),
        blending_loss: 150,
        blending_organic_loss: 125,
        rgst_user: cafe.owner.seq,
        rgst_by: cafe.owner.name,
        edit_user: cafe.owner.seq,
        edit_by: cafe.owner.name,
      })
      .returning('received_seq')
      .executeTakeFirstOrThrow();
    await openingReceipt(trx, itemRef('received', batch.received_seq));
  }
}
