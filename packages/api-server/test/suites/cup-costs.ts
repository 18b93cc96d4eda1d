import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { as, query } from '../harness';
import type { TestEnv } from '../harness';
import { costSetUp, KG } from './cost-fixtures';
import { ok, placeOrder, tradeParties } from './trade-fixtures';

const DETAIL = '/api/cafe/cupcost/detail';
const LIST = '/api/cafe/cupcost/list';
const DAY = '2024-04-01';

/** The cost of a cup (behaviour §05-16): a dose at the price the cafe pays, kept from baristas unless the owner shares it. */
export function cupCostSuite(env: TestEnv): void {
  describe('the cost of a cup', () => {
    it('costs a dose at the received lot price without VAT, and shows baristas only what the owner shares', async () => {
      const { roaster, cafe, rown, cmng } = await tradeParties(env);
      const { blend, roast, blendBatch } = await costSetUp(env, '잔 원가 시험');
      const batch = await blendBatch([[await roast([[2032, 5 * KG]], 4 * KG), 2 * KG]]);
      const keys = ok(await placeOrder(cmng, cafe, roaster, blend, 1 * KG));
      ok(await rown.post('/api/roaster/order/status', { roaster_seq: roaster, ...keys, order_status: 'CONFIRMED' }));
      // 33 000 a 1 kg bag with VAT: 3000 of it is VAT (cut to the won), so 30 000 a kg supply value.
      await query(
        env,
        'update cafe_order_blending set bag_mass = 10000, unit_price = 33000 where order_year = $1 and order_seq = $2',
        [keys.order_year, keys.order_seq],
      );
      await query(
        env,
        `update cafe_order set currency = 'KRW', vat_rate = 10, price_vat_included = true
          where order_year = $1 and order_seq = $2`,
        [keys.order_year, keys.order_seq],
      );
      const shipment = {
        roaster_seq: roaster,
        ...keys,
        ship_list: [{ blending_result_year: 2026, blending_result_seq: batch, ship_mass: 1 * KG }],
      };
      ok(await rown.post('/api/roaster/order/ship', shipment));
      const [row] = await query(
        env,
        'select received_seq from cafe_order_shipment where order_year = $1 and order_seq = $2',
        [keys.order_year, keys.order_seq],
      );
      const received = Number(row?.received_seq);
      // An 18 g dose: 540 won of beans.
      const dose = { cafe_seq: cafe, received_seq: received, brewing_bean_mass: 180 };
      for (const user of ['cmng', 'csmng', 'cown'])
        assert.deepEqual(ok(await (await as(env, user)).post(DETAIL, dose)), {
          shown: true,
          currency: 'KRW',
          price_kg: 30000,
          cup_cost: 540,
        });
      await query(
        env,
        `insert into cafe_brewing_result (cafe_seq, brewing_result_date, received_seq, brewing_bean_mass)
          values ($1, $2, $3, 180), ($1, $2, $3, 200), ($1, $2, null, 180)`,
        [cafe, DAY, received],
      );
      const barista = await as(env, 'cbarista');
      const owner = await as(env, 'cown');
      // Today's brew of the lot, for the home tile (the home reads the visitor's day, near the server's).
      const today = new Date().toISOString().slice(0, 10);
      await query(
        env,
        'insert into cafe_brewing_result (cafe_seq, brewing_result_date, received_seq, brewing_bean_mass) values ($1, $2, $3, 180)',
        [cafe, today, received],
      );
      const home = async () =>
        ok(await barista.get(`/api/home/cafe?cafe_seq=${cafe}&today=${today}`)).tiles.find(
          (tile: { id: string }) => tile.id === 'cupCost',
        );
      // Not shared: the barista's answers hold no figure, its home no tile; it may not share it itself.
      for (const user of ['cbarista', 'csast']) {
        const client = await as(env, user);
        assert.deepEqual(ok(await client.post(DETAIL, dose)), { shown: false });
        assert.deepEqual(ok(await client.post(LIST, { cafe_seq: cafe, from: DAY, to: DAY })), {
          shown: false,
          baristas_see: false,
        });
      }
      assert.equal(await home(), undefined);
      for (const user of ['cbarista', 'cmng']) {
        const refused = await (
          await as(env, user)
        ).post('/api/cafe/cupcost/edit', { cafe_seq: cafe, cafe_cup_cost_barista: true });
        assert.equal(refused.code, 403, user);
      }
      const bad = await owner.post('/api/cafe/cupcost/edit', { cafe_seq: cafe, cafe_cup_cost_barista: 'yes' });
      assert.equal(bad.code, 400);
      // The owner shares it: the barista reads the cup's cost, the day's and the home tile's.
      try {
        ok(await owner.post('/api/cafe/cupcost/edit', { cafe_seq: cafe, cafe_cup_cost_barista: true }));
        assert.equal(ok(await barista.post(DETAIL, dose)).cup_cost, 540);
        // 540 + 600 for the two brews of the priced lot; the brew without a lot costs nothing known.
        assert.deepEqual(ok(await barista.post(LIST, { cafe_seq: cafe, from: DAY, to: DAY })).days, [
          { date: DAY, brews: 3, costed: 2, bean_cost: 1140, cup_cost: 570 },
        ]);
        assert.deepEqual(await home(), {
          id: 'cupCost',
          route: 'cafe/brewing/cupcost',
          currency: 'KRW',
          figures: { bean_cost: 540, cup_cost: 540 },
        });
      } finally {
        await query(env, 'update cafe set cafe_cup_cost_barista = false where cafe_seq = $1', [cafe]);
        await query(env, 'delete from cafe_brewing_result where cafe_seq = $1 and brewing_result_date = $2', [
          cafe,
          DAY,
        ]);
      }
      // Another cafe reads nothing of this one.
      const other = await (await as(env, 'cown2')).post(DETAIL, dose);
      assert.equal(other.code, 403);
    });
  });
}
