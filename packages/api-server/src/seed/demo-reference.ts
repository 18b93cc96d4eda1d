import { sql } from 'kysely';
import type { Database } from '@coffee/api-kernel/db/database';

/**
 * Each demo recipe names its first batch with an Artisan curve as its reference batch (behaviour §04-2), so a later batch's
 * chart shows the overlay on first start.
 */
export async function seedReferenceBatches(trx: Database, roasterSeqs: readonly number[]): Promise<void> {
  await sql`update roasting_default d
    set roasting_reference_year = first.roasting_result_year, roasting_reference_seq = first.roasting_result_seq
    from (
      select distinct on (r.roasting_seq) r.roasting_seq, r.roasting_result_year, r.roasting_result_seq
      from roasting_result r
      where r.roaster_seq = any(${[...roasterSeqs]}) and coalesce(r.roasting_chart_log, '{}') <> '{}'
      order by r.roasting_seq, r.roasting_result_date, r.roasting_result_seq
    ) first
    where d.roasting_seq = first.roasting_seq`.execute(trx);
}
