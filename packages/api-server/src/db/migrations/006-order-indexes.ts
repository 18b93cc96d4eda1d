import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * List pages walk an index in the list's order: owner + sort field + keys (and owner + year + sort field + keys on
 * pages filed by year), replacing the owner + field indexes of 004 that left ties and descending null orders to a sort.
 * Frozen as the list orders of the entity definitions gave them when this migration was written; one statement a line.
 */
const STATEMENTS = `
create index if not exists greenbean_roaster_roaster_seq_rgst_at_ord on greenbean_roaster (roaster_seq, rgst_at, greenbean_roaster_seq)
drop index if exists greenbean_roaster_roaster_seq_rgst_at_idx
create index if not exists greenbean_roaster_roaster_seq_greenbean_name_ord on greenbean_roaster (roaster_seq, greenbean_name, greenbean_roaster_seq)
drop index if exists greenbean_roaster_roaster_seq_greenbean_name_idx
create index if not exists greenbean_roaster_roaster_seq_greenbean_name_desc_ord on greenbean_roaster (roaster_seq, greenbean_name desc nulls last, greenbean_roaster_seq desc)
create index if not exists greenbean_roaster_year_roaster_seq_rgst_at_ord on greenbean_roaster_year (roaster_seq, rgst_at, greenbean_roaster_seq, greenbean_year)
drop index if exists greenbean_roaster_year_roaster_seq_rgst_at_idx
create index if not exists greenbean_roaster_year_roaster_seq_greenbean_year_ord on greenbean_roaster_year (roaster_seq, greenbean_year, greenbean_roaster_seq)
drop index if exists greenbean_roaster_year_roaster_seq_greenbean_year_idx
create index if not exists greenbean_roaster_year_roaster_seq_greenbean_name_ord on greenbean_roaster_year (roaster_seq, greenbean_name, greenbean_roaster_seq, greenbean_year)
drop index if exists greenbean_roaster_year_roaster_seq_greenbean_name_idx
create index if not exists greenbean_roaster_year_roaster_seq_greenbean_name_desc_ord on greenbean_roaster_year (roaster_seq, greenbean_name desc nulls last, greenbean_roaster_seq desc, greenbean_year desc)
create index if not exists roasting_default_roaster_seq_rgst_at_ord on roasting_default (roaster_seq, rgst_at, roasting_seq)
drop index if exists roasting_default_roaster_seq_rgst_at_idx
create index if not exists roasting_default_roaster_seq_roasting_name_ord on roasting_default (roaster_seq, roasting_name, roasting_seq)
drop index if exists roasting_default_roaster_seq_roasting_name_idx
create index if not exists roasting_default_roaster_seq_roasting_name_desc_ord on roasting_default (roaster_seq, roasting_name desc nulls last, roasting_seq desc)
create index if not exists roasting_result_roaster_seq_rgst_at_ord on roasting_result (roaster_seq, rgst_at, roasting_result_year, roasting_result_seq)
drop index if exists roasting_result_roaster_seq_rgst_at_idx
create index if not exists roasting_result_roaster_seq_roasting_result_year_rgst_at_ord on roasting_result (roaster_seq, roasting_result_year, rgst_at, roasting_result_seq)
create index if not exists roasting_result_roaster_seq_roasting_result_date_ord on roasting_result (roaster_seq, roasting_result_date, roasting_result_year, roasting_result_seq)
drop index if exists roasting_result_roaster_seq_roasting_result_date_idx
create index if not exists roasting_result_roaster_seq_roasting_result_date_desc_ord on roasting_result (roaster_seq, roasting_result_date desc nulls last, roasting_result_year desc, roasting_result_seq desc)
create index if not exists roasting_result_roaster_seq_roasting_result_year_roa_155dyz on roasting_result (roaster_seq, roasting_result_year, roasting_result_date, roasting_result_seq)
create index if not exists roasting_result_roaster_seq_roasting_result_year_roa_1r7ee3 on roasting_result (roaster_seq, roasting_result_year, roasting_result_date desc nulls last, roasting_result_seq desc)
create index if not exists roasting_result_roaster_seq_roasting_result_year_ord on roasting_result (roaster_seq, roasting_result_year, roasting_result_seq)
drop index if exists roasting_result_roaster_seq_roasting_result_year_idx
create index if not exists blending_default_roaster_seq_rgst_at_ord on blending_default (roaster_seq, rgst_at, blending_seq)
drop index if exists blending_default_roaster_seq_rgst_at_idx
create index if not exists blending_default_roaster_seq_blending_name_ord on blending_default (roaster_seq, blending_name, blending_seq)
drop index if exists blending_default_roaster_seq_blending_name_idx
create index if not exists blending_default_roaster_seq_blending_name_desc_ord on blending_default (roaster_seq, blending_name desc nulls last, blending_seq desc)
create index if not exists blending_result_roaster_seq_rgst_at_ord on blending_result (roaster_seq, rgst_at, blending_result_year, blending_result_seq)
drop index if exists blending_result_roaster_seq_rgst_at_idx
create index if not exists blending_result_roaster_seq_blending_result_year_rgst_at_ord on blending_result (roaster_seq, blending_result_year, rgst_at, blending_result_seq)
create index if not exists blending_result_roaster_seq_blending_result_date_ord on blending_result (roaster_seq, blending_result_date, blending_result_year, blending_result_seq)
drop index if exists blending_result_roaster_seq_blending_result_date_idx
create index if not exists blending_result_roaster_seq_blending_result_date_desc_ord on blending_result (roaster_seq, blending_result_date desc nulls last, blending_result_year desc, blending_result_seq desc)
create index if not exists blending_result_roaster_seq_blending_result_year_ble_1q8sjd on blending_result (roaster_seq, blending_result_year, blending_result_date, blending_result_seq)
create index if not exists blending_result_roaster_seq_blending_result_year_ble_ctcp8h on blending_result (roaster_seq, blending_result_year, blending_result_date desc nulls last, blending_result_seq desc)
create index if not exists blending_result_roaster_seq_blending_result_year_ord on blending_result (roaster_seq, blending_result_year, blending_result_seq)
drop index if exists blending_result_roaster_seq_blending_result_year_idx
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
create index if not exists qc_brewing_default_roaster_seq_rgst_at_ord on qc_brewing_default (roaster_seq, rgst_at, brewing_seq)
drop index if exists qc_brewing_default_roaster_seq_rgst_at_idx
create index if not exists qc_brewing_default_roaster_seq_brewing_name_ord on qc_brewing_default (roaster_seq, brewing_name, brewing_seq)
drop index if exists qc_brewing_default_roaster_seq_brewing_name_idx
create index if not exists qc_brewing_default_roaster_seq_brewing_name_desc_ord on qc_brewing_default (roaster_seq, brewing_name desc nulls last, brewing_seq desc)
create index if not exists qc_brewing_default_roaster_seq_brewing_type_ord on qc_brewing_default (roaster_seq, brewing_type, brewing_seq)
drop index if exists qc_brewing_default_roaster_seq_brewing_type_idx
create index if not exists qc_brewing_default_roaster_seq_brewing_type_desc_ord on qc_brewing_default (roaster_seq, brewing_type desc nulls last, brewing_seq desc)
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
create index if not exists coffeebean_cafe_seq_rgst_at_ord on coffeebean (cafe_seq, rgst_at, coffeebean_seq)
drop index if exists coffeebean_cafe_seq_rgst_at_idx
create index if not exists coffeebean_cafe_seq_coffeebean_name_ord on coffeebean (cafe_seq, coffeebean_name, coffeebean_seq)
drop index if exists coffeebean_cafe_seq_coffeebean_name_idx
create index if not exists coffeebean_cafe_seq_coffeebean_name_desc_ord on coffeebean (cafe_seq, coffeebean_name desc nulls last, coffeebean_seq desc)
create index if not exists coffeebean_received_cafe_seq_rgst_at_ord on coffeebean_received (cafe_seq, rgst_at, received_seq)
drop index if exists coffeebean_received_cafe_seq_rgst_at_idx
create index if not exists coffeebean_received_cafe_seq_received_date_ord on coffeebean_received (cafe_seq, received_date, received_seq)
drop index if exists coffeebean_received_cafe_seq_received_date_idx
create index if not exists coffeebean_received_cafe_seq_received_date_desc_ord on coffeebean_received (cafe_seq, received_date desc nulls last, received_seq desc)
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
create index if not exists cafe_cupnote_cafe_seq_cupnote_sca_final_desc_ord on cafe_cupnote (cafe_seq, cupnote_sca_final desc nulls last, cupnote_seq desc)
create index if not exists cafe_brewing_default_cafe_seq_rgst_at_ord on cafe_brewing_default (cafe_seq, rgst_at, brewing_seq)
drop index if exists cafe_brewing_default_cafe_seq_rgst_at_idx
create index if not exists cafe_brewing_default_cafe_seq_brewing_name_ord on cafe_brewing_default (cafe_seq, brewing_name, brewing_seq)
drop index if exists cafe_brewing_default_cafe_seq_brewing_name_idx
create index if not exists cafe_brewing_default_cafe_seq_brewing_name_desc_ord on cafe_brewing_default (cafe_seq, brewing_name desc nulls last, brewing_seq desc)
create index if not exists cafe_brewing_default_cafe_seq_brewing_type_ord on cafe_brewing_default (cafe_seq, brewing_type, brewing_seq)
drop index if exists cafe_brewing_default_cafe_seq_brewing_type_idx
create index if not exists cafe_brewing_default_cafe_seq_brewing_type_desc_ord on cafe_brewing_default (cafe_seq, brewing_type desc nulls last, brewing_seq desc)
create index if not exists cafe_brewing_result_cafe_seq_rgst_at_ord on cafe_brewing_result (cafe_seq, rgst_at, brewing_result_seq)
drop index if exists cafe_brewing_result_cafe_seq_rgst_at_idx
create index if not exists cafe_brewing_result_cafe_seq_brewing_result_date_ord on cafe_brewing_result (cafe_seq, brewing_result_date, brewing_result_seq)
drop index if exists cafe_brewing_result_cafe_seq_brewing_result_date_idx
create index if not exists cafe_brewing_result_cafe_seq_brewing_result_date_desc_ord on cafe_brewing_result (cafe_seq, brewing_result_date desc nulls last, brewing_result_seq desc)
create index if not exists cafe_brewing_result_cafe_seq_brewing_result_main_ord on cafe_brewing_result (cafe_seq, brewing_result_main, brewing_result_seq)
drop index if exists cafe_brewing_result_cafe_seq_brewing_result_main_idx
create index if not exists cafe_brewing_result_cafe_seq_brewing_result_main_desc_ord on cafe_brewing_result (cafe_seq, brewing_result_main desc nulls last, brewing_result_seq desc)
create index if not exists cafe_brewing_result_cafe_seq_brewing_type_ord on cafe_brewing_result (cafe_seq, brewing_type, brewing_result_seq)
drop index if exists cafe_brewing_result_cafe_seq_brewing_type_idx
create index if not exists cafe_brewing_result_cafe_seq_brewing_type_desc_ord on cafe_brewing_result (cafe_seq, brewing_type desc nulls last, brewing_result_seq desc)
create index if not exists user_equip_data_user_seq_rgst_at_ord on user_equip_data (user_seq, rgst_at, user_equip_seq)
drop index if exists user_equip_data_user_seq_rgst_at_idx
create index if not exists user_equip_data_user_seq_equip_type_ord on user_equip_data (user_seq, equip_type, user_equip_seq)
drop index if exists user_equip_data_user_seq_equip_type_idx
create index if not exists user_equip_data_user_seq_equip_type_desc_ord on user_equip_data (user_seq, equip_type desc nulls last, user_equip_seq desc)
create index if not exists user_equip_data_user_seq_equip_name_ord on user_equip_data (user_seq, equip_name, user_equip_seq)
drop index if exists user_equip_data_user_seq_equip_name_idx
create index if not exists user_equip_data_user_seq_equip_name_desc_ord on user_equip_data (user_seq, equip_name desc nulls last, user_equip_seq desc)
create index if not exists user_brewing_default_user_seq_rgst_at_ord on user_brewing_default (user_seq, rgst_at, brewing_seq)
drop index if exists user_brewing_default_user_seq_rgst_at_idx
create index if not exists user_brewing_default_user_seq_brewing_name_ord on user_brewing_default (user_seq, brewing_name, brewing_seq)
drop index if exists user_brewing_default_user_seq_brewing_name_idx
create index if not exists user_brewing_default_user_seq_brewing_name_desc_ord on user_brewing_default (user_seq, brewing_name desc nulls last, brewing_seq desc)
create index if not exists user_brewing_default_user_seq_brewing_type_ord on user_brewing_default (user_seq, brewing_type, brewing_seq)
drop index if exists user_brewing_default_user_seq_brewing_type_idx
create index if not exists user_brewing_default_user_seq_brewing_type_desc_ord on user_brewing_default (user_seq, brewing_type desc nulls last, brewing_seq desc)
create index if not exists user_brewing_result_user_seq_rgst_at_ord on user_brewing_result (user_seq, rgst_at, brewing_result_seq)
drop index if exists user_brewing_result_user_seq_rgst_at_idx
create index if not exists user_brewing_result_user_seq_brewing_result_date_ord on user_brewing_result (user_seq, brewing_result_date, brewing_result_seq)
drop index if exists user_brewing_result_user_seq_brewing_result_date_idx
create index if not exists user_brewing_result_user_seq_brewing_result_date_desc_ord on user_brewing_result (user_seq, brewing_result_date desc nulls last, brewing_result_seq desc)
create index if not exists user_brewing_result_user_seq_brewing_result_main_ord on user_brewing_result (user_seq, brewing_result_main, brewing_result_seq)
drop index if exists user_brewing_result_user_seq_brewing_result_main_idx
create index if not exists user_brewing_result_user_seq_brewing_result_main_desc_ord on user_brewing_result (user_seq, brewing_result_main desc nulls last, brewing_result_seq desc)
create index if not exists user_brewing_result_user_seq_brewing_type_ord on user_brewing_result (user_seq, brewing_type, brewing_result_seq)
drop index if exists user_brewing_result_user_seq_brewing_type_idx
create index if not exists user_brewing_result_user_seq_brewing_type_desc_ord on user_brewing_result (user_seq, brewing_type desc nulls last, brewing_result_seq desc)
create index if not exists user_cupnote_user_seq_rgst_at_ord on user_cupnote (user_seq, rgst_at, cupnote_seq)
drop index if exists user_cupnote_user_seq_rgst_at_idx
create index if not exists user_cupnote_user_seq_cupnote_date_ord on user_cupnote (user_seq, cupnote_date, cupnote_seq)
drop index if exists user_cupnote_user_seq_cupnote_date_idx
create index if not exists user_cupnote_user_seq_cupnote_date_desc_ord on user_cupnote (user_seq, cupnote_date desc nulls last, cupnote_seq desc)
create index if not exists user_cupnote_user_seq_cupnote_name_ord on user_cupnote (user_seq, cupnote_name, cupnote_seq)
drop index if exists user_cupnote_user_seq_cupnote_name_idx
create index if not exists user_cupnote_user_seq_cupnote_name_desc_ord on user_cupnote (user_seq, cupnote_name desc nulls last, cupnote_seq desc)
create index if not exists user_cupnote_user_seq_cupnote_main_ord on user_cupnote (user_seq, cupnote_main, cupnote_seq)
drop index if exists user_cupnote_user_seq_cupnote_main_idx
create index if not exists user_cupnote_user_seq_cupnote_main_desc_ord on user_cupnote (user_seq, cupnote_main desc nulls last, cupnote_seq desc)
create index if not exists roaster_event_roaster_seq_rgst_at_ord on roaster_event (roaster_seq, rgst_at, event_year, event_seq)
drop index if exists roaster_event_roaster_seq_rgst_at_idx
create index if not exists roaster_event_roaster_seq_event_year_rgst_at_ord on roaster_event (roaster_seq, event_year, rgst_at, event_seq)
create index if not exists roaster_event_roaster_seq_event_start_ord on roaster_event (roaster_seq, event_start, event_year, event_seq)
drop index if exists roaster_event_roaster_seq_event_start_idx
create index if not exists roaster_event_roaster_seq_event_start_desc_ord on roaster_event (roaster_seq, event_start desc nulls last, event_year desc, event_seq desc)
create index if not exists roaster_event_roaster_seq_event_year_event_start_ord on roaster_event (roaster_seq, event_year, event_start, event_seq)
create index if not exists roaster_event_roaster_seq_event_year_event_start_desc_ord on roaster_event (roaster_seq, event_year, event_start desc nulls last, event_seq desc)
create index if not exists roaster_event_roaster_seq_event_name_ord on roaster_event (roaster_seq, event_name, event_year, event_seq)
drop index if exists roaster_event_roaster_seq_event_name_idx
create index if not exists roaster_event_roaster_seq_event_name_desc_ord on roaster_event (roaster_seq, event_name desc nulls last, event_year desc, event_seq desc)
create index if not exists roaster_event_roaster_seq_event_year_event_name_ord on roaster_event (roaster_seq, event_year, event_name, event_seq)
create index if not exists roaster_event_roaster_seq_event_year_event_name_desc_ord on roaster_event (roaster_seq, event_year, event_name desc nulls last, event_seq desc)
create index if not exists roaster_event_roaster_seq_event_year_ord on roaster_event (roaster_seq, event_year, event_seq)
drop index if exists roaster_event_roaster_seq_event_year_idx
create index if not exists cafe_event_cafe_seq_rgst_at_ord on cafe_event (cafe_seq, rgst_at, event_year, event_seq)
drop index if exists cafe_event_cafe_seq_rgst_at_idx
create index if not exists cafe_event_cafe_seq_event_year_rgst_at_ord on cafe_event (cafe_seq, event_year, rgst_at, event_seq)
create index if not exists cafe_event_cafe_seq_event_start_ord on cafe_event (cafe_seq, event_start, event_year, event_seq)
drop index if exists cafe_event_cafe_seq_event_start_idx
create index if not exists cafe_event_cafe_seq_event_start_desc_ord on cafe_event (cafe_seq, event_start desc nulls last, event_year desc, event_seq desc)
create index if not exists cafe_event_cafe_seq_event_year_event_start_ord on cafe_event (cafe_seq, event_year, event_start, event_seq)
create index if not exists cafe_event_cafe_seq_event_year_event_start_desc_ord on cafe_event (cafe_seq, event_year, event_start desc nulls last, event_seq desc)
create index if not exists cafe_event_cafe_seq_event_name_ord on cafe_event (cafe_seq, event_name, event_year, event_seq)
drop index if exists cafe_event_cafe_seq_event_name_idx
create index if not exists cafe_event_cafe_seq_event_name_desc_ord on cafe_event (cafe_seq, event_name desc nulls last, event_year desc, event_seq desc)
create index if not exists cafe_event_cafe_seq_event_year_event_name_ord on cafe_event (cafe_seq, event_year, event_name, event_seq)
create index if not exists cafe_event_cafe_seq_event_year_event_name_desc_ord on cafe_event (cafe_seq, event_year, event_name desc nulls last, event_seq desc)
create index if not exists cafe_event_cafe_seq_event_year_ord on cafe_event (cafe_seq, event_year, event_seq)
drop index if exists cafe_event_cafe_seq_event_year_idx
create index if not exists roaster_cafe_roaster_seq_rgst_at_ord on roaster_cafe (roaster_seq, rgst_at, roaster_cafe_uuid)
drop index if exists roaster_cafe_roaster_seq_rgst_at_idx
create index if not exists roaster_cafe_roaster_seq_roaster_cafe_nick_ord on roaster_cafe (roaster_seq, roaster_cafe_nick, roaster_cafe_uuid)
drop index if exists roaster_cafe_roaster_seq_roaster_cafe_nick_idx
create index if not exists roaster_cafe_roaster_seq_roaster_cafe_nick_desc_ord on roaster_cafe (roaster_seq, roaster_cafe_nick desc nulls last, roaster_cafe_uuid desc)
create index if not exists roaster_cafe_roaster_seq_roaster_cafe_auth_ord on roaster_cafe (roaster_seq, roaster_cafe_auth, roaster_cafe_uuid)
drop index if exists roaster_cafe_roaster_seq_roaster_cafe_auth_idx
create index if not exists roaster_cafe_roaster_seq_roaster_cafe_auth_desc_ord on roaster_cafe (roaster_seq, roaster_cafe_auth desc nulls last, roaster_cafe_uuid desc)
create index if not exists cafe_roaster_cafe_seq_rgst_at_ord on cafe_roaster (cafe_seq, rgst_at, cafe_roaster_uuid)
drop index if exists cafe_roaster_cafe_seq_rgst_at_idx
create index if not exists cafe_roaster_cafe_seq_cafe_roaster_name_ord on cafe_roaster (cafe_seq, cafe_roaster_name, cafe_roaster_uuid)
drop index if exists cafe_roaster_cafe_seq_cafe_roaster_name_idx
create index if not exists cafe_roaster_cafe_seq_cafe_roaster_name_desc_ord on cafe_roaster (cafe_seq, cafe_roaster_name desc nulls last, cafe_roaster_uuid desc)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS.trim().split('\n')) await sql.raw(statement).execute(db);
}
