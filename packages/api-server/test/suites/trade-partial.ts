import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { as, orgSeq, query } from '../harness';
import type { Client, JsonBody, TestEnv } from '../harness';
import { UNEXPLAINED_STOCK } from './ledger';
import {
  batchStock,
  blendBatches,
  ok,
  orderId,
  placeOrder,
  priceBlend,
  soldBlend,
  tradeParties,
} from './trade-fixtures';

/** A blend the roastery sells in any mass (no bag sizes), with batches holding `stocks` (0.1 g). */
export async function bulkBlend(owner: Client, roaster: number, name: string, stocks: readonly number[]) {
  const recipes = ok(await owner.post('/api/roaster/roasting/default/code', { roaster_seq: roaster }));
  const blend = ok(
    await owner.post('/api/roaster/blending/default/edit', {
      roaster_seq: roaster,
      blending_name_kr: name,
      blending_name: name,
      roasting_instock_change: false,
      blending_sale_use: true,
      roasting_list: [{ roasting_seq: recipes[0].value, roasting_mass: 1000 }],
    }),
  ).blending_seq as number;
  await priceBlend(owner, roaster, blend);
  return { blend, batches: await blendBatches(owner, roaster, blend, stocks) };
}

/** A confirmed order of the demo cafe to its roastery: one line of `mass` (0.1 g) of each blend. */
export async function confirmedOrder(env: TestEnv, lines: ReadonlyArray<[blend: number, mass: number]>) {
  const { roaster, cafe, rown, cmng } = await tradeParties(env);
  const order_list = lines.map(([blending_seq, order_mass]) => ({ blending_seq, order_mass }));
  const keys = ok(await placeOrder(cmng, cafe, roaster, lines[0]![0], lines[0]![1], { order_list }));
  ok(await rown.post('/api/roaster/order/status', { roaster_seq: roaster, ...keys, order_status: 'CONFIRMED' }));
  return keys;
}

/** The order as the cafe and as the roastery read it. */
async function bothSides(env: TestEnv, keys: JsonBody) {
  const { roaster, cafe, rown, cmng } = await tradeParties(env);
  return {
    cafe: ok(await cmng.get(`/api/cafe/order/detail/${orderId(keys)}?cafe_seq=${cafe}`)),
    roastery: ok(await rown.get(`/api/roaster/order/detail/${orderId(keys)}?roaster_seq=${roaster}`)),
  };
}

const LINE_READINGS = [
  'blending_seq',
  'blending_name',
  'blending_name_kr',
  'order_mass',
  'bag_mass',
  'ship_mass',
  'receive_mass',
  'open_mass',
  'close_reason',
  'close_date',
] as const;
const lineOf = (line: JsonBody) => Object.fromEntries(LINE_READINGS.map((name) => [name, line[name]]));
const TOTALS = [
  'order_total_mass',
  'order_ship_mass',
  'order_receive_mass',
  'order_open_mass',
  'order_status',
] as const;
const totalsOf = (order: JsonBody) => Object.fromEntries(TOTALS.map((name) => [name, order[name]]));

/** Partial deliveries and lines closed short (behaviour §05-7), both sides reading one order alike. */
export function tradePartialSuite(env: TestEnv): void {
  describe('partial deliveries and lines closed short', () => {
    it('ships 800 g of a 5 kg line now and the rest later, closes it short, and both sides read it alike', async () => {
      const { roaster, cafe, rown, cmng } = await tradeParties(env);
      const { blend, batches } = await bulkBlend(rown, roaster, 'Partial bulk blend', [12000]);
      const batch = batches[0]!;
      const keys = await confirmedOrder(env, [[blend, 50000]]);
      // The plan picks what the stock holds (1.2 kg) and says what waits.
      const plan = ok(await rown.post('/api/roaster/order/ship/plan', { roaster_seq: roaster, ...keys }));
      assert.deepEqual(plan.picks, [{ ...batch, ship_mass: 12000 }]);
      assert.deepEqual(plan.short, { [blend]: 38000 });
      assert.deepEqual(plan.order_list[0], {
        blending_seq: blend,
        order_mass: 50000,
        ship_mass: 0,
        open_mass: 50000,
        bag_mass: null,
        blending_name: 'Partial bulk blend',
        blending_name_kr: 'Partial bulk blend',
      });

      // 800 g now: partly shipped; the same request again moves nothing.
      const first = {
        roaster_seq: roaster,
        ...keys,
        ship_list: [{ ...batch, ship_mass: 8000 }],
        request_id: randomUUID(),
      };
      assert.deepEqual(
        [
          ok(await rown.post('/api/roaster/order/ship', first)).shipped,
          ok(await rown.post('/api/roaster/order/ship', first)).shipped,
        ],
        [true, false],
      );
      assert.equal(await batchStock(env, batch.blending_result_seq), 4000);
      let sides = await bothSides(env, keys);
      assert.deepEqual(totalsOf(sides.cafe), {
        order_total_mass: 50000,
        order_ship_mass: 8000,
        order_receive_mass: 0,
        order_open_mass: 42000,
        order_status: 'PARTLY',
      });
      assert.deepEqual(lineOf(sides.cafe.order_list[0]), {
        blending_seq: blend,
        blending_name: 'Partial bulk blend',
        blending_name_kr: 'Partial bulk blend',
        order_mass: 50000,
        bag_mass: null,
        ship_mass: 8000,
        receive_mass: 0,
        open_mass: 42000,
        close_reason: null,
        close_date: null,
      });
      assert.deepEqual(totalsOf(sides.roastery), totalsOf(sides.cafe));
      assert.deepEqual(sides.roastery.order_list.map(lineOf), sides.cafe.order_list.map(lineOf));

      // The rest of the same batch in a second shipment.
      const second = {
        roaster_seq: roaster,
        ...keys,
        ship_list: [{ ...batch, ship_mass: 4000 }],
        request_id: randomUUID(),
      };
      assert.equal(ok(await rown.post('/api/roaster/order/ship', second)).shipment_no, 2);
      assert.equal(await batchStock(env, batch.blending_result_seq), 0);

      // The cafe receives the first shipment, once however often it is sent.
      const receiveFirst = { cafe_seq: cafe, ...keys, shipment_no: 1 };
      assert.equal(ok(await cmng.post('/api/cafe/order/receive', receiveFirst)).received, true);
      assert.equal(ok(await cmng.post('/api/cafe/order/receive', receiveFirst)).received, false);
      assert.equal((await bothSides(env, keys)).cafe.order_status, 'PARTLY');

      // The roastery closes the line short: nothing more will ship, the cafe reads why.
      const close = { roaster_seq: roaster, ...keys, blending_seq: blend, close_reason: 'Green lot sold out' };
      assert.equal(ok(await rown.post('/api/roaster/order/close', close)).closed, true);
      assert.equal(ok(await rown.post('/api/roaster/order/close', close)).closed, false);
      sides = await bothSides(env, keys);
      assert.equal(sides.cafe.order_status, 'SHIPPED');
      assert.deepEqual(
        [sides.cafe.order_list[0].close_reason, sides.cafe.order_list[0].open_mass, sides.cafe.order_open_mass],
        ['Green lot sold out', 0, 0],
      );
      assert.match(String(sides.cafe.order_list[0].close_date), /^\d{4}-\d{2}-\d{2}/);
      // The plan no longer counts it.
      const replan = ok(await rown.post('/api/roaster/order/ship/plan', { roaster_seq: roaster, ...keys }));
      assert.deepEqual([replan.order_list, replan.picks], [[], []]);

      const receiveSecond = { cafe_seq: cafe, ...keys, shipment_no: 2 };
      assert.equal(ok(await cmng.post('/api/cafe/order/receive', receiveSecond)).received, true);
      sides = await bothSides(env, keys);
      assert.deepEqual(totalsOf(sides.cafe), {
        order_total_mass: 50000,
        order_ship_mass: 12000,
        order_receive_mass: 12000,
        order_open_mass: 0,
        order_status: 'RECEIVED',
      });
      assert.deepEqual(sides.roastery.order_list.map(lineOf), sides.cafe.order_list.map(lineOf));
      assert.deepEqual(
        ok(await cmng.post('/api/cafe/order/shipments', { cafe_seq: cafe, ...keys })).map((one: JsonBody) => [
          one.shipment_no,
          one.lines[0].ship_mass,
          one.lines[0].receive_mass,
        ]),
        [
          [1, 8000, 8000],
          [2, 4000, 4000],
        ],
      );
      assert.deepEqual(await query(env, UNEXPLAINED_STOCK), []);
    });

    it('refuses by name another roastery’s batch, a batch twice, a blend not ordered, more than is left, part of a bag; nothing written', async () => {
      const { roaster, rown } = await tradeParties(env);
      const { blend, batches } = await soldBlend(rown, roaster, 'Refusal blend', [30000]);
      const other = await soldBlend(rown, roaster, 'Not ordered blend', [30000]);
      const roaster2 = await orgSeq(env, 'rown2', 'roaster');
      const foreign = await soldBlend(await as(env, 'rown2'), roaster2, 'Other roastery blend', [30000]);
      const keys = await confirmedOrder(env, [[blend, 20000]]);
      const batch = batches[0]!;
      const ship = (ship_list: JsonBody[]) =>
        rown.post('/api/roaster/order/ship', { roaster_seq: roaster, ...keys, ship_list });
      const refusals: Array<[JsonBody[], string, string, RegExp | undefined]> = [
        [[{ ...foreign.batches[0], ship_mass: 10000 }], 'ship_batch_unknown', 'blending_result_seq_0', undefined],
        [
          [
            { ...batch, ship_mass: 10000 },
            { ...batch, ship_mass: 10000 },
          ],
          'ship_batch_twice',
          'blending_result_seq_1',
          /^B\d{2}-\d{4} · 2026-11-10 · Refusal blend$/,
        ],
        [
          [{ ...other.batches[0], ship_mass: 10000 }],
          'ship_not_ordered',
          'blending_result_seq_0',
          /^B\d{2}-\d{4} · 2026-11-10 · Not ordered blend$/,
        ],
        [[{ ...batch, ship_mass: 30000 }], 'ship_above_line', 'ship_mass_0', /^Refusal blend 2,000 g$/],
        [[{ ...batch, ship_mass: 5000 }], 'ship_bag_sizes', 'ship_mass_0', /^Refusal blend 1,000 g$/],
        [[{ ...batch, ship_mass: 0 }], 'field_minValue', 'ship_mass_0', /^0\.1 g$/],
        [[{ ...batch, ship_mass: 'lots' }], 'field_NaN', 'ship_mass_0', undefined],
      ];
      for (const [list, description, field, bound] of refusals) {
        const refused = await ship(list);
        assert.deepEqual(
          [refused.code, refused.body.description, refused.body.field],
          [400, description, field],
          JSON.stringify(list),
        );
        if (bound) assert.match(String(refused.body.bound), bound);
        else assert.equal(refused.body.bound, undefined);
        // A refusal naming the blend names it in both languages, for the page to say its own (behaviour §09-2.1).
        if (description.startsWith('ship_') && bound)
          assert.match(String((refused.body.names as { en?: string } | undefined)?.en), /blend/, description);
      }
      // Closing: a blend not ordered, no reason, or the only line of an order that shipped nothing.
      const close = (extra: JsonBody) =>
        rown.post('/api/roaster/order/close', { roaster_seq: roaster, ...keys, ...extra });
      const closeRefusals: Array<[JsonBody, string, string]> = [
        [{ blending_seq: other.blend, close_reason: 'Sold out' }, 'close_not_ordered', 'blending_seq'],
        [{ blending_seq: blend }, 'field_required', 'close_reason'],
        [{ blending_seq: blend, close_reason: 'Sold out' }, 'close_nothing_shipped', 'blending_seq'],
      ];
      for (const [body, description, field] of closeRefusals) {
        const refused = await close(body);
        assert.deepEqual([refused.code, refused.body.description, refused.body.field], [400, description, field]);
      }
      assert.equal(await batchStock(env, batch.blending_result_seq), 30000);
      const written = await query(
        env,
        `select o.order_status, (select count(*)::int from cafe_order_shipment s where s.order_seq = o.order_seq) as shipments,
           (select count(*)::int from cafe_order_blending l where l.order_seq = o.order_seq and l.close_reason is not null) as closed
         from cafe_order o where o.order_seq = $1`,
        [keys.order_seq],
      );
      assert.deepEqual(written, [{ order_status: 'CONFIRMED', shipments: 0, closed: 0 }]);
    });

    it('runs concurrent calls on one order one after the other: never more than the line, each receipt once', async () => {
      const { roaster, cafe, rown, cmng } = await tradeParties(env);
      const { blend, batches } = await bulkBlend(rown, roaster, 'Concurrent part blend', [60000]);
      const batch = batches[0]!;
      const keys = await confirmedOrder(env, [[blend, 50000]]);
      const manager = await as(env, 'rmng');
      const replies = await Promise.all(
        [rown, manager, rown].map((client) =>
          client.post('/api/roaster/order/ship', {
            roaster_seq: roaster,
            ...keys,
            ship_list: [{ ...batch, ship_mass: 20000 }],
            request_id: randomUUID(),
          }),
        ),
      );
      const shipped = replies
        .filter((reply) => reply.body.status === 'OK')
        .map((reply) => reply.body.result.shipment_no);
      assert.deepEqual(shipped.sort(), [1, 2], JSON.stringify(replies.map((reply) => reply.body)));
      const refused = replies.find((reply) => reply.body.status !== 'OK');
      assert.deepEqual([refused?.body.description, refused?.body.field], ['ship_above_line', 'ship_mass_0']);
      assert.equal(await batchStock(env, batch.blending_result_seq), 20000);

      const receipts = await Promise.all(
        [1, 1, 2].map((shipment_no) => cmng.post('/api/cafe/order/receive', { cafe_seq: cafe, ...keys, shipment_no })),
      );
      assert.deepEqual(receipts.map((reply) => ok(reply).received).sort(), [false, true, true]);
      const order = (await bothSides(env, keys)).cafe;
      assert.deepEqual([order.order_status, order.order_receive_mass, order.order_open_mass], ['PARTLY', 40000, 10000]);
      assert.deepEqual(await query(env, UNEXPLAINED_STOCK), []);
    });
  });
}
