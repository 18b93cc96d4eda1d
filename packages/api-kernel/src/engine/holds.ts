import type { RawBuilder, SqlBool } from 'kysely';
import { sql } from 'kysely';
import { RELEASE_BLOCKED } from '@coffee/domain';

/**
 * Held and rejected batches (behaviour §08-3.3): a roast batch whose release holds or rejects it, and a blend batch
 * that took such a roast batch, are stock to blend, ship or plan from nowhere; released again, they are again.
 */

/** SQL: the roast batch whose release column is `release` is held or rejected. */
export const roastHeld = (release: RawBuilder<unknown>): RawBuilder<SqlBool> =>
  sql<SqlBool>`coalesce(${release}, '') in (${sql.join([...RELEASE_BLOCKED])})`;

/** SQL: the blend batch keyed by the columns `year` and `seq` took a roast batch that is now held or rejected. */
export const blendHeld = (year: string, seq: string): RawBuilder<SqlBool> =>
  sql<SqlBool>`exists (select 1 from blending_result_roasting held_row
    join roasting_result held_roast on held_roast.roasting_result_seq = held_row.roasting_result_seq
    where held_row.blending_result_year = ${sql.ref(year)} and held_row.blending_result_seq = ${sql.ref(seq)}
    and ${roastHeld(sql.ref('held_roast.roasting_release'))})`;

/**
 * SQL text: why a blend batch keyed by `year` and `seq` is held: each held or rejected roast batch it took, as
 * "R26-0142 · 2026-11-23 · #3" (its code, date and number) joined with ", "; null when none is.
 */
export const blendHeldBy = (year: string, seq: string): RawBuilder<string | null> =>
  sql<string | null>`(select string_agg(concat_ws(' · ', nullif(held_roast.roasting_batch_code, ''),
        to_char(held_roast.roasting_result_date, 'YYYY-MM-DD'), '#' || held_roast.roasting_batch_no),
      ', ' order by held_roast.roasting_result_date, held_roast.roasting_result_seq)
    from blending_result_roasting held_row
    join roasting_result held_roast on held_roast.roasting_result_seq = held_row.roasting_result_seq
    where held_row.blending_result_year = ${sql.ref(year)} and held_row.blending_result_seq = ${sql.ref(seq)}
    and ${roastHeld(sql.ref('held_roast.roasting_release'))})`;
