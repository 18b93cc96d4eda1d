import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { query } from '../harness';
import type { JsonBody, Reply, TestEnv } from '../harness';
import { batchStock, ok, orderId, tradeParties } from './trade-fixtures';
import { bulkBlend, confirmedOrder } from './trade-partial';

/** What a blend batch's ledger says it holds: the sum of its movements (0.1 g). */
const ledgerBalance = async (env: TestEnv, seq: number) =>
  Number(
    (
      await query(
        env,
        `select coalesce(sum(change_mass), 0)::int as n from stock_movement where item_type = 'blending' and item_seq = $1`,
        [seq],
      )
    )[0]?.n,
  );

/**
 * Calls on one order at the same moment (behaviour §05-7): each runs on the locked order, so however they interleave
 * a cancelled order ships nothing, a shipped one is not cancelled, and every batch's stock is the sum of its ledger.
 * (Shipments racing each other: trade-partial.ts.)
 */
export function tradeRaceSuite(env: TestEnv): void {
  describe('concurrent calls on one order', () => {
    it('a shipment and a cancellation at once: one of them happens, never both, and the stock agrees', async () => {
      const { roaster, rown } = await tradeParties(env);
      const { blend, batches } = await bulkBlend(rown, roaster, 'Race cancel blend', [60000]);
      const batch = batches[0]!;
      const outcomes = new Set<string>();
      for (let round = 0; round < 4; round += 1) {
        const keys = await confirmedOrder(env, [[blend, 10000]]);
        const before = await batchStock(env, batch.blending_result_seq);
        const ship = rown.post('/api/roaster/order/ship', {
          roaster_seq: roaster,
          ...keys,
          ship_list: [{ ...batch, ship_mass: 10000 }],
          request_id: randomUUID(),
        });
        const cancel = rown.post('/api/roaster/order/status', {
          roaster_seq: roaster,
          ...keys,
          order_status: 'CANCELLED',
          order_reason: 'Lot sold out',
        });
        const [shipped, cancelled] = (await Promise.all([ship, cancel])) as [Reply, Reply];
        const order = ok(await rown.get(`/api/roaster/order/detail/${orderId(keys)}?roaster_seq=${roaster}`));
        const after = await batchStock(env, batch.blending_result_seq);
        const summary = `${JSON.stringify(shipped.body)} ${JSON.stringify(cancelled.body)} → ${order.order_status}`;
        if (order.order_status === 'CANCELLED') {
          assert.notEqual(shipped.body.status, 'OK', summary);
          assert.equal(cancelled.body.status, 'OK', summary);
          assert.deepEqual([order.order_ship_mass, after], [0, before], summary);
          outcomes.add('cancelled');
        } else {
          assert.equal((shipped.body.result as JsonBody | undefined)?.shipped, true, summary);
          assert.notEqual(cancelled.body.status, 'OK', summary);
          assert.deepEqual([order.order_ship_mass, after], [10000, before - 10000], summary);
          outcomes.add('shipped');
        }
        assert.equal(await ledgerBalance(env, batch.blending_result_seq), after);
      }
      assert.ok(outcomes.size >= 1);
    });
  });
}
