import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { localToday } from '@coffee/domain';
import type { Client, JsonBody, TestEnv } from '../harness';
import { ok, orderId, placeOrder, priceBlend, tradeParties } from './trade-fixtures';

const RESULTS = '/api/roaster/roasting/result';
const BLENDS = '/api/roaster/blending/result';

/**
 * Held and rejected batches on every path (behaviour §08-3.3): never stock to blend (whatever shape the blend batch's
 * rows are sent in), to ship or to plan from; a blend batch made before the hold is held with it and says why;
 * released again, each is stock again.
 */
export function tradeHoldsSuite(env: TestEnv): void {
  describe('held batches on every path', () => {
    /** A new roast batch of the first recipe with its DROP, released as `release`. */
    async function roastBatch(owner: Client, roaster: number, day: string) {
      const bean = ok(
        await owner.post('/api/roaster/greenbean/default/edit', {
          roaster_seq: roaster,
          greenbean_name_kr: 'Hold test bean',
        }),
      ).greenbean_roaster_seq as number;
      ok(
        await owner.post('/api/roaster/greenbean/year/edit', {
          roaster_seq: roaster,
          greenbean_roaster_seq: bean,
          greenbean_year: 2026,
          greenbean_name_kr: 'Hold test bean',
          greenbean_instock: 100000,
        }),
      );
      const recipe = ok(await owner.post('/api/roaster/roasting/default/code', { roaster_seq: roaster }))[0]
        .value as number;
      const saved = ok(
        await owner.post(`${RESULTS}/edit`, {
          roaster_seq: roaster,
          roasting_seq: recipe,
          roasting_result_year: 2026,
          roasting_result_date: day,
          roasting_mass: 40000,
          roasting_end_term: 600,
          roasting_batch_no: 77,
          greenbean_list: [{ greenbean_roaster_seq: bean, greenbean_year: 2026, greenbean_mass: 48000 }],
        }),
      );
      return { roasting_result_year: 2026, roasting_result_seq: saved.roasting_result_seq as number, recipe };
    }
    const detail = async (client: Client, path: string, id: string, roaster: number) =>
      ok(await client.get(`${path}/detail/${id}?roaster_seq=${roaster}`));
    const release = async (owner: Client, roaster: number, batch: JsonBody, state: string) => {
      const stored = await detail(owner, RESULTS, `2026_${batch.roasting_result_seq}`, roaster);
      ok(
        await owner.post(`${RESULTS}/edit`, {
          roaster_seq: roaster,
          roasting_result_year: 2026,
          roasting_result_seq: batch.roasting_result_seq,
          edit_at: stored.edit_at,
          roasting_release: state,
        }),
      );
    };

    it('holds a blend batch with its roast batch: not shipped, not planned, not blended in either row shape; released, it is again', async () => {
      const { roaster, cafe, rown, cmng } = await tradeParties(env);
      const today = localToday();
      const roast = await roastBatch(rown, roaster, today);
      const other = await roastBatch(rown, roaster, today);
      await release(rown, roaster, roast, 'APPR');
      const blend = ok(
        await rown.post('/api/roaster/blending/default/edit', {
          roaster_seq: roaster,
          blending_name_kr: 'Hold blend',
          blending_name: 'Hold blend',
          roasting_instock_change: true,
          blending_sale_use: true,
          roasting_list: [{ roasting_seq: roast.recipe, roasting_mass: 1000 }],
        }),
      ).blending_seq as number;
      await priceBlend(rown, roaster, blend);
      const blendBody = (rows: JsonBody[]) => ({
        roaster_seq: roaster,
        blending_seq: blend,
        blending_result_year: 2026,
        blending_result_date: today,
        roasting_result_list: rows,
      });
      const row = (batch: JsonBody, mass: number) => ({
        roasting_result_year: 2026,
        roasting_result_seq: batch.roasting_result_seq,
        roasting_mass: mass,
      });
      // Blended while approved, then the roast batch is put on hold.
      const blended = ok(await rown.post(`${BLENDS}/edit`, blendBody([row(roast, 10000)])));
      const blendBatch = { blending_result_year: 2026, blending_result_seq: blended.blending_result_seq as number };
      const keys = ok(await placeOrder(cmng, cafe, roaster, blend, 6000, { wanted_date: today }));
      ok(await rown.post('/api/roaster/order/status', { roaster_seq: roaster, ...keys, order_status: 'CONFIRMED' }));
      const planBody = { roaster_seq: roaster, plan_from: today, plan_to: today };
      const planned = async () => {
        const plan = ok(await rown.post('/api/roaster/plan/list', planBody));
        const ofBlend = plan.blends.find((one: JsonBody) => one.blending_seq === blend);
        const ofRecipe = plan.recipes.find((one: JsonBody) => one.roasting_seq === roast.recipe);
        return { blendStock: ofBlend.stock as number, recipeStock: ofRecipe.stock as number };
      };
      const before = await planned();
      assert.equal(before.blendStock, 10000);
      await release(rown, roaster, roast, 'HOLD');

      // Not stock to ship: the plan of the order leaves it out, a pick of it is refused by name.
      const shipPlan = ok(await rown.post('/api/roaster/order/ship/plan', { roaster_seq: roaster, ...keys }));
      assert.deepEqual([shipPlan.batch_list, shipPlan.picks, shipPlan.short], [[], [], { [blend]: 6000 }]);
      const shipped = await rown.post('/api/roaster/order/ship', {
        roaster_seq: roaster,
        ...keys,
        ship_list: [{ ...blendBatch, ship_mass: 6000 }],
      });
      const roastName = new RegExp(`^R\\d{2}-\\d{4} · ${today} · #77$`);
      assert.deepEqual(
        [shipped.code, shipped.body.description, shipped.body.field],
        [400, 'blending_batch_held', 'blending_result_seq_0'],
      );
      assert.match(
        String(shipped.body.bound),
        new RegExp(`^B\\d{2}-\\d{4} · ${today} · Hold blend \\(R\\d{2}-\\d{4} · ${today} · #77\\)$`),
      );
      // The blend batch says why; the batch select with stock leaves it out.
      const held = await detail(rown, BLENDS, `2026_${blendBatch.blending_result_seq}`, roaster);
      assert.match(String(held.blending_held_by), roastName);
      const offered = async () =>
        ok(await rown.post(`${BLENDS}/code`, { roaster_seq: roaster, blending_seq: blend, check_instock: true })).map(
          (option: JsonBody) => option.value,
        );
      assert.deepEqual(await offered(), []);
      // Not stock to plan from: neither the blend batch nor the roast batch.
      const during = await planned();
      assert.deepEqual([during.blendStock, during.recipeStock], [0, before.recipeStock - (40000 - 10000)]);

      // Not stock to blend, in either shape of the rows: the list itself, or UPList rows merged into a stored batch.
      const asList = await rown.post(`${BLENDS}/edit`, blendBody([row(other, 1000), row(roast, 1000)]));
      assert.deepEqual(
        [asList.code, asList.body.description, asList.body.field],
        [400, 'roasting_batch_held', 'roasting_result_seq_1'],
      );
      assert.match(String(asList.body.bound), roastName);
      const second = ok(await rown.post(`${BLENDS}/edit`, blendBody([row(other, 1000)])));
      const stored = await detail(rown, BLENDS, `2026_${second.blending_result_seq}`, roaster);
      const asUpList = await rown.post(`${BLENDS}/edit`, {
        roaster_seq: roaster,
        blending_result_year: 2026,
        blending_result_seq: second.blending_result_seq,
        edit_at: stored.edit_at,
        UPList: [row(roast, 1000)],
      });
      assert.deepEqual(
        [asUpList.code, asUpList.body.description, asUpList.body.field],
        [400, 'roasting_batch_held', 'roasting_result_seq_1'],
      );
      const flagged = await rown.post(`${BLENDS}/edit`, {
        roaster_seq: roaster,
        blending_result_year: 2026,
        blending_result_seq: second.blending_result_seq,
        edit_at: stored.edit_at,
        roasting_result_list: [row(other, 1000), row(roast, 1000)],
        UPList: { roasting_result_list: [0, 1] },
      });
      assert.deepEqual([flagged.code, flagged.body.description], [400, 'roasting_batch_held']);
      const unchanged = await detail(rown, BLENDS, `2026_${second.blending_result_seq}`, roaster);
      assert.equal(unchanged.edit_at, stored.edit_at);

      // Rejected holds alike.
      await release(rown, roaster, roast, 'RJCT');
      assert.ok(!(await offered()).includes(blendBatch.blending_result_seq));

      // Released again: stock to ship, plan and blend.
      await release(rown, roaster, roast, 'APPR');
      assert.ok((await offered()).includes(blendBatch.blending_result_seq));
      const again = ok(await rown.post('/api/roaster/order/ship/plan', { roaster_seq: roaster, ...keys }));
      assert.deepEqual(again.picks, [{ ...blendBatch, ship_mass: 6000 }]);
      assert.equal(
        (await detail(rown, BLENDS, `2026_${blendBatch.blending_result_seq}`, roaster)).blending_held_by,
        null,
      );
      // (the second blend batch moved 100 g from the other roast batch to the blend's stock)
      assert.deepEqual(await planned(), {
        blendStock: before.blendStock + 1000,
        recipeStock: before.recipeStock - 1000,
      });
      ok(await rown.post(`${BLENDS}/edit`, blendBody([row(roast, 1000)])));
      ok(await rown.post('/api/roaster/order/ship', { roaster_seq: roaster, ...keys, ship_list: again.picks }));
      assert.equal(
        ok(await cmng.get(`/api/cafe/order/detail/${orderId(keys)}?cafe_seq=${cafe}`)).order_status,
        'SHIPPED',
      );
    });
  });
}
