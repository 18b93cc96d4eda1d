import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { as, orgSeq } from '../harness';
import type { TestEnv } from '../harness';
import { demoDays } from '../demo-days';

const ATTRIBUTES = ['fragrance', 'flavor', 'aftertaste', 'acidity', 'body', 'balance', 'overall'];

/** A roast cupping note on the SCA form: every attribute 8.25 (stored x100), all cups good, one taint cup. */
const scaSheet = (overrides: Record<string, unknown> = {}) => ({
  cupnote_sca_use: true,
  ...Object.fromEntries(ATTRIBUTES.map((name) => [`cupnote_sca_${name}`, 825])),
  cupnote_sca_uniformity: 5,
  cupnote_sca_cleancup: 5,
  cupnote_sca_sweetness: 5,
  cupnote_sca_taint_cups: 1,
  ...overrides,
});

export function qualitySuite(env: TestEnv): void {
  describe('QC notes: SCA cupping form, main flag, batch notes', () => {
    // The year of the demo's archive roasts, counted back from the day the database was seeded.
    let year = 0;
    before(async () => {
      year = (await demoDays(env)).archiveRoasts[0]!.year;
    });
    const batchOf = async (roaster: number) => {
      const client = await as(env, 'rown');
      const years = await client.post('/api/roaster/roasting/result/code', {
        roaster_seq: roaster,
        roasting_result_year: year,
        check_instock: false,
      });
      return Number(years.body.result[0].value);
    };

    it('stores the SCA total and final score computed on the server and recomputes them on edit', async () => {
      const roaster = await orgSeq(env, 'rown', 'roaster');
      const client = await as(env, 'rown');
      const batch = await batchOf(roaster);
      const saved = await client.post('/api/roaster/qc/roasting/edit', {
        roaster_seq: roaster,
        roasting_result_year: year,
        roasting_result_seq: batch,
        locale: 'en',
        cupnote_name: 'SCA server check',
        cupnote_satis: 8,
        ...scaSheet({ cupnote_sca_total: 1, cupnote_sca_final: 9999 }),
      });
      assert.equal(saved.body.status, 'OK', JSON.stringify(saved.body));
      const id = saved.body.result.cupnote_seq;
      const detail = await client.get(`/api/roaster/qc/roasting/detail/${id}?roaster_seq=${roaster}`);
      // 7 × 8.25 + 3 × 5 cups × 2 = 87.75; one taint cup takes 2
      assert.deepEqual([detail.body.result.cupnote_sca_total, detail.body.result.cupnote_sca_final], [8775, 8575]);
      const edited = await client.post('/api/roaster/qc/roasting/edit', {
        roaster_seq: roaster,
        cupnote_seq: id,
        edit_at: detail.body.result.edit_at,
        cupnote_sca_fault_cups: 1,
      });
      assert.equal(edited.body.status, 'OK', JSON.stringify(edited.body));
      const after = await client.get(`/api/roaster/qc/roasting/detail/${id}?roaster_seq=${roaster}`);
      assert.equal(after.body.result.cupnote_sca_final, 8175);
      // One taint cup is stored: five fault cups more would be six of the five cupped, though the edit sends one count.
      const overCupped = await client.post('/api/roaster/qc/roasting/edit', {
        roaster_seq: roaster,
        cupnote_seq: id,
        edit_at: after.body.result.edit_at,
        cupnote_sca_fault_cups: 5,
      });
      assert.deepEqual(
        [overCupped.code, overCupped.body.description, overCupped.body.field, overCupped.body.other],
        [400, 'cups_over_cupped', 'cupnote_sca_taint_cups', 'cupnote_sca_fault_cups'],
      );
      // A panel's mean to two decimals is recorded as published (8.67), and the final score adds up from it.
      const panel = await client.post('/api/roaster/qc/roasting/edit', {
        roaster_seq: roaster,
        cupnote_seq: id,
        edit_at: after.body.result.edit_at,
        cupnote_sca_acidity: 867,
      });
      assert.equal(panel.body.status, 'OK', JSON.stringify(panel.body));
      const recorded = (await client.get(`/api/roaster/qc/roasting/detail/${id}?roaster_seq=${roaster}`)).body.result;
      // 6 × 8.25 + 8.67 + 30 − 2 − 4 = 82.17
      assert.deepEqual([recorded.cupnote_sca_acidity, recorded.cupnote_sca_final], [867, 8217]);
    });

    it('refuses every SCA bound naming the field, and writes nothing', async () => {
      const roaster = await orgSeq(env, 'rown', 'roaster');
      const client = await as(env, 'rown');
      const batch = await batchOf(roaster);
      const listed = async () =>
        (await client.post('/api/roaster/qc/roasting/list', { roaster_seq: roaster, list_count: 100 })).body
          .paginationMap.total_count;
      const before = await listed();
      for (const [override, field, description, bound] of [
        [{ cupnote_sca_flavor: 575 }, 'cupnote_sca_flavor', 'field_minValue', 6],
        [{ cupnote_sca_overall: 1000 }, 'cupnote_sca_overall', 'field_maxValue', 9.75],
        [{ cupnote_sca_taint_cups: 3, cupnote_sca_fault_cups: 3 }, 'cupnote_sca_taint_cups', 'cups_over_cupped', 5],
        [{ cupnote_sca_sweetness: 6 }, 'cupnote_sca_sweetness', 'field_maxValue', 5],
        [{ cupnote_sca_taint_cups: -1 }, 'cupnote_sca_taint_cups', 'field_minValue', 0],
        [{ cupnote_sca_body_level: 9 }, 'cupnote_sca_body_level', 'field_maxValue', 5],
        [{ cupnote_sca_balance: null }, 'cupnote_sca_balance', 'field_required', undefined],
      ] as const) {
        const refused = await client.post('/api/roaster/qc/roasting/edit', {
          roaster_seq: roaster,
          roasting_result_year: year,
          roasting_result_seq: batch,
          locale: 'en',
          cupnote_name: 'Out of bounds',
          cupnote_satis: 8,
          ...scaSheet(override),
        });
        assert.equal(refused.code, 400, field);
        assert.deepEqual(
          [refused.body.description, refused.body.field, refused.body.bound],
          [description, field, bound],
        );
      }
      assert.equal(await listed(), before);
    });

    it('ignores the main flag from a roaster who is not OWN or SMNG, on create and on edit', async () => {
      const roaster = await orgSeq(env, 'rown', 'roaster');
      const batch = await batchOf(roaster);
      const staff = await as(env, 'rroaster');
      const created = await staff.post('/api/roaster/qc/roasting/edit', {
        roaster_seq: roaster,
        roasting_result_year: year,
        roasting_result_seq: batch,
        locale: 'en',
        cupnote_name: 'Roaster note',
        cupnote_satis: 7,
        cupnote_main: true,
      });
      assert.equal(created.body.status, 'OK', JSON.stringify(created.body));
      const path = `/api/roaster/qc/roasting/detail/${created.body.result.cupnote_seq}?roaster_seq=${roaster}`;
      assert.equal((await staff.get(path)).body.result.cupnote_main, false);
      const owner = await as(env, 'rown');
      const loaded = await owner.get(path);
      const marked = await owner.post('/api/roaster/qc/roasting/edit', {
        roaster_seq: roaster,
        cupnote_seq: created.body.result.cupnote_seq,
        edit_at: loaded.body.result.edit_at,
        cupnote_main: true,
      });
      assert.equal(marked.body.status, 'OK');
      const again = await staff.get(path);
      const unmarked = await staff.post('/api/roaster/qc/roasting/edit', {
        roaster_seq: roaster,
        cupnote_seq: created.body.result.cupnote_seq,
        edit_at: again.body.result.edit_at,
        cupnote_main: false,
        cupnote_desc: 'tried to unmark',
      });
      assert.equal(unmarked.body.status, 'OK');
      const final = (await staff.get(path)).body.result;
      assert.deepEqual([final.cupnote_main, final.cupnote_desc], [true, 'tried to unmark']);
    });

    it('lists a roasting batch’s notes with their scores, sorted by the SCA final score', async () => {
      const roaster = await orgSeq(env, 'rown', 'roaster');
      const batch = await batchOf(roaster);
      const client = await as(env, 'rroaster');
      const list = await client.post('/api/roaster/qc/roasting/list', {
        roaster_seq: roaster,
        roasting_result_year: year,
        roasting_result_seq: batch,
        orderType: 'cupnote_sca_final_orderdesc',
        list_count: 100,
      });
      assert.equal(list.body.status, 'OK');
      const rows = list.body.result as Array<Record<string, unknown>>;
      assert.ok(rows.length >= 2, 'the batch has notes of both kinds');
      assert.ok(rows.every((row) => Number(row.roasting_result_seq) === batch));
      assert.ok(rows.every((row) => 'cupnote_satis' in row && 'cupnote_sca_final' in row));
      const scores = rows.map((row) => row.cupnote_sca_final).filter((score) => score !== null) as number[];
      assert.ok(scores.length >= 1);
      assert.deepEqual(
        scores,
        [...scores].sort((a, b) => b - a),
      );
      const bySatis = await client.post('/api/roaster/qc/roasting/list', {
        roaster_seq: roaster,
        cupnote_satis: 7,
        list_count: 100,
      });
      assert.ok((bySatis.body.result as Array<Record<string, unknown>>).every((row) => row.cupnote_satis === 7));
    });
  });
}
