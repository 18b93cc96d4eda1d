import type { Database } from '@coffee/api-kernel/db/database';
import { deriveRecipeDeviations } from '@coffee/roaster-server/resources/roast-consistency';

/** The first demo recipe's house tolerances (a 250 g drum's drops scatter more than the suggested 2 °C). */
const HOUSE_TOLERANCES = { roasting_tol_drop_bean: 60, roasting_tol_dtr: 20 };

/**
 * Roast consistency and release in the demo (behaviour §08-1, §08-3): the first recipe's tolerances, every batch
 * compared with its recipe's reference batch, batches with a DROP "to check", the latest batch within tolerance
 * approved and the latest one out of tolerance held as baked.
 */
export async function seedRoastConsistency(
  trx: Database,
  roasterSeqs: readonly number[],
  releasedBy: { seq: number; name: string },
): Promise<void> {
  const recipes = await trx
    .selectFrom('roasting_default')
    .select(['roasting_seq', 'roaster_seq'])
    .where('roaster_seq', 'in', [...roasterSeqs])
    .orderBy('roasting_seq')
    .execute();
  const first = recipes[0];
  if (first)
    await trx
      .updateTable('roasting_default')
      .set(HOUSE_TOLERANCES)
      .where('roasting_seq', '=', first.roasting_seq)
      .execute();
  for (const recipe of recipes) await deriveRecipeDeviations(trx, recipe);
  await trx
    .updateTable('roasting_result')
    .set({ roasting_release: 'CHCK' })
    .where('roaster_seq', 'in', [...roasterSeqs])
    .where('roasting_end_term', 'is not', null)
    .execute();
  const release = { roasting_release_user: releasedBy.seq, roasting_release_by: releasedBy.name };
  const latest = (within: boolean) =>
    trx
      .selectFrom('roasting_result')
      .select(['roasting_result_year', 'roasting_result_seq'])
      .where('roasting_seq', '=', first?.roasting_seq ?? -1)
      .where('roasting_deviation_within', '=', within)
      .orderBy('roasting_result_date', 'desc')
      .executeTakeFirst();
  const decide = async (within: boolean, values: Record<string, unknown>) => {
    const batch = await latest(within);
    if (!batch) return;
    await trx
      .updateTable('roasting_result')
      .set({ ...values, ...release, roasting_release_at: new Date().toISOString() })
      .where('roasting_result_year', '=', batch.roasting_result_year)
      .where('roasting_result_seq', '=', batch.roasting_result_seq)
      .execute();
  };
  await decide(true, {
    roasting_release: 'APPR',
    roasting_release_whole_agtron: 65,
    roasting_release_ground_agtron: 75,
  });
  await decide(false, {
    roasting_release: 'HOLD',
    roasting_release_defect_list: ['BAKED'],
    roasting_release_note: 'Flat, bready cup: hold for a second cupping.',
  });
}
