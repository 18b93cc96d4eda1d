import { CORRECTION_KINDS } from '@coffee/domain';
import type { CorrectionKind } from '@coffee/domain';
import type { Row } from '../db/database';
import { badRequest } from '../http/errors';

/** Input of the inventory's manual movements (corrections and receipts). */
const MEMO_MAX_BYTES = 3000;

/** A mass (0.1 g, at least `min`) and an optional memo of a call, else 400 naming the field. */
export function massAndMemo(params: Row, field: string, min: number): { mass: number; memo: string | null } {
  const raw = params[field];
  if (raw === undefined || raw === null || raw === '') throw badRequest('field_required', { field });
  const mass = Number(raw);
  if (!Number.isSafeInteger(mass)) throw badRequest('field_NaN', { field });
  if (mass < min) throw badRequest('field_minValue', { field, bound: min / 10 });
  const memo = typeof params.movement_memo === 'string' && params.movement_memo.trim() ? params.movement_memo : null;
  if (memo && Buffer.byteLength(memo) > MEMO_MAX_BYTES)
    throw badRequest('field_maxLength', { field: 'movement_memo', bound: MEMO_MAX_BYTES });
  return { mass, memo };
}

/** Validated correction input: the kind, the mass (0.1 g, ≥ 0; > 0 unless a count) and an optional memo. */
export function correctionOf(params: Row): { kind: CorrectionKind; mass: number; memo: string | null } {
  const kind = params.correction_kind;
  if (typeof kind !== 'string' || kind === '') throw badRequest('field_required', { field: 'correction_kind' });
  if (!CORRECTION_KINDS.includes(kind as CorrectionKind)) throw badRequest('field_code', { field: 'correction_kind' });
  return { kind: kind as CorrectionKind, ...massAndMemo(params, 'correction_mass', kind === 'count' ? 0 : 1) };
}
