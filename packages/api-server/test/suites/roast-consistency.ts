import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { as, orgSeq } from '../harness';
import type { Client, JsonBody, TestEnv } from '../harness';

const RESULTS = '/api/roaster/roasting/result';
const RECIPES = '/api/roaster/roasting/default';
type Row = JsonBody;

/**
 * Roast consistency against a recipe's reference batch (behaviour §08-1) and batch release (behaviour §08-3), on the
 * demo roastery whose batches are different real Artisan logs.
 */
export function roastConsistencySuite(env: TestEnv): void {
  describe('roast consistency and batch release', () => {
    const context = async (userId = 'rown') => {
      const client = await as(env, userId);
      const roaster = await orgSeq(env, 'rown', 'roaster');
      return { client, roaster };
    };
    const firstRecipe = async (client: Client, roaster: number) =>
      (await client.post(`${RECIPES}/code`, { roaster_seq: roaster })).body.result[0].value as number;
    const batches = async (client: Client, roaster: number, filters: Row = {}) => {
      const list = await client.post(`${RESULTS}/list`, { roaster_seq: roaster, list_count: 50, page: 1, ...filters });
      assert.equal(list.body.status, 'OK', JSON.stringify(list.body));
      return list.body.result as Row[];
    };
    const detail = async (client: Client, roaster: number, batch: Row) =>
      (
        await client.get(
          `${RESULTS}/detail/${batch.roasting_result_year}_${batch.roasting_result_seq}?roaster_seq=${roaster}`,
        )
      ).body.result as Row;
    const save = (client: Client, roaster: number, batch: Row, values: Row) =>
      client.post(`${RESULTS}/edit`, {
        roaster_seq: roaster,
        roasting_result_year: batch.roasting_result_year,
        roasting_result_seq: batch.roasting_result_seq,
        edit_at: batch.edit_at,
        ...values,
      });

    it('stores each demo batch’s deviation from its reference and lists and filters it', async () => {
      const { client, roaster } = await context();
      const recipe = await firstRecipe(client, roaster);
      const reference = (await client.get(`${RECIPES}/reference/${recipe}?roaster_seq=${roaster}`)).body.result;
      // A batch of the recipe saved without a curve: its masses alone are no comparison.
      const lots = (await detail(client, roaster, reference)).greenbean_list as Row[];
      const curveless = await client.post(`${RESULTS}/edit`, {
        roaster_seq: roaster,
        roasting_seq: recipe,
        roasting_result_year: 2026,
        roasting_result_date: '2026-11-20',
        roasting_mass: 850,
        roasting_result_memo: 'no curve',
        greenbean_list: lots.map((lot) => ({
          greenbean_roaster_seq: lot.greenbean_roaster_seq,
          greenbean_year: lot.greenbean_year,
          greenbean_mass: 500,
        })),
      });
      assert.equal(curveless.body.status, 'OK', JSON.stringify(curveless.body));
      const rows = await batches(client, roaster, { roasting_seq: recipe });
      const others = rows.filter(
        (row) => row.roasting_result_seq !== reference.roasting_result_seq && row.roasting_deviation_within !== null,
      );
      assert.ok(others.length >= 4);
      const unmeasured = rows.find((row) => row.roasting_result_seq === curveless.body.result.roasting_result_seq);
      assert.ok(unmeasured);
      assert.equal(unmeasured.roasting_deviation_within, null);
      // The reference against itself is no comparison.
      const itself = rows.find((row) => row.roasting_result_seq === reference.roasting_result_seq);
      assert.equal(itself?.roasting_deviation_within, null);
      // Different real roasts: the mean BT deviation is never zero; some are within the house tolerances, some out.
      for (const row of others) assert.ok(Number(row.roasting_deviation_bt) > 0, JSON.stringify(row));
      assert.ok(others.some((row) => row.roasting_deviation_within === true));
      assert.ok(others.some((row) => row.roasting_deviation_within === false));
      const within = await batches(client, roaster, { roasting_seq: recipe, roasting_deviation_within: true });
      const out = await batches(client, roaster, { roasting_seq: recipe, roasting_deviation_within: false });
      assert.ok(within.length > 0 && within.every((row) => row.roasting_deviation_within === true));
      assert.ok(out.length > 0 && out.every((row) => row.roasting_deviation_within === false));
      const figures = JSON.parse((await detail(client, roaster, within[0]!)).roasting_deviation).figures as Row[];
      assert.deepEqual(
        figures.map((figure) => figure.figure),
        [
          'meanBt',
          'meanRor',
          'drying',
          'maillard',
          'development',
          'tp',
          'fcStart',
          'dropTime',
          'dropBt',
          'dtr',
          'weightLoss',
        ],
      );
    });

    it('judges the batches again when the recipe’s tolerances change', async () => {
      const { client, roaster } = await context();
      const recipe = await firstRecipe(client, roaster);
      const stored = (await client.get(`${RECIPES}/detail/${recipe}?roaster_seq=${roaster}`)).body.result;
      const tighten = await client.post(`${RECIPES}/edit`, {
        roaster_seq: roaster,
        roasting_seq: recipe,
        edit_at: stored.edit_at,
        roasting_tol_bt: 0,
      });
      assert.equal(tighten.body.status, 'OK', JSON.stringify(tighten.body));
      const judged = await batches(client, roaster, { roasting_seq: recipe, roasting_deviation_within: true });
      assert.equal(judged.length, 0);
      const again = (await client.get(`${RECIPES}/detail/${recipe}?roaster_seq=${roaster}`)).body.result;
      await client.post(`${RECIPES}/edit`, {
        roaster_seq: roaster,
        roasting_seq: recipe,
        edit_at: again.edit_at,
        roasting_tol_bt: stored.roasting_tol_bt,
      });
      assert.ok((await batches(client, roaster, { roasting_seq: recipe, roasting_deviation_within: true })).length > 0);
    });

    it('lets roastery staff release a batch, not the roaster role, and only after DROP', async () => {
      const { client: owner, roaster } = await context();
      const toCheck = await batches(owner, roaster, { roasting_release: 'CHCK' });
      assert.ok(toCheck.length > 0 && toCheck.every((row) => row.roasting_release === 'CHCK'));
      const batch = await detail(owner, roaster, toCheck[0]!);

      const roasterRole = (await context('rroaster')).client;
      const refused = await save(roasterRole, roaster, batch, { roasting_release: 'APPR' });
      assert.equal(refused.code, 403, JSON.stringify(refused.body));
      assert.equal(refused.body.description, 'release_not_allowed');
      assert.equal((await detail(owner, roaster, batch)).roasting_release, 'CHCK');
      // The roaster role still records the batch itself.
      const recorded = await save(roasterRole, roaster, batch, { roasting_result_memo: 'Recorded by the roaster' });
      assert.equal(recorded.body.status, 'OK', JSON.stringify(recorded.body));

      const manager = (await context('rmng')).client;
      const current = await detail(owner, roaster, batch);
      const released = await save(manager, roaster, current, {
        roasting_release: 'APPR',
        roasting_release_defect_list: ['UNEVEN'],
        roasting_release_whole_agtron: 62,
        roasting_release_ground_agtron: 71,
        roasting_release_note: 'Slightly uneven, fine for espresso.',
      });
      assert.equal(released.body.status, 'OK', JSON.stringify(released.body));
      const after = await detail(owner, roaster, batch);
      assert.deepEqual(
        [after.roasting_release, after.roasting_release_defect_list, after.roasting_release_ground_agtron],
        ['APPR', ['UNEVEN'], 71],
      );
      assert.ok(after.roasting_release_by && after.roasting_release_at);

      const undropped = await save(manager, roaster, after, { roasting_end_term: null, roasting_release: 'HOLD' });
      assert.equal(undropped.code, 400, JSON.stringify(undropped.body));
      assert.deepEqual([undropped.body.description, undropped.body.field], ['release_before_drop', 'roasting_release']);
      assert.equal((await detail(owner, roaster, batch)).roasting_release, 'APPR');
    });

    it('never offers a held batch to blend and refuses it with the batch named', async () => {
      const { client: owner, roaster } = await context();
      const [held] = await batches(owner, roaster, { roasting_release: 'HOLD' });
      assert.ok(held, 'the demo holds a batch');
      assert.ok(Number(held.roasting_instock) > 0);
      const offered = await owner.post(`${RESULTS}/code`, { roaster_seq: roaster, check_instock: true });
      const values = (offered.body.result as Row[]).map((option) => option.value);
      assert.ok(values.length > 0);
      assert.ok(!values.includes(held.roasting_result_seq));
      const unfiltered = await owner.post(`${RESULTS}/code`, { roaster_seq: roaster });
      assert.ok((unfiltered.body.result as Row[]).some((option) => option.value === held.roasting_result_seq));

      const blends = await owner.post('/api/roaster/blending/default/code', { roaster_seq: roaster });
      const refused = await owner.post('/api/roaster/blending/result/edit', {
        blending_ratio_reason: 'Test batch: its roasts need not follow the recipe',
        roaster_seq: roaster,
        blending_seq: blends.body.result[0].value,
        blending_result_year: 2026,
        blending_result_date: '2026-11-22',
        roasting_result_list: [
          {
            roasting_result_year: held.roasting_result_year,
            roasting_result_seq: held.roasting_result_seq,
            roasting_mass: 100,
          },
        ],
      });
      assert.equal(refused.code, 400, JSON.stringify(refused.body));
      assert.deepEqual(
        [refused.body.description, refused.body.field],
        ['roasting_batch_held', 'roasting_result_seq_0'],
      );
      assert.match(String(refused.body.bound), /^R\d{2}-\d{4} · \d{4}-\d{2}-\d{2}( · #\d+)?$/);
      const heldAfter = await detail(owner, roaster, held);
      assert.equal(heldAfter.roasting_instock, held.roasting_instock);
    });
  });
}
