import type { RawBuilder } from 'kysely';
import { sql } from 'kysely';
import type { Database, Row } from '../db/database';
import type { AuthUser } from '../auth/session';
import { badRequest } from '../http/errors';
import { insertByRule, updateByRule } from '../engine/rule-writes';
import { itemRef } from '../inventory/items';
import { moveItemStock } from '../inventory/ledger';
import { roastDateOf } from '../resources/production';

/** A day sent as 'YYYY-MM-DD' (the visitor's local day), else null (the database's today). */
export const isoDay = (value: unknown): string | null =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;

/** The day as a column value. */
export const dayValue = (day: string | null): RawBuilder<string> =>
  day ? sql<string>`${day}::date` : sql<string>`current_date`;

/** Mass as the body sends it (0.1 g, a whole number, above zero unless `zero`), else 400 naming the field. */
export function massOf(value: unknown, field: string, { zero = false } = {}): number {
  const mass = Number(value);
  if (!Number.isSafeInteger(mass) || mass < 0 || (!zero && mass === 0)) throw badRequest('field_NaN', { field });
  return mass;
}

type User = Pick<AuthUser, 'user_seq' | 'user_name'>;

interface Shipment {
  order: Row;
  picks: readonly Row[];
  /** The order's lines not shipped yet. */
  lines: ReadonlyArray<{ blending_seq: number; order_mass: number }>;
  /** The shipments the order had before this one. */
  before: number;
  user: User;
  day: string | null;
}

const ORIGIN_SUFFIXES = [
  'country_list',
  'variety_list',
  'variety_etc',
  'process_list',
  'process_etc',
  'grade_list',
  'grade_detail_list',
] as const;

/**
 * The cafe's catalogue bean for a blend: the one registered with the blend's serial, else a new one named and
 * described as the blend's batch, as registering it from its QR code does (behaviour §05-4).
 */
async function cafeBeanOf(trx: Database, cafe: number, batch: Row, user: User): Promise<number> {
  const blend = await trx
    .selectFrom('blending_default')
    .selectAll()
    .where('blending_seq', '=', Number(batch.blending_seq))
    .executeTakeFirstOrThrow();
  const serials = [blend.blending_uuid_str, blend.blending_uuid_cafe];
  const found = await trx
    .selectFrom('coffeebean')
    .select('coffeebean_seq')
    .where('cafe_seq', '=', cafe)
    .where('blending_uuid', 'in', serials)
    .orderBy('coffeebean_seq')
    .executeTakeFirst();
  if (found) return Number(found.coffeebean_seq);
  const created = await insertByRule(trx, 'coffeebean', user, {
    cafe_seq: cafe,
    coffeebean_name: blend.blending_name,
    coffeebean_name_kr: blend.blending_name_kr,
    blending_uuid: blend.blending_uuid_str,
    blending_info_use: true,
    coffeebean_single_origin: blend.blending_single_origin,
    ...Object.fromEntries(ORIGIN_SUFFIXES.map((suffix) => [`coffeebean_${suffix}`, batch[`blending_${suffix}`]])),
    coffeebean_desc: blend.blending_desc,
  })
    .returning('coffeebean_seq')
    .executeTakeFirstOrThrow();
  return Number(created.coffeebean_seq);
}

/**
 * Each pick checked against the order: a batch of the roastery, of a blend ordered and not shipped yet, once; the
 * lines picked filled exactly, the others left for a later shipment (behaviour §05-7).
 */
async function pickedBatches(trx: Database, { order, picks, lines }: Shipment): Promise<Array<Row & { ship: number }>> {
  const batches: Array<Row & { ship: number }> = [];
  const shipped = new Map<number, number>();
  for (const [index, pick] of picks.entries()) {
    const ship = massOf(pick.ship_mass, `ship_mass_${index}`);
    const batch = await trx
      .selectFrom('blending_result')
      .selectAll()
      .where('blending_result_year', '=', Number(pick.blending_result_year))
      .where('blending_result_seq', '=', Number(pick.blending_result_seq))
      .where('roaster_seq', '=', Number(order.roaster_seq))
      .executeTakeFirst();
    if (!batch || batches.some((other) => other.blending_result_seq === batch.blending_result_seq))
      throw badRequest('field_code', { field: `blending_result_seq_${index}` });
    const blend = Number(batch.blending_seq);
    if (!lines.some((line) => line.blending_seq === blend))
      throw badRequest('ship_not_ordered', { field: `blending_result_seq_${index}` });
    shipped.set(blend, (shipped.get(blend) ?? 0) + ship);
    batches.push({ ...batch, ship });
  }
  for (const line of lines) {
    const mass = shipped.get(line.blending_seq);
    if (mass !== undefined && mass !== line.order_mass)
      throw badRequest('ship_line_mass', { field: 'ship_list', bound: `${mass / 10} / ${line.order_mass / 10} g` });
  }
  return batches;
}

/**
 * Ships an order's lines picked (behaviour §05-4, §05-7), in the caller's transaction on the locked order: a
 * `shipment` movement out of each picked blend batch (refused with the batch and the mass it holds when short), a
 * received-bean record of the cafe per batch (its serial, roast date and mass; stock comes in at receipt), all under
 * the order's next shipment number; the order shipped once no line is left, else partly shipped.
 */
export async function shipToCafe(trx: Database, shipment: Shipment): Promise<void> {
  const { order, user, day, lines, before } = shipment;
  const cafe = Number(order.cafe_seq);
  const batches = await pickedBatches(trx, shipment);
  for (const [index, batch] of batches.entries()) {
    const moved = await moveItemStock(
      trx,
      itemRef('blending', batch.blending_result_seq),
      -batch.ship,
      {
        roasterSeq: Number(order.roaster_seq),
        kind: 'shipment',
        date: day,
        sourceType: 'cafe_order',
        sourceSeq: Number(order.order_seq),
        user: user.user_seq,
        by: user.user_name,
      },
      `ship_mass_${index}`,
      sql`t.roaster_seq = ${Number(order.roaster_seq)}`,
    );
    // A batch whose stock row was not found moved nothing: the shipment fails rather than record a bag never taken.
    if (moved === undefined) throw badRequest('stock_item_missing', { field: `ship_mass_${index}` });
    const received = await insertByRule(trx, 'coffeebean_received', user, {
      cafe_seq: cafe,
      coffeebean_seq: await cafeBeanOf(trx, cafe, batch, user),
      blending_result_uuid: batch.blending_result_uuid_str as string,
      // What the cafe reads of the batch: its code and roast date (behaviour §12-1); the serial stays the QR's.
      blending_batch_code: batch.blending_batch_code as string | null,
      roasting_result_date: await roastDateOf(trx, Number(batch.blending_result_seq)),
      blending_result_date: batch.blending_result_date as string,
      blending_loss: batch.blending_loss as number | null,
      blending_organic_loss: batch.blending_organic_loss as number | null,
      received_date: dayValue(day),
      received_div: `${String(order.order_year)}-${String(order.order_seq)}`,
      received_mass: batch.ship,
      received_instock: 0,
    })
      .returning('received_seq')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('cafe_order_shipment')
      .values({
        order_year: Number(order.order_year),
        order_seq: Number(order.order_seq),
        blending_result_year: Number(batch.blending_result_year),
        blending_result_seq: Number(batch.blending_result_seq),
        blending_seq: Number(batch.blending_seq),
        ship_mass: batch.ship,
        received_seq: received.received_seq,
        shipment_no: before + 1,
        ship_date: dayValue(day),
      })
      .execute();
  }
  const left = lines.filter((line) => !batches.some((batch) => Number(batch.blending_seq) === line.blending_seq));
  await updateByRule(trx, 'cafe_order', user, {
    order_status: left.length ? 'PARTLY' : 'SHIPPED',
    ship_date: dayValue(day),
  })
    .where('order_year', '=', Number(order.order_year))
    .where('order_seq', '=', Number(order.order_seq))
    .execute();
}

/** What the cafe found short per blend of the order (0.1 g), from `receive_list`. */
export function shortfallsOf(list: unknown): Map<number, number> {
  const shortfalls = new Map<number, number>();
  (Array.isArray(list) ? (list as Row[]) : []).forEach((row, index) =>
    shortfalls.set(Number(row.blending_seq), massOf(row.short_mass, `short_mass_${index}`, { zero: true })),
  );
  return shortfalls;
}

/** The shipment numbers of an order and whether each is received, in order. */
export async function shipmentsOf(
  db: Database,
  keys: { order_year: number; order_seq: number },
): Promise<Array<{ shipment_no: number; received: boolean }>> {
  const rows = await db
    .selectFrom('cafe_order_shipment')
    .select(['shipment_no', sql<boolean>`bool_and(receive_mass is not null)`.as('received')])
    .where('order_year', '=', keys.order_year)
    .where('order_seq', '=', keys.order_seq)
    .groupBy('shipment_no')
    .orderBy('shipment_no')
    .execute();
  return rows.map((row) => ({ shipment_no: Number(row.shipment_no), received: row.received }));
}

/**
 * Receives one shipment of an order (behaviour §05-5, §05-7), in the caller's transaction on the locked order: each
 * delivery's mass, less what the cafe found short, enters its stock as a `receipt`; the order is received with the
 * cafe's note once every line is shipped and every shipment received.
 */
export async function receiveFromRoastery(
  trx: Database,
  {
    order,
    shipmentNo,
    shortfalls,
    memo,
    user,
    day,
  }: {
    order: Row;
    shipmentNo: number;
    shortfalls: Map<number, number>;
    memo: string | null;
    user: User;
    day: string | null;
  },
): Promise<void> {
  const keys = { order_year: Number(order.order_year), order_seq: Number(order.order_seq) };
  const shipments = await trx
    .selectFrom('cafe_order_shipment')
    .selectAll()
    .where('order_year', '=', keys.order_year)
    .where('order_seq', '=', keys.order_seq)
    .where('shipment_no', '=', shipmentNo)
    .orderBy('blending_result_seq')
    .execute();
  for (const [index, blend] of [...shortfalls.keys()].entries()) {
    const shipped = shipments
      .filter((shipment) => Number(shipment.blending_seq) === blend)
      .reduce((sum, shipment) => sum + Number(shipment.ship_mass), 0);
    if (shipped === 0) throw badRequest('field_code', { field: `blending_seq_${index}` });
    if ((shortfalls.get(blend) ?? 0) > shipped) throw badRequest('field_max', { field: `short_mass_${index}` });
  }
  // A blend's shortfall comes off its batches, the last shipped first.
  const missing = new Map(shortfalls);
  const taken = new Map<number, number>();
  for (const shipment of [...shipments].reverse()) {
    const blend = Number(shipment.blending_seq);
    const take = Math.min(missing.get(blend) ?? 0, Number(shipment.ship_mass));
    missing.set(blend, (missing.get(blend) ?? 0) - take);
    taken.set(Number(shipment.blending_result_seq), take);
  }
  for (const shipment of shipments) {
    const received = Number(shipment.ship_mass) - (taken.get(Number(shipment.blending_result_seq)) ?? 0);
    await trx
      .updateTable('cafe_order_shipment')
      .set({ receive_mass: received, receive_date: dayValue(day) })
      .where('order_year', '=', keys.order_year)
      .where('order_seq', '=', keys.order_seq)
      .where('blending_result_seq', '=', shipment.blending_result_seq)
      .execute();
    // A delivery the cafe deleted before receiving it has nowhere to take the stock.
    if (shipment.received_seq === null) continue;
    await trx
      .updateTable('coffeebean_received')
      .set({ received_mass: received, received_date: dayValue(day) })
      .where('received_seq', '=', shipment.received_seq)
      .execute();
    if (received === 0) continue;
    await moveItemStock(
      trx,
      itemRef('received', shipment.received_seq),
      received,
      {
        roasterSeq: null,
        cafeSeq: Number(order.cafe_seq),
        kind: 'receipt',
        date: day,
        sourceType: 'cafe_order',
        sourceSeq: keys.order_seq,
        memo,
        user: user.user_seq,
        by: user.user_name,
      },
      'receive_list',
    );
  }
  const whole =
    (await orderLines(trx, keys, { unshipped: true })).length === 0 &&
    (await shipmentsOf(trx, keys)).every((one) => one.received);
  await updateByRule(trx, 'cafe_order', user, {
    ...(whole ? { order_status: 'RECEIVED' } : {}),
    receive_date: dayValue(day),
    // Each receipt's note is kept, one a line.
    ...(memo ? { receive_memo: sql<string>`concat_ws(E'\n', receive_memo, ${memo}::text)` } : {}),
  })
    .where('order_year', '=', keys.order_year)
    .where('order_seq', '=', keys.order_seq)
    .execute();
}

/** An order's lines: blend and mass (0.1 g); with `unshipped`, only those no shipment filled yet. */
export async function orderLines(
  db: Database,
  keys: { order_year: unknown; order_seq: unknown },
  { unshipped = false } = {},
): Promise<Array<{ blending_seq: number; order_mass: number }>> {
  const rows = await db
    .selectFrom('cafe_order_blending as l')
    .select(['l.blending_seq', 'l.order_mass'])
    .where('l.order_year', '=', Number(keys.order_year))
    .where('l.order_seq', '=', Number(keys.order_seq))
    .$if(unshipped, (query) =>
      query.where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('cafe_order_shipment as s')
              .select('s.blending_seq')
              .whereRef('s.order_year', '=', 'l.order_year')
              .whereRef('s.order_seq', '=', 'l.order_seq')
              .whereRef('s.blending_seq', '=', 'l.blending_seq'),
          ),
        ),
      ),
    )
    .orderBy('l.blending_seq')
    .execute();
  return rows.map((row) => ({ blending_seq: Number(row.blending_seq), order_mass: Number(row.order_mass) }));
}
