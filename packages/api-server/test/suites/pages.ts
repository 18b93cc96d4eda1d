import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { as, guest, orgSeq } from '../harness';
import type { TestEnv } from '../harness';
import { FRESH_BATCH, seedDaysAgo } from '../../src/seed/demo-cafe-batches';

type Org = 'roaster' | 'cafe' | null;
/** Every list family beyond the reference data: path, organisation, and the demo users allowed (the rest get 403). */
const FAMILIES: ReadonlyArray<
  readonly [path: string, org: Org, allowed: readonly string[], denied: readonly string[]]
> = [
  ['/api/roaster/greenbean/default/list', 'roaster', ['rown', 'rsmng', 'rmng', 'rsast'], ['rroaster']],
  ['/api/roaster/greenbean/year/list', 'roaster', ['rown', 'rsast'], ['rroaster']],
  ['/api/roaster/roasting/default/list', 'roaster', ['rown', 'rroaster'], []],
  ['/api/roaster/roasting/result/list', 'roaster', ['rown', 'rsast', 'rroaster'], []],
  ['/api/roaster/blending/default/list', 'roaster', ['rown', 'rroaster'], []],
  ['/api/roaster/blending/result/list', 'roaster', ['rown', 'rroaster'], []],
  ['/api/roaster/qc/blendingresult/list', 'roaster', ['rown', 'rroaster'], []],
  ['/api/roaster/qc/brewing/default/list', 'roaster', ['rown', 'rroaster'], []],
  ['/api/roaster/qc/blending/list', 'roaster', ['rown', 'rroaster'], []],
  ['/api/roaster/qc/roasting/list', 'roaster', ['rown'], []],
  ['/api/roaster/qc/greenbean/list', 'roaster', ['rown'], []],
  ['/api/roaster/user/list/list', 'roaster', ['rown', 'rsmng', 'rmng'], ['rsast', 'rroaster']],
  ['/api/roaster/user/signup/list', 'roaster', ['rmng'], ['rsast']],
  ['/api/roaster/user/etc/list', 'roaster', ['rmng'], ['rroaster']],
  ['/api/roaster/event/list', 'roaster', ['rown', 'rmng'], ['rsast']],
  ['/api/roaster/cafe/list/list', 'roaster', ['rown', 'rmng'], ['rsast']],
  ['/api/roaster/cafe/register/list', 'roaster', ['rown', 'rsmng'], ['rmng']],
  ['/api/roaster/cafe/etc/list', 'roaster', ['rmng'], ['rroaster']],
  ['/api/cafe/coffeebean/default/list', 'cafe', ['cown', 'cbarista'], []],
  ['/api/cafe/coffeebean/received/list', 'cafe', ['cown', 'cbarista'], []],
  ['/api/cafe/brewing/default/list', 'cafe', ['cown', 'cbarista'], []],
  ['/api/cafe/brewing/result/list', 'cafe', ['cown', 'csast'], []],
  ['/api/cafe/qc/coffeebean/list', 'cafe', ['cown', 'cbarista'], []],
  ['/api/cafe/item/equip/list', 'cafe', ['cmng'], ['cbarista']],
  ['/api/cafe/user/list/list', 'cafe', ['cown', 'cmng'], ['csast', 'cbarista']],
  ['/api/cafe/event/list', 'cafe', ['cmng'], ['cbarista']],
  ['/api/cafe/roaster/list/list', 'cafe', ['cmng'], ['cbarista']],
  ['/api/user/item/equip/list', null, ['user', 'paid', 'admin'], []],
  ['/api/user/brewing/default/list', null, ['user'], []],
  ['/api/user/brewing/result/list', null, ['user'], []],
  ['/api/user/qc/coffeebean/list', null, ['user', 'tester'], []],
];

export function pagesSuite(env: TestEnv): void {
  describe('rights of every list family', () => {
    for (const [path, org, allowed, denied] of FAMILIES) {
      it(`${path}: ${allowed.join(', ')} list it; ${denied.length ? `${denied.join(', ')} get 403; ` : ''}guests 401`, async () => {
        const owner = org === 'roaster' ? 'rown' : 'cown';
        const body = org ? { [`${org}_seq`]: await orgSeq(env, owner, org) } : {};
        for (const user of allowed) {
          const reply = await (await as(env, user)).post(path, body);
          assert.equal(reply.code, 200, `${user}: ${JSON.stringify(reply.body)}`);
        }
        // The demo data gives every list of the demo organisations (and the demo user) something to show.
        const first = await (await as(env, allowed[0] ?? 'user')).post(path, body);
        if (!path.includes('/signup/') && !path.includes('/register/') && !path.includes('/etc/'))
          assert.ok(first.body.result.length > 0, `${path} is empty`);
        for (const user of denied)
          assert.equal((await (await as(env, user)).post(path, body)).code, 403, `${user} on ${path}`);
        assert.equal((await guest(env).post(path, body)).code, 401);
      });
    }
  });

  describe('owner isolation', () => {
    it("keeps each roaster's roasts, beans and notes to itself", async () => {
      const first = await orgSeq(env, 'rown', 'roaster');
      const second = await orgSeq(env, 'rown2', 'roaster');
      const mine = await (
        await as(env, 'rown')
      ).post('/api/roaster/roasting/result/list', { roaster_seq: first, list_count: 100 });
      const theirs = await (
        await as(env, 'rown2')
      ).post('/api/roaster/roasting/result/list', { roaster_seq: second, list_count: 100 });
      const seqs = new Set(theirs.body.result.map((row: { roasting_result_seq: number }) => row.roasting_result_seq));
      assert.ok(mine.body.result.every((row: { roasting_result_seq: number }) => !seqs.has(row.roasting_result_seq)));
      const target = mine.body.result[0];
      const other = await as(env, 'rown2');
      assert.equal(
        (
          await other.get(
            `/api/roaster/roasting/result/detail/${target.roasting_result_year}_${target.roasting_result_seq}?roaster_seq=${second}`,
          )
        ).code,
        404,
      );
      assert.equal(
        (
          await other.post('/api/roaster/roasting/result/delete', {
            roaster_seq: second,
            roasting_result_year: target.roasting_result_year,
            roasting_result_seq: target.roasting_result_seq,
          })
        ).code,
        404,
      );
      const lookup = await other.post('/api/roaster/roasting/result/code', {
        roaster_seq: second,
        roasting_result_year: target.roasting_result_year,
      });
      assert.ok(
        lookup.body.result.every(
          (row: { value: number }) =>
            !mine.body.result.some((own: { roasting_result_seq: number }) => own.roasting_result_seq === row.value),
        ),
      );
    });

    it("keeps a user's notes to that user", async () => {
      const notes = await (await as(env, 'user')).post('/api/user/qc/coffeebean/list', {});
      assert.ok(notes.body.result.length >= 2);
      const seq = notes.body.result[0].cupnote_seq;
      const stranger = await as(env, 'paid');
      assert.equal((await stranger.get(`/api/user/qc/coffeebean/detail/${seq}`)).code, 404);
      assert.equal((await stranger.post('/api/user/qc/coffeebean/list', {})).body.paginationMap.total_count, 0);
      const edit = await stranger.post('/api/user/qc/coffeebean/edit', {
        cupnote_seq: seq,
        edit_at: notes.body.result[0].edit_at,
        cupnote_desc: 'mine now',
      });
      assert.equal(edit.code, 404);
    });
  });

  describe('notes, brewing and user pages', () => {
    it('writes a user coffee note with the required place, and keeps its date on update', async () => {
      const user = await as(env, 'user');
      const missing = await user.post('/api/user/qc/coffeebean/edit', {
        cupnote_name_kr: '라떼 노트',
        cupnote_satis: 8,
      });
      assert.deepEqual(
        [missing.code, missing.body.description, missing.body.field],
        [400, 'field_required', 'cupnote_place'],
      );
      const bad = await user.post('/api/user/qc/coffeebean/edit', {
        cupnote_name_kr: '라떼 노트',
        cupnote_satis: 8,
        cupnote_place: 'MOON',
      });
      assert.deepEqual([bad.code, bad.body.description], [400, 'field_code']);
      const created = await user.post('/api/user/qc/coffeebean/edit', {
        cupnote_name_kr: '라떼 노트',
        cupnote_satis: 8,
        cupnote_place: 'CAFE',
        cupnote_date: '2025-05-01',
        cupnote_flavor_list: ['JASMINE'],
      });
      assert.equal(created.body.status, 'OK', JSON.stringify(created.body));
      const seq = created.body.result.cupnote_seq;
      const detail = await user.get(`/api/user/qc/coffeebean/detail/${seq}`);
      const updated = await user.post('/api/user/qc/coffeebean/edit', {
        cupnote_seq: seq,
        edit_at: detail.body.result.edit_at,
        cupnote_date: '2020-01-01',
        cupnote_satis: 9,
      });
      assert.equal(updated.body.status, 'OK');
      const after = (await user.get(`/api/user/qc/coffeebean/detail/${seq}`)).body.result;
      assert.deepEqual([after.cupnote_date, after.cupnote_satis], ['2025-05-01', 9]);
    });

    it('returns brewing steps as detail_result_step and the bean age of a cafe brewing result', async () => {
      const cafe = await orgSeq(env, 'cown', 'cafe');
      const barista = await as(env, 'cbarista');
      const list = await barista.post('/api/cafe/brewing/result/list', { cafe_seq: cafe });
      const detail = await barista.get(
        `/api/cafe/brewing/result/detail/${list.body.result[0].brewing_result_seq}?cafe_seq=${cafe}`,
      );
      assert.equal(detail.body.detail_result_step.length, 10);
      assert.deepEqual(
        [detail.body.detail_result_step[0].step, detail.body.detail_result_step[0].brewing_term],
        ['step1', 8],
      );
      assert.equal(detail.body.result.brewing_date_term, 5);
      assert.equal(detail.body.result.blending_result_date, seedDaysAgo(FRESH_BATCH.roastedDaysAgo));
    });

    it('lets only OWN and SMNG set the main-note flag of a cafe QC note', async () => {
      const cafe = await orgSeq(env, 'cown', 'cafe');
      const beans = await (await as(env, 'cbarista')).post('/api/cafe/coffeebean/default/code', { cafe_seq: cafe });
      const note = {
        cafe_seq: cafe,
        coffeebean_seq: beans.body.result[0].value,
        cupnote_name_kr: '바리스타 노트',
        cupnote_satis: 7,
        cupnote_main: true,
      };
      for (const [user, main] of [
        ['cbarista', false],
        ['csmng', true],
      ] as const) {
        const client = await as(env, user);
        const saved = await client.post('/api/cafe/qc/coffeebean/edit', note);
        assert.equal(saved.body.status, 'OK', JSON.stringify(saved.body));
        const detail = await client.get(
          `/api/cafe/qc/coffeebean/detail/${saved.body.result.cupnote_seq}?cafe_seq=${cafe}`,
        );
        assert.equal(detail.body.result.cupnote_main, main, user);
      }
    });

    it('serves the member’s own profile and the user’s account', async () => {
      const roaster = await orgSeq(env, 'rown', 'roaster');
      const staff = await as(env, 'rroaster');
      const info = await staff.post('/api/roaster/userinfo/detail', { roaster_seq: roaster });
      assert.deepEqual([info.body.result.roaster_user_auth, info.body.result.user_name], ['ROASTER', 'Roaster']);
      const saved = await staff.post('/api/roaster/userinfo/edit', {
        roaster_seq: roaster,
        edit_at: info.body.result.edit_at,
        roaster_user_nick: '로스터 김',
        roaster_user_auth: 'OWN',
      });
      assert.equal(saved.body.status, 'OK', JSON.stringify(saved.body));
      const after = await staff.post('/api/roaster/userinfo/detail', { roaster_seq: roaster });
      assert.deepEqual(
        [after.body.result.roaster_user_nick, after.body.result.roaster_user_auth],
        ['로스터 김', 'ROASTER'],
      );
      const account = await (await as(env, 'user')).get('/api/userinfo');
      assert.deepEqual([account.body.result.user_id, account.body.result.user_use], ['user', undefined]);
      assert.equal((await guest(env).get('/api/userinfo')).code, 401);
    });

    it('offers organisation and user options only from the caller’s own records', async () => {
      const cafe = await orgSeq(env, 'cown', 'cafe');
      const received = await (await as(env, 'cbarista')).post('/api/cafe/coffeebean/received/code', { cafe_seq: cafe });
      assert.ok(received.body.result.length >= 1);
      const equip = await (await as(env, 'user')).post('/api/user/item/equip/code', { equip_type: 'GRND' });
      assert.deepEqual(
        equip.body.result.map((row: { equip_type: string }) => row.equip_type),
        ['GRND'],
      );
      assert.equal((await (await as(env, 'paid')).post('/api/user/item/equip/code', {})).body.result.length, 0);
      assert.equal((await guest(env).post('/api/cafe/coffeebean/default/code', { cafe_seq: cafe })).code, 401);
    });
  });
}
