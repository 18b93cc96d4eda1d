import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addDays, localToday } from '@coffee/domain';
import { as, guest, orgSeq, query } from '../harness';
import type { TestEnv } from '../harness';
import { KG, PLAN, planOrder, planSetUp, roastBatch, saved } from './plan-fixtures';

/** The production plan (behaviour §05-3): demand exploded to blends, roasts and green lots, for the roastery's staff. */
export function planSuite(env: TestEnv): void {
  describe('production plan from open orders and stock', () => {
    const save = saved;
    const setUp = () => planSetUp(env, '계획 시험', { blending_rest_days: 0, blending_delivery_days: 0 });
    const order = (roaster: number, blend: number, status: string, wanted: string, mass: number) =>
      planOrder(env, roaster, blend, status, wanted, mass);

    it('nets open orders and minimum stock to blends, roasts, batches per day and green short per lot', async () => {
      const { owner, roaster, bean, recipe, blend } = await setUp();
      const today = localToday();
      const to = addDays(today, 6);
      await order(roaster, blend, 'CONFIRMED', addDays(today, 1), 10 * KG);
      await order(roaster, blend, 'PLACED', addDays(today, -2), 5 * KG); // overdue: due today
      // Not open, or due after the range: left out.
      await order(roaster, blend, 'SHIPPED', today, 99 * KG);
      await order(roaster, blend, 'CANCELLED', today, 99 * KG);
      await order(roaster, blend, 'PLACED', addDays(to, 1), 99 * KG);

      const reply = await owner.post(PLAN, { roaster_seq: roaster, plan_from: today, plan_to: to });
      assert.equal(reply.body.status, 'OK', JSON.stringify(reply.body));
      const plan = reply.body.result;
      assert.equal(plan.days.length, 7);
      const ourBlend = plan.blends.find((row: { blending_seq: number }) => row.blending_seq === blend);
      assert.deepEqual(
        [ourBlend.name_kr, ourBlend.demand, ourBlend.min_stock, ourBlend.stock, ourBlend.to_make],
        ['계획 시험 블렌드', 15 * KG, 2 * KG, 0, 17 * KG],
      );
      assert.deepEqual(
        ourBlend.days.slice(0, 3).map((day: { mass: number }) => day.mass),
        [7 * KG, 10 * KG, 0],
      );
      const ourRecipe = plan.recipes.find((row: { roasting_seq: number }) => row.roasting_seq === recipe);
      // 7 kg roasted at 20 % → 8.75 kg green → 2 batches of 5 kg; 17 kg by tomorrow → 21.25 kg → 5 batches.
      assert.deepEqual(
        [
          ourRecipe.to_roast,
          ourRecipe.expected_loss,
          ourRecipe.loss_source,
          ourRecipe.batch_size,
          ourRecipe.batch_count,
        ],
        [17 * KG, 200, 'recipe', 5 * KG, 5],
      );
      assert.deepEqual(
        ourRecipe.days.slice(0, 3).map((day: { batches: number }) => day.batches),
        [2, 3, 0],
      );
      const lot = plan.lots.find((row: { greenbean_roaster_seq: number }) => row.greenbean_roaster_seq === bean);
      assert.deepEqual(
        [lot.greenbean_year, lot.stock, lot.required, lot.short, lot.name_kr],
        [2026, 12 * KG, 25 * KG, 13 * KG, '계획 시험 생두'],
      );
      const first = plan.batches.find((row: { roasting_seq: number }) => row.roasting_seq === recipe);
      assert.deepEqual(
        [first.date, first.number, first.green, first.roasted, first.rows],
        [today, 1, 5 * KG, 4 * KG, [{ greenbean_roaster_seq: bean, greenbean_year: 2026, greenbean_mass: 5 * KG }]],
      );

      // Roasting a planned batch lowers what is left to plan: 4 kg of roasted stock on hand.
      await save(owner, '/api/roaster/roasting/result/edit', {
        roaster_seq: roaster,
        roasting_seq: recipe,
        roasting_result_year: 2026,
        roasting_result_date: today,
        roasting_mass: 4 * KG,
        greenbean_list: [{ greenbean_roaster_seq: bean, greenbean_year: 2026, greenbean_mass: 5 * KG }],
      });
      const after = (await owner.post(PLAN, { roaster_seq: roaster, plan_from: today, plan_to: to })).body.result;
      const replanned = after.recipes.find((row: { roasting_seq: number }) => row.roasting_seq === recipe);
      assert.deepEqual([replanned.stock, replanned.to_roast, replanned.batch_count], [4 * KG, 13 * KG, 4]);
    });

    it('places a line’s batches by its wanted day less rest and delivery, never after, and flags what it cannot meet', async () => {
      // The blend's lead time left at its defaults: 2 days of rest and 1 of delivery.
      const { owner, roaster, recipe, blend } = await planSetUp(env, '납기 시험');
      const today = localToday();
      const onTime = await order(roaster, blend, 'CONFIRMED', addDays(today, 5), 5 * KG);
      const late = await order(roaster, blend, 'PLACED', addDays(today, 1), 3 * KG);
      const plan = (await owner.post(PLAN, { roaster_seq: roaster, plan_from: today, plan_to: addDays(today, 6) })).body
        .result;
      const ourBlend = plan.blends.find((row: { blending_seq: number }) => row.blending_seq === blend);
      // 2 kg minimum stock and the late 3 kg line today; the 5 kg line on its roast-by day, three days before it is wanted.
      assert.deepEqual(
        ourBlend.days.map((day: { mass: number }) => day.mass),
        [5 * KG, 0, 5 * KG, 0, 0, 0, 0],
      );
      const ourRecipe = plan.recipes.find((row: { roasting_seq: number }) => row.roasting_seq === recipe);
      assert.deepEqual(
        ourRecipe.days.map((day: { batches: number }) => day.batches),
        [2, 0, 1, 0, 0, 0, 0],
      );
      const wantedDay = addDays(today, 5);
      assert.ok(
        plan.batches
          .filter((batch: { roasting_seq: number }) => batch.roasting_seq === recipe)
          .every((batch: { date: string }) => batch.date < wantedDay),
      );
      const flagged = plan.late.filter((line: { blending_seq: number }) => line.blending_seq === blend);
      assert.deepEqual(
        flagged.map((line: Record<string, unknown>) => [
          line.order_seq,
          line.wanted_date,
          line.roast_by,
          line.mass,
          line.name_kr,
          typeof line.cafe_name_kr,
        ]),
        [[late, addDays(today, 1), addDays(today, -2), 3 * KG, '납기 시험 블렌드', 'string']],
      );
      assert.ok(!flagged.some((line: { order_seq: number }) => line.order_seq === onTime));
    });

    it('does not count held or rejected batches as roasted stock on hand, until released again', async () => {
      const { owner, roaster, bean, recipe } = await planSetUp(env, '보류 재고 시험');
      const batch = await roastBatch(owner, roaster, recipe, bean);
      const stockOf = async () => {
        const today = localToday();
        const plan = (await owner.post(PLAN, { roaster_seq: roaster, plan_from: today, plan_to: addDays(today, 6) }))
          .body.result;
        return plan.recipes.find((row: { roasting_seq: number }) => row.roasting_seq === recipe).stock;
      };
      assert.equal(await stockOf(), 4 * KG);
      for (const [release, stock] of [
        ['HOLD', 0],
        ['RJCT', 0],
        ['APPR', 4 * KG],
      ] as const) {
        await query(
          env,
          'update roasting_result set roasting_release = $1 where roasting_result_year = $2 and roasting_result_seq = $3',
          [release, batch.roasting_result_year, batch.roasting_result_seq],
        );
        assert.equal(await stockOf(), stock, release);
      }
    });

    it('is read by the roastery’s staff only, and refuses a range it cannot plan', async () => {
      const roaster = await orgSeq(env, 'rown', 'roaster');
      const today = localToday();
      const body = { roaster_seq: roaster, plan_from: today, plan_to: addDays(today, 6) };
      assert.equal((await (await as(env, 'rsast')).post(PLAN, body)).body.status, 'OK');
      // The lowest roastery role, another roastery's owner, a cafe owner, a guest.
      for (const user of ['rroaster', 'rown2', 'cown'])
        assert.equal((await (await as(env, user)).post(PLAN, body)).code, 403);
      assert.equal((await guest(env).post(PLAN, body)).code, 401);
      const owner = await as(env, 'rown');
      const refused = async (extra: object) => {
        const reply = await owner.post(PLAN, { ...body, ...extra });
        return [reply.code, reply.body.description, reply.body.field];
      };
      assert.deepEqual(await refused({ plan_from: '2026-13-40' }), [400, 'field_required', 'plan_from']);
      assert.deepEqual(await refused({ plan_to: undefined }), [400, 'field_required', 'plan_to']);
      assert.deepEqual(await refused({ plan_to: addDays(today, -1) }), [400, 'plan_range', 'plan_to']);
      assert.deepEqual(await refused({ plan_to: addDays(today, 92) }), [400, 'plan_range', 'plan_to']);
    });

    it('keeps a recipe’s expected loss below 100 %', async () => {
      const owner = await as(env, 'rown');
      const roaster = await orgSeq(env, 'rown', 'roaster');
      const bean = (await owner.post('/api/roaster/greenbean/default/code', { roaster_seq: roaster })).body.result[0]
        .value;
      const refused = await owner.post('/api/roaster/roasting/default/edit', {
        roaster_seq: roaster,
        roasting_name_kr: '손실률 시험',
        roasting_expected_loss: 1000,
        greenbean_list: [{ greenbean_roaster_seq: bean, greenbean_mass: KG }],
      });
      assert.deepEqual([refused.code, refused.body.field], [400, 'roasting_expected_loss']);
    });
  });
}
