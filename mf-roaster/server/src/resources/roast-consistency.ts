import type { Database, Row } from '@coffee/api-kernel/db/database';
import { badRequest, forbidden } from '@coffee/api-kernel/http/errors';
import type { SaveContext } from '@coffee/api-kernel/engine/resource';
import {
  RELEASE_FIELDS,
  RELEASE_TO_CHECK,
  batchDeviation,
  batchName,
  canReleaseBatch,
  isReleaseBlocked,
} from '@coffee/api-kernel/domain';

/** A roasting result's columns the deviation reads (chart log, timeline, masses), or undefined. */
async function batchRow(trx: Database, year: number, seq: number): Promise<Row | undefined> {
  return trx
    .selectFrom('roasting_result')
    .selectAll()
    .where('roasting_result_year', '=', year)
    .where('roasting_result_seq', '=', seq)
    .executeTakeFirst() as Promise<Row | undefined>;
}

/**
 * Stores a batch's deviation from its recipe's reference batch (behaviour §08-1): the figures as JSON, the mean bean
 * temperature difference (°C x10) and whether it is within the recipe's tolerances; all null without a reference,
 * for the reference itself, or without both bean curves.
 */
export async function deriveDeviation(trx: Database, keys: Row): Promise<void> {
  const year = Number(keys.roasting_result_year);
  const seq = Number(keys.roasting_result_seq);
  const batch = await batchRow(trx, year, seq);
  if (!batch) return;
  const recipe = await trx
    .selectFrom('roasting_default')
    .selectAll()
    .where('roasting_seq', '=', Number(batch.roasting_seq))
    .executeTakeFirst();
  const referenceYear = recipe?.roasting_reference_year;
  const referenceSeq = recipe?.roasting_reference_seq;
  const isItself = Number(referenceYear) === year && Number(referenceSeq) === seq;
  const reference =
    recipe && referenceYear != null && referenceSeq != null && !isItself
      ? await batchRow(trx, Number(referenceYear), Number(referenceSeq))
      : undefined;
  const deviation = reference && recipe ? batchDeviation(batch, reference, recipe) : null;
  const meanBt = deviation?.figures.find((figure) => figure.figure === 'meanBt')?.value ?? null;
  // Without both bean curves there is no comparison, whatever else the two batches share.
  const compared = deviation && meanBt !== null ? deviation : null;
  await trx
    .updateTable('roasting_result')
    .set({
      roasting_deviation: compared ? JSON.stringify(compared) : null,
      roasting_deviation_bt: meanBt === null ? null : Math.round(meanBt * 10),
      roasting_deviation_within: compared?.within ?? null,
    })
    .where('roasting_result_year', '=', year)
    .where('roasting_result_seq', '=', seq)
    .execute();
}

/** After a recipe's save (its reference or tolerances may have changed): every batch of it compared again. */
export async function deriveRecipeDeviations(trx: Database, keys: Row): Promise<void> {
  const batches = await trx
    .selectFrom('roasting_result')
    .select(['roasting_result_year', 'roasting_result_seq'])
    .where('roasting_seq', '=', Number(keys.roasting_seq))
    .execute();
  for (const batch of batches) await deriveDeviation(trx, batch);
}

const changed = (values: Row, stored: Row | undefined, name: string) =>
  name in values && JSON.stringify(values[name] ?? null) !== JSON.stringify(stored?.[name] ?? null);

/**
 * The release form of a batch (behaviour §08-3): only roastery staff change it (403 `release_not_allowed`, the roaster
 * role records batches), only after DROP (400 `release_before_drop`); who released it and when are stored with it.
 */
export async function checkRelease({ access, values, stored }: SaveContext): Promise<void> {
  const touched = RELEASE_FIELDS.filter((name) => changed(values, stored, name));
  if (touched.length === 0) return;
  if (!canReleaseBatch(access.org?.membership.user_auth)) throw forbidden('release_not_allowed');
  const dropped =
    values.roasting_end_term ?? (stored && !('roasting_end_term' in values) ? stored.roasting_end_term : null);
  if (
    values.roasting_release !== undefined &&
    values.roasting_release !== null &&
    (dropped === null || dropped === undefined)
  )
    throw badRequest('release_before_drop', { field: 'roasting_release' });
  values.roasting_release_user = access.user?.user_seq ?? null;
  values.roasting_release_by = access.user?.user_name ?? null;
  values.roasting_release_at = new Date().toISOString();
}

/**
 * After a batch's save: "to check" once it has a DROP (behaviour §08-3.1); its deviation, or, when it is its recipe's
 * reference batch, every batch of the recipe compared again (behaviour §08-1).
 */
export async function afterBatchWrite(trx: Database, keys: Row): Promise<void> {
  await markToCheck(trx, keys);
  const reference = await trx
    .selectFrom('roasting_default')
    .select('roasting_seq')
    .where('roasting_reference_year', '=', Number(keys.roasting_result_year))
    .where('roasting_reference_seq', '=', Number(keys.roasting_result_seq))
    .executeTakeFirst();
  if (reference) await deriveRecipeDeviations(trx, reference);
  else await deriveDeviation(trx, keys);
}

/** A batch with a DROP and no release yet is "to check" (behaviour §08-3.1). */
async function markToCheck(trx: Database, keys: Row): Promise<void> {
  await trx
    .updateTable('roasting_result')
    .set({ roasting_release: RELEASE_TO_CHECK })
    .where('roasting_result_year', '=', Number(keys.roasting_result_year))
    .where('roasting_result_seq', '=', Number(keys.roasting_result_seq))
    .where('roasting_release', 'is', null)
    .where('roasting_end_term', 'is not', null)
    .execute();
}

/**
 * A blend batch may not take a held or rejected roast batch (behaviour §08-3.3): 400 `roasting_batch_held` naming the
 * row's field and the batch (date and number), nothing written. The rows checked are those the engine merged, so every
 * shape of the sub-list (the list itself, `UPList` rows) is checked alike. A row the blend batch already had stays (it
 * was blended before the hold).
 */
export async function refuseHeldBatches({ trx, rows, stored }: SaveContext): Promise<void> {
  const merged = rows.get('roasting_result_list') ?? [];
  const kept = stored
    ? await trx
        .selectFrom('blending_result_roasting')
        .select('roasting_result_seq')
        .where('blending_result_year', '=', Number(stored.blending_result_year))
        .where('blending_result_seq', '=', Number(stored.blending_result_seq))
        .execute()
    : [];
  for (const [index, row] of merged.entries()) {
    const seq = Number(row?.roasting_result_seq);
    if (!Number.isSafeInteger(seq) || kept.some((old) => Number(old.roasting_result_seq) === seq)) continue;
    const batch = await trx
      .selectFrom('roasting_result')
      .select(['roasting_release', 'roasting_result_date', 'roasting_batch_no', 'roasting_batch_code'])
      .where('roasting_result_seq', '=', seq)
      .executeTakeFirst();
    if (batch && isReleaseBlocked(batch.roasting_release))
      throw badRequest('roasting_batch_held', {
        field: `roasting_result_seq_${index}`,
        bound: batchName({
          code: batch.roasting_batch_code,
          date: batch.roasting_result_date,
          name: batch.roasting_batch_no ? `#${String(batch.roasting_batch_no)}` : null,
        }),
      });
  }
}
