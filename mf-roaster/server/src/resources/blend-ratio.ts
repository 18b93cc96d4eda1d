import { ApiError, badRequest } from '@coffee/api-kernel/http/errors';
import type { SaveContext } from '@coffee/api-kernel/engine/resource';
import { blendRatioDeviation, DEFAULT_BLEND_RATIO_TOLERANCE } from '@coffee/api-kernel/domain';

/** Who may save a blend batch beyond its recipe's tolerance, with a reason (behaviour §12-3). */
const RATIO_OVERRIDE_ROLES: readonly string[] = ['MNG', 'SMNG', 'OWN'];

const percentPoints = (stored: number) => `${(stored / 10).toFixed(1)} %p`;

/**
 * A blend batch's shares against its recipe's (behaviour §12-3): its largest difference is stored with it; beyond the
 * recipe's tolerance a manager saves it only with a reason (400 `blend_ratio_reason` naming the reason's field) and
 * anyone else is refused (403 `blend_ratio_not_allowed` naming the rows), nothing written. A batch kept as a manager
 * saved it (same difference, reason stored) saves again.
 */
export async function checkBlendRatio({ trx, access, values, stored, rows }: SaveContext): Promise<void> {
  const blend = Number(values.blending_seq ?? stored?.blending_seq);
  if (!Number.isSafeInteger(blend)) return;
  const list = rows.get('roasting_result_list') ?? [];
  const [recipe, tolerance] = await Promise.all([
    trx
      .selectFrom('blending_default_roasting')
      .select(['roasting_seq', 'roasting_percent'])
      .where('blending_seq', '=', blend)
      .execute(),
    trx
      .selectFrom('blending_default')
      .select('blending_ratio_tol')
      .where('blending_seq', '=', blend)
      .executeTakeFirst(),
  ]);
  const seqs = list.map((row) => Number(row.roasting_result_seq)).filter(Number.isSafeInteger);
  const roasts = seqs.length
    ? await trx
        .selectFrom('roasting_result')
        .select(['roasting_result_seq', 'roasting_seq'])
        .where('roasting_result_seq', 'in', seqs)
        .execute()
    : [];
  const recipeOf = new Map(roasts.map((roast) => [Number(roast.roasting_result_seq), Number(roast.roasting_seq)]));
  const { deviation } = blendRatioDeviation(
    recipe.map((row) => ({ roasting_seq: Number(row.roasting_seq), roasting_percent: Number(row.roasting_percent) })),
    list.map((row) => ({
      roasting_seq: recipeOf.get(Number(row.roasting_result_seq)) ?? -1,
      roasting_mass: Number(row.roasting_mass),
    })),
  );
  values.blending_ratio_deviation = deviation;
  const limit = Number(tolerance?.blending_ratio_tol ?? DEFAULT_BLEND_RATIO_TOLERANCE);
  if (deviation === null || deviation <= limit) return;
  const typed = typeof values.blending_ratio_reason === 'string' ? values.blending_ratio_reason.trim() : undefined;
  const reason = typed ?? (typeof stored?.blending_ratio_reason === 'string' ? stored.blending_ratio_reason : '');
  const keptAsSaved = typed === undefined && !!reason && Number(stored?.blending_ratio_deviation) === deviation;
  if (keptAsSaved) return;
  const bound = percentPoints(deviation);
  if (!RATIO_OVERRIDE_ROLES.includes(access.org?.membership.user_auth ?? ''))
    throw new ApiError(403, 'blend_ratio_not_allowed', { field: 'roasting_result_list', bound });
  if (!reason) throw badRequest('blend_ratio_reason', { field: 'blending_ratio_reason', bound });
}
