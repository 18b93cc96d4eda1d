import {
  CVA,
  CVA_SCORE_FIELD,
  CVA_USE_FIELD,
  SCA,
  SCA_RESULT_FIELDS,
  cvaScoreOf,
  overCupped,
  qcNoteFields,
  scaScoreOf,
} from '@coffee/domain';
import { badRequest } from '@coffee/api-kernel/http/errors';
import type { SaveContext } from '@coffee/api-kernel/engine/resource';

const isOn = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

/**
 * The SCA total and final score of a QC note (stored in hundredths for the list's sort), computed from the saved
 * values over the stored ones with the domain's arithmetic; empty while the note is not on the SCA form or a scored
 * attribute is missing.
 */
export function storeScaScore({ params, values, stored }: Pick<SaveContext, 'params' | 'values' | 'stored'>): void {
  const merged = { ...stored, ...params };
  const result = isOn(merged.cupnote_sca_use) ? scaScoreOf(merged, 'stored') : null;
  values[SCA_RESULT_FIELDS.total] = result ? Math.round(result.total * SCA.scale) : null;
  values[SCA_RESULT_FIELDS.final] = result ? Math.round(result.final * SCA.scale) : null;
}

/** The CVA score of a QC note (hundredths), computed like the SCA's; empty off the CVA form or while incomplete. */
export function storeCvaScore({ params, values, stored }: Pick<SaveContext, 'params' | 'values' | 'stored'>): void {
  const merged = { ...stored, ...params };
  const score = isOn(merged[CVA_USE_FIELD]) ? cvaScoreOf(merged) : null;
  values[CVA_SCORE_FIELD] = score === null ? null : Math.round(score * CVA.scale);
}

/**
 * Both forms' scores of a QC note (behaviour §04-4, §07-1), after the cup counts of the record as it will be (the
 * stored note with this save's changes) are checked against the cups cupped: an edit of one count is checked against
 * the other's stored value, as the form checks both.
 */
export function storeNoteScores(save: Pick<SaveContext, 'params' | 'values' | 'stored'>): void {
  const failure = overCupped(qcNoteFields(), { ...save.stored, ...save.params });
  if (failure) throw badRequest(failure.key, { field: failure.field, other: failure.other, bound: failure.bound });
  storeScaScore(save);
  storeCvaScore(save);
}
