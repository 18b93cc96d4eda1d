import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { randomUUID } from 'node:crypto';
import { as, guest, query } from '../harness';
import type { TestEnv } from '../harness';

/** Cafe and roaster creation with the create limits (behaviour §01-6, §03-6) and the SADMIN system tool (behaviour §03-7.8). */
export function adminSuite(env: TestEnv): void {
  describe('cafe and roaster creation', () => {
    const cafe = (name: string) => ({
      cafe_type: 'PRV',
      cafe_country: 'KOR',
      cafe_name_kr: name,
      cafe_detail: '테스트',
    });

    it('makes the creator owner and stops at 3 cafes and 1 roaster for a USER', async () => {
      const user = await as(env, 'user');
      const invalid = await user.post('/api/cafe/create', { ...cafe('카페'), cafe_name_kr: '' });
      assert.deepEqual(
        [invalid.code, invalid.body.description, invalid.body.field],
        [400, 'field_required', 'cafe_name_kr'],
      );
      assert.equal((await user.post('/api/cafe/create', { ...cafe('코드 없는 카페'), cafe_type: 'NOPE' })).code, 400);
      for (const name of ['첫 카페', '둘째 카페', '셋째 카페']) {
        const created = await user.post('/api/cafe/create', cafe(name));
        assert.equal(created.body.status, 'OK', JSON.stringify(created.body));
      }
      const fourth = await user.post('/api/cafe/create', cafe('넷째 카페'));
      assert.deepEqual([fourth.code, fourth.body.description, fourth.body.bound], [403, 'cafe_create_limit', 3]);
      const memberships = await user.post('/api/userAuth/select', { auth: ['cafe'] });
      assert.deepEqual(
        memberships.body.result.cafe_auth.map((row: { user_auth: string }) => row.user_auth),
        ['OWN', 'OWN', 'OWN'],
      );
      const roaster = { roaster_type: 'PRV', roaster_country: 'KOR', roaster_name_kr: '나의 로스터리' };
      assert.equal((await user.post('/api/roaster/create', roaster)).body.status, 'OK');
      const second = await user.post('/api/roaster/create', { ...roaster, roaster_name_kr: '둘째 로스터리' });
      assert.deepEqual([second.code, second.body.description, second.body.bound], [403, 'roaster_create_limit', 1]);
      assert.equal((await guest(env).post('/api/cafe/create', cafe('손님 카페'))).code, 401);
    });

    it('creates through the engine: one request id makes one organisation, its creator the owner', async () => {
      const staff = await as(env, 'csmng');
      const name = '한 번만 만든 로스터리';
      const body = { roaster_type: 'PRV', roaster_country: 'KOR', roaster_name_kr: name, request_id: randomUUID() };
      const first = await staff.post('/api/roaster/create', body);
      assert.equal(first.body.status, 'OK', JSON.stringify(first.body));
      // Sent again (a dropped connection): the first answer, nothing written twice.
      assert.deepEqual((await staff.post('/api/roaster/create', body)).body, first.body);
      const made = await query(env, 'select roaster_seq, rgst_user from roaster where roaster_name_kr = $1', [name]);
      assert.equal(made.length, 1);
      const owners = await query(
        env,
        `select u.roaster_user_auth, u.roaster_user_nick, u.rgst_user, a.user_name
           from roaster_user u join app_user a on a.user_seq = u.user_seq where u.roaster_seq = $1`,
        [made[0]?.roaster_seq],
      );
      assert.deepEqual(
        owners.map((row) => [row.roaster_user_auth, row.roaster_user_nick, row.rgst_user]),
        [['OWN', owners[0]?.user_name, made[0]?.rgst_user]],
      );
    });

    it('allows 5 cafes to paid-type users', async () => {
      const paid = await as(env, 'paid');
      const replies = [];
      for (let index = 1; index <= 6; index++)
        replies.push((await paid.post('/api/cafe/create', cafe(`유료 카페 ${index}`))).code);
      assert.deepEqual(replies, [200, 200, 200, 200, 200, 403]);
    });
  });

  describe('system table tool', () => {
    it('lists schemas, tables and columns of this database to SADMIN only', async () => {
      const sadmin = await as(env, 'sadmin');
      const schemas = await sadmin.get('/api/setting/system/schema');
      assert.ok(schemas.body.result.some((row: { TABLE_SCHEMA: string }) => row.TABLE_SCHEMA === 'public'));
      assert.ok(!schemas.body.result.some((row: { TABLE_SCHEMA: string }) => row.TABLE_SCHEMA === 'pg_catalog'));
      const tables = await sadmin.post('/api/setting/system/table', { TABLE_SCHEMA: 'public' });
      const roasting = tables.body.result.find((row: { TABLE_NAME: string }) => row.TABLE_NAME === 'roasting_result');
      assert.deepEqual(roasting.PRIMARY_KEYS, ['roasting_result_year', 'roasting_result_seq']);
      const columns = await sadmin.post('/api/setting/system/column', {
        TABLE_SCHEMA: 'public',
        TABLE_NAME: 'roasting_result',
      });
      const key = columns.body.result.find((row: { COLUMN_NAME: string }) => row.COLUMN_NAME === 'roasting_result_seq');
      assert.deepEqual([key.COLUMN_KEY, key.DATA_TYPE], [true, 'bigint']);
      assert.equal(
        (await sadmin.post('/api/setting/system/column', { TABLE_SCHEMA: 'public', TABLE_NAME: 'x; drop table y' }))
          .code,
        400,
      );
      assert.equal(
        (await sadmin.post('/api/setting/system/column', { TABLE_SCHEMA: 'public', TABLE_NAME: 'no_such_table' })).code,
        404,
      );
      for (const user of ['admin', 'tester', 'rown'])
        assert.equal((await (await as(env, user)).get('/api/setting/system/schema')).code, 403);
      assert.equal((await guest(env).get('/api/setting/system/schema')).code, 401);
    });
  });
}
