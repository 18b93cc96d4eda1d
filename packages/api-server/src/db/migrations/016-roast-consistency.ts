import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Roast consistency and batch release (behaviour §08-1, §08-3). A recipe's tolerances against its reference batch,
 * with the suggested defaults (°C, °C/min and percentage points × 10, times in seconds); a batch's deviation figures
 * (JSON), its mean bean temperature difference (°C × 10) and whether it is within; its release after DROP (RRLS
 * code), the roast defects found (RDFCT codes), whole and ground bean colour (Agtron), a note and who released it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table roasting_default
    add column roasting_tol_bt integer not null default 15,
    add column roasting_tol_ror integer not null default 15,
    add column roasting_tol_phase integer not null default 20,
    add column roasting_tol_tp integer not null default 10,
    add column roasting_tol_fc integer not null default 15,
    add column roasting_tol_drop integer not null default 20,
    add column roasting_tol_drop_bean integer not null default 20,
    add column roasting_tol_dtr integer not null default 15,
    add column roasting_tol_loss integer not null default 5`.execute(db);
  await sql`alter table roasting_result
    add column roasting_deviation text,
    add column roasting_deviation_bt integer,
    add column roasting_deviation_within boolean,
    add column roasting_release varchar(10),
    add column roasting_release_defect_list text[],
    add column roasting_release_whole_agtron integer,
    add column roasting_release_ground_agtron integer,
    add column roasting_release_note text,
    add column roasting_release_user bigint,
    add column roasting_release_by varchar(100),
    add column roasting_release_at timestamptz(3)`.execute(db);
  await sql`alter table roasting_result add constraint roasting_result_release_check
    check (roasting_release in ('CHCK', 'APPR', 'HOLD', 'RJCT'))`.execute(db);
  await sql`create index roasting_result_release_idx on roasting_result (roaster_seq, roasting_release)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table roasting_result drop constraint if exists roasting_result_release_check`.execute(db);
  await sql`drop index if exists roasting_result_release_idx`.execute(db);
  await sql`alter table roasting_result
    drop column if exists roasting_deviation,
    drop column if exists roasting_deviation_bt,
    drop column if exists roasting_deviation_within,
    drop column if exists roasting_release,
    drop column if exists roasting_release_defect_list,
    drop column if exists roasting_release_whole_agtron,
    drop column if exists roasting_release_ground_agtron,
    drop column if exists roasting_release_note,
    drop column if exists roasting_release_user,
    drop column if exists roasting_release_by,
    drop column if exists roasting_release_at`.execute(db);
  await sql`alter table roasting_default
    drop column if exists roasting_tol_bt,
    drop column if exists roasting_tol_ror,
    drop column if exists roasting_tol_phase,
    drop column if exists roasting_tol_tp,
    drop column if exists roasting_tol_fc,
    drop column if exists roasting_tol_drop,
    drop column if exists roasting_tol_drop_bean,
    drop column if exists roasting_tol_dtr,
    drop column if exists roasting_tol_loss`.execute(db);
}
