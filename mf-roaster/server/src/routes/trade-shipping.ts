import { sql } from 'kysely';
import { batchName, shipsWhole } from '@coffee/api-kernel/domain';
import type { Database, Row } from '@coffee/api-kernel/db/database';
import { badRequest } from '@coffee/api-kernel/http/errors';
import { insertByRule } from '@coffee/api-kernel/engine/rule-writes';
import { blendHeldBy } from '@coffee/api-kernel/engine/holds';
import { itemRef } from '@coffee/api-kernel/inventory/items';
import { moveItemStock } from '@coffee/api-kernel/inventory/ledger';
import { roastDateOf } from '@coffee/api-kernel/engine/batch-dates';
import { issueShipmentInvoice } from '../invoices/issue';
import type { OrderLine, User } from './trade-lines';
import { dayValue, lineName, lineNames, massOf, massText, settleOrder } from './trade-lines';

interface Shipment {
  order: Row;
  picks: readonly Row[];
  /** The order's lines, with what each still has to ship. */
  lines: readonly OrderLine[];
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

type Picked = Row & { ship: number; label: string };

/** A pick's batch of the order's roastery, with its blend's names and why it is held (null: it is not). */
async function batchOf(trx: Database, roaster: number, pick: Row) {
  const year = Number(pick.blending_result_year);
  const seq = Number(pick.blending_result_seq);
  if (!Number.isSafeInteger(year) || !Number.isSafeInteger(seq)) return undefined;
  return trx
    .selectFrom('blending_result as r')
    .innerJoin('blending_default as b', 'b.blending_seq', 'r.blending_seq')
    .selectAll('r')
    .select([
      'b.blending_name',
      'b.blending_name_kr',
      blendHeldBy('r.blending_result_year', 'r.blending_result_seq').as('held_by'),
    ])
    .where('r.blending_result_year', '=', year)
    .where('r.blending_result_seq', '=', seq)
    .where('r.roaster_seq', '=', roaster)
    .executeTakeFirst();
}

/**
 * Each pick checked against the order (behaviour §05-7, §08-3.3), each refusal naming the pick's field and the rule:
 * a batch of the roastery (`ship_batch_unknown`), once (`ship_batch_twice`), of a blend ordered
 * (`ship_not_ordered`) with something left to ship (`ship_line_done`), not held (`blending_batch_held`); per line, no
 * more than is left (`ship_above_line`) and whole bags of the line's size unless it is all that is left
 * (`ship_bag_sizes`). The stock of each batch is checked as it moves.
 */
async function pickedBatches(trx: Database, { order, picks, lines }: Shipment): Promise<Picked[]> {
  const batches: Picked[] = [];
  const lastPick = new Map<number, number>();
  const shipped = new Map<number, number>();
  for (const [index, pick] of picks.entries()) {
    const field = `blending_result_seq_${index}`;
    const ship = massOf(pick.ship_mass, `ship_mass_${index}`);
    const batch = await batchOf(trx, Number(order.roaster_seq), pick);
    if (!batch) throw badRequest('ship_batch_unknown', { field });
    // The batch named in both languages: the page shows its own (behaviour §09-2.1).
    const labelOf = (name: string) =>
      batchName({ code: batch.blending_batch_code, date: batch.blending_result_date, name });
    const labels = { kr: labelOf(lineNames(batch).kr), en: labelOf(lineNames(batch).en) };
    const label = labels.en;
    if (batches.some((other) => other.blending_result_seq === batch.blending_result_seq))
      throw badRequest('ship_batch_twice', { field, bound: label, names: labels });
    const blend = Number(batch.blending_seq);
    const line = lines.find((one) => one.blending_seq === blend);
    if (!line) throw badRequest('ship_not_ordered', { field, bound: label, names: labels });
    if (line.open_mass === 0)
      throw badRequest('ship_line_done', { field, bound: lineName(line), names: lineNames(line) });
    if (batch.held_by)
      throw badRequest('blending_batch_held', {
        field,
        bound: `${label} (${batch.held_by})`,
        names: { kr: `${labels.kr} (${batch.held_by})`, en: `${labels.en} (${batch.held_by})` },
      });
    shipped.set(blend, (shipped.get(blend) ?? 0) + ship);
    lastPick.set(blend, index);
    batches.push({ ...batch, ship, label });
  }
  for (const line of lines) {
    const mass = shipped.get(line.blending_seq);
    if (mass === undefined) continue;
    const field = `ship_mass_${lastPick.get(line.blending_seq) ?? 0}`;
    if (mass > line.open_mass)
      throw badRequest('ship_above_line', {
        field,
        bound: `${lineName(line)} ${massText(line.open_mass)}`,
        names: lineNames(line),
        mass: line.open_mass / 10,
      });
    if (!shipsWhole(mass, line))
      throw badRequest('ship_bag_sizes', {
        field,
        bound: `${lineName(line)} ${massText(line.bag_mass ?? 0)}`,
        names: lineNames(line),
        mass: (line.bag_mass ?? 0) / 10,
      });
  }
  return batches;
}

/**
 * Ships an order's lines picked (behaviour §05-4, §05-7), in the caller's transaction on the locked order: a
 * `shipment` movement out of each picked blend batch (refused with the batch and the mass it holds when short), a
 * received-bean record of the cafe per batch (its serial, roast date and mass; stock comes in at receipt), all under
 * the order's next shipment number (answered); the order shipped once no line is left, else partly shipped; the
 * shipment's invoice issued (behaviour §05-11).
 */
export async function shipToCafe(trx: Database, shipment: Shipment): Promise<number> {
  const { order, user, day, before } = shipment;
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
  await settleOrder(trx, order, user, { ship_date: dayValue(day) });
  // The shipment's invoice, numbered in the same transaction (behaviour §05-11).
  await issueShipmentInvoice(trx, { order, shipmentNo: before + 1, day, user });
  return before + 1;
}

/** What the cafe found short per blend of the order (0.1 g), from `receive_list`. */
export function shortfallsOf(list: unknown): Map<number, number> {
  const shortfalls = new Map<number, number>();
  (Array.isArray(list) ? (list as Row[]) : []).forEach((row, index) =>
    shortfalls.set(Number(row.blending_seq), massOf(row.short_mass, `short_mass_${index}`, { zero: true })),
  );
  return shortfalls;
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
    if (shipped === 0) throw badRequest('receive_not_shipped', { field: `blending_seq_${index}` });
    if ((shortfalls.get(blend) ?? 0) > shipped)
      throw badRequest('field_maxValue', { field: `short_mass_${index}`, bound: massText(shipped) });
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
      .where('shipment_no', '=', shipmentNo)
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
  await settleOrder(trx, order, user, {
    receive_date: dayValue(day),
    // Each receipt's note is kept, one a line.
    ...(memo ? { receive_memo: sql<string>`concat_ws(E'\n', receive_memo, ${memo}::text)` } : {}),
  });
}
