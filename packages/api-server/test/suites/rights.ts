import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { as, guest, orgSeq } from '../harness';
import type { TestEnv } from '../harness';

const REFERENCE_LISTS = [
  '/api/setting/country/list',
  '/api/setting/country/region/list',
  '/api/setting/country/farm/list',
  '/api/setting/codegroup/list',
  '/api/setting/codelist/list',
  '/api/variety/list',
  '/api/setting/company/list',
  '/api/setting/roaster/list',
  '/api/setting/cafe/list',
  '/api/setting/equip/list',
  '/api/setting/material/list',
  '/api/setting/product/greenbeandefault/list',
  '/api/setting/product/greenbeanyear/list',
];

/** Expected HTTP code of a reference list per user (behaviour §01-6: code, map, company and product settings are SADMIN and ADMIN). */
const REFERENCE_MATRIX: ReadonlyArray<readonly [user: string | null, code: number]> = [
  [null, 401],
  ['sadmin', 200],
  ['admin', 200],
  ['tester', 403],
  ['paid', 403],
  ['user', 403],
  ['rown', 403],
  ['cown', 403],
];

/** Organisation equipment: managers (MNG, SMNG, OWN) of the organisation only (behaviour §03-6 etc). */
const ORG_MATRIX: ReadonlyArray<readonly [org: 'roaster' | 'cafe', user: string, code: number]> = [
  ['roaster', 'rown', 200],
  ['roaster', 'rsmng', 200],
  ['roaster', 'rmng', 200],
  ['roaster', 'rsast', 403],
  ['roaster', 'rroaster', 403],
  ['cafe', 'cown', 200],
  ['cafe', 'csmng', 200],
  ['cafe', 'cmng', 200],
  ['cafe', 'csast', 403],
  ['cafe', 'cbarista', 403],
];

export function rightsSuite(env: TestEnv): void {
  describe('rights matrix', () => {
    for (const [user, code] of REFERENCE_MATRIX) {
      it(`reference lists answer ${code} to ${user ?? 'a guest'}`, async () => {
        const client = user ? await as(env, user) : guest(env);
        for (const path of REFERENCE_LISTS) {
          const reply = await client.post(path, { page: 1 });
          assert.equal(reply.code, code, `${path}: ${JSON.stringify(reply.body)}`);
          if (code === 200) assert.equal(reply.body.write_check, true);
        }
      });
    }

    for (const [org, user, code] of ORG_MATRIX) {
      it(`${org} equipment answers ${code} to ${user}`, async () => {
        const owner = org === 'roaster' ? 'rown' : 'cown';
        const seq = await orgSeq(env, owner, org);
        const client = await as(env, user);
        const list = await client.post(`/api/${org}/item/equip/list`, { [`${org}_seq`]: seq });
        assert.equal(list.code, code, JSON.stringify(list.body));
        const save = await client.post(`/api/${org}/item/equip/edit`, {
          [`${org}_seq`]: seq,
          equip_name_kr: '테스트 저울',
          equip_type: 'SCL',
          equip_use: true,
        });
        assert.equal(save.code, code, JSON.stringify(save.body));
      });
    }

    it('refuses organisation calls without a membership in the organisation', async () => {
      const roaster = await orgSeq(env, 'rown', 'roaster');
      assert.equal((await guest(env).post('/api/roaster/item/equip/list', { roaster_seq: roaster })).code, 401);
      const none = await (await as(env, 'user')).post('/api/roaster/item/equip/list', { roaster_seq: roaster });
      assert.equal(none.code, 403);
      const missing = await (await as(env, 'rown')).post('/api/roaster/item/equip/list', {});
      assert.deepEqual([missing.code, missing.body.description], [403, 'noroaster_text']);
    });
  });

  describe('cross-organisation isolation', () => {
    it('never shows or changes another roaster’s records', async () => {
      const first = await orgSeq(env, 'rown', 'roaster');
      const second = await orgSeq(env, 'rown2', 'roaster');
      const other = await as(env, 'rown2');
      assert.equal((await other.post('/api/roaster/item/equip/list', { roaster_seq: first })).code, 403);
      const own = await other.post('/api/roaster/item/equip/list', { roaster_seq: second, list_count: 100 });
      assert.ok(own.body.result.length > 0);
      const mine = await (
        await as(env, 'rown')
      ).post('/api/roaster/item/equip/list', { roaster_seq: first, list_count: 100 });
      const target = mine.body.result[0];
      const ownSeqs = new Set(own.body.result.map((row: { roaster_equip_seq: number }) => row.roaster_equip_seq));
      assert.ok(!ownSeqs.has(target.roaster_equip_seq));
      // Acting as its own roaster, the second owner cannot reach the first roaster's record by id.
      const read = await other.get(`/api/roaster/item/equip/detail/${target.roaster_equip_seq}?roaster_seq=${second}`);
      assert.equal(read.code, 404);
      const write = await other.post('/api/roaster/item/equip/edit', {
        roaster_seq: second,
        roaster_equip_seq: target.roaster_equip_seq,
        edit_at: target.edit_at,
        equip_nick: 'taken',
      });
      assert.equal(write.code, 404);
      const removed = await other.post('/api/roaster/item/equip/delete', {
        roaster_seq: second,
        roaster_equip_seq: target.roaster_equip_seq,
      });
      assert.equal(removed.code, 404);
      const after = await (
        await as(env, 'rown')
      ).get(`/api/roaster/item/equip/detail/${target.roaster_equip_seq}?roaster_seq=${first}`);
      assert.equal(after.body.result.equip_nick, target.equip_nick);
    });
  });
}
