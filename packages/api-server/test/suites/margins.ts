import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { as, orgSeq, query } from '../harness';
import type { TestEnv } from '../harness';
import { costSetUp, KG } from './cost-fixtures';
import { ok, placeOrder, tradeParties } from './trade-fixtures';

const MARGIN = '/api/roaster/margin';

/** Margins of what shipped (behaviour §05-15): revenue at the lines' prices less the shipped batches' costs. */
export function marginSuite(env: TestEnv): void {
  describe('margins of what shipped', () => {
    it('equal the supply value shipped less the cost of the batches actually shipped, a partial shipment too', async () => {
      const { roaster, cafe, rown, cmng } = await tradeParties(env);
      const { blend, roast, blendBatch } = await costSetUp(env, '마진 시험');
      // Roasts at 21 625 and 16 250 per kg (worked out in the costs suite); X = 4 kg of each (18 937.5 per kg),
      // Y = 4 kg of the first (21 625 per kg).
      const first = await roast(
        [
          [2031, 5 * KG],
          [2032, 5 * KG],
        ],
        8 * KG,
      );
      const second = await roast([[2031, 10 * KG]], 8.8 * KG);
      const x = await blendBatch([
        [first, 4 * KG],
        [second, 4 * KG],
      ]);
      const y = await blendBatch([[first, 4 * KG]]);
      // 10 kg ordered at 40 000 a kg without VAT (the line's price as placed, behaviour §05-10).
      const keys = ok(await placeOrder(cmng, cafe, roaster, blend, 10 * KG));
      ok(await rown.post('/api/roaster/order/status', { roaster_seq: roaster, ...keys, order_status: 'CONFIRMED' }));
      await query(
        env,
        'update cafe_order_blending set bag_mass = 10000, unit_price = 40000 where order_year = $1 and order_seq = $2',
        [keys.order_year, keys.order_seq],
      );
      await query(
        env,
        `update cafe_order set currency = 'KRW', vat_rate = 10, price_vat_included = false where order_year = $1 and order_seq = $2`,
        [keys.order_year, keys.order_seq],
      );
      const batch = (seq: number, mass: number) => ({
        blending_result_year: 2026,
        blending_result_seq: seq,
        ship_mass: mass,
      });
      const ship = (day: string, list: object[]) =>
        rown.post('/api/roaster/order/ship', { roaster_seq: roaster, ...keys, ship_list: list, ship_date: day });
      // 5 kg now (3 kg of X, 2 kg of Y): 200 000 revenue; 3 × 18 937.5 + 2 × 21 625 = 100 062.5, counted 100 063.
      assert.equal(ok(await ship('2024-02-29', [batch(x, 3 * KG), batch(y, 2 * KG)])).shipped, true);
      const margin = async (from: string, to: string, group: string) =>
        ok(await rown.post(MARGIN, { roaster_seq: roaster, from, to, group }));
      const orderKey = `${keys.order_year}_${keys.order_seq}`;
      const figures = (row: Record<string, unknown> | undefined) => ({
        revenue: row?.revenue,
        cost: row?.cost,
        margin: row?.margin,
        shipped_mass: row?.shipped_mass,
      });
      let byOrder = await margin('2024-02-29', '2024-02-29', 'order');
      assert.deepEqual(figures(byOrder.rows.find((row: { key: string }) => row.key === orderKey)), {
        revenue: 200000,
        cost: 100063,
        margin: 99937,
        shipped_mass: 5 * KG,
      });
      assert.equal(byOrder.currency, 'KRW');
      // 2 kg more of X the next day: 80 000 revenue, 37 875 cost; 3 kg of the 10 kg are still to ship.
      assert.equal(ok(await ship('2024-03-01', [batch(x, 2 * KG)])).shipped, true);
      byOrder = await margin('2024-02-29', '2024-03-01', 'order');
      assert.deepEqual(figures(byOrder.rows.find((row: { key: string }) => row.key === orderKey)), {
        revenue: 280000,
        cost: 137938,
        margin: 142062,
        shipped_mass: 7 * KG,
      });
      const byMonth = await margin('2024-02-01', '2024-03-31', 'month');
      assert.deepEqual(
        byMonth.rows.map((row: Record<string, unknown>) => [row.key, row.revenue, row.cost, row.margin]),
        [
          ['2024-02', 200000, 100063, 99937],
          ['2024-03', 80000, 37875, 42125],
        ],
      );
      assert.deepEqual(figures(byMonth.totals), {
        revenue: 280000,
        cost: 137938,
        margin: 142062,
        shipped_mass: 7 * KG,
      });
      const byBlend = await margin('2024-02-01', '2024-03-31', 'blend');
      assert.deepEqual(
        byBlend.rows.map((row: Record<string, unknown>) => [row.key, row.name_kr, row.margin]),
        [[String(blend), '마진 시험 블렌드', 142062]],
      );
      const byCafe = await margin('2024-02-01', '2024-03-31', 'cafe');
      assert.deepEqual(
        byCafe.rows.map((row: Record<string, unknown>) => [row.key, row.margin]),
        [[String(cafe), 142062]],
      );

      // Without a price (an order placed before prices) a shipment is left out of the figures and counted by mass.
      await query(env, 'update cafe_order_blending set unit_price = null where order_year = $1 and order_seq = $2', [
        keys.order_year,
        keys.order_seq,
      ]);
      const unpriced = await margin('2024-02-01', '2024-03-31', 'month');
      assert.deepEqual([unpriced.totals.revenue, unpriced.totals.cost, unpriced.totals.unpriced_mass], [0, 0, 7 * KG]);
    });

    it('is refused to lower roastery roles, a cafe and another roastery, and refuses a bad range or group', async () => {
      const roaster = await orgSeq(env, 'rown', 'roaster');
      const body = { roaster_seq: roaster, from: '2024-01-01', to: '2024-12-31', group: 'month' };
      for (const user of ['rsast', 'rroaster', 'cmng', 'cown', 'rown2']) {
        const client = await as(env, user);
        for (const path of [MARGIN, '/api/roaster/cost/trend']) {
          const reply = await client.post(path, body);
          assert.equal(reply.code, 403, `${user} ${path} ${JSON.stringify(reply.body)}`);
        }
      }
      // Another roastery reads its own margins: none of Seoul's shipments.
      const other = await orgSeq(env, 'rown2', 'roaster');
      const own = ok(await (await as(env, 'rown2')).post(MARGIN, { ...body, roaster_seq: other }));
      assert.deepEqual([own.rows, own.totals.revenue], [[], 0]);
      const rmng = await as(env, 'rmng');
      for (const [params, rule, field] of [
        [{ from: '2024-13-01' }, 'field_required', 'from'],
        [{ to: '2023-12-31' }, 'field_minValue', 'to'],
        [{ group: 'week' }, 'field_code', 'group'],
      ] as const) {
        const reply = await rmng.post(MARGIN, { ...body, ...params });
        assert.deepEqual([reply.code, reply.body.description, reply.body.field], [400, rule, field]);
      }
    });

    it('reads cost per kg roasted by recipe and month, batches without a cost apart', async () => {
      const { owner, roaster, recipe, roast } = await costSetUp(env, '원가 추이 시험');
      await roast(
        [
          [2031, 5 * KG],
          [2032, 5 * KG],
        ],
        8 * KG,
        '2023-05-03',
      );
      await roast([[2031, 10 * KG]], 8.8 * KG, '2023-05-20');
      await roast([[2033, 2 * KG]], 1.7 * KG, '2023-05-21');
      await roast([[2032, 5 * KG]], 4 * KG, '2023-06-02');
      const trend = ok(
        await owner.post('/api/roaster/cost/trend', { roaster_seq: roaster, from: '2023-05-01', to: '2023-06-30' }),
      );
      // May: (173 000 + 143 000) / 16.8 kg = 18 809.5..., June: 103 000 / 4 kg.
      assert.deepEqual(
        trend.rows
          .filter((row: { roasting_seq: number }) => row.roasting_seq === recipe)
          .map((row: Record<string, unknown>) => [row.month, row.batches, row.uncosted, row.cost, row.cost_per_kg]),
        [
          ['2023-05', 3, 1, 316000, 18810],
          ['2023-06', 1, 0, 103000, 25750],
        ],
      );
    });
  });
}
