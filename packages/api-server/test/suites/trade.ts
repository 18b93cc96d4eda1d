import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { as, orgSeq, query } from '../harness';
import type { JsonBody, TestEnv } from '../harness';
import { UNEXPLAINED_STOCK } from './ledger';
import { batchStock, ok, orderId, placeOrder, soldBlend, tradeParties } from './trade-fixtures';

/** Orders from a partner cafe to its roastery, shipped from blend batches and received into the cafe's stock (behaviour §05-2). */
export function tradeSuite(env: TestEnv): void {
  const movements = (type: string, seq: number) =>
    query(
      env,
      `select movement_kind, change_mass::int, balance_after::int from stock_movement
       where item_type = $1 and item_seq = $2 order by movement_seq`,
      [type, seq],
    );

  describe('orders between a cafe and its roastery', () => {
    it('goes from placed to received: confirmed and shipped out of the batches, received into the cafe’s stock', async () => {
      const { roaster, cafe, rown, cmng } = await tradeParties(env);
      const { blend, batches } = await soldBlend(rown, roaster, 'Trade flow blend', [30000, 30000]);
      const [older, newer] = batches as [(typeof batches)[0], (typeof batches)[0]];
      // The cafe's form offers the blends its roastery sells, with their bag sizes.
      const products = ok(await cmng.post('/api/cafe/order/blending/code', { cafe_seq: cafe, roaster_seq: roaster }));
      const offered = products.find((option: { value: number }) => option.value === blend);
      assert.deepEqual(offered.bag_list.map(Number), [2000, 10000]);
      const suppliers = ok(await cmng.post('/api/cafe/order/roaster/code', { cafe_seq: cafe }));
      assert.deepEqual(
        suppliers.map((option: { value: number }) => option.value),
        [roaster],
      );

      const countBefore = ok(await rown.post('/api/roaster/order/new/count', { roaster_seq: roaster })).count;
      const keys = ok(await placeOrder(cmng, cafe, roaster, blend, 42000));
      assert.equal(keys.order_year, 2026);
      const detail = ok(await cmng.get(`/api/cafe/order/detail/${orderId(keys)}?cafe_seq=${cafe}`));
      assert.equal(detail.order_status, 'PLACED');
      assert.equal(detail.order_total_mass, 42000);
      assert.equal(
        ok(await rown.post('/api/roaster/order/new/count', { roaster_seq: roaster })).count,
        countBefore + 1,
      );

      ok(await rown.post('/api/roaster/order/status', { roaster_seq: roaster, ...keys, order_status: 'CONFIRMED' }));
      assert.equal(ok(await rown.post('/api/roaster/order/new/count', { roaster_seq: roaster })).count, countBefore);
      // Confirmed: the cafe no longer changes it.
      const late = await cmng.post('/api/cafe/order/edit', {
        cafe_seq: cafe,
        ...keys,
        edit_at: detail.edit_at,
        order_memo: 'changed',
      });
      assert.equal(late.code, 403);

      // The default picking takes the older batch first.
      const plan = ok(await rown.post('/api/roaster/order/ship/plan', { roaster_seq: roaster, ...keys }));
      assert.deepEqual(plan.picks, [
        { ...older, ship_mass: 30000 },
        { ...newer, ship_mass: 12000 },
      ]);
      // A batch short of the mass asked: refused with the batch and what it holds, nothing written.
      const short = await rown.post('/api/roaster/order/ship', {
        roaster_seq: roaster,
        ...keys,
        ship_list: [{ ...older, ship_mass: 42000 }],
      });
      assert.equal(short.code, 400);
      assert.equal(short.body.description, 'stock_short');
      assert.equal(short.body.field, 'ship_mass_0');
      assert.match(String(short.body.bound), /B26-\d{4} · 2026-11-10 · Trade flow blend \(3000\.0 g\)/);
      assert.equal(await batchStock(env, older.blending_result_seq), 30000);

      const ship = { roaster_seq: roaster, ...keys, ship_list: plan.picks, ship_date: '2026-11-25' };
      assert.equal(ok(await rown.post('/api/roaster/order/ship', ship)).shipped, true);
      assert.equal(ok(await rown.post('/api/roaster/order/ship', ship)).shipped, false);
      assert.deepEqual(await movements('blending', newer.blending_result_seq), [
        { movement_kind: 'blend', change_mass: 30000, balance_after: 30000 },
        { movement_kind: 'shipment', change_mass: -12000, balance_after: 18000 },
      ]);
      assert.equal(await batchStock(env, older.blending_result_seq), 0);

      // The cafe has a delivery per batch, with the batch's serial and roast date, under its bean of the blend.
      const delivered = await query(
        env,
        `select r.received_seq, r.received_mass::int, r.received_instock::int, r.blending_result_uuid,
           to_char(r.blending_result_date, 'YYYY-MM-DD') as roasted, c.coffeebean_name, c.blending_uuid
         from cafe_order_shipment s join coffeebean_received r on r.received_seq = s.received_seq
         join coffeebean c on c.coffeebean_seq = r.coffeebean_seq
         where s.order_seq = $1 order by s.blending_result_seq`,
        [keys.order_seq],
      );
      const serials = await query(
        env,
        `select blending_result_uuid_str from blending_result where blending_result_seq = any($1) order by blending_result_seq`,
        [[older.blending_result_seq, newer.blending_result_seq]],
      );
      assert.deepEqual(
        delivered.map((row) => [row.received_mass, row.received_instock, row.blending_result_uuid, row.roasted]),
        [
          [30000, 0, serials[0]?.blending_result_uuid_str, '2026-11-10'],
          [12000, 0, serials[1]?.blending_result_uuid_str, '2026-11-11'],
        ],
      );
      assert.equal(delivered[0]?.coffeebean_name, 'Trade flow blend');
      assert.equal(delivered[0]?.blending_uuid, delivered[1]?.blending_uuid);

      // Received with 200 g missing from the second delivery; twice sent, once moved.
      const receive = {
        cafe_seq: cafe,
        ...keys,
        receive_memo: 'One bag torn',
        receive_list: [{ blending_seq: blend, short_mass: 2000 }],
      };
      assert.equal(ok(await cmng.post('/api/cafe/order/receive', receive)).received, true);
      assert.equal(ok(await cmng.post('/api/cafe/order/receive', receive)).received, false);
      const secondDelivery = Number(delivered[1]?.received_seq);
      assert.deepEqual(await movements('received', secondDelivery), [
        { movement_kind: 'receipt', change_mass: 10000, balance_after: 10000 },
      ]);
      const received = ok(await cmng.get(`/api/cafe/order/detail/${orderId(keys)}?cafe_seq=${cafe}`));
      assert.equal(received.order_status, 'RECEIVED');
      assert.equal(received.receive_memo, 'One bag torn');

      // Brews take their dose from the delivery as from any received bean.
      const brew = await (
        await as(env, 'cown')
      ).post('/api/cafe/brewing/result/edit', {
        cafe_seq: cafe,
        brewing_result_date: '2026-11-26',
        coffeebean_seq: (
          await query(env, 'select coffeebean_seq from coffeebean_received where received_seq = $1', [secondDelivery])
        )[0]?.coffeebean_seq,
        received_seq: secondDelivery,
        brewing_type: 'DRP',
        brewing_bean_mass: 180,
      });
      ok(brew);
      assert.equal((await movements('received', secondDelivery)).at(-1)?.balance_after, 10000 - 180);
      assert.deepEqual(await query(env, UNEXPLAINED_STOCK), []);
    });

    it('lets the cafe change or cancel only a placed order, and the roastery cancel before shipping with a reason', async () => {
      const { roaster, cafe, rown, cmng } = await tradeParties(env);
      const { blend, batches } = await soldBlend(rown, roaster, 'Cancel blend', [20000]);
      const placed = ok(await placeOrder(cmng, cafe, roaster, blend, 2000));
      const stored = ok(await cmng.get(`/api/cafe/order/detail/${orderId(placed)}?cafe_seq=${cafe}`));
      ok(
        await cmng.post('/api/cafe/order/edit', {
          cafe_seq: cafe,
          ...placed,
          edit_at: stored.edit_at,
          order_status: 'CANCELLED',
          order_reason: 'Ordered twice',
        }),
      );
      const cancelled = ok(await cmng.get(`/api/cafe/order/detail/${orderId(placed)}?cafe_seq=${cafe}`));
      assert.equal(cancelled.order_status, 'CANCELLED');
      assert.ok(cancelled.cancel_date);
      const confirmCancelled = await rown.post('/api/roaster/order/status', {
        roaster_seq: roaster,
        ...placed,
        order_status: 'CONFIRMED',
      });
      assert.equal(confirmCancelled.code, 409);

      const second = ok(await placeOrder(cmng, cafe, roaster, blend, 2000));
      ok(await rown.post('/api/roaster/order/status', { roaster_seq: roaster, ...second, order_status: 'CONFIRMED' }));
      const noReason = await rown.post('/api/roaster/order/status', {
        roaster_seq: roaster,
        ...second,
        order_status: 'CANCELLED',
      });
      assert.equal(noReason.code, 400);
      assert.equal(noReason.body.field, 'order_reason');
      ok(
        await rown.post('/api/roaster/order/status', {
          roaster_seq: roaster,
          ...second,
          order_status: 'CANCELLED',
          order_reason: 'Green bean lot sold out',
        }),
      );
      const shipCancelled = await rown.post('/api/roaster/order/ship', {
        roaster_seq: roaster,
        ...second,
        ship_list: [{ ...batches[0], ship_mass: 2000 }],
      });
      assert.equal(shipCancelled.code, 409);
      assert.equal(await batchStock(env, Number(batches[0]?.blending_result_seq)), 20000);
    });

    it('refuses lines of blends not for sale or not in whole bags, naming the line', async () => {
      const { roaster, cafe, rown, cmng } = await tradeParties(env);
      const { blend } = await soldBlend(rown, roaster, 'Bag blend', []);
      const oddMass = await placeOrder(cmng, cafe, roaster, blend, 2500);
      assert.equal(oddMass.code, 400);
      assert.equal(oddMass.body.description, 'order_bag_sizes');
      assert.equal(oddMass.body.field, 'order_mass_0');
      assert.equal(oddMass.body.bound, '200 g, 1000 g');
      // The same blend once its sale has stopped.
      await query(env, 'update blending_default set blending_sale_use = false where blending_seq = $1', [blend]);
      const notSold = blend;
      const refused = await placeOrder(cmng, cafe, roaster, Number(notSold), 2000);
      assert.equal(refused.code, 400);
      assert.equal(refused.body.description, 'order_not_for_sale');
      assert.equal(refused.body.field, 'blending_seq_0');
    });

    it('checks the lines a cancelling save carries as every other reference, and writes nothing when one is foreign', async () => {
      const { roaster, cafe, rown, cmng } = await tradeParties(env);
      const { blend } = await soldBlend(rown, roaster, 'Cancelled lines blend', []);
      const roaster2 = await orgSeq(env, 'rown2', 'roaster');
      const foreign = await soldBlend(await as(env, 'rown2'), roaster2, 'Cancelled lines foreign', []);
      const placed = ok(await placeOrder(cmng, cafe, roaster, blend, 2000));
      const path = `/api/cafe/order/detail/${orderId(placed)}?cafe_seq=${cafe}`;
      const stored = ok(await cmng.get(path));
      const cancel = (order_list: unknown) =>
        cmng.post('/api/cafe/order/edit', {
          cafe_seq: cafe,
          ...placed,
          edit_at: stored.edit_at,
          order_status: 'CANCELLED',
          order_reason: 'Ordered twice',
          order_list,
        });
      for (const line of [
        { blending_seq: foreign.blend, order_mass: 2000 },
        { blending_seq: 2_000_000_000, order_mass: 2000 },
      ]) {
        const refused = await cancel([{ blending_seq: blend, order_mass: 2000 }, line]);
        assert.deepEqual([refused.code, refused.body.description], [400, 'field_code'], JSON.stringify(refused.body));
        assert.match(String(refused.body.field), /^blending_seq_\d+$/);
      }
      const after = ok(await cmng.get(path));
      assert.deepEqual(
        [after.order_status, after.order_list.map((line: JsonBody) => line.blending_seq)],
        ['PLACED', [blend]],
      );
      ok(await cancel([{ blending_seq: blend, order_mass: 2000 }]));
      assert.equal(ok(await cmng.get(path)).order_status, 'CANCELLED');
    });
  });

  describe('who may order, confirm and ship, and whose orders they see', () => {
    it('refuses a cafe that is not the roastery’s partner, and writes nothing', async () => {
      const { roaster, rown } = await tradeParties(env);
      const { blend } = await soldBlend(rown, roaster, 'Partner blend', []);
      const stranger = await as(env, 'cown2');
      const strangerCafe = await orgSeq(env, 'cown2', 'cafe');
      // Whatever the partner suites left between them, this cafe has left the roastery (or never joined it).
      const relation = `update roaster_cafe r set roaster_cafe_auth = $3 from roaster_cafe old
        where r.cafe_seq = $1 and r.roaster_seq = $2 and old.roaster_cafe_uuid = r.roaster_cafe_uuid
        returning old.roaster_cafe_auth as before`;
      const before = await query(env, relation, [strangerCafe, roaster, 'RJN']);
      const offered = ok(
        await stranger.post('/api/cafe/order/blending/code', { cafe_seq: strangerCafe, roaster_seq: roaster }),
      );
      assert.equal(offered.length, 0);
      const count = () => query(env, 'select count(*)::int as n from cafe_order where cafe_seq = $1', [strangerCafe]);
      const orders = await count();
      const refused = await placeOrder(stranger, strangerCafe, roaster, blend, 2000);
      assert.equal(refused.code, 403);
      assert.equal(refused.body.description, 'order_not_partner');
      assert.deepEqual(await count(), orders);
      for (const row of before) await query(env, relation, [strangerCafe, roaster, row.before]);
    });

    it('lets cafe managers order and roastery managers confirm and ship; staff below are refused', async () => {
      const { roaster, cafe, rown, cmng } = await tradeParties(env);
      const { blend } = await soldBlend(rown, roaster, 'Roles blend', [10000]);
      const assistant = await placeOrder(await as(env, 'csast'), cafe, roaster, blend, 2000);
      assert.equal(assistant.code, 403);
      const keys = ok(await placeOrder(cmng, cafe, roaster, blend, 2000));
      const staff = await as(env, 'rsast');
      const listed = ok(await staff.post('/api/roaster/order/list', { roaster_seq: roaster, list_count: 1000 }));
      assert.ok(listed.some((row: { order_seq: number }) => row.order_seq === keys.order_seq));
      const staffConfirm = await staff.post('/api/roaster/order/status', {
        roaster_seq: roaster,
        ...keys,
        order_status: 'CONFIRMED',
      });
      assert.equal(staffConfirm.code, 403);
      const roasterList = await (await as(env, 'rroaster')).post('/api/roaster/order/list', { roaster_seq: roaster });
      assert.equal(roasterList.code, 403);
      // The roastery never edits or deletes an order as a record.
      assert.equal((await rown.post('/api/roaster/order/delete', { roaster_seq: roaster, ...keys })).code, 403);
      ok(
        await (
          await as(env, 'rmng')
        ).post('/api/roaster/order/status', { roaster_seq: roaster, ...keys, order_status: 'CONFIRMED' }),
      );
    });

    it('keeps an order from another cafe or roastery, whatever ids it sends', async () => {
      const { roaster, cafe, rown, cmng } = await tradeParties(env);
      const { blend, batches } = await soldBlend(rown, roaster, 'Isolation blend', [10000]);
      const keys = ok(await placeOrder(cmng, cafe, roaster, blend, 2000));
      const otherCafe = await as(env, 'cown2');
      const otherCafeSeq = await orgSeq(env, 'cown2', 'cafe');
      const otherRoaster = await as(env, 'rown2');
      const otherRoasterSeq = await orgSeq(env, 'rown2', 'roaster');
      const id = orderId(keys);
      assert.equal((await otherCafe.get(`/api/cafe/order/detail/${id}?cafe_seq=${otherCafeSeq}`)).code, 404);
      assert.equal((await otherCafe.post('/api/cafe/order/receive', { cafe_seq: otherCafeSeq, ...keys })).code, 404);
      assert.equal((await otherCafe.post('/api/cafe/order/delete', { cafe_seq: otherCafeSeq, ...keys })).code, 404);
      const otherList = ok(await otherCafe.post('/api/cafe/order/list', { cafe_seq: otherCafeSeq, list_count: 1000 }));
      assert.ok(!otherList.some((row: { order_seq: number }) => row.order_seq === keys.order_seq));
      // Another cafe's member naming this cafe is refused before anything is read.
      assert.equal((await otherCafe.get(`/api/cafe/order/detail/${id}?cafe_seq=${cafe}`)).code, 403);
      assert.equal(
        (await otherRoaster.get(`/api/roaster/order/detail/${id}?roaster_seq=${otherRoasterSeq}`)).code,
        404,
      );
      const body = { roaster_seq: otherRoasterSeq, ...keys };
      assert.equal(
        (await otherRoaster.post('/api/roaster/order/status', { ...body, order_status: 'CONFIRMED' })).code,
        404,
      );
      assert.equal(
        (
          await otherRoaster.post('/api/roaster/order/ship', {
            ...body,
            ship_list: [{ ...batches[0], ship_mass: 2000 }],
          })
        ).code,
        404,
      );
      assert.equal((await otherRoaster.post('/api/roaster/order/ship/plan', body)).code, 404);
      const stored = ok(await cmng.get(`/api/cafe/order/detail/${id}?cafe_seq=${cafe}`));
      assert.equal(stored.order_status, 'PLACED');
    });
  });
}
