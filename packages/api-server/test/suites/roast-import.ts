import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { as, orgSeq, query } from '../harness';
import type { Client, JsonBody, TestEnv } from '../harness';

const IMPORT = '/api/roaster/roasting/import';
const FIXTURES = new URL('../../../../test-fixtures/', import.meta.url);
const fixture = (path: string) => new Uint8Array(readFileSync(new URL(path, FIXTURES)));
const CROPSTER = fixture('roast-logs/cropster/export-roasts_PR-2801_ko.xls');
const LORING = fixture('roast-logs/loring/RST_LOG5.csv');
const ROEST = fixture('roast-logs/roest/Batch for Glosli - Batch 995.csv');

type Part = [name: string, value: string] | [name: 'file', bytes: Uint8Array, fileName: string];

/** A multipart call as the bulk import page sends it (fields first, then the files). */
async function postImport(
  client: Client,
  parts: Part[],
  headers: Record<string, string> = { 'x-requested-with': 'coffee' },
) {
  const form = new FormData();
  for (const [name, value, fileName] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([value]), fileName);
  }
  const response = await fetch(`${client.base}${IMPORT}`, {
    method: 'POST',
    headers: { cookie: client.cookie, ...headers },
    body: form,
  });
  return { code: response.status, body: (await response.json()) as JsonBody };
}

/** Bulk import of roast logs (behaviour §08-6.4). */
export function roastImportSuite(env: TestEnv): void {
  describe('roast log bulk import', () => {
    const batchCount = async (roaster: number) =>
      Number((await query(env, 'select count(*) as n from roasting_result where roaster_seq = $1', [roaster]))[0]!.n);
    const recipeOf = async (client: Client, roaster: number) =>
      (await client.post('/api/roaster/roasting/default/code', { roaster_seq: roaster })).body.result[0]
        .value as number;

    it('previews a folder of mixed files by content, a bad file among them, and writes nothing', async () => {
      const owner = await as(env, 'rown');
      const roaster = await orgSeq(env, 'rown', 'roaster');
      const before = await batchCount(roaster);
      const reply = await postImport(owner, [
        ['roaster_seq', String(roaster)],
        ['dry_run', '1'],
        ['roasting_seq', String(await recipeOf(owner, roaster))],
        ['file', CROPSTER, 'PR-2801.xls'],
        ['file', LORING, 'RST_LOG5.csv'],
        ['file', new TextEncoder().encode('a shopping list'), 'notes.csv'],
        ['file', LORING, 'RST_LOG5 copy.csv'],
      ]);
      assert.equal(reply.code, 200, JSON.stringify(reply.body));
      const [cropster, loring, notes, copy] = reply.body.result;
      assert.equal(cropster.format, 'cropster');
      assert.deepEqual(cropster.events.fc_start, { time_s: 477, bt_c: 192.8, et_c: cropster.events.fc_start.et_c });
      assert.equal(cropster.events.charge.time_s, 0);
      assert.equal(loring.format, 'loring');
      assert.equal(loring.recorded_unit, 'C');
      assert.equal(notes.error, 'roast_log_unreadable');
      assert.equal(copy.error, 'roast_log_repeated');
      assert.equal(await batchCount(roaster), before);
    });

    it('creates the batches with codes and curves, and a second import of the same logs adds nothing', async () => {
      const owner = await as(env, 'rown');
      const roaster = await orgSeq(env, 'rown', 'roaster');
      const recipe = await recipeOf(owner, roaster);
      const parts: Part[] = [
        ['roaster_seq', String(roaster)],
        ['dry_run', '0'],
        ['roasting_seq', String(recipe)],
        ['file', ROEST, 'Batch for Glosli - Batch 995.csv'],
      ];
      const before = await batchCount(roaster);
      const first = await postImport(owner, parts);
      const { batch } = first.body.result[0];
      assert.match(batch.roasting_batch_code, /^R\d{2}-\d{4,}$/);
      const stored = await owner.get(
        `/api/roaster/roasting/result/detail/${batch.roasting_result_year}_${batch.roasting_result_seq}?roaster_seq=${roaster}`,
      );
      assert.equal(stored.body.result.roasting_seq, recipe);
      assert.equal(stored.body.result.first_start_term, 379);
      assert.ok(String(stored.body.result.roasting_chart_log).length > 1000);
      const second = await postImport(owner, parts);
      assert.deepEqual(second.body.result[0].duplicate.roasting_result_seq, batch.roasting_result_seq);
      assert.equal(await batchCount(roaster), before + 1);
    });

    it('refuses another roastery, a missing file, a form without its header and an oversized file, by name', async () => {
      const owner = await as(env, 'rown');
      const roaster = await orgSeq(env, 'rown', 'roaster');
      const other = await orgSeq(env, 'rown2', 'roaster');
      const before = await batchCount(other);
      const foreign = await postImport(owner, [
        ['roaster_seq', String(other)],
        ['dry_run', '0'],
        ['file', LORING, 'a.csv'],
      ]);
      assert.equal(foreign.code, 403);
      assert.equal(await batchCount(other), before);
      const empty = await postImport(owner, [
        ['roaster_seq', String(roaster)],
        ['dry_run', '1'],
      ]);
      assert.deepEqual([empty.code, empty.body.description, empty.body.field], [400, 'import_no_file', 'file']);
      const bare = await postImport(
        owner,
        [
          ['roaster_seq', String(roaster)],
          ['dry_run', '1'],
          ['file', LORING, 'a.csv'],
        ],
        {},
      );
      assert.deepEqual([bare.code, bare.body.description], [400, 'import_header_missing']);
      const huge = await postImport(owner, [
        ['roaster_seq', String(roaster)],
        ['dry_run', '1'],
        ['file', new Uint8Array(5 * 1024 * 1024 + 1).fill(65), 'huge.csv'],
        ['file', LORING, 'RST_LOG5.csv'],
      ]);
      assert.equal(huge.code, 200, JSON.stringify(huge.body));
      assert.deepEqual(
        huge.body.result.map((line: JsonBody) => line.format ?? line.error),
        ['roast_log_too_large', 'loring'],
      );
    });

    it('a cafe member cannot import into a roastery', async () => {
      const barista = await as(env, 'cbarista');
      const roaster = await orgSeq(env, 'rown', 'roaster');
      const reply = await postImport(barista, [
        ['roaster_seq', String(roaster)],
        ['dry_run', '1'],
        ['file', LORING, 'a.csv'],
      ]);
      assert.equal(reply.code, 403);
    });
  });

  // behaviour §02-5: the roast log upload is for SADMIN, ADMIN, TESTER and PAID, on the server as on the page.
  describe('the roast log upload rule', () => {
    const batchCount = async (roaster: number) =>
      Number((await query(env, 'select count(*) as n from roasting_result where roaster_seq = $1', [roaster]))[0]!.n);

    it('refuses the bulk import to a roastery writer of another user type, naming the rule, before a file is read', async () => {
      const roaster = await orgSeq(env, 'rown', 'roaster');
      const writer = await as(env, 'rroaster');
      const before = await batchCount(roaster);
      for (const dryRun of ['1', '0']) {
        const reply = await postImport(writer, [
          ['roaster_seq', String(roaster)],
          ['dry_run', dryRun],
          ['file', LORING, 'RST_LOG5.csv'],
        ]);
        assert.deepEqual(
          [reply.code, reply.body.description, reply.body.field],
          [403, 'upload_not_allowed', 'file'],
          JSON.stringify(reply.body),
        );
      }
      assert.equal(await batchCount(roaster), before);
    });

    it('refuses a roast curve saved on the batch form by another user type; the stored curve sent back is no change', async () => {
      const roaster = await orgSeq(env, 'rown', 'roaster');
      const writer = await as(env, 'rroaster');
      const owner = await as(env, 'rown');
      const list = await writer.post('/api/roaster/roasting/result/list', {
        roaster_seq: roaster,
        searchType: 'roasting_result_memo',
        searchTitle: 'Artisan',
      });
      assert.ok(list.body.result.length >= 1, JSON.stringify(list.body));
      const { roasting_result_year: year, roasting_result_seq: seq } = list.body.result[0];
      const detailPath = `/api/roaster/roasting/result/detail/${year}_${seq}?roaster_seq=${roaster}`;
      const stored = (await writer.get(detailPath)).body.result;
      const curve = String(stored.roasting_chart_log);
      const forged = JSON.stringify({ 0: [100, 200], 60000: [90, 210] });
      const keys = { roaster_seq: roaster, roasting_result_year: year, roasting_result_seq: seq };
      const refused = await writer.post('/api/roaster/roasting/result/edit', {
        ...keys,
        edit_at: stored.edit_at,
        roasting_chart_log: forged,
        roasting_result_memo: 'forged curve',
      });
      assert.deepEqual(
        [refused.code, refused.body.description, refused.body.field],
        [403, 'upload_not_allowed', 'roasting_chart_log'],
        JSON.stringify(refused.body),
      );
      const unchanged = (await writer.get(detailPath)).body.result;
      assert.deepEqual(
        [unchanged.roasting_chart_log, unchanged.roasting_result_memo],
        [curve, stored.roasting_result_memo],
      );
      const same = await writer.post('/api/roaster/roasting/result/edit', {
        ...keys,
        edit_at: stored.edit_at,
        roasting_chart_log: curve,
        roasting_result_memo: `${stored.roasting_result_memo} · checked`,
      });
      assert.equal(same.body.status, 'OK', JSON.stringify(same.body));
      const cleared = await writer.post('/api/roaster/roasting/result/edit', {
        ...keys,
        edit_at: same.body.result.edit_at,
        roasting_chart_log: '',
      });
      assert.deepEqual([cleared.code, cleared.body.description], [403, 'upload_not_allowed']);
      const paid = await owner.post('/api/roaster/roasting/result/edit', {
        ...keys,
        edit_at: same.body.result.edit_at,
        roasting_chart_log: forged,
      });
      assert.equal(paid.body.status, 'OK', JSON.stringify(paid.body));
      assert.equal((await owner.get(detailPath)).body.result.roasting_chart_log, forged);
      const before = await batchCount(roaster);
      const created = await writer.post('/api/roaster/roasting/result/edit', {
        roaster_seq: roaster,
        roasting_seq: stored.roasting_seq,
        roasting_result_year: year,
        roasting_result_date: stored.roasting_result_date,
        roasting_chart_log: forged,
      });
      assert.deepEqual(
        [created.code, created.body.description],
        [403, 'upload_not_allowed'],
        JSON.stringify(created.body),
      );
      assert.equal(await batchCount(roaster), before);
    });
  });
}
