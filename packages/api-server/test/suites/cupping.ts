import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { as, orgSeq } from '../harness';
import type { Client, TestEnv } from '../harness';

const BASE = '/api/roaster/qc/cupping';
const SCA_ATTRIBUTES = ['fragrance', 'flavor', 'aftertaste', 'acidity', 'body', 'balance', 'overall'];

/** A 2004 sheet with every scored attribute at `score` (displayed points). */
const scaSheet = (score: number) => Object.fromEntries(SCA_ATTRIBUTES.map((name) => [`cupnote_sca_${name}`, score]));

/** Cupping sessions (behaviour §07-2): blind sheets, the table as they arrive, exclusions, closing into QC notes. */
export function cuppingSuite(env: TestEnv): void {
  describe('cupping sessions', () => {
    const signIn = (...ids: string[]) =>
      Promise.all(ids.map((id) => as(env, id))) as Promise<Client[]> as Promise<[Client, Client, Client, Client]>;
    const memberSeq = async (owner: Client, roaster: number, nick: string) => {
      const members = await owner.post(`${BASE}/cupper/code`, { roaster_seq: roaster });
      assert.equal(members.body.status, 'OK', JSON.stringify(members.body));
      const found = (members.body.result as Array<{ value: number; label: string }>).find((m) => m.label === nick);
      assert.ok(found, `member ${nick} in ${JSON.stringify(members.body.result)}`);
      return found.value;
    };
    const firstBatch = async (client: Client, roaster: number) => {
      const batches = await client.post('/api/roaster/roasting/result/code', { roaster_seq: roaster });
      return batches.body.result[0] as { value: number; roasting_result_year: number };
    };
    const createSession = async (owner: Client, roaster: number, extra: Record<string, unknown>) => {
      const created = await owner.post(`${BASE}/edit`, {
        roaster_seq: roaster,
        session_name: '화요 커핑',
        // Today: the sessions list newest first among the demo's, which the seed dates back from today.
        session_date: new Date().toISOString().slice(0, 10),
        session_form: 'SCA',
        ...extra,
      });
      return created;
    };

    it('collects three blind sheets, flags and excludes the outlier, and closes into the batch’s QC notes', async () => {
      const roaster = await orgSeq(env, 'rsast', 'roaster');
      const [organiser, cupper, manager, stranger] = await signIn('rsast', 'rroaster', 'rmng', 'rown2');
      const batch = await firstBatch(organiser, roaster);
      const cuppers = await Promise.all(
        ['Roaster Senior Assistant', 'Roaster', 'Roaster Manager'].map((nick) => memberSeq(organiser, roaster, nick)),
      );
      const created = await createSession(organiser, roaster, {
        sample_list: [{ sample_code: 'K7', sample_kind: 'ROAST', roasting_result_seq: batch.value }],
        cupper_list: cuppers.map((seq) => ({ roaster_user_seq: seq })),
      });
      assert.equal(created.body.status, 'OK', JSON.stringify(created.body));
      const seq = created.body.result.session_seq as number;
      const q = `?roaster_seq=${roaster}`;

      // The cupper's sheet names only the blind code; another roastery's member finds nothing.
      const blind = await cupper.get(`${BASE}/sheet/${seq}${q}`);
      assert.equal(blind.body.status, 'OK', JSON.stringify(blind.body));
      assert.deepEqual(Object.keys(blind.body.result.samples[0]).sort(), [
        'sample_code',
        'sheet_score',
        'sheet_values',
      ]);
      assert.equal(blind.body.result.samples[0].sample_code, 'K7');
      const foreignRoaster = await orgSeq(env, 'rown2', 'roaster');
      assert.equal((await stranger.get(`${BASE}/sheet/${seq}?roaster_seq=${foreignRoaster}`)).code, 404);

      // A submitted sheet must be complete and on the form's steps; nothing is written when refused.
      const incomplete = await cupper.post(`${BASE}/sheet/${seq}${q}`, {
        roaster_seq: roaster,
        submit: true,
        sheets: [{ sample_code: 'K7', values: { cupnote_sca_fragrance: 8 } }],
      });
      assert.equal(incomplete.code, 400);
      assert.equal(incomplete.body.description, 'field_required');
      const offStep = await cupper.post(`${BASE}/sheet/${seq}${q}`, {
        roaster_seq: roaster,
        sheets: [{ sample_code: 'K7', values: { cupnote_sca_fragrance: 8.1 } }],
      });
      assert.equal(offStep.code, 400);
      assert.deepEqual([offStep.body.description, offStep.body.field], ['field_step', 'cupnote_sca_fragrance_K7']);

      // Before submitting, a cupper sees no one else's scores.
      assert.equal((await cupper.get(`${BASE}/table/${seq}${q}`)).code, 403);

      const submit = async (client: Client, score: number) => {
        const answer = await client.post(`${BASE}/sheet/${seq}${q}`, {
          roaster_seq: roaster,
          submit: true,
          sheets: [{ sample_code: 'K7', values: scaSheet(score) }],
        });
        assert.equal(answer.body.status, 'OK', JSON.stringify(answer.body));
      };
      await submit(organiser, 8);
      await submit(manager, 8.25);
      await submit(cupper, 6.5);
      const again = await cupper.post(`${BASE}/sheet/${seq}${q}`, { roaster_seq: roaster, sheets: [] });
      assert.equal(again.code, 409);

      const table = (await organiser.get(`${BASE}/table/${seq}${q}`)).body.result;
      const score = table.samples[0].attributes.find((a: { attribute: string }) => a.attribute === 'score');
      // 7 × 8 + 30 = 86, 7 × 8.25 + 30 = 87.75, 7 × 6.5 + 30 = 75.5
      assert.deepEqual(score.scores.map((s: { value: number; outlier: boolean }) => [s.value, s.outlier]).sort(), [
        [75.5, true],
        [86, false],
        [87.75, false],
      ]);
      assert.equal(score.mean, 83.08);

      // Only the session's owner or a manager excludes and closes.
      const outlier = cuppers[1];
      const body = { roaster_seq: roaster, roaster_user_seq: outlier, sample_code: 'K7' };
      assert.equal((await cupper.post(`${BASE}/exclude/${seq}${q}`, body)).code, 403);
      assert.equal((await cupper.post(`${BASE}/close/${seq}${q}`, { roaster_seq: roaster })).code, 403);
      const excluded = await organiser.post(`${BASE}/exclude/${seq}${q}`, body);
      assert.equal(excluded.body.status, 'OK', JSON.stringify(excluded.body));
      const after = (await manager.get(`${BASE}/table/${seq}${q}`)).body.result.samples[0];
      const afterScore = after.attributes.find((a: { attribute: string }) => a.attribute === 'score');
      assert.equal(afterScore.mean, 86.88);
      assert.equal(afterScore.scores.length, 3, 'the excluded score is kept');
      assert.deepEqual(
        after.exclusions.map((e: { roaster_user_seq: number; excluded_by: string }) => [
          e.roaster_user_seq,
          e.excluded_by,
        ]),
        [[outlier, 'Roaster Senior Assistant']],
      );

      const closed = await organiser.post(`${BASE}/close/${seq}${q}`, { roaster_seq: roaster });
      assert.equal(closed.body.status, 'OK', JSON.stringify(closed.body));
      assert.equal(closed.body.result.notes, 1);
      assert.equal((await organiser.post(`${BASE}/close/${seq}${q}`, { roaster_seq: roaster })).code, 409);

      // The batch's QC notes carry the session's result: means of the two included sheets to two decimals.
      const notes = await organiser.post('/api/roaster/qc/roasting/list', {
        roaster_seq: roaster,
        roasting_result_year: batch.roasting_result_year,
        roasting_result_seq: batch.value,
        orderType: 'cupnote_date_orderdesc',
      });
      const note = (notes.body.result as Array<Record<string, unknown>>).find(
        (n) => n.cupnote_name === '화요 커핑 · K7',
      );
      assert.ok(note, JSON.stringify(notes.body.result));
      const detail = (await organiser.get(`/api/roaster/qc/roasting/detail/${note.cupnote_seq}${q}`)).body.result;
      // The panel's mean to two decimals, not one cupper's quarter step: 8.125 → 8.13, and 7 × 8.13 + 30 = 86.91
      assert.equal(detail.cupnote_sca_fragrance, 813);
      assert.equal(detail.cupnote_sca_final, 8691);
      assert.match(String(detail.cupnote_desc), /^86\.88 ± 1\.24 \(n=2, −1\)$/);
    });

    it('keeps a submitted sheet when a late cupper is added; taking a cupper out is an explicit, recorded withdrawal', async () => {
      const roaster = await orgSeq(env, 'rsast', 'roaster');
      const [organiser, cupper, manager] = await signIn('rsast', 'rroaster', 'rmng');
      const batch = await firstBatch(organiser, roaster);
      const [mine, theirs, late] = (await Promise.all(
        ['Roaster Senior Assistant', 'Roaster', 'Roaster Manager'].map((nick) => memberSeq(organiser, roaster, nick)),
      )) as [number, number, number];
      const sample = { sample_code: 'L1', sample_kind: 'ROAST', roasting_result_seq: batch.value };
      const created = await createSession(organiser, roaster, {
        session_name: '늦은 커퍼',
        sample_list: [sample],
        cupper_list: [{ roaster_user_seq: mine }, { roaster_user_seq: theirs }],
      });
      assert.equal(created.body.status, 'OK', JSON.stringify(created.body));
      const seq = created.body.result.session_seq as number;
      const q = `?roaster_seq=${roaster}`;
      const submitted = await cupper.post(`${BASE}/sheet/${seq}${q}`, {
        roaster_seq: roaster,
        submit: true,
        sheets: [{ sample_code: 'L1', values: scaSheet(7.75) }],
      });
      assert.equal(submitted.body.status, 'OK', JSON.stringify(submitted.body));
      const edit = async (cuppers: number[], samples = [sample]) => {
        const loaded = (await organiser.get(`${BASE}/detail/${seq}${q}`)).body.result;
        return organiser.post(`${BASE}/edit`, {
          roaster_seq: roaster,
          session_seq: seq,
          edit_at: loaded.edit_at,
          sample_list: samples,
          cupper_list: cuppers.map((roaster_user_seq) => ({ roaster_user_seq })),
        });
      };
      const scoresOf = async () => {
        const table = (await organiser.get(`${BASE}/table/${seq}${q}`)).body.result;
        const score = table.samples[0].attributes.find((a: { attribute: string }) => a.attribute === 'score');
        return {
          cuppers: (table.cuppers as Array<{ roaster_user_seq: number; submitted: boolean }>).map((c) => [
            c.roaster_user_seq,
            c.submitted,
          ]),
          scores: (score.scores as Array<{ roaster_user_seq: number; value: number }>).map((s) => [
            s.roaster_user_seq,
            s.value,
          ]),
          withdrawals: table.withdrawals as Array<{ roaster_user_seq: number; withdrawn_by: string }>,
        };
      };

      // A late cupper joins: the sheet that is in stays in, still submitted, and its cupper cannot submit again.
      const added = await edit([mine, theirs, late]);
      assert.equal(added.body.status, 'OK', JSON.stringify(added.body));
      const afterAdding = await scoresOf();
      assert.deepEqual(afterAdding.scores, [[theirs, 7 * 7.75 + 30]]);
      assert.deepEqual(
        afterAdding.cuppers.sort((a, b) => Number(a[0]) - Number(b[0])),
        [
          [mine, false],
          [theirs, true],
          [late, false],
        ].sort((a, b) => Number(a[0]) - Number(b[0])),
      );
      const again = await cupper.post(`${BASE}/sheet/${seq}${q}`, { roaster_seq: roaster, submit: true, sheets: [] });
      assert.deepEqual([again.code, again.body.description], [409, 'cupping_sheet_submitted']);
      const lateSheet = await manager.post(`${BASE}/sheet/${seq}${q}`, {
        roaster_seq: roaster,
        submit: true,
        sheets: [{ sample_code: 'L1', values: scaSheet(8) }],
      });
      assert.equal(lateSheet.body.status, 'OK', JSON.stringify(lateSheet.body));

      // Dropping a cupper who submitted, or a sample with a submitted sheet, from the form is refused; nothing changes.
      const dropped = await edit([mine, late]);
      assert.deepEqual(
        [dropped.code, dropped.body.description, dropped.body.field],
        [409, 'cupping_cupper_submitted', 'cupper_list'],
      );
      const noSample = await edit([mine, theirs, late], [{ ...sample, sample_code: 'L2' }]);
      assert.deepEqual(
        [noSample.code, noSample.body.description, noSample.body.field],
        [409, 'cupping_sample_scored', 'sample_list'],
      );
      assert.equal((await scoresOf()).scores.length, 2);

      // A cupper who has not submitted may still be taken off the list.
      const unsent = await edit([theirs, late]);
      assert.equal(unsent.body.status, 'OK', JSON.stringify(unsent.body));

      // The explicit withdrawal: only who runs the session, recorded with who did it; the table names it.
      const body = { roaster_seq: roaster, roaster_user_seq: theirs };
      assert.equal((await cupper.post(`${BASE}/withdraw/${seq}${q}`, body)).code, 403);
      const stranger = await organiser.post(`${BASE}/withdraw/${seq}${q}`, { ...body, roaster_user_seq: mine });
      assert.deepEqual([stranger.code, stranger.body.field], [400, 'roaster_user_seq']);
      const withdrawn = await organiser.post(`${BASE}/withdraw/${seq}${q}`, body);
      assert.deepEqual(withdrawn.body.result, { withdrawn: theirs, sheets: 1 });
      const afterWithdrawal = await scoresOf();
      assert.deepEqual(afterWithdrawal.scores, [[late, 7 * 8 + 30]]);
      assert.deepEqual(
        afterWithdrawal.withdrawals.map((w) => [w.roaster_user_seq, w.withdrawn_by]),
        [[theirs, 'Roaster Senior Assistant']],
      );
      assert.equal((await cupper.get(`${BASE}/sheet/${seq}${q}`)).code, 404);
    });

    it('refuses a sample without its subject and a triangle without two samples', async () => {
      const roaster = await orgSeq(env, 'rsast', 'roaster');
      const organiser = await as(env, 'rsast');
      const me = await memberSeq(organiser, roaster, 'Roaster Senior Assistant');
      const missing = await createSession(organiser, roaster, {
        sample_list: [{ sample_code: 'A1', sample_kind: 'BLEND' }],
        cupper_list: [{ roaster_user_seq: me }],
      });
      assert.equal(missing.code, 400);
      assert.deepEqual(
        [missing.body.description, missing.body.field],
        ['cupping_sample_subject', 'blending_result_seq'],
      );
      const batch = await firstBatch(organiser, roaster);
      const triangle = await createSession(organiser, roaster, {
        session_mode: 'TRIANGLE',
        sample_list: [{ sample_code: 'T1', sample_kind: 'ROAST', roasting_result_seq: batch.value }],
        cupper_list: [{ roaster_user_seq: me }],
      });
      assert.equal(triangle.code, 400);
      assert.equal(triangle.body.description, 'cupping_triangle_samples');
      const list = await organiser.post(`${BASE}/list`, { roaster_seq: roaster });
      assert.ok(
        !(list.body.result as Array<{ session_name: string; session_mode: string }>).some(
          (s) => s.session_mode === 'TRIANGLE',
        ),
      );
    });

    it('keeps the roastery’s default form, chosen by its managers only', async () => {
      const roaster = await orgSeq(env, 'rmng', 'roaster');
      const [manager, cupper] = await signIn('rmng', 'rroaster');
      const q = `?roaster_seq=${roaster}`;
      const read = async () => (await cupper.get(`${BASE}/form${q}`)).body.result.form;
      assert.equal(await read(), 'SCA');
      assert.equal((await cupper.post(`${BASE}/form${q}`, { roaster_seq: roaster, form: 'CVA' })).code, 403);
      const wrong = await manager.post(`${BASE}/form${q}`, { roaster_seq: roaster, form: 'COE' });
      assert.deepEqual([wrong.code, wrong.body.field], [400, 'form']);
      assert.equal(await read(), 'SCA');
      assert.equal((await manager.post(`${BASE}/form${q}`, { roaster_seq: roaster, form: 'CVA' })).body.status, 'OK');
      assert.equal(await read(), 'CVA');
      await manager.post(`${BASE}/form${q}`, { roaster_seq: roaster, form: 'SCA' });
    });

    it('counts triangle answers against chance', async () => {
      const roaster = await orgSeq(env, 'rsast', 'roaster');
      const [organiser, cupper, manager] = await signIn('rsast', 'rroaster', 'rmng');
      const batches = (await organiser.post('/api/roaster/roasting/result/code', { roaster_seq: roaster })).body.result;
      const cuppers = await Promise.all(
        ['Roaster Senior Assistant', 'Roaster', 'Roaster Manager'].map((nick) => memberSeq(organiser, roaster, nick)),
      );
      const created = await createSession(organiser, roaster, {
        session_name: '트라이앵글',
        session_mode: 'TRIANGLE',
        sample_list: [
          { sample_code: 'X', sample_kind: 'ROAST', roasting_result_seq: batches[0].value },
          { sample_code: 'Y', sample_kind: 'ROAST', roasting_result_seq: batches[1].value },
        ],
        cupper_list: cuppers.map((seq) => ({ roaster_user_seq: seq })),
      });
      assert.equal(created.body.status, 'OK', JSON.stringify(created.body));
      const seq = created.body.result.session_seq as number;
      const q = `?roaster_seq=${roaster}`;
      // The organiser learns the odd cup only from the closed session: here every cupper picks cup 1.
      for (const client of [organiser, cupper, manager]) {
        const answer = await client.post(`${BASE}/sheet/${seq}${q}`, {
          roaster_seq: roaster,
          submit: true,
          triangle_pick: 1,
        });
        assert.equal(answer.body.status, 'OK', JSON.stringify(answer.body));
      }
      assert.equal((await organiser.post(`${BASE}/close/${seq}${q}`, { roaster_seq: roaster })).body.result.notes, 0);
      const { triangle } = (await organiser.get(`${BASE}/table/${seq}${q}`)).body.result;
      const expected = triangle.odd_cup === 1 ? [3, 1 / 27] : [0, 1];
      assert.equal(triangle.answers, 3);
      assert.deepEqual(
        [triangle.correct, Number(triangle.probability.toFixed(6))],
        [expected[0], Number(expected[1]!.toFixed(6))],
      );
    });
  });
}
