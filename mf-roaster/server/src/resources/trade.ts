import { sql } from 'kysely';
import { fillsBags, orderEditable } from '@coffee/api-kernel/domain';
import type { Database, Row } from '@coffee/api-kernel/db/database';
import type { Access } from '@coffee/api-kernel/http/context';
import { ApiError, badRequest } from '@coffee/api-kernel/http/errors';
import type { SaveContext } from '@coffee/api-kernel/engine/resource';
import { joinedColumns } from '@coffee/api-kernel/engine/resource';
import { partnerCondition } from '@coffee/api-kernel/engine/partners';
import { moneySettings, priceLines } from './order-value';

const refuse = (status: number, description: string, field: string) => new ApiError(status, description, { field });

/** The names of both sides of an order, for lists and details. */
export const orderNames = {
  ...joinedColumns('cafe_order', 'roaster', ['roaster_name', 'roaster_name_kr'], { roaster_seq: 'roaster_seq' }),
  ...joinedColumns('cafe_order', 'cafe', ['cafe_name', 'cafe_name_kr'], { cafe_seq: 'cafe_seq' }),
};

/** SQL of what an order line (table or alias `line`) has shipped, 0.1 g; with `received`, what the cafe received of it. */
const lineShipped = (line: string, column: 'ship_mass' | 'receive_mass') =>
  sql<number>`(select coalesce(sum(${sql.ref(`line_shipment.${column}`)}), 0)::bigint from cafe_order_shipment line_shipment
    where line_shipment.order_year = ${sql.ref(`${line}.order_year`)} and line_shipment.order_seq = ${sql.ref(`${line}.order_seq`)}
    and line_shipment.blending_seq = ${sql.ref(`${line}.blending_seq`)})`;

/** SQL of what is still to ship of an order line: nothing once closed short (behaviour §05-7). */
const lineOpen = (line: string) =>
  sql<number>`(case when ${sql.ref(`${line}.close_reason`)} is not null then 0
    else greatest(${sql.ref(`${line}.order_mass`)} - ${lineShipped(line, 'ship_mass')}, 0) end)`;

/**
 * How an order line (table or alias `line`) reads on both sides (behaviour §05-7, §05-8): the blend's names, the bag
 * size it was ordered in (the largest size sold of which its mass is whole bags; null for any mass), what shipped,
 * what the cafe received and what is still to ship (0.1 g).
 */
export const lineReadings = (line: string) => ({
  blending_name: sql<string | null>`(select line_blend.blending_name from blending_default line_blend
    where line_blend.blending_seq = ${sql.ref(`${line}.blending_seq`)})`,
  blending_name_kr: sql<string | null>`(select line_blend.blending_name_kr from blending_default line_blend
    where line_blend.blending_seq = ${sql.ref(`${line}.blending_seq`)})`,
  bag_mass: sql<number | null>`(select max(line_bag.bag_mass) from blending_default_bag line_bag
    where line_bag.blending_seq = ${sql.ref(`${line}.blending_seq`)} and line_bag.bag_mass > 0
    and ${sql.ref(`${line}.order_mass`)} % line_bag.bag_mass = 0)`,
  /** The price per bag as placed (behaviour §05-10), null on an order placed before prices. */
  price: sql<number | null>`${sql.ref(`${line}.unit_price`)}`,
  ship_mass: lineShipped(line, 'ship_mass'),
  receive_mass: lineShipped(line, 'receive_mass'),
  open_mass: lineOpen(line),
});

/** An order's totals beside its quantity (table `cafe_order`): shipped, received and still to ship. */
const orderTotals = {
  order_ship_mass: sql<number>`(select coalesce(sum(total_shipment.ship_mass), 0)::bigint from cafe_order_shipment total_shipment
    where total_shipment.order_year = cafe_order.order_year and total_shipment.order_seq = cafe_order.order_seq)`,
  order_receive_mass: sql<number>`(select coalesce(sum(total_shipment.receive_mass), 0)::bigint from cafe_order_shipment total_shipment
    where total_shipment.order_year = cafe_order.order_year and total_shipment.order_seq = cafe_order.order_seq)`,
  order_open_mass: sql<number>`(select coalesce(sum(${lineOpen('total_line')}), 0)::bigint from cafe_order_blending total_line
    where total_line.order_year = cafe_order.order_year and total_line.order_seq = cafe_order.order_seq)`,
};

/** The expressions of an order page, either side: both parties' names, the totals and each line's readings. */
export const orderReadings = {
  expressions: { ...orderNames, ...orderTotals },
  rowExpressions: { order_list: lineReadings('cafe_order_blending') },
};

/** The bag sizes (0.1 g) of each blend a roastery sells, for the blends named. */
async function productsOf(trx: Database, roaster: number, blends: readonly number[]): Promise<Map<number, number[]>> {
  if (blends.length === 0) return new Map();
  const rows = await trx
    .selectFrom('blending_default as b')
    .select([
      'b.blending_seq',
      sql<string[]>`coalesce(array(select g.bag_mass from blending_default_bag g
        where g.blending_seq = b.blending_seq order by g.bag_mass), '{}')`.as('bags'),
    ])
    .where('b.roaster_seq', '=', roaster)
    .where('b.blending_sale_use', '=', true)
    .where('b.blending_use', '=', true)
    .where('b.blending_seq', 'in', blends)
    .execute();
  return new Map(rows.map((row) => [Number(row.blending_seq), row.bags.map(Number)]));
}

/**
 * A cafe's order save (behaviour §05-2): a new order is placed with a partner roastery; only a placed order changes,
 * and only to lines of blends that roastery sells, each a whole number of its bags; the cafe cancels by saving it
 * as cancelled. The order's year is its date's.
 */
export async function checkCafeOrder({ trx, access, mode, values, rows, stored }: SaveContext): Promise<void> {
  const status = values.order_status ?? stored?.order_status ?? 'PLACED';
  if (mode === 'write' && status !== 'PLACED') throw refuse(400, 'field_code', 'order_status');
  if (mode === 'edit' && !orderEditable(stored?.order_status))
    throw refuse(409, 'order_status_changed', 'order_status');
  values.order_status = status;
  const roaster = Number(values.roaster_seq ?? stored?.roaster_seq);
  const lines = rows.get('order_list') ?? [];
  if (status === 'CANCELLED') {
    // A cancelled order's lines still name the roastery's blends (its references, checked as every other): what it
    // sells may have changed since, and the partnership with it may have ended.
    const blends = await trx
      .selectFrom('blending_default')
      .select('blending_seq')
      .where('roaster_seq', '=', roaster)
      .where('blending_seq', 'in', lines.length ? lines.map((line) => Number(line.blending_seq)) : [-1])
      .execute();
    const known = new Set(blends.map((blend) => Number(blend.blending_seq)));
    const index = lines.findIndex((line) => !known.has(Number(line.blending_seq)));
    if (index >= 0) throw badRequest('field_code', { field: `blending_seq_${index}` });
    values.cancel_date = sql`current_date`;
    values.order_total_mass = lines.reduce((sum, line) => sum + Number(line.order_mass), 0);
    return;
  }
  const cafe = access.org?.seq ?? -1;
  const partner = await sql<{ ok: boolean }>`select ${partnerCondition(cafe, roaster)} as ok`.execute(trx);
  if (!partner.rows[0]?.ok) throw refuse(403, 'order_not_partner', 'roaster_seq');
  const products = await productsOf(
    trx,
    roaster,
    lines.map((line) => Number(line.blending_seq)),
  );
  lines.forEach((line, index) => {
    const bags = products.get(Number(line.blending_seq));
    if (!bags) throw badRequest('order_not_for_sale', { field: `blending_seq_${index}` });
    if (!fillsBags(Number(line.order_mass), bags))
      throw badRequest('order_bag_sizes', {
        field: `order_mass_${index}`,
        bound: bags.map((bag) => `${bag / 10} g`).join(', '),
      });
  });
  values.order_total_mass = lines.reduce((sum, line) => sum + Number(line.order_mass), 0);
  // Every line has a price in force on the order day, else the line is refused by name (behaviour §05-10); the value
  // itself is captured once the lines are written (captureOrderValue).
  const day = String(values.order_date ?? stored?.order_date ?? '').slice(0, 10);
  if (lines.length > 0) await priceLines(trx, { roaster, cafe, day }, lines, await moneySettings(trx, roaster, cafe));
}

/** A new order's year is its date's (the key the answer returns). */
export function orderYear({ mode, params }: { mode: 'write' | 'edit'; params: Row }): void {
  const date = typeof params.order_date === 'string' ? params.order_date : '';
  if (mode === 'write' && (params.order_year === undefined || params.order_year === null) && /^\d{4}-/.test(date)) {
    params.order_year = Number(date.slice(0, 4));
  }
}

/** The cafe changes and deletes its order only while it is placed (behaviour §05-2). */
export const cafeOrderEditable = (_access: Access, row: Row): boolean => orderEditable(row.order_status);

/** Orders are changed on the roastery's side only through its actions (status, ship), never as records. */
export const roasterOrderEditable = (): boolean => false;
