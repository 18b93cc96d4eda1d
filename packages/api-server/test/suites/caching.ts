import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import pg from 'pg';
import { writtenTables } from '@coffee/api-kernel/db/changes';
import { as, orgSeq } from '../harness';
import type { TestEnv } from '../harness';

const totalOf = async (
  env: TestEnv,
  user: string,
  url: string,
  body: Record<string, unknown> = {},
): Promise<number> => {
  const reply = await (await as(env, user)).post(url, body);
  assert.equal(reply.body.status, 'OK', JSON.stringify(reply.body));
  return reply.body.paginationMap.total_count as number;
};

/** Polls until `read` answers `expected` (a commit of another connection is announced asynchronously). */
async function eventually(read: () => Promise<number>, expected: number, ms = 2000): Promise<void> {
  const until = Date.now() + ms;
  let last = await read();
  while (last !== expected && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    last = await read();
  }
  assert.equal(last, expected);
}

/** List counts are reused only while their table is unchanged, and only for the very same query (owner included). */
export function cachingSuite(env: TestEnv): void {
  describe('list count reuse', () => {
    const companies = () => totalOf(env, 'admin', '/api/setting/company/list');

    it('counts a create and a delete made through the API at once', async () => {
      const admin = await as(env, 'admin');
      const before = await companies();
      assert.equal(await companies(), before);
      const created = await admin.post('/api/setting/company/edit', {
        company_type: 'GBD',
        company_name_kr: '캐시 시험 생두상',
        company_name: 'Cache Test Green',
        company_country_code: 'KOR',
      });
      assert.equal(created.body.status, 'OK', JSON.stringify(created.body));
      assert.equal(await companies(), before + 1);
      await admin.post('/api/setting/company/delete', { company_seq: created.body.result.company_seq });
      assert.equal(await companies(), before);
    });

    it('counts rows written by another connection (another server process, psql, a migration)', async () => {
      const before = await companies();
      const client = new pg.Client({ connectionString: env.databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ company_seq: number }>(
          `insert into company (company_type, company_name, company_name_kr) values ('GBD', 'Direct Green', '직접 생두상') returning company_seq`,
        );
        await eventually(companies, before + 1);
        await client.query('delete from company where company_seq = $1', [rows[0]?.company_seq]);
        await eventually(companies, before);
      } finally {
        await client.end();
      }
    });

    it('answers each organisation, filter and search its own count', async () => {
      const client = new pg.Client({ connectionString: env.databaseUrl });
      await client.connect();
      try {
        for (const user of ['rown', 'rown2']) {
          const roasterSeq = await orgSeq(env, user, 'roaster');
          const count = async (where = '', values: unknown[] = []) =>
            Number(
              (
                await client.query(`select count(*) as n from roasting_result where roaster_seq = $1 ${where}`, [
                  roasterSeq,
                  ...values,
                ])
              ).rows[0].n,
            );
          const url = '/api/roaster/roasting/result/list';
          for (let round = 0; round < 2; round++) {
            assert.equal(await totalOf(env, user, url, { roaster_seq: roasterSeq }), await count(), `${user} all`);
            assert.equal(
              await totalOf(env, user, url, { roaster_seq: roasterSeq, roasting_result_year: 1999 }),
              0,
              `${user} 1999`,
            );
            assert.equal(
              await totalOf(env, user, url, {
                roaster_seq: roasterSeq,
                searchType: 'roasting_result_memo',
                searchTitle: 'no such memo',
              }),
              0,
              `${user} search`,
            );
          }
        }
      } finally {
        await client.end();
      }
    });

    it('recognises the tables a statement writes', () => {
      assert.equal(writtenTables('select * from "company" where "company_seq" = $1'), null);
      assert.equal(writtenTables('select * from "company" for update'), null);
      assert.deepEqual(
        writtenTables('insert into "company" ("a") values ($1) on conflict ("a") do update set "a" = $2'),
        new Set(['company']),
      );
      assert.deepEqual(
        writtenTables('update "roasting_result" set "x" = $1 where "y" = $2'),
        new Set(['roasting_result']),
      );
      assert.deepEqual(writtenTables('with t as (select 1) update public.code set code_order = 1'), new Set(['code']));
      // A delete may cascade to other tables; anything unclear counts as a write of everything.
      assert.equal(writtenTables('delete from "company" where "company_seq" = $1'), 'all');
      assert.equal(writtenTables('truncate company'), 'all');
      assert.equal(writtenTables('call refresh_everything()'), 'all');
    });
  });
}
