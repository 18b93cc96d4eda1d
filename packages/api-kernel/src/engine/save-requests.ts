import type { AuthUser } from '../auth/session';
import type { Database, Row } from '../db/database';
import { badRequest, conflict } from '../http/errors';

/** A save's request id as the client makes it (`crypto.randomUUID()`). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One save request: its client-made id and the save call it was sent to. */
export interface SaveRequest {
  id: string;
  path: string;
}

/**
 * The save's request id (`request_id` of the body), taken out of the values; none when not sent. An id that is
 * not a UUID is refused as a field of the wrong type (behaviour §06-3).
 */
export function takeRequestId(params: Row): string | null {
  const id = params.request_id;
  delete params.request_id;
  if (id === undefined || id === null || id === '') return null;
  if (typeof id !== 'string' || !UUID.test(id)) throw badRequest('field_NaN', { field: 'request_id' });
  return id.toLowerCase();
}

/**
 * Claims the request id in the save's transaction (behaviour §06-3): null when this is its first arrival, else the
 * answer the first one got. A save still running with the same id holds the claim until it commits (then its
 * answer is returned) or rolls back (then this save claims it and runs). The id of another user's or another
 * page's save is refused as `duplicate_key`.
 */
export async function claimSaveRequest(trx: Database, request: SaveRequest, user: AuthUser): Promise<Row | null> {
  const claimed = await trx
    .insertInto('save_request')
    .values({ request_id: request.id, user_seq: user.user_seq, save_path: request.path })
    .onConflict((onConflict) => onConflict.column('request_id').doNothing())
    .returning('request_id')
    .executeTakeFirst();
  if (claimed) return null;
  const earlier = await trx
    .selectFrom('save_request')
    .select(['user_seq', 'save_path', 'result'])
    .where('request_id', '=', request.id)
    .executeTakeFirstOrThrow();
  if (Number(earlier.user_seq) !== user.user_seq || earlier.save_path !== request.path || !earlier.result)
    throw conflict('duplicate_key');
  return earlier.result as Row;
}

/** Keeps the answer of a claimed request, in the same transaction as the record it wrote. */
export async function keepSaveAnswer(trx: Database, request: SaveRequest, answer: Row): Promise<void> {
  await trx
    .updateTable('save_request')
    .set({ result: JSON.stringify(answer) })
    .where('request_id', '=', request.id)
    .execute();
}
