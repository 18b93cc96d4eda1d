import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import pg from 'pg';
import { as, orgSeq } from '../harness';
import type { TestEnv } from '../harness';

const PAGES = [
  { base: '/api/roaster/roasting/default', table: 'roasting_default', key: 'roasting_seq', column: 'roasting_auth' },
  {
    base: '/api/roaster/greenbean/default',
    table: 'greenbean_roaster',
    key: 'greenbean_roaster_seq',
    column: 'greenbean_user_auth',
  },
  { base: '/api/roaster/blending/default', table: 'blending_default', key: 'blending_seq', column: 'blending_auth' },
] as const;

/** A roaster record's "select authority" (behaviour §03-6): the lowest staff role that sees it; the owner sees everything. */
export function visibilitySuite(env: TestEnv): void {
  describe('record visibility by staff role', () => {
    for (const { base, table, key, column } of PAGES) {
      it(`hides a ${table} record from roles below its ${column}, in lists, details and saves`, async () => {
        const roasterSeq = await orgSeq(env, 'rown', 'roaster');
        const client = new pg.Client({ connectionString: env.databaseUrl });
        await client.connect();
        try {
          const { rows } = await client.query(
            `select ${key} as seq, ${column} as auth from ${table} where roaster_seq = $1 order by ${key} limit 1`,
            [roasterSeq],
          );
          const record = rows[0] as { seq: number; auth: string | null };
          const ids = async (user: string) => {
            const reply = await (
              await as(env, user)
            ).post(`${base}/list`, { roaster_seq: roasterSeq, list_count: 100 });
            assert.equal(reply.body.status, 'OK', `${user}: ${JSON.stringify(reply.body)}`);
            return (reply.body.result as Array<Record<string, number>>).map((row) => row[key]);
          };
          const detail = async (user: string) =>
            (await as(env, user)).get(`${base}/detail/${record.seq}?roaster_seq=${roasterSeq}`);
          await client.query(`update ${table} set ${column} = 'MNG' where ${key} = $1`, [record.seq]);
          for (const user of ['rown', 'rsmng', 'rmng']) {
            assert.ok((await ids(user)).includes(record.seq), `${user} sees it`);
            assert.equal((await detail(user)).code, 200, user);
          }
          for (const user of ['rsast', 'rroaster']) {
            if (base.includes('greenbean') && user === 'rroaster') continue; // green beans are not a ROASTER page
            assert.ok(!(await ids(user)).includes(record.seq), `${user} does not see it`);
            const hidden = await detail(user);
            assert.equal(hidden.code, 404, user);
            const loaded = (await detail('rown')).body.result as { edit_at: string };
            const save = await (
              await as(env, user)
            ).post(`${base}/edit`, { roaster_seq: roasterSeq, [key]: record.seq, edit_at: loaded.edit_at });
            assert.equal(save.code, 404, `${user} cannot save it`);
          }
          await client.query(`update ${table} set ${column} = null where ${key} = $1`, [record.seq]);
          assert.ok((await ids('rsast')).includes(record.seq));
        } finally {
          await client
            .query(`update ${table} set ${column} = null where roaster_seq = $1 and ${column} = 'MNG'`, [roasterSeq])
            .catch(() => {});
          await client.end();
        }
      });
    }
  });
}
