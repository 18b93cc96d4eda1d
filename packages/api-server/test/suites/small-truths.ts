import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { as, orgSeq, query } from '../harness';
import type { TestEnv } from '../harness';
import { exportCsv, lines } from './list-labels';

const LOTS = '/api/roaster/greenbean/year';

/** The small truths people notice (behaviour §09-3). */
export function smallTruthsSuite(env: TestEnv): void {
  describe('small truths', () => {
    it('keeps a lot import date picked as a date as YYYYMMDD, and exports it as a date (behaviour §09-3.1)', async () => {
      const owner = await as(env, 'rown');
      const roaster = await orgSeq(env, 'rown', 'roaster');
      const beans = await owner.post('/api/roaster/greenbean/default/code', { roaster_seq: roaster });
      const bean = beans.body.result[0].value as number;
      const lot = {
        roaster_seq: roaster,
        greenbean_roaster_seq: bean,
        greenbean_year: 2041,
        greenbean_name_kr: '수입일 시험 생두',
        greenbean_name: 'Import date lot',
      };
      const refused = await owner.post(`${LOTS}/edit`, { ...lot, greenbean_import_date: '2026-11-31' });
      assert.deepEqual(
        [refused.code, refused.body.description, refused.body.field],
        [400, 'field_NaN', 'greenbean_import_date'],
      );
      const saved = await owner.post(`${LOTS}/edit`, {
        ...lot,
        greenbean_import_date: '2026-11-20',
        greenbean_packaging_date: '20261102',
      });
      assert.equal(saved.body.status, 'OK', JSON.stringify(saved.body));
      const [stored] = await query(
        env,
        'select greenbean_import_date, greenbean_packaging_date from greenbean_roaster_year where greenbean_roaster_seq = $1 and greenbean_year = 2041',
        [bean],
      );
      assert.deepEqual(stored, { greenbean_import_date: '20261120', greenbean_packaging_date: '20261102' });
      const csv = await exportCsv(
        env,
        owner,
        `${LOTS}/list`,
        {
          roaster_seq: roaster,
          greenbean_year: 2041,
          searchType: 'greenbean_name',
          searchTitle: 'Import date lot',
          columns: ['greenbean_year', 'greenbean_import_date'],
        },
        'en',
      );
      assert.deepEqual(lines(csv.text).slice(1), ['2041,2026-11-20'], csv.text);
    });

    it('dates the demo back from the day its database was created: batches of the last weeks (behaviour §09-3.4)', async () => {
      // The demo's archive roasts and blend batch are the first of their tables (seeded before any test runs).
      const [ages] = await query(
        env,
        `select (select max(current_date - roasting_result_date::date) from roasting_result
                  where roasting_result_seq in (1, 2)) as oldest_roast,
                (select max(current_date - blending_result_date::date) from blending_result
                  where blending_result_seq = 1) as oldest_blend`,
      );
      assert.ok(Number(ages?.oldest_roast) <= 31, `oldest demo roast ${ages?.oldest_roast} days ago`);
      assert.ok(Number(ages?.oldest_blend) <= 14, `oldest demo blend batch ${ages?.oldest_blend} days ago`);
    });
  });
}
