import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { OrderStatus } from '@coffee/domain';
import {
  canMoveOrder,
  menuSegments,
  PAGES,
  pickBatches,
  RECEIVABLE_ORDER_STATUSES,
  TRADE_CALLS,
} from '@coffee/api-kernel/domain';
import { cafeOrderCalls } from 'mf-cafe/model';
import { roasterOrderCalls } from 'mf-roaster/model';
import type { Database, Row } from '@coffee/api-kernel/db/database';
import { serveCall } from '@coffee/api-kernel/http/calls';
import type { Access, AppContext } from '@coffee/api-kernel/http/context';
import { authorize, paramsOf, requireUser } from '@coffee/api-kernel/http/context';
import { ApiError, badRequest, notFound } from '@coffee/api-kernel/http/errors';
import { updateByRule } from '@coffee/api-kernel/engine/rule-writes';
import { blendHeld } from '@coffee/api-kernel/engine/holds';
import { claimSaveRequest, keepSaveAnswer, takeRequestId } from '@coffee/api-kernel/engine/save-requests';
import { closeLine, dayValue, isoDay, openLines, orderLines, shipmentsOf } from './trade-lines';
import { receiveFromRoastery, shipToCafe, shortfallsOf } from './trade-shipping';

/** The order's keys from the body (400 naming the key when missing or not a whole number). */
export function orderKeys(params: Row): { order_year: number; order_seq: number } {
  const keys = { order_year: Number(params.order_year), order_seq: Number(params.order_seq) };
  for (const [name, value] of Object.entries(keys)) {
    if (!Number.isSafeInteger(value) || value <= 0) throw badRequest('field_required', { field: name });
  }
  return keys;
}

/**
 * The order of the calling side, locked for the rest of the transaction (concurrent actions on one order run one
 * after the other): the cafe's own or the roastery's received, 404 for any other whatever ids are sent.
 */
export async function lockOrder(trx: Database, access: Access, keys: Row): Promise<Row> {
  const side = access.org?.type === 'cafe' ? 'cafe_seq' : 'roaster_seq';
  const order = await trx
    .selectFrom('cafe_order')
    .selectAll()
    .where('order_year', '=', Number(keys.order_year))
    .where('order_seq', '=', Number(keys.order_seq))
    .where(side, '=', access.org?.seq ?? -1)
    .forUpdate()
    .executeTakeFirst();
  if (!order) throw notFound();
  return order;
}

/** The blends of the picked batches of the roastery (unknown batches are refused later, naming the row). */
async function pickedBlends(trx: Database, roaster: number, picks: readonly Row[]): Promise<number[]> {
  const seqs = picks.map((pick) => Number(pick.blending_result_seq)).filter(Number.isSafeInteger);
  if (seqs.length === 0) return [];
  const rows = await trx
    .selectFrom('blending_result')
    .select('blending_seq')
    .where('roaster_seq', '=', roaster)
    .where('blending_result_seq', 'in', seqs)
    .execute();
  return rows.map((row) => Number(row.blending_seq));
}

const refuseMove = (from: unknown) => new ApiError(409, 'order_status_changed', { field: 'order_status', value: from });

/**
 * The order actions beside the engine's list, detail, save and delete (behaviour §05-2 to §05-5): the roastery
 * confirms, cancels and ships, the cafe receives; each in one transaction on the locked order, each idempotent.
 */
export function registerTradeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const roasterMenu = menuSegments(PAGES.RoasterOrder);
  const cafeMenu = menuSegments(PAGES.CafeOrder);

  serveCall(app, roasterOrderCalls.status, async (request) => {
    const access = await authorize(ctx, request, roasterMenu, 'edit');
    const user = requireUser(request);
    const params = paramsOf(request);
    const keys = orderKeys(params);
    const to = params.order_status as OrderStatus;
    if (to !== 'CONFIRMED' && to !== 'CANCELLED') throw badRequest('field_code', { field: 'order_status' });
    const reason = typeof params.order_reason === 'string' ? params.order_reason.trim() : '';
    if (to === 'CANCELLED' && !reason) throw badRequest('field_required', { field: 'order_reason' });
    if (reason.length > 3000) throw badRequest('field_max', { field: 'order_reason' });
    await ctx.db.transaction().execute(async (trx: Database) => {
      const order = await lockOrder(trx, access, keys);
      if (order.order_status === to) return;
      if (!canMoveOrder('roaster', order.order_status, to)) throw refuseMove(order.order_status);
      await updateByRule(trx, 'cafe_order', user, {
        order_status: to,
        ...(to === 'CONFIRMED' ? { confirm_date: dayValue(isoDay(params.status_date)) } : {}),
        ...(to === 'CANCELLED' ? { cancel_date: dayValue(isoDay(params.status_date)), order_reason: reason } : {}),
      })
        .where('order_year', '=', keys.order_year)
        .where('order_seq', '=', keys.order_seq)
        .execute();
    });
    return { status: 'OK' as const, result: keys };
  });

  serveCall(app, roasterOrderCalls.shipPlan, async (request) => {
    const access = await authorize(ctx, request, roasterMenu, 'view');
    const keys = orderKeys(paramsOf(request));
    return ctx.db.transaction().execute(async (trx) => {
      const order = await lockOrder(trx, access, keys);
      const lines = openLines(await orderLines(trx, keys));
      const candidates = lines.length
        ? await trx
            .selectFrom('blending_result as r')
            .innerJoin('blending_default as b', 'b.blending_seq', 'r.blending_seq')
            .select([
              'r.blending_result_year',
              'r.blending_result_seq',
              'r.blending_batch_code',
              'r.blending_seq',
              'b.blending_name',
              'b.blending_name_kr',
              sql<string>`to_char(r.blending_result_date, 'YYYY-MM-DD')`.as('blending_result_date'),
              'r.blending_instock',
            ])
            .where('r.roaster_seq', '=', Number(order.roaster_seq))
            .where(
              'r.blending_seq',
              'in',
              lines.map((line) => line.blending_seq),
            )
            .where('r.blending_instock', '>', 0)
            // A batch held with a roast batch it took is no stock to ship (behaviour §08-3.3).
            .where(sql<boolean>`not ${blendHeld('r.blending_result_year', 'r.blending_result_seq')}`)
            .orderBy('r.blending_result_date')
            .orderBy('r.blending_result_seq')
            .execute()
        : [];
      const batches = candidates.map((batch) => ({
        blending_name: batch.blending_name,
        blending_name_kr: batch.blending_name_kr,
        blending_result_year: Number(batch.blending_result_year),
        blending_result_seq: Number(batch.blending_result_seq),
        blending_batch_code: batch.blending_batch_code,
        blending_seq: Number(batch.blending_seq),
        blending_result_date: batch.blending_result_date,
        blending_instock: Number(batch.blending_instock),
      }));
      const orderList = lines.map(({ closed: _closed, ...line }) => line);
      return {
        status: 'OK' as const,
        result: { order_list: orderList, batch_list: batches, ...pickBatches(lines, batches) },
      };
    });
  });

  serveCall(app, roasterOrderCalls.ship, async (request) => {
    const access = await authorize(ctx, request, roasterMenu, 'edit');
    const user = requireUser(request);
    const params = paramsOf(request);
    const keys = orderKeys(params);
    const requestId = takeRequestId(params);
    const picks = Array.isArray(params.ship_list) ? (params.ship_list as Row[]) : [];
    if (picks.length === 0) throw badRequest('field_required', { field: 'ship_list' });
    const answer = await ctx.db.transaction().execute(async (trx) => {
      const order = await lockOrder(trx, access, keys);
      // A shipment sent again with its request id moves nothing and answers what the first did (behaviour §06-3).
      const saved = requestId ? { id: requestId, path: TRADE_CALLS.ship } : null;
      const earlier = saved ? await claimSaveRequest(trx, saved, user) : null;
      if (earlier) return { ...earlier, shipped: false };
      const picked = await pickedBlends(trx, Number(order.roaster_seq), picks);
      const lines = await orderLines(trx, keys);
      const open = openLines(lines);
      // Sent again without an id, once its lines are all shipped: the first moved the stock, this one nothing.
      if (
        picked.length === picks.length &&
        picked.every((blend) => lines.some((line) => line.blending_seq === blend)) &&
        picked.every((blend) => !open.some((line) => line.blending_seq === blend)) &&
        (order.order_status === 'PARTLY' || order.order_status === 'SHIPPED' || order.order_status === 'RECEIVED')
      )
        return { shipped: false };
      if (!canMoveOrder('roaster', order.order_status, 'SHIPPED')) throw refuseMove(order.order_status);
      const before = (await shipmentsOf(trx, keys)).length;
      const shipmentNo = await shipToCafe(trx, { order, picks, lines, before, user, day: isoDay(params.ship_date) });
      const result = { shipped: true, shipment_no: shipmentNo };
      if (saved) await keepSaveAnswer(trx, saved, result);
      return result;
    });
    return { status: 'OK' as const, result: { ...keys, ...answer } };
  });

  serveCall(app, roasterOrderCalls.close, async (request) => {
    const access = await authorize(ctx, request, roasterMenu, 'edit');
    const user = requireUser(request);
    const params = paramsOf(request);
    const keys = orderKeys(params);
    const blend = Number(params.blending_seq);
    if (!Number.isSafeInteger(blend) || blend <= 0) throw badRequest('field_required', { field: 'blending_seq' });
    const reason = typeof params.close_reason === 'string' ? params.close_reason.trim() : '';
    if (!reason) throw badRequest('field_required', { field: 'close_reason' });
    if (reason.length > 3000) throw badRequest('field_max', { field: 'close_reason' });
    const closed = await ctx.db.transaction().execute(async (trx) => {
      const order = await lockOrder(trx, access, keys);
      if (order.order_status !== 'CONFIRMED' && order.order_status !== 'PARTLY') {
        // Closed already, whatever the order did since: the same call again changes nothing.
        const line = (await orderLines(trx, keys)).find((one) => one.blending_seq === blend);
        if (line?.closed) return false;
        throw refuseMove(order.order_status);
      }
      return closeLine(trx, { order, blend, reason, user, day: isoDay(params.close_date) });
    });
    return { status: 'OK' as const, result: { ...keys, blending_seq: blend, closed } };
  });

  serveCall(app, cafeOrderCalls.receive, async (request) => {
    const access = await authorize(ctx, request, cafeMenu, 'edit');
    const user = requireUser(request);
    const params = paramsOf(request);
    const keys = orderKeys(params);
    const memo = typeof params.receive_memo === 'string' ? params.receive_memo.trim() : '';
    if (memo.length > 3000) throw badRequest('field_max', { field: 'receive_memo' });
    const shortfalls = shortfallsOf(params.receive_list);
    const answer = await ctx.db.transaction().execute(async (trx) => {
      const order = await lockOrder(trx, access, keys);
      const shipments = await shipmentsOf(trx, keys);
      // The shipment named, else the first not received yet (behaviour §05-7).
      const shipmentNo =
        params.shipment_no === undefined || params.shipment_no === null
          ? (shipments.find((one) => !one.received) ?? shipments.at(-1))?.shipment_no
          : Number(params.shipment_no);
      const shipment = shipments.find((one) => one.shipment_no === shipmentNo);
      // The same receipt sent twice: the first brought the stock in, the second changes nothing.
      if (shipment?.received) return { received: false };
      if (!RECEIVABLE_ORDER_STATUSES.includes(order.order_status as OrderStatus)) throw refuseMove(order.order_status);
      if (!shipment) throw badRequest('receive_no_shipment', { field: 'shipment_no' });
      await receiveFromRoastery(trx, {
        order,
        shipmentNo: shipment.shipment_no,
        shortfalls,
        memo: memo || null,
        user,
        day: isoDay(params.receive_date),
      });
      return { received: true };
    });
    return { status: 'OK' as const, result: { ...keys, ...answer } };
  });

  const shipments = async (request: FastifyRequest) => {
    const access = await authorize(ctx, request, cafeMenu, 'view');
    const keys = orderKeys(paramsOf(request));
    const rows = await ctx.db
      .selectFrom('cafe_order_shipment as s')
      .innerJoin('cafe_order as o', (join) =>
        join.onRef('o.order_year', '=', 's.order_year').onRef('o.order_seq', '=', 's.order_seq'),
      )
      .select([
        's.shipment_no',
        's.blending_seq',
        sql<string>`to_char(s.ship_date, 'YYYY-MM-DD')`.as('ship_date'),
        sql<string>`to_char(s.receive_date, 'YYYY-MM-DD')`.as('receive_date'),
        sql<string>`sum(s.ship_mass)`.as('ship_mass'),
        sql<string | null>`sum(s.receive_mass)`.as('receive_mass'),
      ])
      .where('s.order_year', '=', keys.order_year)
      .where('s.order_seq', '=', keys.order_seq)
      .where('o.cafe_seq', '=', access.org?.seq ?? -1)
      .groupBy(['s.shipment_no', 's.blending_seq', 's.ship_date', 's.receive_date'])
      .orderBy('s.shipment_no')
      .orderBy('s.blending_seq')
      .execute();
    const numbers = [...new Set(rows.map((row) => Number(row.shipment_no)))];
    return {
      status: 'OK' as const,
      result: numbers.map((number) => {
        const lines = rows.filter((row) => Number(row.shipment_no) === number);
        return {
          shipment_no: number,
          ship_date: lines[0]?.ship_date ?? null,
          receive_date: lines[0]?.receive_date ?? null,
          lines: lines.map((line) => ({
            blending_seq: Number(line.blending_seq),
            ship_mass: Number(line.ship_mass),
            receive_mass: line.receive_mass === null ? null : Number(line.receive_mass),
          })),
        };
      }),
    };
  };
  serveCall(app, cafeOrderCalls.shipments, shipments);

  const newCount = async (request: FastifyRequest) => {
    const access = await authorize(ctx, request, roasterMenu, 'menu');
    const found = await ctx.db
      .selectFrom('cafe_order')
      .select(sql<string>`count(*)`.as('count'))
      .where('roaster_seq', '=', access.org?.seq ?? -1)
      .where('order_status', '=', 'PLACED')
      .executeTakeFirstOrThrow();
    return { status: 'OK' as const, result: { count: Number(found.count) } };
  };
  serveCall(app, roasterOrderCalls.newCount, newCount);

  const lastOrder = async (request: FastifyRequest) => {
    const access = await authorize(ctx, request, cafeMenu, 'write');
    const received = Number(paramsOf(request).received_seq);
    if (!Number.isSafeInteger(received)) throw badRequest('field_required', { field: 'received_seq' });
    const cafe = access.org?.seq ?? -1;
    const delivery = await ctx.db
      .selectFrom('coffeebean_received')
      .select('coffeebean_seq')
      .where('received_seq', '=', received)
      .where('cafe_seq', '=', cafe)
      .executeTakeFirst();
    if (!delivery) throw notFound();
    const bean = Number(delivery.coffeebean_seq);
    // The last order that shipped a batch which became a delivery of this bean.
    const last = await ctx.db
      .selectFrom('cafe_order as o')
      .select(['o.order_year', 'o.order_seq', 'o.roaster_seq'])
      .where('o.cafe_seq', '=', cafe)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('cafe_order_shipment as s')
            .innerJoin('coffeebean_received as r', 'r.received_seq', 's.received_seq')
            .select('s.order_seq')
            .whereRef('s.order_seq', '=', 'o.order_seq')
            .where('r.coffeebean_seq', '=', bean),
        ),
      )
      .orderBy('o.order_date', 'desc')
      .orderBy('o.order_seq', 'desc')
      .executeTakeFirst();
    if (!last) return { status: 'OK' as const, result: null };
    const lines = (await orderLines(ctx.db, last)).map(({ blending_seq, order_mass }) => ({
      blending_seq,
      order_mass,
    }));
    return { status: 'OK' as const, result: { roaster_seq: Number(last.roaster_seq), order_list: lines } };
  };
  serveCall(app, cafeOrderCalls.last, lastOrder);
}
