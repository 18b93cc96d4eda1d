import { sql } from 'kysely';
import type { Database } from '../db/database';

/** A blend batch's roast date (behaviour §12-1): the day of the latest roast batch in it, else null. */
export async function roastDateOf(db: Database, blendingResultSeq: number): Promise<string | null> {
  const row = await db
    .selectFrom('blending_result_roasting as x')
    .innerJoin('roasting_result as r', 'r.roasting_result_seq', 'x.roasting_result_seq')
    .select(sql<string | null>`to_char(max(r.roasting_result_date), 'YYYY-MM-DD')`.as('day'))
    .where('x.blending_result_seq', '=', blendingResultSeq)
    .executeTakeFirst();
  return row?.day ?? null;
}
