import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addDays, localToday } from '@coffee/domain';
import { as, guest, orgSeq, query } from '../harness';
import type { Client, TestEnv } from '../harness';
import { KG, planSetUp, roastBatch } from './plan-fixtures';

const SCHEDULE = '/api/roaster/roasting/schedule';

/** The roasting schedule (behaviour §05-9): stored commitments, set by managers, ticked off by recording the batch. */
export function scheduleSuite(env: TestEnv): void {
  describe('roasting schedule', () => {
    const userSeq = async (userId: string) =>
      Number((await query(env, 'select user_seq from app_user where user_id = $1', [userId]))[0]!.user_seq);
    const count = async (roaster: number) =>
      Number((await query(env, 'select count(*) from roasting_schedule where roaster_seq = $1', [roaster]))[0]!.count);
    const listOf = async (client: Client, roaster: number, day: string) =>
      client.post(`${SCHEDULE}/list`, { roaster_seq: roaster, schedule_from: day, schedule_to: addDays(day, 6) });
    const planned = (recipe: number, bean: number, day: string, extra: object = {}) => ({
      schedule_date: day,
      roasting_seq: recipe,
      schedule_green_mass: 5 * KG,
      greenbean_list: [{ greenbean_roaster_seq: bean, greenbean_year: 2026, greenbean_mass: 5 * KG }],
      ...extra,
    });

    it('lets managers add the plan’s batches, move and assign them; every member reads it; others are refused', async () => {
      const { owner, roaster, bean, recipe } = await planSetUp(env, '일정 시험');
      const today = localToday();
      const [machine] = await query(
        env,
        `select roaster_equip_seq from roaster_equip where roaster_seq = $1 and equip_use order by 1 limit 1`,
        [roaster],
      );
      const roasterUser = await userSeq('rroaster');
      // Two batches of one recipe on one day, one on a machine and given to the roaster.
      const added = await owner.post(`${SCHEDULE}/add`, {
        roaster_seq: roaster,
        batches: [
          planned(recipe, bean, today, {
            roaster_equip_seq: machine?.roaster_equip_seq ?? null,
            schedule_user: roasterUser,
          }),
          planned(recipe, bean, today),
        ],
      });
      assert.equal(added.body.status, 'OK', JSON.stringify(added.body));
      const [first, second] = added.body.result.schedule_seq_list as number[];

      const manager = await as(env, 'rmng');
      const moved = await manager.post(`${SCHEDULE}/edit`, {
        roaster_seq: roaster,
        schedule_seq: second,
        schedule_date: addDays(today, 1),
        schedule_user: roasterUser,
      });
      assert.equal(moved.body.status, 'OK', JSON.stringify(moved.body));

      const read = await listOf(await as(env, 'rroaster'), roaster, today);
      assert.equal(read.body.status, 'OK', JSON.stringify(read.body));
      const ours = (read.body.result.entries as Array<Record<string, unknown>>).filter(
        (entry) => entry.schedule_seq === first || entry.schedule_seq === second,
      );
      assert.deepEqual(
        ours.map((entry) => [entry.schedule_seq, entry.schedule_date, entry.name_kr, entry.user_name !== null]),
        [
          [first, today, '일정 시험 레시피', true],
          [second, addDays(today, 1), '일정 시험 레시피', true],
        ],
      );

      // The roaster and the assistant manager may not set the schedule; another roastery does not find it.
      const before = await count(roaster);
      for (const user of ['rroaster', 'rsast']) {
        const client = await as(env, user);
        assert.equal(
          (await client.post(`${SCHEDULE}/add`, { roaster_seq: roaster, batches: [planned(recipe, bean, today)] }))
            .code,
          403,
        );
        assert.equal(
          (await client.post(`${SCHEDULE}/edit`, { roaster_seq: roaster, schedule_seq: first, schedule_date: today }))
            .code,
          403,
        );
        assert.equal(
          (await client.post(`${SCHEDULE}/delete`, { roaster_seq: roaster, schedule_seq: first })).code,
          403,
        );
      }
      const stranger = await as(env, 'rown2');
      const elsewhere = await orgSeq(env, 'rown2', 'roaster');
      assert.equal((await listOf(stranger, roaster, today)).code, 403);
      assert.equal(
        (await stranger.post(`${SCHEDULE}/edit`, { roaster_seq: elsewhere, schedule_seq: first, schedule_date: today }))
          .code,
        404,
      );
      assert.equal((await guest(env).post(`${SCHEDULE}/list`, { roaster_seq: roaster })).code, 401);
      assert.equal(await count(roaster), before);
    });

    it('refuses a commitment naming the field and the rule, writing none of the batches sent', async () => {
      const { owner, roaster, bean, recipe } = await planSetUp(env, '일정 검증 시험');
      const other = await planSetUp(env, '일정 검증 시험 2');
      const elsewhere = await orgSeq(env, 'rown2', 'roaster');
      const [foreignRecipe] = await query(env, 'select roasting_seq from roasting_default where roaster_seq = $1', [
        elsewhere,
      ]);
      const today = localToday();
      const before = await count(roaster);
      const refused = async (batch: object) => {
        const reply = await owner.post(`${SCHEDULE}/add`, {
          roaster_seq: roaster,
          batches: [planned(other.recipe, other.bean, today), batch],
        });
        return [reply.code, reply.body.description, reply.body.field];
      };
      assert.deepEqual(await refused(planned(recipe, bean, '2026-02-30x')), [400, 'field_required', 'schedule_date']);
      if (foreignRecipe)
        assert.deepEqual(await refused(planned(Number(foreignRecipe.roasting_seq), bean, today)), [
          400,
          'field_code',
          'roasting_seq',
        ]);
      assert.deepEqual(await refused(planned(recipe, bean, today, { schedule_user: await userSeq('cown') })), [
        400,
        'schedule_not_member',
        'schedule_user',
      ]);
      assert.deepEqual(await refused(planned(recipe, bean, today, { schedule_green_mass: 0 })), [
        400,
        'field_minValue',
        'schedule_green_mass',
      ]);
      assert.equal(await count(roaster), before);
    });

    it('is ticked off by recording its batch, once; a batch of another recipe cannot take it; done, it stays', async () => {
      const { owner, roaster, bean, recipe } = await planSetUp(env, '일정 완료 시험');
      const other = await planSetUp(env, '일정 완료 시험 2');
      const today = localToday();
      const added = await owner.post(`${SCHEDULE}/add`, {
        roaster_seq: roaster,
        batches: [planned(recipe, bean, today), planned(recipe, bean, today)],
      });
      const [first, second] = added.body.result.schedule_seq_list as number[];
      const roaster_ = await as(env, 'rroaster');

      // The roaster records the batch for the first commitment: it is done and names the batch.
      const batch = await roastBatch(roaster_, roaster, recipe, bean, { roasting_schedule_seq: first });
      const entries = (await listOf(roaster_, roaster, today)).body.result.entries as Array<Record<string, unknown>>;
      const done = entries.find((entry) => entry.schedule_seq === first)!;
      assert.deepEqual(
        [done.roasting_result_year, done.roasting_result_seq, done.roasted_on],
        [batch.roasting_result_year, batch.roasting_result_seq, today],
      );
      assert.equal(entries.find((entry) => entry.schedule_seq === second)!.roasting_result_seq, null);
      // The roastery's home shows today's schedule with what is done (behaviour §10-1.3).
      const home = await roaster_.get(`/api/home/roastery?roaster_seq=${roaster}&today=${today}`);
      const tile = (home.body.result.tiles as Array<{ id: string; figures: Record<string, number> }>).find(
        (one) => one.id === 'todaySchedule',
      )!;
      assert.ok((tile.figures.scheduled ?? 0) >= 2 && (tile.figures.scheduled_done ?? 0) >= 1, JSON.stringify(tile));

      const batches = async () =>
        Number((await query(env, 'select count(*) from roasting_result where roasting_seq = $1', [recipe]))[0]!.count);
      const before = await batches();
      const refusal = async (reply: Promise<{ code: number; body: Record<string, unknown> }>) => {
        const { code, body } = await reply;
        return [code, body.description, body.field];
      };
      // A second batch for the same commitment, a batch of another recipe for the open one.
      assert.deepEqual(
        await refusal(
          roaster_.post('/api/roaster/roasting/result/edit', {
            roaster_seq: roaster,
            roasting_seq: recipe,
            roasting_result_year: 2026,
            roasting_result_date: today,
            roasting_mass: 4 * KG,
            roasting_schedule_seq: first,
            greenbean_list: [{ greenbean_roaster_seq: bean, greenbean_year: 2026, greenbean_mass: 5 * KG }],
          }),
        ),
        [400, 'schedule_done', 'roasting_schedule_seq'],
      );
      const otherRecipe = roaster_.post('/api/roaster/roasting/result/edit', {
        roaster_seq: roaster,
        roasting_seq: other.recipe,
        roasting_result_year: 2026,
        roasting_result_date: today,
        roasting_mass: 4 * KG,
        roasting_schedule_seq: second,
        greenbean_list: [{ greenbean_roaster_seq: other.bean, greenbean_year: 2026, greenbean_mass: 5 * KG }],
      });
      assert.deepEqual(await refusal(otherRecipe), [400, 'schedule_recipe', 'roasting_schedule_seq']);
      // The commitment's recipe is named in both languages: an English page reads its English name.
      const [named] = await query(
        env,
        'select roasting_name_kr as kr, roasting_name as en from roasting_default where roasting_seq = $1',
        [recipe],
      );
      assert.deepEqual((await otherRecipe).body.names, { kr: named!.kr ?? named!.en, en: named!.en ?? named!.kr });
      assert.equal(await batches(), before);

      // The done commitment no longer moves nor goes; the lookup offers only the open one.
      assert.deepEqual(
        await refusal(
          owner.post(`${SCHEDULE}/edit`, {
            roaster_seq: roaster,
            schedule_seq: first,
            schedule_date: addDays(today, 1),
          }),
        ),
        [400, 'schedule_done', 'schedule_seq'],
      );
      assert.deepEqual(await refusal(owner.post(`${SCHEDULE}/delete`, { roaster_seq: roaster, schedule_seq: first })), [
        400,
        'schedule_done',
        'schedule_seq',
      ]);
      const options = (
        await roaster_.post(`${SCHEDULE}/code`, { roaster_seq: roaster, check_instock: true, roasting_seq: recipe })
      ).body.result as Array<{ value: number; label: string }>;
      assert.deepEqual(
        options.map((option) => option.value),
        [second],
      );
      assert.match(options[0]!.label, new RegExp(`^${today} · 일정 완료 시험 레시피`));
      assert.equal(
        (await owner.post(`${SCHEDULE}/delete`, { roaster_seq: roaster, schedule_seq: second })).body.status,
        'OK',
      );
    });
  });
}
