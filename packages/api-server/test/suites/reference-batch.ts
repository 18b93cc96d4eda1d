import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { as, guest, orgSeq } from '../harness';
import type { Client, TestEnv } from '../harness';

const RECIPES = '/api/roaster/roasting/default';

/** A recipe's reference batch (behaviour §04-2): saved with the recipe, checked against the roastery, read for the chart. */
export function referenceBatchSuite(env: TestEnv): void {
  describe('roasting recipe reference batch', () => {
    const batchesOf = async (userId: string) => {
      const roaster = await orgSeq(env, userId, 'roaster');
      const list = await (await as(env, userId)).post('/api/roaster/roasting/result/code', { roaster_seq: roaster });
      assert.equal(list.body.status, 'OK', JSON.stringify(list.body));
      return list.body.result as Array<{ value: number; label: string; roasting_result_year: number }>;
    };
    const newRecipe = async (owner: Client, roaster: number, extra: Record<string, unknown> = {}) => {
      const beans = await owner.post('/api/roaster/greenbean/default/code', { roaster_seq: roaster });
      const created = await owner.post(`${RECIPES}/edit`, {
        roaster_seq: roaster,
        roasting_name_kr: '기준 배치 시험',
        greenbean_list: [{ greenbean_roaster_seq: beans.body.result[0].value, greenbean_mass: 5000 }],
        ...extra,
      });
      assert.equal(created.body.status, 'OK', JSON.stringify(created.body));
      return created.body.result.roasting_seq as number;
    };
    const detail = async (client: Client, roaster: number, seq: number) =>
      (await client.get(`${RECIPES}/detail/${seq}?roaster_seq=${roaster}`)).body.result;

    it('a batch picker names each batch by code, date, recipe and stock (behaviour §09-2.1, §12-1)', async () => {
      const [batch] = await batchesOf('rown');
      assert.ok(batch);
      assert.match(batch.label, /^R\d{2}-\d{4,} · \d{4}-\d{2}-\d{2} · \S.* · [\d,]+\.\d g$/, batch.label);
    });

    it('the demo recipes name a batch with a chart log as their reference', async () => {
      const owner = await as(env, 'rown');
      const roaster = await orgSeq(env, 'rown', 'roaster');
      const recipes = await owner.post(`${RECIPES}/code`, { roaster_seq: roaster });
      const first = recipes.body.result[0].value as number;
      const reference = await owner.get(`${RECIPES}/reference/${first}?roaster_seq=${roaster}`);
      assert.equal(reference.body.status, 'OK', JSON.stringify(reference.body));
      assert.ok(Object.keys(JSON.parse(reference.body.result.roasting_chart_log)).length > 10);
      const recipe = await detail(owner, roaster, first);
      assert.equal(recipe.roasting_reference_seq, reference.body.result.roasting_result_seq);
    });

    it('saves a batch of the roastery with its year, clears it, and refuses another roastery’s batch', async () => {
      const owner = await as(env, 'rown');
      const roaster = await orgSeq(env, 'rown', 'roaster');
      const [batch] = await batchesOf('rown');
      assert.ok(batch);
      const seq = await newRecipe(owner, roaster, { roasting_reference_seq: batch.value });
      const saved = await detail(owner, roaster, seq);
      assert.equal(saved.roasting_reference_seq, batch.value);
      // The server stored the batch's year beside its seq: the read finds the batch by both.
      const read = await owner.get(`${RECIPES}/reference/${seq}?roaster_seq=${roaster}`);
      assert.deepEqual(
        [read.body.result.roasting_result_year, read.body.result.roasting_result_seq],
        [batch.roasting_result_year, batch.value],
      );

      // Another roastery's batch, or one that does not exist: refused naming the field, nothing written.
      const [foreign] = await batchesOf('rown2');
      assert.ok(foreign);
      for (const wrong of [foreign.value, 987654321]) {
        const refused = await owner.post(`${RECIPES}/edit`, {
          roaster_seq: roaster,
          roasting_seq: seq,
          edit_at: saved.edit_at,
          roasting_reference_seq: wrong,
          roasting_name_kr: '바뀌면 안 되는 이름',
        });
        assert.equal(refused.code, 400, JSON.stringify(refused.body));
        assert.deepEqual(
          [refused.body.description, refused.body.field],
          ['roasting_reference_invalid', 'roasting_reference_seq'],
        );
        const kept = await detail(owner, roaster, seq);
        assert.deepEqual(
          [kept.roasting_reference_seq, kept.roasting_name_kr, kept.edit_at],
          [batch.value, '기준 배치 시험', saved.edit_at],
        );
      }

      const cleared = await owner.post(`${RECIPES}/edit`, {
        roaster_seq: roaster,
        roasting_seq: seq,
        edit_at: saved.edit_at,
        roasting_reference_seq: null,
      });
      assert.equal(cleared.body.status, 'OK', JSON.stringify(cleared.body));
      const after = await detail(owner, roaster, seq);
      assert.equal(after.roasting_reference_seq, null);
      const none = await owner.get(`${RECIPES}/reference/${seq}?roaster_seq=${roaster}`);
      assert.deepEqual([none.body.status, none.body.result], ['OK', null]);
    });

    it('reads the reference with the result page’s rights and the recipe’s visibility', async () => {
      const owner = await as(env, 'rown');
      const roaster = await orgSeq(env, 'rown', 'roaster');
      const [batch] = await batchesOf('rown');
      const open = await newRecipe(owner, roaster, { roasting_reference_seq: batch?.value });
      const managersOnly = await newRecipe(owner, roaster, {
        roasting_reference_seq: batch?.value,
        roasting_auth: 'MNG',
      });
      const roasterRole = await as(env, 'rroaster');
      const seen = await roasterRole.get(`${RECIPES}/reference/${open}?roaster_seq=${roaster}`);
      assert.equal(seen.body.result?.roasting_result_seq, batch?.value, JSON.stringify(seen.body));
      const hidden = await roasterRole.get(`${RECIPES}/reference/${managersOnly}?roaster_seq=${roaster}`);
      assert.equal(hidden.code, 404);
      const manager = await as(env, 'rmng');
      assert.equal((await manager.get(`${RECIPES}/reference/${managersOnly}?roaster_seq=${roaster}`)).code, 200);
      // Another roastery's member asks through their own roastery: not found; a guest must sign in.
      const otherRoaster = await orgSeq(env, 'rown2', 'roaster');
      const other = await as(env, 'rown2');
      assert.equal((await other.get(`${RECIPES}/reference/${open}?roaster_seq=${otherRoaster}`)).code, 404);
      assert.equal((await other.get(`${RECIPES}/reference/${open}?roaster_seq=${roaster}`)).code, 403);
      assert.equal((await guest(env).get(`${RECIPES}/reference/${open}?roaster_seq=${roaster}`)).code, 401);
    });
  });
}
