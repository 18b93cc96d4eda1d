import { sql } from 'kysely';
import type { MarginGroup } from 'mf-roaster/model';
import { amountOfMass, splitVat } from '@coffee/api-kernel/domain';
import type { Database } from '@coffee/api-kernel/db/database';
import type { HiddenKeys } from '@coffee/api-kernel/engine/record-visibility';
import { hiddenNames } from '@coffee/api-kernel/engine/record-visibility';
import { blendCosts } from './batch-costs';

const KG = 10000;

/** One shipped batch of an order line, with what the margin needs of its line, order and batch. */
type ShippedRow = {
  order_year: number;
  order_seq: number;
  shipment_no: number;
  order_date: string;
  ship_month: string;
  cafe_seq: number;
  cafe_name: string | null;
  cafe_name_kr: string | null;
  blending_seq: number;
  blending_name: string | null;
  blending_name_kr: string | null;
  ship_mass: string;
  bag_mass: string | null;
  unit_price: string | null;
  vat_rate: string | null;
  price_vat_included: boolean | null;
  cost_per_kg: string | null;
};

/** What a group adds up; the masses are 0.1 g. */
export interface MarginFigures {
  revenue: number;
  cost: number;
  margin: number;
  shipped_mass: number;
  unpriced_mass: number;
  uncosted_mass: number;
}

export interface MarginRow extends MarginFigures {
  key: string;
  name: string | null;
  name_kr: string | null;
}

const emptyFigures = (): MarginFigures => ({
  revenue: 0,
  cost: 0,
  margin: 0,
  shipped_mass: 0,
  unpriced_mass: 0,
  uncosted_mass: 0,
});

/** The shipments of the roastery's orders shipped from `from` to `to` (days, inclusive), one row per batch shipped. */
const shippedRows = (db: Database, roaster: number, from: string, to: string) =>
  sql<ShippedRow>`select s.order_year, s.order_seq, s.shipment_no, to_char(o.order_date, 'YYYY-MM-DD') as order_date,
      to_char(s.ship_date, 'YYYY-MM') as ship_month, o.cafe_seq, c.cafe_name, c.cafe_name_kr,
      s.blending_seq, d.blending_name, d.blending_name_kr, s.ship_mass, l.bag_mass, l.unit_price,
      o.vat_rate, o.price_vat_included, bc.cost_per_kg
    from cafe_order_shipment s
    join cafe_order o on o.order_year = s.order_year and o.order_seq = s.order_seq
    join cafe_order_blending l
      on l.order_year = s.order_year and l.order_seq = s.order_seq and l.blending_seq = s.blending_seq
    join cafe c on c.cafe_seq = o.cafe_seq
    join blending_default d on d.blending_seq = s.blending_seq
    left join lateral ${blendCosts(sql`b.blending_result_seq = s.blending_result_seq`)} bc on true
    where o.roaster_seq = ${roaster} and s.ship_date between ${from}::date and ${to}::date
    order by s.ship_date, s.order_year, s.order_seq, s.shipment_no`
    .execute(db)
    .then((result) => result.rows);

/** The batches of one order line in one shipment: what its invoice line bills (behaviour §05-11). */
interface ShipmentLine {
  row: ShippedRow;
  mass: number;
  /** The batches' masses at their costs per kg (unrounded); null once one of them has no cost. */
  cost: number | null;
}

const shipmentLines = (rows: readonly ShippedRow[]): ShipmentLine[] => {
  const lines = new Map<string, ShipmentLine>();
  for (const row of rows) {
    const key = `${row.order_year}_${row.order_seq}_${row.shipment_no}_${row.blending_seq}`;
    const line = lines.get(key) ?? { row, mass: 0, cost: 0 };
    lines.set(key, line);
    const mass = Number(row.ship_mass);
    line.mass += mass;
    line.cost =
      line.cost === null || row.cost_per_kg === null ? null : line.cost + (mass * Number(row.cost_per_kg)) / KG;
  }
  return [...lines.values()];
};

/**
 * A shipment line's revenue and cost (behaviour §05-15): the supply value (without VAT) of its mass at the order
 * line's unit price, as its invoice line bills it, and its batches' masses at their costs per kg, each rounded to the
 * minor unit; null where the line has no price or a batch no cost.
 */
export function lineFigures(line: ShipmentLine): { mass: number; revenue: number | null; cost: number | null } {
  const { row, mass } = line;
  const priced = row.unit_price !== null && row.bag_mass !== null && Number(row.bag_mass) > 0;
  const revenue = priced
    ? splitVat(
        amountOfMass(mass, Number(row.bag_mass), Number(row.unit_price)),
        row.vat_rate ?? 0,
        row.price_vat_included === true,
      ).supply
    : null;
  return { mass, revenue, cost: line.cost === null ? null : Math.round(line.cost) };
}

const keyAndNames = (row: ShippedRow, group: MarginGroup): Pick<MarginRow, 'key' | 'name' | 'name_kr'> => {
  switch (group) {
    case 'order':
      return {
        key: `${row.order_year}_${row.order_seq}`,
        name: `${row.order_date} ${row.cafe_name ?? row.cafe_name_kr ?? ''}`.trim(),
        name_kr: `${row.order_date} ${row.cafe_name_kr ?? row.cafe_name ?? ''}`.trim(),
      };
    case 'cafe':
      return { key: String(row.cafe_seq), name: row.cafe_name, name_kr: row.cafe_name_kr };
    case 'blend':
      return { key: String(row.blending_seq), name: row.blending_name, name_kr: row.blending_name_kr };
    case 'month':
      return { key: row.ship_month, name: row.ship_month, name_kr: row.ship_month };
  }
};

const add = (figures: MarginFigures, shipped: ReturnType<typeof lineFigures>): void => {
  if (shipped.revenue === null) figures.unpriced_mass += shipped.mass;
  else if (shipped.cost === null) figures.uncosted_mass += shipped.mass;
  else {
    figures.revenue += shipped.revenue;
    figures.cost += shipped.cost;
    figures.margin = figures.revenue - figures.cost;
    figures.shipped_mass += shipped.mass;
  }
};

/**
 * Margins of what the roastery shipped in a range of days (behaviour §05-15), per group, from the records on every
 * call: a shipped batch with both a price and a cost counts its revenue and cost; one without a price (an order
 * placed before prices) or a cost (green without a cost) is left out of the figures and counted by its mass.
 */
export async function roasteryMargins(
  db: Database,
  roaster: number,
  range: { from: string; to: string },
  group: MarginGroup,
  hidden: HiddenKeys,
): Promise<{ rows: MarginRow[]; totals: MarginFigures }> {
  const groups = new Map<string, MarginRow>();
  const totals = emptyFigures();
  for (const line of shipmentLines(await shippedRows(db, roaster, range.from, range.to))) {
    const named = keyAndNames(hiddenNames(line.row, hidden, 'kr'), group);
    const row = groups.get(named.key) ?? { ...named, ...emptyFigures() };
    groups.set(named.key, row);
    const figures = lineFigures(line);
    add(row, figures);
    add(totals, figures);
  }
  return { rows: [...groups.values()], totals };
}

/** The roastery's currency its costs and margins are in (behaviour §05-10). */
export const currencyOf = async (db: Database, roaster: number): Promise<string> =>
  (await db.selectFrom('roaster').select('roaster_currency').where('roaster_seq', '=', roaster).executeTakeFirst())
    ?.roaster_currency ?? 'KRW';
