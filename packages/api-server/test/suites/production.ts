import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { as, orgSeq } from '../harness';
import type { TestEnv } from '../harness';
import { demoDays } from '../demo-days';

/** Roaster production: sub-lists (UPList / DEList) in one transaction, derived values, prefill and blend rows. */
export function productionSuite(env: TestEnv): void {
  describe('roaster production and sub-lists', () => {
    const beans = async (userId: string) => {
      const roaster = await orgSeq(env, userId, 'roaster');
      const list = await (await as(env, userId)).post('/api/roaster/greenbean/default/code', { roaster_seq: roaster });
      assert.equal(list.body.status, 'OK', JSON.stringify(list.body));
      return { roaster, seqs: list.body.result.map((row: { value: number }) => row.value) as number[] };
    };
    const recipe = (
      roaster: number,
      rows: Array<[seq: number, mass: number]>,
      extra: Record<string, unknown> = {},
    ) => ({
      roaster_seq: roaster,
      roasting_name_kr: '테스트 레시피',
      greenbean_list: rows.map(([greenbean_roaster_seq, greenbean_mass]) => ({
        greenbean_roaster_seq,
        greenbean_mass,
      })),
      ...extra,
    });

    it('creates a recipe with its rows, derives shares and totals, and returns the rows as detail_result', async () => {
      const owner = await as(env, 'rown');
      const { roaster, seqs } = await beans('rown');
      const [a = 0, b = 0] = seqs;
      const created = await owner.post(
        '/api/roaster/roasting/default/edit',
        recipe(roaster, [
          [a, 6000],
          [b, 4000],
        ]),
      );
      assert.equal(created.body.status, 'OK', JSON.stringify(created.body));
      const seq = created.body.result.roasting_seq;
      const detail = await owner.get(`/api/roaster/roasting/default/detail/${seq}?roaster_seq=${roaster}`);
      assert.equal(detail.body.result.greenbean_total_mass, 10000);
      assert.equal(detail.body.result.roasting_single_origin, false);
      assert.deepEqual(
        detail.body.detail_result.map((row: { greenbean_percent: number }) => row.greenbean_percent),
        [600, 400],
      );
      assert.deepEqual(detail.body.greenbean_list, detail.body.detail_result);
      // UPList changes one row, DEList removes the other: one transaction, derived values follow.
      const edited = await owner.post('/api/roaster/roasting/default/edit', {
        roaster_seq: roaster,
        roasting_seq: seq,
        edit_at: detail.body.result.edit_at,
        UPList: [{ greenbean_roaster_seq: a, greenbean_mass: 5000 }],
        DEList: [{ greenbean_roaster_seq: b }],
      });
      assert.equal(edited.body.status, 'OK', JSON.stringify(edited.body));
      const after = await owner.get(`/api/roaster/roasting/default/detail/${seq}?roaster_seq=${roaster}`);
      assert.deepEqual(
        after.body.detail_result.map((row: { greenbean_mass: number; greenbean_percent: number }) => [
          row.greenbean_mass,
          row.greenbean_percent,
        ]),
        [[5000, 1000]],
      );
      assert.deepEqual(
        [after.body.result.greenbean_total_mass, after.body.result.roasting_single_origin],
        [5000, true],
      );
      // A stale save changes nothing, rows included.
      const stale = await owner.post('/api/roaster/roasting/default/edit', {
        roaster_seq: roaster,
        roasting_seq: seq,
        edit_at: detail.body.result.edit_at,
        UPList: [{ greenbean_roaster_seq: b, greenbean_mass: 1 }],
      });
      assert.equal(stale.code, 409);
      assert.equal(
        (await owner.get(`/api/roaster/roasting/default/detail/${seq}?roaster_seq=${roaster}`)).body.detail_result
          .length,
        1,
      );
      // Removing the last row breaks the minimum of one row.
      const empty = await owner.post('/api/roaster/roasting/default/edit', {
        roaster_seq: roaster,
        roasting_seq: seq,
        edit_at: after.body.result.edit_at,
        DEList: [a],
      });
      assert.deepEqual(
        [empty.code, empty.body.description, empty.body.field, empty.body.bound],
        [400, 'sublist_minLength', 'greenbean_list', 1],
      );
    });

    const SUBLIST_CASES: ReadonlyArray<
      readonly [
        name: string,
        rows: (seqs: number[]) => Array<[number, number]> | Array<Record<string, unknown>>,
        description: string,
        field: string,
      ]
    > = [
      ['no rows', () => [], 'sublist_minLength', 'greenbean_list'],
      [
        '21 rows',
        (seqs) => Array.from({ length: 21 }, (_, index) => [seqs[0] ?? 0, index + 1] as [number, number]),
        'sublist_maxLength',
        'greenbean_list',
      ],
      ['a row without its mass', (seqs) => [{ greenbean_roaster_seq: seqs[0] }], 'field_required', 'greenbean_mass_0'],
      [
        'the same green bean twice',
        (seqs) => [
          [seqs[0] ?? 0, 10],
          [seqs[0] ?? 0, 20],
        ],
        'roasting_greenbean_exist',
        'greenbean_list',
      ],
      ['a negative mass', (seqs) => [[seqs[0] ?? 0, -10]], 'field_minValue', 'greenbean_mass_0'],
    ];
    for (const [name, rows, description, field] of SUBLIST_CASES) {
      it(`refuses a recipe with ${name} (400 ${description}) and writes nothing`, async () => {
        const owner = await as(env, 'rown');
        const { roaster, seqs } = await beans('rown');
        const before = (await owner.post('/api/roaster/roasting/default/list', { roaster_seq: roaster })).body
          .paginationMap.total_count;
        const given = rows(seqs);
        const list = given.map((row) =>
          Array.isArray(row) ? { greenbean_roaster_seq: row[0], greenbean_mass: row[1] } : row,
        );
        const reply = await owner.post('/api/roaster/roasting/default/edit', {
          roaster_seq: roaster,
          roasting_name_kr: '잘못된 레시피',
          greenbean_list: list,
        });
        assert.deepEqual(
          [reply.code, reply.body.description, reply.body.field],
          [400, description, field],
          JSON.stringify(reply.body),
        );
        assert.equal(
          (await owner.post('/api/roaster/roasting/default/list', { roaster_seq: roaster })).body.paginationMap
            .total_count,
          before,
        );
      });
    }

    it("refuses rows naming another roaster's green bean", async () => {
      const { roaster } = await beans('rown');
      const { seqs: others } = await beans('rown2');
      const reply = await (
        await as(env, 'rown')
      ).post('/api/roaster/roasting/default/edit', recipe(roaster, [[others[0] ?? 0, 100]]));
      assert.deepEqual(
        [reply.code, reply.body.description, reply.body.field],
        [400, 'field_code', 'greenbean_roaster_seq'],
      );
    });

    it("refuses a recipe naming another roaster's blend as the blend to create, and writes nothing", async () => {
      const { roaster, seqs } = await beans('rown');
      const owner = await as(env, 'rown');
      const roaster2 = await orgSeq(env, 'rown2', 'roaster');
      const foreign = (
        await (await as(env, 'rown2')).post('/api/roaster/blending/default/code', { roaster_seq: roaster2 })
      ).body.result[0].value as number;
      const own = (await owner.post('/api/roaster/blending/default/code', { roaster_seq: roaster })).body.result[0]
        .value as number;
      const count = async () =>
        (await owner.post('/api/roaster/roasting/default/list', { roaster_seq: roaster })).body.paginationMap
          .total_count;
      const before = await count();
      for (const blend of [foreign, 2_000_000_000]) {
        const reply = await owner.post('/api/roaster/roasting/default/edit', {
          ...recipe(roaster, [[seqs[0] ?? 0, 100]]),
          blending_create_use: true,
          blending_create_seq: blend,
        });
        assert.deepEqual(
          [reply.code, reply.body.description, reply.body.field],
          [400, 'field_code', 'blending_create_seq'],
          JSON.stringify(reply.body),
        );
      }
      assert.equal(await count(), before);
      const saved = await owner.post('/api/roaster/roasting/default/edit', {
        ...recipe(roaster, [[seqs[0] ?? 0, 100]]),
        blending_create_use: true,
        blending_create_seq: own,
      });
      assert.equal(saved.body.status, 'OK', JSON.stringify(saved.body));
    });

    it('prefills a roasting result from its recipe and saves it with derived loss and origins', async () => {
      const roaster = await orgSeq(env, 'rown', 'roaster');
      const staff = await as(env, 'rroaster');
      const recipes = await staff.post('/api/roaster/roasting/default/code', { roaster_seq: roaster });
      const recipeSeq = recipes.body.result.find(
        (row: { roasting_single_origin: boolean }) => row.roasting_single_origin === false,
      ).value;
      // The day of the demo's first archive roast (batch 1 of that day), counted back from the seed's day.
      const days = await demoDays(env);
      const roasted = days.archiveRoasts[0]!;
      const prefill = await staff.post(`/api/roaster/roasting/default/greenbean/${recipeSeq}`, {
        roaster_seq: roaster,
        roasting_result_date: roasted.compact,
        roasting_batch_auto: true,
      });
      assert.equal(prefill.body.status, 'OK', JSON.stringify(prefill.body));
      assert.equal(prefill.body.roasting_batch_no, 2);
      assert.equal(prefill.body.roasting_default_greenbean.length, 2);
      assert.equal(prefill.body.roasting_default_greenbean[0].greenbean_year, days.lotYear);
      const rows = prefill.body.roasting_default_greenbean.map((row: Record<string, unknown>) => ({
        greenbean_roaster_seq: row.greenbean_roaster_seq,
        greenbean_year: row.greenbean_year,
        greenbean_mass: row.greenbean_mass,
        greenbean_moisture: row.greenbean_moisture,
      }));
      const saved = await staff.post('/api/roaster/roasting/result/edit', {
        roaster_seq: roaster,
        roasting_seq: recipeSeq,
        roasting_result_year: roasted.year,
        roasting_result_date: roasted.day,
        roasting_batch_no: prefill.body.roasting_batch_no,
        roasting_mass: 8500,
        roasting_moisture: 20,
        greenbean_list: rows,
      });
      assert.equal(saved.body.status, 'OK', JSON.stringify(saved.body));
      const { roasting_result_year: year, roasting_result_seq: seq } = saved.body.result;
      const detail = await staff.get(`/api/roaster/roasting/result/detail/${year}_${seq}?roaster_seq=${roaster}`);
      assert.equal(detail.body.result.roasting_loss, 150);
      assert.ok(detail.body.result.roasting_organic_loss > 0 && detail.body.result.roasting_organic_loss < 150);
      assert.deepEqual([...detail.body.result.roasting_country_list].sort(), ['COL', 'ETH']);
      assert.equal(detail.body.result.roasting_name_kr, 'Seoul 에스프레소 베이스');
      // Year and date are locked after creation.
      const locked = await staff.post('/api/roaster/roasting/result/edit', {
        roaster_seq: roaster,
        roasting_result_year: year,
        roasting_result_seq: seq,
        edit_at: detail.body.result.edit_at,
        roasting_result_date: '2020-01-01',
        roasting_result_memo: 'checked',
      });
      assert.equal(locked.body.status, 'OK', JSON.stringify(locked.body));
      const after = (await staff.get(`/api/roaster/roasting/result/detail/${year}_${seq}?roaster_seq=${roaster}`)).body
        .result;
      assert.deepEqual([after.roasting_result_date, after.roasting_result_memo], [roasted.day, 'checked']);
    });

    it('serves demo roasts with their Artisan curves and timeline', async () => {
      const roaster = await orgSeq(env, 'rown', 'roaster');
      const owner = await as(env, 'rown');
      const list = await owner.post('/api/roaster/roasting/result/list', {
        roaster_seq: roaster,
        searchType: 'roasting_result_memo',
        searchTitle: 'Artisan',
      });
      assert.ok(list.body.result.length >= 2, JSON.stringify(list.body));
      const { roasting_result_year: year, roasting_result_seq: seq } = list.body.result[0];
      const detail = (await owner.get(`/api/roaster/roasting/result/detail/${year}_${seq}?roaster_seq=${roaster}`))
        .body;
      const curve = JSON.parse(detail.result.roasting_chart_log);
      assert.ok(Object.keys(curve).length > 100);
      assert.ok(detail.result.first_start_term > detail.result.turning_term);
      assert.ok(detail.detail_result.length >= 1);
    });

    it('answers a blend’s roasting rows and derives a blend result from its roasts', async () => {
      const roaster = await orgSeq(env, 'rown', 'roaster');
      const owner = await as(env, 'rown');
      const blends = await owner.post('/api/roaster/blending/default/code', {
        roaster_seq: roaster,
        check_cupnote: true,
      });
      const blendSeq = blends.body.result[0].value;
      const rows = await owner.post(`/api/roaster/blending/default/roasting/${blendSeq}`, { roaster_seq: roaster });
      assert.equal(rows.body.status, 'OK');
      assert.equal(rows.body.roasting_list.length, 2);
      assert.equal(typeof rows.body.roasting_single_origin, 'boolean');
      // The demo's archive roasts and a blend batch of the demo's blend day, counted back from the seed's day.
      const days = await demoDays(env);
      const roastYear = days.archiveRoasts[0]!.year;
      const roasts = await owner.post('/api/roaster/roasting/result/code', {
        roaster_seq: roaster,
        roasting_result_year: roastYear,
        check_instock: false,
      });
      // The archive roasts, by their days (the recent ones of that year include a batch on hold).
      const archiveDays = days.archiveRoasts.map((roasted) => roasted.day);
      const [first, second] = roasts.body.result.filter((row: { label: string }) =>
        archiveDays.some((day) => row.label.includes(` · ${day} · `)),
      );
      const saved = await owner.post('/api/roaster/blending/result/edit', {
        blending_ratio_reason: 'Test batch: its roasts need not follow the recipe',
        roaster_seq: roaster,
        blending_seq: blendSeq,
        blending_result_year: days.blendBatch.year,
        blending_result_date: days.blendBatch.day,
        roasting_result_list: [
          // Within the demo batches' stock: the blend takes from the roasts.
          { roasting_result_year: roastYear, roasting_result_seq: first.value, roasting_mass: 300 },
          { roasting_result_year: roastYear, roasting_result_seq: second.value, roasting_mass: 100 },
        ],
      });
      assert.equal(saved.body.status, 'OK', JSON.stringify(saved.body));
      const detail = await owner.get(
        `/api/roaster/blending/result/detail/${days.blendBatch.year}_${saved.body.result.blending_result_seq}?roaster_seq=${roaster}`,
      );
      assert.equal(detail.body.result.blending_total_mass, 400);
      assert.deepEqual(
        detail.body.detail_result.map((row: { roasting_percent: number }) => row.roasting_percent),
        [750, 250],
      );
      assert.ok(detail.body.result.blending_result_uuid_str.length >= 32);
      assert.ok(detail.body.result.blending_country_list.length >= 1);
    });
  });
}
