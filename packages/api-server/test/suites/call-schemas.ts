import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildApp } from '../../src/app';
import { createDatabase } from '@coffee/api-kernel/db/database';
import { DEMO_PASSWORD } from '../../src/seed/data/demo';
import { as, guest, query } from '../harness';
import type { Reply, TestEnv } from '../harness';

const refusal = (field: string) => ({ status: '400', description: 'field_NaN', field });
const refusedWith = (reply: Reply, field: string) => {
  assert.equal(reply.code, 400, JSON.stringify(reply.body));
  assert.deepEqual(reply.body, refusal(field));
};
const count = async (env: TestEnv, table: string) =>
  Number((await query(env, `select count(*) as n from ${table}`))[0]?.n);

/**
 * The hand-written route families (sign-in and session, codes and lookups, the system table tool, user notes,
 * public bean pages) declare schemas generated from the domain's fields: a parameter of the wrong JSON type is
 * refused before the handler, with the field named, and the handler never runs (nothing written, no 401 first).
 */
export function callSchemaSuite(env: TestEnv): void {
  describe('hand-written calls refuse wrong types before their handlers', () => {
    it('sign-in and session: a user id that is no text is refused before a sign-in is counted or a session made', async () => {
      const [attempts, sessions] = [await count(env, 'signin_slowdown'), await count(env, 'app_session')];
      const client = guest(env);
      refusedWith(await client.post('/api/sign/signin', { user_id: { $ne: '' }, user_pass: DEMO_PASSWORD }), 'user_id');
      refusedWith(await client.post('/api/sign/signin', { user_id: 'rown', user_pass: ['coffee1234'] }), 'user_pass');
      // A guest: the handler would answer 401 first.
      refusedWith(await client.post('/api/userAuth/select', { auth: 'roaster' }), 'auth');
      refusedWith(await client.post('/api/sign/callback/google', { credential: 42 }), 'credential');
      assert.equal(client.cookie, '');
      assert.equal(await count(env, 'signin_slowdown'), attempts);
      assert.equal(await count(env, 'app_session'), sessions);
      assert.equal((await client.post('/api/sign/signin', { user_id: 'rown', user_pass: DEMO_PASSWORD })).code, 200);
    });

    it('codes and lookups: a code group list that is no list of texts, a number filter given an object', async () => {
      const anonymous = guest(env);
      refusedWith(await anonymous.post('/api/code/simple', { code_group: 'CNTR' }), 'code_group');
      refusedWith(await anonymous.post('/api/code/simple', { code_group: ['CNTR', 7] }), 'code_group');
      refusedWith(await anonymous.get('/api/codegroup/simple?showreal=maybe'), 'showreal');
      refusedWith(await anonymous.post('/api/code/region', { region_parent_seq: { seq: 1 } }), 'region_parent_seq');
      const admin = await as(env, 'sadmin');
      assert.equal((await admin.post('/api/code/simple', { code_group: ['CNTR'] })).body.status, 'OK');
      assert.equal((await admin.post('/api/code/region', { region_parent_seq: '1' })).body.status, 'OK');
    });

    it('system table tool: a schema name that is no text, as the column or the catalogue names it', async () => {
      refusedWith(await guest(env).post('/api/setting/system/table', { table_schema: 5 }), 'table_schema');
      const admin = await as(env, 'sadmin');
      refusedWith(
        await admin.get('/api/setting/system/table?TABLE_SCHEMA=public&TABLE_SCHEMA=pg_catalog'),
        'TABLE_SCHEMA',
      );
      refusedWith(
        await admin.post('/api/setting/system/column', { table_schema: 'public', table_name: [] }),
        'table_name',
      );
      const tables = await admin.post('/api/setting/system/table', { table_schema: 'public' });
      assert.equal(tables.body.status, 'OK');
    });

    it('user notes and public bean pages: a serial that is no text', async () => {
      const anonymous = guest(env);
      refusedWith(await anonymous.post('/api/user/beaninfo/notecount', { serial: { like: '%' } }), 'serial');
      refusedWith(await anonymous.post('/api/user/beaninfo/default', { blending_uuid: 12 }), 'blending_uuid');
      refusedWith(await anonymous.post('/api/user/cafebean/detail', { received_uuid: true }), 'received_uuid');
      assert.equal((await anonymous.post('/api/user/beaninfo/notecount', { serial: 'no-such' })).body.result.notes, 0);
      assert.equal((await anonymous.post('/api/user/beaninfo/default', { blending_uuid: 'no-such' })).code, 404);
    });

    it('the OpenAPI page lists the hand-written calls with their parameters', async () => {
      const { db } = createDatabase(env.databaseUrl, 2);
      try {
        const { app } = await buildApp({ db, corsOrigins: [], openApi: true });
        const { paths } = (await app.inject({ method: 'GET', url: '/documentation/json' })).json() as {
          paths: Record<string, Record<string, { requestBody?: unknown; parameters?: Array<{ name: string }> }>>;
        };
        await app.close();
        const bodyOf = (path: string) =>
          JSON.stringify(paths[path]?.post?.requestBody ?? null).match(/"properties":\{(.*)\}/)?.[1] ?? '';
        assert.match(bodyOf('/api/sign/signin'), /"user_id".*"user_pass"/);
        assert.match(bodyOf('/api/code/simple'), /"code_group"/);
        assert.match(bodyOf('/api/code/region'), /"region_parent_seq"/);
        assert.match(bodyOf('/api/setting/system/table'), /"table_schema".*"TABLE_SCHEMA"/);
        assert.match(bodyOf('/api/user/beaninfo/notecount'), /"serial"/);
        assert.match(bodyOf('/api/user/cafebean/default'), /"coffeebean_uuid"/);
        const query = (paths['/api/user/beaninfo/notecount']?.get?.parameters ?? []).map((p) => p.name);
        assert.deepEqual(query, ['serial']);
        assert.ok(paths['/api/sign/session']?.get);
      } finally {
        await db.destroy();
      }
    });
  });
}
