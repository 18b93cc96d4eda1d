import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import pg from 'pg';
import { as } from '../harness';
import type { TestEnv } from '../harness';

/** Main producing countries a newcomer expects to find with regions and farms or washing stations. */
const PRODUCERS = ['ETH', 'KEN', 'COL', 'BRA', 'GTM'];

/** Every administrators' reference list that the catalogue fills (behaviour §02-2). */
const REFERENCE_LISTS = [
  '/api/setting/country/region/list',
  '/api/setting/country/farm/list',
  '/api/setting/company/list',
  '/api/setting/equip/list',
  '/api/setting/product/greenbeandefault/list',
  '/api/setting/product/greenbeanyear/list',
];

async function query<T extends pg.QueryResultRow>(env: TestEnv, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: env.databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** A fresh start shows a living reference catalogue: every list an administrator opens has rows. */
export function catalogueSuite(env: TestEnv): void {
  describe('the reference catalogue of a fresh start', () => {
    it('gives each main producing country regions and farms', async () => {
      const rows = await query<{ country: string; regions: string; farms: string }>(
        env,
        `select c.code as country,
                (select count(*) from region r where r.region_country = c.code) as regions,
                (select count(*) from farm f where f.farm_country_code = c.code) as farms
           from unnest(array['${PRODUCERS.join("','")}']) as c(code)`,
      );
      for (const row of rows) {
        assert.ok(Number(row.regions) >= 2, `${row.country} has ${row.regions} regions`);
        assert.ok(Number(row.farms) >= 1, `${row.country} has ${row.farms} farms or washing stations`);
      }
    });

    it('lists green beans with origin, process, grade, ranges and yearly lots', async () => {
      const beans = await query<Record<string, unknown>>(
        env,
        `select g.*, (select count(*) from greenbean_default_year y
                       where y.greenbean_default_seq = g.greenbean_default_seq) as lots
           from greenbean_default g where g.rgst_by = 'seed'`,
      );
      assert.ok(beans.length >= 10, `${beans.length} catalogue beans`);
      for (const bean of beans) {
        const name = String(bean.greenbean_name);
        for (const column of ['greenbean_country_code', 'greenbean_process', 'greenbean_grade']) {
          assert.ok(bean[column], `${name} has ${column}`);
        }
        assert.ok(bean.greenbean_region_seq ?? bean.greenbean_region_etc, `${name} has a region`);
        assert.ok(bean.greenbean_seller_seq, `${name} is linked to its importer`);
        for (const range of ['altitude', 'moisture']) {
          const min = Number(bean[`greenbean_${range}_min`]);
          const max = Number(bean[`greenbean_${range}_max`]);
          assert.ok(min > 0 && min <= max, `${name} ${range} ${min}-${max}`);
        }
        assert.ok(Number(bean.lots) >= 1, `${name} has yearly lots`);
      }
    });

    it("answers rows on every administrator's reference list", async () => {
      const admin = await as(env, 'admin');
      for (const url of REFERENCE_LISTS) {
        const reply = await admin.post(url, {});
        assert.equal(reply.body.status, 'OK', `${url}: ${JSON.stringify(reply.body)}`);
        assert.ok(Number(reply.body.paginationMap.total_count) > 0, `${url} is empty`);
      }
    });
  });
}
