import { sql } from 'kysely';
import type { Database, Row } from '@coffee/api-kernel/db/database';
import { byTableName } from '@coffee/api-kernel/db/database';
import { badRequest } from '@coffee/api-kernel/http/errors';
import type { SaveContext } from '@coffee/api-kernel/engine/resource';
import { batchCode, batchCodePrefix } from '@coffee/api-kernel/domain';
import type { BatchKind } from '@coffee/domain';

/** Where each kind of batch keeps its code. */
const BATCHES = {
  roasting: {
    table: 'roasting_result',
    code: 'roasting_batch_code',
    year: 'roasting_result_year',
    seq: 'roasting_result_seq',
  },
  blending: {
    table: 'blending_result',
    code: 'blending_batch_code',
    year: 'blending_result_year',
    seq: 'blending_result_seq',
  },
} as const satisfies Record<BatchKind, { table: string; code: string; year: string; seq: string }>;

/**
 * One save at a time gives or takes a code of a roastery's batches of a kind (behaviour §12-1): the lock is the
 * transaction's, so the next save reads the code this one wrote once it commits.
 */
async function lockCodes(trx: Database, kind: BatchKind, roaster: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${BATCHES[kind].code}), ${roaster}::int)`.execute(trx);
}

/**
 * A typed batch code (behaviour §12-1) is kept trimmed and must be the roastery's only batch of that kind with it,
 * letter case aside: else 400 `batch_code_exist` naming the field and the code, nothing written. An empty code is
 * stored as none, for the save to give the next one.
 */
export const checkBatchCode =
  (kind: BatchKind) =>
  async ({ trx, access, values, stored }: SaveContext): Promise<void> => {
    const batch = BATCHES[kind];
    if (!(batch.code in values)) return;
    const typed = values[batch.code];
    const code = typeof typed === 'string' ? typed.trim() : '';
    values[batch.code] = code || null;
    const roaster = access.org?.seq;
    if (!code || roaster === undefined) return;
    await lockCodes(trx, kind, roaster);
    const clash = await byTableName(trx)
      .selectFrom(batch.table)
      .select(batch.seq)
      .where('roaster_seq', '=', roaster)
      .where(sql`lower(${sql.ref(batch.code)})`, '=', code.toLowerCase())
      .$if(stored !== undefined, (query) => query.where(batch.seq, '<>', stored?.[batch.seq]))
      .executeTakeFirst();
    if (clash) throw badRequest('batch_code_exist', { field: batch.code, bound: code });
  };

/**
 * A saved batch without a code gets the next of its roastery, kind and year (behaviour §12-1): one more than the
 * highest number of the year's codes in the house format, typed ones included.
 */
export async function assignBatchCode(trx: Database, kind: BatchKind, keys: Row): Promise<void> {
  const batch = BATCHES[kind];
  const tables = byTableName(trx);
  const row = await tables
    .selectFrom(batch.table)
    .select(['roaster_seq', batch.year, batch.code])
    .where(batch.seq, '=', keys[batch.seq])
    .executeTakeFirst();
  if (!row || row[batch.code] || row.roaster_seq === null) return;
  const roaster = Number(row.roaster_seq);
  const year = Number(row[batch.year]);
  await lockCodes(trx, kind, roaster);
  const prefix = batchCodePrefix(kind, year);
  const last = await tables
    .selectFrom(batch.table)
    .select(sql<number | null>`max(substring(${sql.ref(batch.code)} from ${sql.lit(prefix.length + 1)})::int)`.as('n'))
    .where('roaster_seq', '=', roaster)
    .where(sql.ref(batch.code), '~*', `^${prefix}[0-9]{1,9}$`)
    .executeTakeFirst();
  await tables
    .updateTable(batch.table)
    .set({ [batch.code]: batchCode(kind, year, Number(last?.n ?? 0) + 1) })
    .where(batch.seq, '=', keys[batch.seq])
    .execute();
}
