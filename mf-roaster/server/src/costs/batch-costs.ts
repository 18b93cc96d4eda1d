import type { RawBuilder } from 'kysely';
import { sql } from 'kysely';

/**
 * Costs of green and batches (behaviour §05-14), computed from the records on every read and never stored: SQL
 * tables to select from, in the roastery's currency minor unit, unrounded (numeric) so that a blend of roasts or a
 * shipment of blends adds up before one rounding at the end. Masses are in 0.1 g: 10000 of them make a kg.
 *
 * - A lot's cost per kg: its price per kg plus its freight, duties and other costs spread over the mass the lot
 *   received (its ledger receipts); null when the lot has no price per kg.
 * - A roast batch: each green row's mass at its lot's cost per kg, plus the cost per batch of its machine (the
 *   machine of the schedule commitment it fulfils, else its recipe's); null when a lot it used has no cost. Its cost
 *   per kg is that over its roasted mass.
 * - A blend batch: each roast row's mass at that roast's cost per kg; its cost per kg over the blend's mass.
 */
const KG = 10000;

/** Lots with their landed cost per kg (`cost_kg`), of the lots `where` selects (`y` is greenbean_roaster_year). */
export const lotCosts = (where: RawBuilder<unknown> = sql`true`): RawBuilder<unknown> => sql`(
  select y.roaster_seq, y.greenbean_roaster_seq, y.greenbean_year,
    y.greenbean_price_kg + coalesce(
      (coalesce(y.greenbean_freight, 0) + coalesce(y.greenbean_duties, 0) + coalesce(y.greenbean_other_cost, 0))::numeric
        * ${KG} / nullif((select sum(m.change_mass) from stock_movement m
          where m.item_type = 'greenbean' and m.movement_kind = 'receipt'
            and m.item_seq = y.greenbean_roaster_seq and m.item_year = y.greenbean_year), 0),
      0) as cost_kg
  from greenbean_roaster_year y where ${where})`;

/**
 * Roast batches with `batch_cost` and `cost_per_kg` (numeric or null) and what the chart groups by: recipe, date,
 * roasted mass. `where` selects the batches (`r` is roasting_result).
 */
export const roastCosts = (where: RawBuilder<unknown> = sql`true`): RawBuilder<unknown> => sql`(
  select c.*, c.batch_cost * ${KG} / nullif(c.roasting_mass, 0) as cost_per_kg from (
    select r.roasting_result_seq, r.roasting_result_year, r.roaster_seq, r.roasting_seq, r.roasting_result_date,
      r.roasting_mass,
      case when count(g.greenbean_roaster_seq) > 0 and bool_and(l.cost_kg is not null)
        then sum(g.greenbean_mass * l.cost_kg / ${KG}) + coalesce(max(e.equip_batch_cost), 0) end as batch_cost
    from roasting_result r
    left join roasting_result_greenbean g on g.roasting_result_seq = r.roasting_result_seq
    left join lateral ${lotCosts(sql`y.roaster_seq = r.roaster_seq`)} l
      on l.greenbean_roaster_seq = g.greenbean_roaster_seq and l.greenbean_year = g.greenbean_year
    left join roasting_schedule s on s.schedule_seq = r.roasting_schedule_seq
    left join roasting_default d on d.roasting_seq = r.roasting_seq
    left join roaster_equip e on e.roaster_equip_seq = coalesce(s.roaster_equip_seq, d.roasting_machine_seq)
      and e.roaster_seq = r.roaster_seq
    where ${where}
    group by r.roasting_result_year, r.roasting_result_seq) c)`;

/** Blend batches with `batch_cost` and `cost_per_kg` (numeric or null); `where` selects them (`b` is blending_result). */
export const blendCosts = (where: RawBuilder<unknown> = sql`true`): RawBuilder<unknown> => sql`(
  select c.*, c.batch_cost * ${KG} / nullif(c.blending_total_mass, 0) as cost_per_kg from (
    select b.blending_result_seq, b.blending_result_year, b.roaster_seq, b.blending_seq, b.blending_result_date,
      b.blending_total_mass,
      case when count(x.roasting_result_seq) > 0 and bool_and(rc.cost_per_kg is not null)
        then sum(x.roasting_mass * rc.cost_per_kg / ${KG}) end as batch_cost
    from blending_result b
    left join blending_result_roasting x on x.blending_result_seq = b.blending_result_seq
    left join lateral ${roastCosts(sql`r.roasting_result_seq in (select roasting_result_seq from blending_result_roasting
      where blending_result_seq = b.blending_result_seq)`)} rc on rc.roasting_result_seq = x.roasting_result_seq
    where ${where}
    group by b.blending_result_year, b.blending_result_seq) c)`;

/** A figure of one of these tables for the row of `outer` (a page expression), rounded to the minor unit. */
export const costOf = (
  table: RawBuilder<unknown>,
  column: 'batch_cost' | 'cost_per_kg' | 'cost_kg',
): RawBuilder<unknown> => sql`(select round(t.${sql.ref(column)})::bigint from ${table} t)`;

/** The currency of the roastery owning the row of `outer` (behaviour §05-10), which its cost figures are in. */
export const roasteryCurrency = (outer: string): RawBuilder<unknown> =>
  sql`(select roaster_currency from roaster where roaster_seq = ${sql.ref(`${outer}.roaster_seq`)})`;
