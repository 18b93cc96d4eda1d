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

/** Equipment of either organisation: its "Visibility" (equip_auth) names the lowest staff role of that organisation. */
const EQUIPMENT = [
  {
    org: 'roaster',
    owner: 'rown',
    sees: 'rsmng',
    below: 'rmng',
    base: '/api/roaster/item/equip',
    key: 'roaster_equip_seq',
  },
  { org: 'cafe', owner: 'cown', sees: 'csmng', below: 'cmng', base: '/api/cafe/item/equip', key: 'cafe_equip_seq' },
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

    for (const { org, owner, sees, below, base, key } of EQUIPMENT) {
      it(`hides ${org} equipment from roles below its Visibility (equip_auth): lists, details, options and saves`, async () => {
        const seq = await orgSeq(env, owner, org);
        const scope = { [`${org}_seq`]: seq };
        const client = new pg.Client({ connectionString: env.databaseUrl });
        await client.connect();
        try {
          const { rows } = await client.query(
            `select ${key} as seq from ${org}_equip where ${org}_seq = $1 order by ${key} limit 1`,
            [seq],
          );
          const equipment = Number(rows[0]?.seq);
          const listed = async (user: string) => {
            const reply = await (await as(env, user)).post(`${base}/list`, { ...scope, list_count: 100 });
            assert.equal(reply.body.status, 'OK', `${user}: ${JSON.stringify(reply.body)}`);
            return (reply.body.result as Array<Record<string, number>>).map((row) => row[key]);
          };
          const offered = async (user: string) => {
            const reply = await (await as(env, user)).post(`${base}/code`, scope);
            assert.equal(reply.body.status, 'OK', `${user}: ${JSON.stringify(reply.body)}`);
            return (reply.body.result as Array<{ value: number }>).map((option) => option.value);
          };
          const detail = async (user: string) =>
            (await as(env, user)).get(`${base}/detail/${equipment}?${org}_seq=${seq}`);
          assert.ok((await listed(below)).includes(equipment), 'seen while its visibility is empty');
          await client.query(`update ${org}_equip set equip_auth = 'SMNG' where ${key} = $1`, [equipment]);
          for (const user of [owner, sees]) {
            assert.ok((await listed(user)).includes(equipment), `${user} sees it`);
            assert.ok((await offered(user)).includes(equipment), `${user} is offered it`);
            assert.equal((await detail(user)).code, 200, user);
          }
          assert.ok(!(await listed(below)).includes(equipment), `${below} does not see it`);
          assert.ok(!(await offered(below)).includes(equipment), `${below} is not offered it`);
          assert.equal((await detail(below)).code, 404, below);
          const loaded = (await detail(owner)).body.result as { edit_at: string };
          const save = await (
            await as(env, below)
          ).post(`${base}/edit`, { ...scope, [key]: equipment, edit_at: loaded.edit_at, equip_auth: '' });
          assert.equal(save.code, 404, `${below} cannot save it`);
        } finally {
          await client
            .query(`update ${org}_equip set equip_auth = null where ${org}_seq = $1 and equip_auth = 'SMNG'`, [seq])
            .catch(() => {});
          await client.end();
        }
      });
    }
  });
}
