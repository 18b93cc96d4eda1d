import { CORRECTION_KINDS, isEmptyValue, manualMovementForm } from '@coffee/domain';
import type { CorrectionKind, ManualMovement } from '@coffee/domain';
import type { Row } from '@coffee/api-kernel/db/database';
import { refuseInvalid } from '@coffee/api-kernel/engine/validation';
import { badRequest } from '@coffee/api-kernel/http/errors';

/** A manual movement's parameters against the domain's form of it (400 naming the field). */
const checkForm = (kind: ManualMovement, params: Row) =>
  refuseInvalid(manualMovementForm(kind), params, { mode: 'write', locale: 'kr', representation: 'stored' });

const memoOf = (params: Row): string | null =>
  typeof params.movement_memo === 'string' && params.movement_memo.trim() ? params.movement_memo : null;

/** A later delivery's mass (0.1 g, above 0 g) and optional memo. */
export function receiptOf(params: Row): { mass: number; memo: string | null } {
  checkForm('receipt', params);
  return { mass: Number(params.receipt_mass), memo: memoOf(params) };
}

/** A correction's kind (a reason of CORRECTION_KINDS), mass (0.1 g; above 0 g unless a count) and optional memo. */
export function correctionOf(params: Row): { kind: CorrectionKind; mass: number; memo: string | null } {
  const kind = params.correction_kind;
  if (!isEmptyValue(kind) && !CORRECTION_KINDS.includes(kind as CorrectionKind))
    throw badRequest('field_code', { field: 'correction_kind' });
  checkForm((kind as CorrectionKind | undefined) ?? 'loss', params);
  return { kind: kind as CorrectionKind, mass: Number(params.correction_mass), memo: memoOf(params) };
}
