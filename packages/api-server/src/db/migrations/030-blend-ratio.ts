import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * A blend against its recipe (behaviour §12-3): a blend recipe holds how far its batches' shares may stray (percentage
 * points × 10, 2 by default); a blend batch stores its largest difference from the recipe and the reason a manager
 * gave for saving it beyond that.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table blending_default add column blending_ratio_tol integer not null default 20
    check (blending_ratio_tol between 0 and 1000)`.execute(db);
  await sql`alter table blending_result
    add column blending_ratio_deviation integer,
    add column blending_ratio_reason text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table blending_result drop column blending_ratio_reason, drop column blending_ratio_deviation`.execute(
    db,
  );
  await sql`alter table blending_default drop column blending_ratio_tol`.execute(db);
}
