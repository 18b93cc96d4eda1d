import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { as, orgSeq, query } from '../harness';
import type { JsonBody, TestEnv } from '../harness';
import { roastingSetUp } from './batch-codes';
import { ok, placeOrder, priceBlend, tradeParties } from './trade-fixtures';

/**
 * A green lot of Seoul roasted twice, both roasts blended into one batch that is shipped to Hannam, and a third roast
 * of the lot never blended.
 */
async function shippedFromLot(env: TestEnv, lotYear: number) {
  const { roaster, cafe, rown, cmng } = await tradeParties(env);
  const { bean, recipe, roast } = await roastingSetUp(env, 'rown', lotYear);
  const first = ok(await roast(lotYear));
  const second = ok(await roast(lotYear));
  const unblended = ok(await roast(lotYear));
  const blend = ok(
    await rown.post('/api/roaster/blending/default/edit', {
      roaster_seq: roaster,
      blending_name_kr: `추적 블렌드 ${lotYear}`,
      blending_name: `Trace blend ${lotYear}`,
      roasting_instock_change: true,
      blending_sale_use: true,
      bag_list: [{ bag_mass: 800 }],
      roasting_list: [{ roasting_seq: recipe, roasting_mass: 1000 }],
    }),
  ).blending_seq as number;
  await priceBlend(rown, roaster, blend, [800]);
  const batch = ok(
    await rown.post('/api/roaster/blending/result/edit', {
      roaster_seq: roaster,
      blending_seq: blend,
      blending_result_year: lotYear,
      blending_result_date: `${lotYear}-03-05`,
      roasting_result_list: [
        { roasting_result_year: lotYear, roasting_result_seq: first.roasting_result_seq, roasting_mass: 400 },
        { roasting_result_year: lotYear, roasting_result_seq: second.roasting_result_seq, roasting_mass: 400 },
      ],
    }),
  );
  const keys = ok(await placeOrder(cmng, cafe, roaster, blend, 800));
  ok(await rown.post('/api/roaster/order/status', { roaster_seq: roaster, ...keys, order_status: 'CONFIRMED' }));
  ok(
    await rown.post('/api/roaster/order/ship', {
      roaster_seq: roaster,
      ...keys,
      ship_date: '2026-11-25',
      ship_list: [{ blending_result_year: lotYear, blending_result_seq: batch.blending_result_seq, ship_mass: 800 }],
    }),
  );
  const [code] = await query(env, 'select blending_batch_code from blending_result where blending_result_seq = $1', [
    batch.blending_result_seq,
  ]);
  return {
    roaster,
    cafe,
    rown,
    cmng,
    bean,
    keys,
    seqs: {
      first: first.roasting_result_seq,
      second: second.roasting_result_seq,
      unblended: unblended.roasting_result_seq,
      batch: batch.blending_result_seq,
    },
    code: code?.blending_batch_code as string,
  };
}

const seqsOf = (rows: JsonBody[], column: string) => rows.map((row) => row[column]).sort();

/** Trace and recall (behaviour §12-2): what was made of a lot or batch and where it went, and back. */
export function traceSuite(env: TestEnv): void {
  describe('trace and recall', () => {
    it('follows a green lot to its roasts, their blend batch and the cafe it was shipped to', async () => {
      const { roaster, cafe, rown, bean, keys, seqs, code } = await shippedFromLot(env, 2046);
      const trace = ok(
        await rown.post('/api/roaster/trace', {
          roaster_seq: roaster,
          greenbean_roaster_seq: bean,
          greenbean_year: 2046,
        }),
      );
      assert.deepEqual(seqsOf(trace.roasts, 'roasting_result_seq'), [seqs.first, seqs.second, seqs.unblended].sort());
      assert.ok(
        trace.roasts.every((row: JsonBody) => row.traced_mass === 1000 && /^R46-\d{4}$/.test(row.roasting_batch_code)),
      );
      assert.deepEqual(
        trace.blends.map((row: JsonBody) => [row.blending_result_seq, row.blending_batch_code, row.traced_mass]),
        [[seqs.batch, code, 800]],
      );
      assert.deepEqual(
        trace.greenbeans.map((row: JsonBody) => [row.greenbean_roaster_seq, row.greenbean_year]),
        [[bean, 2046]],
      );
      assert.equal(trace.shipments.length, 1);
      const [shipment] = trace.shipments as JsonBody[];
      assert.deepEqual(
        {
          cafe_seq: shipment?.cafe_seq,
          order_year: shipment?.order_year,
          order_seq: shipment?.order_seq,
          shipment_no: shipment?.shipment_no,
          ship_date: shipment?.ship_date,
          blending_batch_code: shipment?.blending_batch_code,
          ship_mass: shipment?.ship_mass,
        },
        {
          cafe_seq: cafe,
          order_year: keys.order_year,
          order_seq: keys.order_seq,
          shipment_no: 1,
          ship_date: '2026-11-25',
          blending_batch_code: code,
          ship_mass: 800,
        },
      );
      assert.ok(typeof shipment?.cafe_name === 'string' && shipment.cafe_name.length > 0);
      // From one roast: its blend batch and shipment, and the lot it came from.
      const fromRoast = ok(
        await rown.post('/api/roaster/trace', {
          roaster_seq: roaster,
          roasting_result_year: 2046,
          roasting_result_seq: seqs.first,
        }),
      );
      assert.deepEqual(seqsOf(fromRoast.blends, 'blending_result_seq'), [seqs.batch]);
      assert.equal(fromRoast.shipments.length, 1);
      assert.deepEqual(seqsOf(fromRoast.greenbeans, 'greenbean_year'), [2046]);
      // The roast never blended reaches no cafe.
      const alone = ok(
        await rown.post('/api/roaster/trace', {
          roaster_seq: roaster,
          roasting_result_year: 2046,
          roasting_result_seq: seqs.unblended,
        }),
      );
      assert.deepEqual([alone.blends.length, alone.shipments.length], [0, 0]);
    });

    it("goes back from a cafe's received batch to its blend batch, roasts and green lot", async () => {
      const { roaster, cafe, rown, cmng, bean, keys, seqs, code } = await shippedFromLot(env, 2047);
      // The cafe reads the batch's code on its received batch.
      const [received] = await query(env, 'select received_seq from cafe_order_shipment where order_seq = $1', [
        keys.order_seq,
      ]);
      const lot = ok(
        await cmng.get(`/api/cafe/coffeebean/received/detail/${String(received?.received_seq)}?cafe_seq=${cafe}`),
      );
      assert.equal(lot.blending_batch_code, code);
      // The roastery finds the batch by that code and traces it back.
      const found = ok(
        await rown.post('/api/roaster/blending/result/list', {
          roaster_seq: roaster,
          page: 1,
          list_count: 20,
          searchType: 'blending_batch_code',
          searchTitle: code,
        }),
      ) as JsonBody[];
      const batch = found.find((row) => row.blending_batch_code === code);
      assert.equal(batch?.blending_result_seq, seqs.batch);
      const trace = ok(
        await rown.post('/api/roaster/trace', {
          roaster_seq: roaster,
          blending_result_year: 2047,
          blending_result_seq: seqs.batch,
        }),
      );
      assert.deepEqual(seqsOf(trace.roasts, 'roasting_result_seq'), [seqs.first, seqs.second].sort());
      assert.ok(trace.roasts.every((row: JsonBody) => row.traced_mass === 400));
      assert.deepEqual(
        trace.greenbeans.map((row: JsonBody) => [row.greenbean_roaster_seq, row.greenbean_year]),
        [[bean, 2047]],
      );
      assert.deepEqual(
        trace.shipments.map((row: JsonBody) => [row.cafe_seq, row.order_seq]),
        [[cafe, keys.order_seq]],
      );
    });

    it("refuses another roastery's lot or batch by the key's name, and a trace without a whole key", async () => {
      const { roaster, bean, seqs } = await shippedFromLot(env, 2048);
      const other = await as(env, 'rown2');
      const theirs = await orgSeq(env, 'rown2', 'roaster');
      const refusals = [
        [{ greenbean_roaster_seq: bean, greenbean_year: 2048 }, 'greenbean_roaster_seq'],
        [{ roasting_result_year: 2048, roasting_result_seq: seqs.first }, 'roasting_result_seq'],
        [{ blending_result_year: 2048, blending_result_seq: seqs.batch }, 'blending_result_seq'],
      ] as const;
      for (const [body, field] of refusals) {
        const reply = await other.post('/api/roaster/trace', { roaster_seq: theirs, ...body });
        assert.deepEqual([reply.code, reply.body.description, reply.body.field], [404, 'trace_key_unknown', field]);
        assert.equal(reply.body.result, undefined);
      }
      const rown = await as(env, 'rown');
      const none = await rown.post('/api/roaster/trace', { roaster_seq: roaster });
      assert.deepEqual(
        [none.code, none.body.description, none.body.field],
        [400, 'field_required', 'greenbean_roaster_seq'],
      );
      const half = await rown.post('/api/roaster/trace', { roaster_seq: roaster, roasting_result_seq: seqs.first });
      assert.deepEqual([half.code, half.body.field], [400, 'roasting_result_year']);
      const wrong = await rown.post('/api/roaster/trace', { roaster_seq: roaster, greenbean_roaster_seq: 'x' });
      assert.deepEqual([wrong.code, wrong.body.field], [400, 'greenbean_roaster_seq']);
      // The roaster role records batches but does not read the orders a recall lists.
      const roasterRole = await as(env, 'rroaster');
      const refused = await roasterRole.post('/api/roaster/trace', {
        roaster_seq: roaster,
        greenbean_roaster_seq: bean,
        greenbean_year: 2048,
      });
      assert.equal(refused.code, 403);
    });
  });
}
