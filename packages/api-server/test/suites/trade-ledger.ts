import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { as, query } from '../harness';
import type { JsonBody, TestEnv } from '../harness';
import { UNEXPLAINED_STOCK } from './ledger';
import { batchStock, blendBatches, ok, orderId, placeOrder, soldBlend, tradeParties } from './trade-fixtures';

const shipmentRows = (env: TestEnv, orderSeq: unknown) =>
  query(
    env,
    `select shipment_no, ship_mass::int, receive_mass::int, r.received_instock::int from cafe_order_shipment s
     join coffeebean_received r on r.received_seq = s.received_seq where s.order_seq = $1 order by shipment_no`,
    [orderSeq],
  );

/** Shipping and receiving keep the stock ledger (behaviour §04-1, §05-4, §05-5). */
export function tradeLedgerSuite(env: TestEnv): void {
  describe('shipments and receipts in the stock ledger', () => {
    it('never takes a batch below zero when two shipments of it run at once', async () => {
      const { roaster, cafe, rown, cmng } = await tradeParties(env);
      const { blend, batches } = await soldBlend(rown, roaster, 'Concurrent blend', [30000]);
      const batch = batches[0] as JsonBody;
      const orders: JsonBody[] = [];
      for (let index = 0; index < 3; index += 1) {
        const keys = ok(await placeOrder(cmng, cafe, roaster, blend, 20000));
        ok(await rown.post('/api/roaster/order/status', { roaster_seq: roaster, ...keys, order_status: 'CONFIRMED' }));
        orders.push(keys);
      }
      const manager = await as(env, 'rmng');
      const replies = await Promise.all(
        orders.map((keys, index) =>
          (index % 2 ? manager : rown).post('/api/roaster/order/ship', {
            roaster_seq: roaster,
            ...keys,
            ship_list: [{ ...batch, ship_mass: 20000 }],
          }),
        ),
      );
      const shipped = replies.filter((reply) => reply.body.status === 'OK');
      assert.equal(shipped.length, 1, JSON.stringify(replies.map((reply) => reply.body)));
      for (const refused of replies.filter((reply) => reply.body.status !== 'OK')) {
        assert.equal(refused.body.description, 'stock_short');
      }
      assert.equal(await batchStock(env, Number(batch.blending_result_seq)), 10000);
      // The refused orders wrote nothing: still confirmed, no deliveries for the cafe.
      const statuses = await query(
        env,
        `select o.order_status, count(s.blending_result_seq)::int as shipments from cafe_order o
         left join cafe_order_shipment s on s.order_seq = o.order_seq
         where o.order_seq = any($1) group by o.order_seq, o.order_status order by o.order_status`,
        [orders.map((keys) => keys.order_seq)],
      );
      assert.deepEqual(
        statuses.map((row) => [row.order_status, row.shipments]),
        [
          ['CONFIRMED', 0],
          ['CONFIRMED', 0],
          ['SHIPPED', 1],
        ],
      );
      assert.deepEqual(await query(env, UNEXPLAINED_STOCK), []);
    });

    it('ships an order in two parts, each received on its own; resent, neither moves twice (behaviour §05-7)', async () => {
      const { roaster, cafe, rown, cmng } = await tradeParties(env);
      const ready = await soldBlend(rown, roaster, 'Part one blend', [30000]);
      const later = await soldBlend(rown, roaster, 'Part two blend', []);
      const keys = ok(
        await placeOrder(cmng, cafe, roaster, ready.blend, 20000, {
          order_list: [
            { blending_seq: ready.blend, order_mass: 20000 },
            { blending_seq: later.blend, order_mass: 10000 },
          ],
        }),
      );
      ok(await rown.post('/api/roaster/order/status', { roaster_seq: roaster, ...keys, order_status: 'CONFIRMED' }));
      // The plan picks the line in stock and leaves the other for later.
      const plan = ok(await rown.post('/api/roaster/order/ship/plan', { roaster_seq: roaster, ...keys }));
      assert.deepEqual(plan.picks, [{ ...ready.batches[0], ship_mass: 20000 }]);
      assert.deepEqual(plan.short, { [later.blend]: 10000 });
      // A part of a line ships in whole bags of the size ordered (1 kg here), or all that is left.
      const half = await rown.post('/api/roaster/order/ship', {
        roaster_seq: roaster,
        ...keys,
        ship_list: [{ ...ready.batches[0], ship_mass: 5000 }],
      });
      assert.deepEqual([half.code, half.body.description, half.body.field], [400, 'ship_bag_sizes', 'ship_mass_0']);
      assert.equal(half.body.bound, 'Part one blend 1,000 g');
      const first = { roaster_seq: roaster, ...keys, ship_list: plan.picks };
      assert.equal(ok(await rown.post('/api/roaster/order/ship', first)).shipped, true);
      assert.equal(ok(await rown.post('/api/roaster/order/ship', first)).shipped, false);
      const detail = async () => ok(await cmng.get(`/api/cafe/order/detail/${orderId(keys)}?cafe_seq=${cafe}`));
      assert.equal((await detail()).order_status, 'PARTLY');
      assert.equal(await batchStock(env, Number(ready.batches[0]?.blending_result_seq)), 10000);
      // Partly shipped, the roastery no longer cancels it.
      const cancel = await rown.post('/api/roaster/order/status', {
        roaster_seq: roaster,
        ...keys,
        order_status: 'CANCELLED',
        order_reason: 'Too late',
      });
      assert.equal(cancel.code, 409);

      // The cafe receives the first shipment with 100 g missing, twice sent, once moved.
      const receiveFirst = {
        cafe_seq: cafe,
        ...keys,
        shipment_no: 1,
        receive_list: [{ blending_seq: ready.blend, short_mass: 1000 }],
      };
      assert.equal(ok(await cmng.post('/api/cafe/order/receive', receiveFirst)).received, true);
      assert.equal(ok(await cmng.post('/api/cafe/order/receive', receiveFirst)).received, false);
      assert.equal((await detail()).order_status, 'PARTLY');
      const notShipped = await cmng.post('/api/cafe/order/receive', { cafe_seq: cafe, ...keys, shipment_no: 2 });
      assert.deepEqual([notShipped.code, notShipped.body.field], [400, 'shipment_no']);

      // The rest is blended and shipped later: the order is shipped, and received once its second part is.
      const [restBatch] = await blendBatches(rown, roaster, later.blend, [15000], 5);
      assert.ok(restBatch);
      const second = {
        roaster_seq: roaster,
        ...keys,
        ship_list: [{ ...restBatch, ship_mass: 10000 }],
      };
      assert.equal(ok(await rown.post('/api/roaster/order/ship', second)).shipped, true);
      assert.equal(ok(await rown.post('/api/roaster/order/ship', first)).shipped, false);
      assert.equal((await detail()).order_status, 'SHIPPED');
      const receiveSecond = { cafe_seq: cafe, ...keys, shipment_no: 2 };
      assert.equal(ok(await cmng.post('/api/cafe/order/receive', receiveSecond)).received, true);
      assert.equal(ok(await cmng.post('/api/cafe/order/receive', receiveSecond)).received, false);
      assert.equal((await detail()).order_status, 'RECEIVED');
      assert.deepEqual(
        (await shipmentRows(env, keys.order_seq)).map((row) => Object.values(row)),
        [
          [1, 20000, 19000, 19000],
          [2, 10000, 10000, 10000],
        ],
      );
      assert.equal(await batchStock(env, Number(restBatch.blending_result_seq)), 5000);
      assert.deepEqual(await query(env, UNEXPLAINED_STOCK), []);
    });

    it('keeps stock equal to the last movement through ship, receive, brew, edit and delete', async () => {
      const { roaster, cafe, rown, cmng } = await tradeParties(env);
      const cown = await as(env, 'cown');
      const { blend, batches } = await soldBlend(rown, roaster, 'Mixed blend', [40000]);
      const batch = batches[0] as JsonBody;
      const keys = ok(await placeOrder(cmng, cafe, roaster, blend, 12000));
      ok(await rown.post('/api/roaster/order/status', { roaster_seq: roaster, ...keys, order_status: 'CONFIRMED' }));
      ok(
        await rown.post('/api/roaster/order/ship', {
          roaster_seq: roaster,
          ...keys,
          ship_list: [{ ...batch, ship_mass: 12000 }],
        }),
      );
      // The roastery edits the shipped batch: only its own mass changes, the shipment stays out.
      const stored = ok(
        await rown.get(
          `/api/roaster/blending/result/detail/${batch.blending_result_year}_${batch.blending_result_seq}?roaster_seq=${roaster}`,
        ),
      );
      const roastRow = stored.roasting_result_list[0];
      ok(
        await rown.post('/api/roaster/blending/result/edit', {
          blending_ratio_reason: 'Test batch: its roasts need not follow the recipe',
          roaster_seq: roaster,
          ...batch,
          edit_at: stored.edit_at,
          roasting_result_list: [{ ...roastRow, roasting_mass: 35000 }],
        }),
      );
      assert.equal(await batchStock(env, Number(batch.blending_result_seq)), 35000 - 12000);
      // A shipped batch stays: the delivery names it.
      const removeBatch = await rown.post('/api/roaster/blending/result/delete', { roaster_seq: roaster, ...batch });
      assert.equal(removeBatch.code, 409);

      ok(await cmng.post('/api/cafe/order/receive', { cafe_seq: cafe, ...keys }));
      const [delivery] = await query(
        env,
        `select s.received_seq, r.coffeebean_seq from cafe_order_shipment s
         join coffeebean_received r on r.received_seq = s.received_seq where s.order_seq = $1`,
        [keys.order_seq],
      );
      const brew = (dose: number) =>
        cown.post('/api/cafe/brewing/result/edit', {
          cafe_seq: cafe,
          brewing_result_date: '2026-11-26',
          coffeebean_seq: delivery?.coffeebean_seq,
          received_seq: delivery?.received_seq,
          brewing_type: 'ESP',
          brewing_bean_mass: dose,
        });
      const first = ok(await brew(180));
      ok(await brew(200));
      ok(
        await cown.post('/api/cafe/brewing/result/delete', {
          cafe_seq: cafe,
          brewing_result_seq: first.brewing_result_seq,
        }),
      );
      const stock = await query(
        env,
        'select received_instock::int as n from coffeebean_received where received_seq = $1',
        [delivery?.received_seq],
      );
      assert.equal(stock[0]?.n, 12000 - 200);
      // A placed order deleted by the cafe moved nothing.
      const withdrawn = ok(await placeOrder(cmng, cafe, roaster, blend, 2000));
      ok(await cmng.post('/api/cafe/order/delete', { cafe_seq: cafe, ...withdrawn }));
      assert.equal((await cmng.get(`/api/cafe/order/detail/${orderId(withdrawn)}?cafe_seq=${cafe}`)).code, 404);
      assert.deepEqual(await query(env, UNEXPLAINED_STOCK), []);
    });
  });
}
