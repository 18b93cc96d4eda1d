import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { as, orgSeq } from '../harness';
import type { Client, JsonBody, TestEnv } from '../harness';
import { blendBatch, takingBlend } from './stock-fixtures';

type Rows = Array<Record<string, unknown>>;

/**
 * The save body of the detail form (behaviour §01-3, field-toolkit's computeChanges): the sub-list's current rows, then
 * the deleted ones, with per-row flags `UPList.{list}` (1: new or changed) and `DEList.{list}` (1: delete).
 */
export const browserEdit = (list: string, kept: Rows, deleted: Rows, changed: readonly number[] = []) => ({
  [list]: [...kept, ...deleted],
  UPList: { [list]: [...kept.map((_, index) => (changed.includes(index) ? 1 : 0)), ...deleted.map(() => 0)] },
  DEList: { [list]: [...kept.map(() => 0), ...deleted.map(() => 1)] },
});

/** Each kind of sub-list, edited as the browser sends it (behaviour §01-3.6): a deleted row stays deleted. */
export function subListSavesSuite(env: TestEnv): void {
  describe('sub-list rows saved as the detail form sends them', () => {
    const roasterOf = async () => {
      const owner = await as(env, 'rown');
      const roaster = await orgSeq(env, 'rown', 'roaster');
      return { owner, roaster };
    };
    const detail = async (owner: Client, base: string, id: string, roaster: number): Promise<JsonBody> => {
      const reply = await owner.get(`${base}/detail/${id}?roaster_seq=${roaster}`);
      assert.equal(reply.body.status, 'OK', JSON.stringify(reply.body));
      return reply.body;
    };
    const saved = (reply: { body: JsonBody }) => {
      assert.equal(reply.body.status, 'OK', JSON.stringify(reply.body));
      return reply.body.result as JsonBody;
    };
    /** Two green lots of a year of the test's own, 10 kg each. */
    const twoLots = async (owner: Client, roaster: number, year: number) => {
      const beans = await owner.post('/api/roaster/greenbean/default/code', { roaster_seq: roaster });
      const seqs = beans.body.result.slice(0, 2).map((row: { value: number }) => row.value) as number[];
      for (const bean of seqs)
        saved(
          await owner.post('/api/roaster/greenbean/year/edit', {
            roaster_seq: roaster,
            greenbean_roaster_seq: bean,
            greenbean_year: year,
            greenbean_name_kr: '행 삭제 시험',
            greenbean_instock: 100_000,
          }),
        );
      const stock = async (bean: number) =>
        (await detail(owner, '/api/roaster/greenbean/year', `${bean}_${year}`, roaster)).result
          .greenbean_instock as number;
      return { seqs, stock };
    };
    const roastBatch = async (
      owner: Client,
      roaster: number,
      lots: Array<[bean: number, year: number]>,
      roasted = 8000,
    ) => {
      const recipes = await owner.post('/api/roaster/roasting/default/code', { roaster_seq: roaster });
      return saved(
        await owner.post('/api/roaster/roasting/result/edit', {
          roaster_seq: roaster,
          roasting_seq: recipes.body.result[0].value,
          roasting_result_year: 2026,
          roasting_result_date: '2026-11-20',
          roasting_mass: roasted,
          greenbean_list: lots.map(([bean, year]) => ({
            greenbean_roaster_seq: bean,
            greenbean_year: year,
            greenbean_mass: 5000,
          })),
        }),
      );
    };

    it('roast batch: deletes the second green lot row and gives that lot its green mass back', async () => {
      const { owner, roaster } = await roasterOf();
      const { seqs, stock } = await twoLots(owner, roaster, 2041);
      const [a = 0, b = 0] = seqs;
      const batch = await roastBatch(
        owner,
        roaster,
        [
          [a, 2041],
          [b, 2041],
        ],
        4250,
      );
      const id = `2026_${batch.roasting_result_seq}`;
      assert.deepEqual([await stock(a), await stock(b)], [95_000, 95_000]);
      const loaded = await detail(owner, '/api/roaster/roasting/result', id, roaster);
      const [first, second] = loaded.detail_result as Rows;
      const edit = await owner.post('/api/roaster/roasting/result/edit', {
        roaster_seq: roaster,
        roasting_result_year: 2026,
        roasting_result_seq: batch.roasting_result_seq,
        edit_at: loaded.result.edit_at,
        ...browserEdit('greenbean_list', [first ?? {}], [second ?? {}]),
      });
      saved(edit);
      const after = await detail(owner, '/api/roaster/roasting/result', id, roaster);
      assert.deepEqual(
        (after.detail_result as Rows).map((row) => row.greenbean_roaster_seq),
        [a],
      );
      assert.deepEqual([after.result.greenbean_total_mass, after.result.roasting_loss], [5000, 150]);
      assert.deepEqual([await stock(a), await stock(b)], [95_000, 100_000]);
    });

    it('recipe: deletes a row, keeps an unflagged row as stored and writes a flagged change', async () => {
      const { owner, roaster } = await roasterOf();
      const beans = await owner.post('/api/roaster/greenbean/default/code', { roaster_seq: roaster });
      const [a, b, c] = beans.body.result.map((row: { value: number }) => row.value) as number[];
      const created = saved(
        await owner.post('/api/roaster/roasting/default/edit', {
          roaster_seq: roaster,
          roasting_name_kr: '행 삭제 레시피',
          greenbean_list: [a, b, c].map((bean) => ({ greenbean_roaster_seq: bean, greenbean_mass: 3000 })),
        }),
      );
      const id = String(created.roasting_seq);
      const loaded = await detail(owner, '/api/roaster/roasting/default', id, roaster);
      const [first, second, third] = loaded.detail_result as Rows;
      saved(
        await owner.post('/api/roaster/roasting/default/edit', {
          roaster_seq: roaster,
          roasting_seq: created.roasting_seq,
          edit_at: loaded.result.edit_at,
          // The first row is not flagged: its (tampered) mass is not written; the third is flagged changed.
          ...browserEdit(
            'greenbean_list',
            [
              { ...first, greenbean_mass: 1 },
              { ...third, greenbean_mass: 4000 },
            ],
            [second ?? {}],
            [1],
          ),
        }),
      );
      const after = await detail(owner, '/api/roaster/roasting/default', id, roaster);
      assert.deepEqual(
        (after.detail_result as Rows).map((row) => [row.greenbean_roaster_seq, row.greenbean_mass]),
        [
          [a, 3000],
          [c, 4000],
        ],
      );
      assert.equal(after.result.greenbean_total_mass, 7000);
    });

    it('blend: deletes a roasting row; a row deleted and added again in one save is kept once', async () => {
      const { owner, roaster } = await roasterOf();
      const recipes = await owner.post('/api/roaster/roasting/default/code', { roaster_seq: roaster });
      const [a, b] = recipes.body.result.map((row: { value: number }) => row.value) as number[];
      const created = saved(
        await owner.post('/api/roaster/blending/default/edit', {
          roaster_seq: roaster,
          blending_name_kr: '행 삭제 블렌드',
          roasting_instock_change: false,
          roasting_list: [
            { roasting_seq: a, roasting_mass: 6000 },
            { roasting_seq: b, roasting_mass: 4000 },
          ],
        }),
      );
      const id = String(created.blending_seq);
      const loaded = await detail(owner, '/api/roaster/blending/default', id, roaster);
      const [first, second] = loaded.detail_result as Rows;
      // Row a removed and added again with another mass (a new row), row b removed.
      saved(
        await owner.post('/api/roaster/blending/default/edit', {
          roaster_seq: roaster,
          blending_seq: created.blending_seq,
          edit_at: loaded.result.edit_at,
          ...browserEdit('roasting_list', [{ roasting_seq: a, roasting_mass: 2000 }], [first ?? {}, second ?? {}], [0]),
        }),
      );
      const after = await detail(owner, '/api/roaster/blending/default', id, roaster);
      assert.deepEqual(
        (after.detail_result as Rows).map((row) => [row.roasting_seq, row.roasting_mass, row.roasting_percent]),
        [[a, 2000, 1000]],
      );
    });

    it('blend batch: deletes the second roast batch row and gives that batch its roasted mass back', async () => {
      const { owner, roaster } = await roasterOf();
      const { seqs } = await twoLots(owner, roaster, 2042);
      const [bean = 0] = seqs;
      const batches = [
        await roastBatch(owner, roaster, [[bean, 2042]]),
        await roastBatch(owner, roaster, [[bean, 2042]]),
      ];
      const roastStock = async (seq: unknown) =>
        (await detail(owner, '/api/roaster/roasting/result', `2026_${seq}`, roaster)).result.roasting_instock as number;
      const blend = await takingBlend(owner, roaster, '행 삭제 배치 블렌드');
      const made = saved(
        await blendBatch(
          owner,
          roaster,
          blend,
          batches.map((batch) => [batch.roasting_result_seq, 3000]),
        ),
      );
      const id = `2026_${made.blending_result_seq}`;
      assert.deepEqual(
        [await roastStock(batches[0]?.roasting_result_seq), await roastStock(batches[1]?.roasting_result_seq)],
        [5000, 5000],
      );
      const loaded = await detail(owner, '/api/roaster/blending/result', id, roaster);
      const [first, second] = loaded.detail_result as Rows;
      saved(
        await owner.post('/api/roaster/blending/result/edit', {
          blending_ratio_reason: 'Test batch: its roasts need not follow the recipe',
          roaster_seq: roaster,
          blending_result_year: 2026,
          blending_result_seq: made.blending_result_seq,
          edit_at: loaded.result.edit_at,
          ...browserEdit('roasting_result_list', [first ?? {}], [second ?? {}]),
        }),
      );
      const after = await detail(owner, '/api/roaster/blending/result', id, roaster);
      assert.deepEqual(
        (after.detail_result as Rows).map((row) => row.roasting_result_seq),
        [batches[0]?.roasting_result_seq],
      );
      assert.deepEqual([after.result.blending_total_mass, after.result.blending_instock], [3000, 3000]);
      assert.deepEqual(
        [await roastStock(batches[0]?.roasting_result_seq), await roastStock(batches[1]?.roasting_result_seq)],
        [5000, 8000],
      );
    });

    it('refuses flags that do not match the rows, naming the sub-list, and writes nothing', async () => {
      const { owner, roaster } = await roasterOf();
      const recipes = await owner.post('/api/roaster/roasting/default/code', { roaster_seq: roaster });
      const id = String(recipes.body.result[0].value);
      const loaded = await detail(owner, '/api/roaster/roasting/default', id, roaster);
      const rows = loaded.detail_result as Rows;
      const refused = await owner.post('/api/roaster/roasting/default/edit', {
        roaster_seq: roaster,
        roasting_seq: Number(id),
        edit_at: loaded.result.edit_at,
        greenbean_list: rows,
        DEList: { greenbean_list: [1] },
      });
      assert.deepEqual(
        [refused.code, refused.body.description, refused.body.field],
        [400, 'sublist_flags', 'greenbean_list'],
      );
      assert.equal(
        (await detail(owner, '/api/roaster/roasting/default', id, roaster)).result.edit_at,
        loaded.result.edit_at,
      );
    });

    it('refuses a 2 MiB list of rows by its size before merging, within a moment', async () => {
      const { owner, roaster } = await roasterOf();
      const recipes = await owner.post('/api/roaster/roasting/default/code', { roaster_seq: roaster });
      const seq = recipes.body.result[0].value as number;
      const loaded = await detail(owner, '/api/roaster/roasting/default', String(seq), roaster);
      const rows = Array.from({ length: 40_000 }, (_, index) => ({ greenbean_roaster_seq: index, greenbean_mass: 1 }));
      const body = {
        roaster_seq: roaster,
        roasting_seq: seq,
        edit_at: loaded.result.edit_at,
        UPList: rows,
      };
      assert.ok(JSON.stringify(body).length > 1.5 * 1024 * 1024);
      const started = performance.now();
      const refused = await owner.post('/api/roaster/roasting/default/edit', body);
      const elapsed = performance.now() - started;
      assert.deepEqual(
        [refused.code, refused.body.description, refused.body.field, refused.body.bound],
        [400, 'sublist_maxLength', 'greenbean_list', 20],
      );
      assert.ok(elapsed < 1000, `took ${elapsed.toFixed(0)} ms`);
    });
  });
}
