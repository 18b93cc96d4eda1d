import { sql } from 'kysely';
import { fillsBags, orderEditable } from '../domain';
import type { Database, Row } from '../db/database';
import type { Access } from '../http/context';
import { ApiError, badRequest } from '../http/errors';
import type { SaveContext } from '../engine/resource';
import { joinedColumns } from '../engine/resource';
import { partnerCondition } from '../engine/partners';

const refuse = (status: number, description: string, field: string) => new ApiError(status, description, { field });

/** The names of both sides of an order, for lists and details. */
export const orderNames = {
  ...joinedColumns('cafe_order', 'roaster', ['roaster_name', 'roaster_name_kr'], { roaster_seq: 'roaster_seq' }),
  ...joinedColumns('cafe_order', 'cafe', ['cafe_name', 'cafe_name_kr'], { cafe_seq: 'cafe_seq' }),
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
  if (status === 'CANCELLED') {
    values.cancel_date = sql`current_date`;
    return;
  }
  const roaster = Number(values.roaster_seq ?? stored?.roaster_seq);
  const cafe = access.org?.seq ?? -1;
  const partner = await sql<{ ok: boolean }>`select ${partnerCondition(cafe, roaster)} as ok`.execute(trx);
  if (!partner.rows[0]?.ok) throw refuse(403, 'order_not_partner', 'roaster_seq');
  const lines = rows.get('order_list') ?? [];
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
