import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { as } from '../harness';
import type { TestEnv } from '../harness';
import { listLabelSuite } from './list-labels';

const company = (suffix: string) => ({
  company_type: 'GBD',
  company_name_kr: `테스트 생두상 ${suffix}`,
  company_name: `Test Green ${suffix}`,
  company_country_code: 'KOR',
  company_type_list: ['GBD', 'MTD'],
});

export function engineSuite(env: TestEnv): void {
  describe('list, detail, edit, delete', () => {
    it('creates, reads, updates and deletes a company', async () => {
      const admin = await as(env, 'admin');
      const created = await admin.post('/api/setting/company/edit', company('CRUD'));
      assert.equal(created.body.status, 'OK', JSON.stringify(created.body));
      const seq = created.body.result.company_seq;
      const detail = await admin.get(`/api/setting/company/detail/${seq}`);
      assert.equal(detail.body.result.company_name_kr, '테스트 생두상 CRUD');
      assert.deepEqual(detail.body.result.company_type_list, ['GBD', 'MTD']);
      assert.equal(detail.body.result.edit_check, true);
      // Who registered it is answered to SADMIN only (behaviour §01-3.2); the time is for everyone.
      assert.equal(detail.body.result.rgst_by, undefined);
      assert.ok(detail.body.result.rgst_at);
      const asSystemAdmin = await (await as(env, 'sadmin')).get(`/api/setting/company/detail/${seq}`);
      assert.deepEqual(
        [asSystemAdmin.body.result.rgst_by, typeof asSystemAdmin.body.result.rgst_user],
        ['Admin', 'number'],
      );
      const updated = await admin.post('/api/setting/company/edit', {
        company_seq: seq,
        edit_at: detail.body.result.edit_at,
        company_nick: 'TG',
      });
      assert.equal(updated.body.status, 'OK');
      const byKeys = await admin.post('/api/setting/company/detail', { company_seq: seq });
      assert.equal(byKeys.body.result.company_nick, 'TG');
      assert.equal(byKeys.body.result.company_name, 'Test Green CRUD');
      const removed = await admin.post('/api/setting/company/delete', { company_seq: seq });
      assert.equal(removed.body.status, 'OK');
      assert.equal((await admin.get(`/api/setting/company/detail/${seq}`)).code, 404);
    });

    it('refuses a stale edit with 409 save_conflict and keeps the newer save', async () => {
      const admin = await as(env, 'admin');
      const seq = (await admin.post('/api/setting/company/edit', company('409'))).body.result.company_seq;
      const loaded = (await admin.get(`/api/setting/company/detail/${seq}`)).body.result;
      const first = await admin.post('/api/setting/company/edit', {
        company_seq: seq,
        edit_at: loaded.edit_at,
        company_nick: 'first',
      });
      assert.equal(first.body.status, 'OK');
      const stale = await admin.post('/api/setting/company/edit', {
        company_seq: seq,
        edit_at: loaded.edit_at,
        company_nick: 'second',
      });
      assert.deepEqual([stale.code, stale.body.status, stale.body.description], [409, '409', 'save_conflict']);
      assert.equal((await admin.get(`/api/setting/company/detail/${seq}`)).body.result.company_nick, 'first');
    });

    const VALIDATION_CASES: ReadonlyArray<
      readonly [
        name: string,
        body: Record<string, unknown>,
        description: string,
        field: string,
        bound?: number,
        headers?: Record<string, string>,
      ]
    > = [
      [
        'missing Korean name in the Korean UI',
        { ...company('v1'), company_name_kr: '' },
        'field_required',
        'company_name_kr',
      ],
      [
        'missing English name in the English UI',
        { ...company('v2'), company_name: ' ', locale: 'en' },
        'field_required',
        'company_name',
      ],
      [
        'Korean name over 300 bytes (101 syllables)',
        { ...company('v3'), company_name_kr: '가'.repeat(101) },
        'field_maxLength',
        'company_name_kr',
        300,
      ],
      ['name under 3 bytes', { ...company('v4'), company_name: 'ab' }, 'field_minLength', 'company_name', 3],
      ['a code outside its group', { ...company('v5'), company_type: 'NOPE' }, 'field_code', 'company_type'],
    ];
    for (const [name, body, description, field, bound] of VALIDATION_CASES) {
      it(`answers 400 ${description} for ${name} and writes nothing`, async () => {
        const admin = await as(env, 'admin');
        const before = (await admin.post('/api/setting/company/list', {})).body.paginationMap.total_count;
        const reply = await admin.post('/api/setting/company/edit', body);
        assert.equal(reply.code, 400, JSON.stringify(reply.body));
        assert.deepEqual(
          { status: reply.body.status, description: reply.body.description, field: reply.body.field },
          { status: '400', description, field },
        );
        if (bound !== undefined) assert.equal(reply.body.bound, bound);
        assert.equal((await admin.post('/api/setting/company/list', {})).body.paginationMap.total_count, before);
      });
    }

    it('checks numbers against bounds of the displayed value (scale 100 zero point, -100..100)', async () => {
      const owner = await as(env, 'rown');
      const roaster = (await owner.post('/api/userAuth/select', { auth: ['roaster'] })).body.result.roaster_auth[0]
        .auth_seq;
      const base = { roaster_seq: roaster, equip_name_kr: '샘플 그라인더', equip_type: 'GRND', equip_use: true };
      const tooBig = await owner.post('/api/roaster/item/equip/edit', { ...base, equip_zero_point: 10001 });
      assert.deepEqual([tooBig.code, tooBig.body.description, tooBig.body.bound], [400, 'field_maxValue', 100]);
      const nan = await owner.post('/api/roaster/item/equip/edit', { ...base, equip_zero_point: 'abc' });
      assert.deepEqual([nan.code, nan.body.description], [400, 'field_NaN']);
      const ok = await owner.post('/api/roaster/item/equip/edit', { ...base, equip_zero_point: -250 });
      assert.equal(ok.body.status, 'OK', JSON.stringify(ok.body));
    });

    it('keeps locked fields on update (country id)', async () => {
      const admin = await as(env, 'admin');
      const list = await admin.post('/api/setting/country/list', { searchType: 'country_id', searchTitle: 'KOR' });
      const korea = list.body.result[0];
      const saved = await admin.post('/api/setting/country/edit', {
        country_seq: korea.country_seq,
        edit_at: korea.edit_at,
        country_id: 'XXX',
        country_nick: 'Korea',
      });
      assert.equal(saved.body.status, 'OK');
      const after = (await admin.get(`/api/setting/country/detail/${korea.country_seq}`)).body.result;
      assert.deepEqual([after.country_id, after.country_nick], ['KOR', 'Korea']);
    });

    it('supports composite keys joined with _ (green bean year)', async () => {
      const admin = await as(env, 'admin');
      const bean = await admin.post('/api/setting/product/greenbeandefault/edit', {
        greenbean_name_kr: '에티오피아 예가체프 G1',
        greenbean_name: 'Ethiopia Yirgacheffe G1',
        greenbean_country_code: 'ETH',
        greenbean_process: 'WASHED',
        greenbean_grade: 'G1',
        greenbean_variety_list: ['ETHIOPIAN_LANDRACE'],
        greenbean_moisture_min: 100,
        greenbean_moisture_max: 120,
      });
      assert.equal(bean.body.status, 'OK', JSON.stringify(bean.body));
      const seq = bean.body.result.greenbean_default_seq;
      const lot = await admin.post('/api/setting/product/greenbeanyear/edit', {
        greenbean_default_seq: seq,
        greenbean_year: 2025,
        greenbean_name_kr: '예가체프 2025',
        greenbean_import_date: '20250310',
      });
      assert.equal(lot.body.status, 'OK', JSON.stringify(lot.body));
      const detail = await admin.get(`/api/setting/product/greenbeanyear/detail/${seq}_2025`);
      assert.equal(detail.body.result.greenbean_import_date, '20250310');
      const duplicate = await admin.post('/api/setting/product/greenbeanyear/edit', {
        greenbean_default_seq: seq,
        greenbean_year: 2025,
        greenbean_name_kr: '중복 연도',
      });
      assert.deepEqual([duplicate.code, duplicate.body.description], [409, 'duplicate_key']);
    });

    it('pages, sorts, filters and searches lists', async () => {
      const admin = await as(env, 'admin');
      const page = await admin.post('/api/setting/country/list', {
        page: 3,
        list_count: 20,
        orderType: 'country_id_orderasc',
      });
      assert.equal(page.body.result.length, 20);
      assert.deepEqual(page.body.pagination, {
        page: 3,
        total_pages: Math.ceil(page.body.paginationMap.total_count / 20),
      });
      const first = await admin.post('/api/setting/country/list', { list_count: 5, orderType: 'country_id_orderasc' });
      assert.equal(first.body.result[0].country_id, 'ABW');
      const last = await admin.post('/api/setting/country/list', { list_count: 5, orderType: 'country_id_orderdesc' });
      assert.equal(last.body.result[0].country_id, 'ZWE');
      const odd = await admin.post('/api/setting/country/list', { list_count: 7, orderType: 'drop table_orderasc' });
      assert.equal(odd.body.paginationMap.list_count, 10);
      const producers = await admin.post('/api/setting/country/list', { country_filter: 'CFPRDC', list_count: 100 });
      assert.ok(producers.body.result.length >= 50);
      assert.ok(producers.body.result.every((row: { country_filter: string }) => row.country_filter === 'CFPRDC'));
      const korean = await admin.post('/api/setting/country/list', { searchType: 'ALL', searchTitle: '에티오피아' });
      assert.deepEqual(
        korean.body.result.map((row: { country_id: string }) => row.country_id),
        ['ETH'],
      );
      const wildcard = await admin.post('/api/setting/country/list', { searchType: 'ALL', searchTitle: '%' });
      assert.equal(wildcard.body.paginationMap.total_count, 0);
      // Search title without a search type is dropped (behaviour §02-2).
      const titleOnly = await admin.post('/api/setting/country/list', { searchTitle: '에티오피아' });
      assert.ok(titleOnly.body.paginationMap.total_count > 1);
      const beyond = await admin.post('/api/setting/country/list', { page: 999 });
      assert.deepEqual(
        [beyond.body.result.length, beyond.body.pagination.total_pages],
        [0, Math.ceil(beyond.body.paginationMap.total_count / 10)],
      );
    });
  });
  listLabelSuite(env);
}
