import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/** The QC note tables that carry the SCA cupping form (behaviour §04-4). */
const QC_TABLES = ['qc_blending', 'qc_roasting', 'qc_greenbean', 'qc_brewing_result', 'cafe_cupnote'];

/** Attribute scores (hundredths), levels, cups, defect cups, and the total and final score the server computes. */
const SCA_COLUMNS = [
  'cupnote_sca_use boolean not null default false',
  'cupnote_sca_fragrance bigint',
  'cupnote_sca_flavor bigint',
  'cupnote_sca_aftertaste bigint',
  'cupnote_sca_acidity bigint',
  'cupnote_sca_acidity_intensity bigint',
  'cupnote_sca_body bigint',
  'cupnote_sca_body_level bigint',
  'cupnote_sca_balance bigint',
  'cupnote_sca_overall bigint',
  'cupnote_sca_uniformity bigint default 5',
  'cupnote_sca_cleancup bigint default 5',
  'cupnote_sca_sweetness bigint default 5',
  'cupnote_sca_taint_cups bigint default 0',
  'cupnote_sca_fault_cups bigint default 0',
  'cupnote_sca_total bigint',
  'cupnote_sca_final bigint',
];

/** The list order indexes of the new sort (score), one statement a line. */
const ORDER_INDEXES = `
create index if not exists qc_blending_roaster_seq_rgst_at_ord on qc_blending (roaster_seq, rgst_at, cupnote_seq)
drop index if exists qc_blending_roaster_seq_rgst_at_idx
create index if not exists qc_blending_roaster_seq_cupnote_date_ord on qc_blending (roaster_seq, cupnote_date, cupnote_seq)
drop index if exists qc_blending_roaster_seq_cupnote_date_idx
create index if not exists qc_blending_roaster_seq_cupnote_date_desc_ord on qc_blending (roaster_seq, cupnote_date desc nulls last, cupnote_seq desc)
create index if not exists qc_blending_roaster_seq_cupnote_name_ord on qc_blending (roaster_seq, cupnote_name, cupnote_seq)
drop index if exists qc_blending_roaster_seq_cupnote_name_idx
create index if not exists qc_blending_roaster_seq_cupnote_name_desc_ord on qc_blending (roaster_seq, cupnote_name desc nulls last, cupnote_seq desc)
create index if not exists qc_blending_roaster_seq_cupnote_main_ord on qc_blending (roaster_seq, cupnote_main, cupnote_seq)
drop index if exists qc_blending_roaster_seq_cupnote_main_idx
create index if not exists qc_blending_roaster_seq_cupnote_main_desc_ord on qc_blending (roaster_seq, cupnote_main desc nulls last, cupnote_seq desc)
create index if not exists qc_blending_roaster_seq_cupnote_satis_ord on qc_blending (roaster_seq, cupnote_satis, cupnote_seq)
drop index if exists qc_blending_roaster_seq_cupnote_satis_idx
create index if not exists qc_blending_roaster_seq_cupnote_satis_desc_ord on qc_blending (roaster_seq, cupnote_satis desc nulls last, cupnote_seq desc)
create index if not exists qc_blending_roaster_seq_cupnote_sca_final_ord on qc_blending (roaster_seq, cupnote_sca_final, cupnote_seq)
drop index if exists qc_blending_roaster_seq_cupnote_sca_final_idx
create index if not exists qc_blending_roaster_seq_cupnote_sca_final_desc_ord on qc_blending (roaster_seq, cupnote_sca_final desc nulls last, cupnote_seq desc)
create index if not exists qc_roasting_roaster_seq_rgst_at_ord on qc_roasting (roaster_seq, rgst_at, cupnote_seq)
drop index if exists qc_roasting_roaster_seq_rgst_at_idx
create index if not exists qc_roasting_roaster_seq_cupnote_date_ord on qc_roasting (roaster_seq, cupnote_date, cupnote_seq)
drop index if exists qc_roasting_roaster_seq_cupnote_date_idx
create index if not exists qc_roasting_roaster_seq_cupnote_date_desc_ord on qc_roasting (roaster_seq, cupnote_date desc nulls last, cupnote_seq desc)
create index if not exists qc_roasting_roaster_seq_cupnote_name_ord on qc_roasting (roaster_seq, cupnote_name, cupnote_seq)
drop index if exists qc_roasting_roaster_seq_cupnote_name_idx
create index if not exists qc_roasting_roaster_seq_cupnote_name_desc_ord on qc_roasting (roaster_seq, cupnote_name desc nulls last, cupnote_seq desc)
create index if not exists qc_roasting_roaster_seq_cupnote_main_ord on qc_roasting (roaster_seq, cupnote_main, cupnote_seq)
drop index if exists qc_roasting_roaster_seq_cupnote_main_idx
create index if not exists qc_roasting_roaster_seq_cupnote_main_desc_ord on qc_roasting (roaster_seq, cupnote_main desc nulls last, cupnote_seq desc)
create index if not exists qc_roasting_roaster_seq_cupnote_satis_ord on qc_roasting (roaster_seq, cupnote_satis, cupnote_seq)
drop index if exists qc_roasting_roaster_seq_cupnote_satis_idx
create index if not exists qc_roasting_roaster_seq_cupnote_satis_desc_ord on qc_roasting (roaster_seq, cupnote_satis desc nulls last, cupnote_seq desc)
create index if not exists qc_roasting_roaster_seq_cupnote_sca_final_ord on qc_roasting (roaster_seq, cupnote_sca_final, cupnote_seq)
drop index if exists qc_roasting_roaster_seq_cupnote_sca_final_idx
create index if not exists qc_roasting_roaster_seq_cupnote_sca_final_desc_ord on qc_roasting (roaster_seq, cupnote_sca_final desc nulls last, cupnote_seq desc)
create index if not exists qc_greenbean_roaster_seq_rgst_at_ord on qc_greenbean (roaster_seq, rgst_at, cupnote_seq)
drop index if exists qc_greenbean_roaster_seq_rgst_at_idx
create index if not exists qc_greenbean_roaster_seq_cupnote_date_ord on qc_greenbean (roaster_seq, cupnote_date, cupnote_seq)
drop index if exists qc_greenbean_roaster_seq_cupnote_date_idx
create index if not exists qc_greenbean_roaster_seq_cupnote_date_desc_ord on qc_greenbean (roaster_seq, cupnote_date desc nulls last, cupnote_seq desc)
create index if not exists qc_greenbean_roaster_seq_cupnote_name_ord on qc_greenbean (roaster_seq, cupnote_name, cupnote_seq)
drop index if exists qc_greenbean_roaster_seq_cupnote_name_idx
create index if not exists qc_greenbean_roaster_seq_cupnote_name_desc_ord on qc_greenbean (roaster_seq, cupnote_name desc nulls last, cupnote_seq desc)
create index if not exists qc_greenbean_roaster_seq_cupnote_main_ord on qc_greenbean (roaster_seq, cupnote_main, cupnote_seq)
drop index if exists qc_greenbean_roaster_seq_cupnote_main_idx
create index if not exists qc_greenbean_roaster_seq_cupnote_main_desc_ord on qc_greenbean (roaster_seq, cupnote_main desc nulls last, cupnote_seq desc)
create index if not exists qc_greenbean_roaster_seq_cupnote_satis_ord on qc_greenbean (roaster_seq, cupnote_satis, cupnote_seq)
drop index if exists qc_greenbean_roaster_seq_cupnote_satis_idx
create index if not exists qc_greenbean_roaster_seq_cupnote_satis_desc_ord on qc_greenbean (roaster_seq, cupnote_satis desc nulls last, cupnote_seq desc)
create index if not exists qc_greenbean_roaster_seq_cupnote_sca_final_ord on qc_greenbean (roaster_seq, cupnote_sca_final, cupnote_seq)
drop index if exists qc_greenbean_roaster_seq_cupnote_sca_final_idx
create index if not exists qc_greenbean_roaster_seq_cupnote_sca_final_desc_ord on qc_greenbean (roaster_seq, cupnote_sca_final desc nulls last, cupnote_seq desc)
create index if not exists qc_brewing_result_roaster_seq_rgst_at_ord on qc_brewing_result (roaster_seq, rgst_at, brewing_result_seq)
drop index if exists qc_brewing_result_roaster_seq_rgst_at_idx
create index if not exists qc_brewing_result_roaster_seq_cupnote_date_ord on qc_brewing_result (roaster_seq, cupnote_date, brewing_result_seq)
drop index if exists qc_brewing_result_roaster_seq_cupnote_date_idx
create index if not exists qc_brewing_result_roaster_seq_cupnote_date_desc_ord on qc_brewing_result (roaster_seq, cupnote_date desc nulls last, brewing_result_seq desc)
create index if not exists qc_brewing_result_roaster_seq_cupnote_name_ord on qc_brewing_result (roaster_seq, cupnote_name, brewing_result_seq)
drop index if exists qc_brewing_result_roaster_seq_cupnote_name_idx
create index if not exists qc_brewing_result_roaster_seq_cupnote_name_desc_ord on qc_brewing_result (roaster_seq, cupnote_name desc nulls last, brewing_result_seq desc)
create index if not exists qc_brewing_result_roaster_seq_cupnote_main_ord on qc_brewing_result (roaster_seq, cupnote_main, brewing_result_seq)
drop index if exists qc_brewing_result_roaster_seq_cupnote_main_idx
create index if not exists qc_brewing_result_roaster_seq_cupnote_main_desc_ord on qc_brewing_result (roaster_seq, cupnote_main desc nulls last, brewing_result_seq desc)
create index if not exists qc_brewing_result_roaster_seq_cupnote_satis_ord on qc_brewing_result (roaster_seq, cupnote_satis, brewing_result_seq)
drop index if exists qc_brewing_result_roaster_seq_cupnote_satis_idx
create index if not exists qc_brewing_result_roaster_seq_cupnote_satis_desc_ord on qc_brewing_result (roaster_seq, cupnote_satis desc nulls last, brewing_result_seq desc)
create index if not exists qc_brewing_result_roaster_seq_cupnote_sca_final_ord on qc_brewing_result (roaster_seq, cupnote_sca_final, brewing_result_seq)
drop index if exists qc_brewing_result_roaster_seq_cupnote_sca_final_idx
create index if not exists qc_brewing_result_roaster_seq_cupnote_sca_final_desc_ord on qc_brewing_result (roaster_seq, cupnote_sca_final desc nulls last, brewing_result_seq desc)
create index if not exists cafe_cupnote_cafe_seq_rgst_at_ord on cafe_cupnote (cafe_seq, rgst_at, cupnote_seq)
drop index if exists cafe_cupnote_cafe_seq_rgst_at_idx
create index if not exists cafe_cupnote_cafe_seq_cupnote_date_ord on cafe_cupnote (cafe_seq, cupnote_date, cupnote_seq)
drop index if exists cafe_cupnote_cafe_seq_cupnote_date_idx
create index if not exists cafe_cupnote_cafe_seq_cupnote_date_desc_ord on cafe_cupnote (cafe_seq, cupnote_date desc nulls last, cupnote_seq desc)
create index if not exists cafe_cupnote_cafe_seq_cupnote_name_ord on cafe_cupnote (cafe_seq, cupnote_name, cupnote_seq)
drop index if exists cafe_cupnote_cafe_seq_cupnote_name_idx
create index if not exists cafe_cupnote_cafe_seq_cupnote_name_desc_ord on cafe_cupnote (cafe_seq, cupnote_name desc nulls last, cupnote_seq desc)
create index if not exists cafe_cupnote_cafe_seq_cupnote_main_ord on cafe_cupnote (cafe_seq, cupnote_main, cupnote_seq)
drop index if exists cafe_cupnote_cafe_seq_cupnote_main_idx
create index if not exists cafe_cupnote_cafe_seq_cupnote_main_desc_ord on cafe_cupnote (cafe_seq, cupnote_main desc nulls last, cupnote_seq desc)
create index if not exists cafe_cupnote_cafe_seq_cupnote_satis_ord on cafe_cupnote (cafe_seq, cupnote_satis, cupnote_seq)
drop index if exists cafe_cupnote_cafe_seq_cupnote_satis_idx
create index if not exists cafe_cupnote_cafe_seq_cupnote_satis_desc_ord on cafe_cupnote (cafe_seq, cupnote_satis desc nulls last, cupnote_seq desc)
create index if not exists cafe_cupnote_cafe_seq_cupnote_sca_final_ord on cafe_cupnote (cafe_seq, cupnote_sca_final, cupnote_seq)
drop index if exists cafe_cupnote_cafe_seq_cupnote_sca_final_idx
create index if not exists cafe_cupnote_cafe_seq_cupnote_sca_final_desc_ord on cafe_cupnote (cafe_seq, cupnote_sca_final desc nulls last, cupnote_seq desc)`;

/**
 * The SCA cupping form on every QC note table, and the list order indexes of its score. Frozen literal DDL;
 * `if not exists`: a database created after this definition already has them from 004 and 006.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of QC_TABLES) {
    for (const column of SCA_COLUMNS)
      await sql.raw(`alter table ${table} add column if not exists ${column}`).execute(db);
  }
  for (const statement of ORDER_INDEXES.trim().split('\n')) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of QC_TABLES) {
    for (const column of SCA_COLUMNS) {
      await sql.raw(`alter table ${table} drop column if exists ${column.split(' ')[0]}`).execute(db);
    }
  }
}
