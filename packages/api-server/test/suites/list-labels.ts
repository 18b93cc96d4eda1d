import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { as, guest } from '../harness';
import type { Client, TestEnv } from '../harness';

const FARMS = '/api/setting/country/farm';
const BOM = '\uFEFF';

/** A list export as text (CSV), with its status and row count header. */
export async function exportCsv(env: TestEnv, client: Client, path: string, body: object, locale: 'kr' | 'en' = 'kr') {
  const response = await fetch(`${env.url}${path}/export`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-locale': locale,
      ...(client.cookie ? { cookie: client.cookie } : {}),
    },
    body: JSON.stringify(body),
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  // TextDecoder drops a BOM unless told to keep it.
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  return { code: response.status, text, total: response.headers.get('x-total-count') };
}

export const lines = (csv: string) => csv.replace(BOM, '').trimEnd().split(/\r?\n/);

/** Lists name what they refer to (behaviour §04-6): labels of code and reference columns in the request's locale. */
export function listLabelSuite(env: TestEnv): void {
  describe('list labels, locale sort and export', () => {
    let region = 0;
    const tag = `L${Date.now() % 100000}`;

    it('answers the label of code and reference columns in the request locale', async () => {
      const admin = await as(env, 'admin');
      const created = await admin.post('/api/setting/country/region/edit', {
        region_country: 'ETH',
        region_name_kr: `시다모 ${tag}`,
        region_name: `Sidamo ${tag}`,
        region_use: true,
      });
      assert.equal(created.body.status, 'OK', JSON.stringify(created.body));
      region = created.body.result.region_seq;
      for (let index = 0; index < 12; index++) {
        const farm = await admin.post(`${FARMS}/edit`, {
          farm_name_kr: `농장 ${tag} ${index}`,
          farm_name: `Farm ${tag} ${index}`,
          farm_country_code: 'ETH',
          farm_region_seq: region,
          farm_use: index % 2 === 0,
        });
        assert.equal(farm.body.status, 'OK', JSON.stringify(farm.body));
      }
      const search = { searchType: 'ALL', searchTitle: `Farm ${tag} 1`, list_count: 5 };
      const korean = await admin.post(`${FARMS}/list`, search);
      const row = korean.body.result[0];
      assert.deepEqual(
        [row.farm_country_code, row.farm_country_code__label, row.farm_region_seq, row.farm_region_seq__label],
        ['ETH', '에티오피아', region, `시다모 ${tag}`],
      );
      const english = await admin.post(`${FARMS}/list`, { ...search, locale: 'en' });
      assert.deepEqual(
        [english.body.result[0].farm_country_code__label, english.body.result[0].farm_region_seq__label],
        ['Ethiopia', `Sidamo ${tag}`],
      );
      const byHeader = await admin.post(`${FARMS}/list`, search, { 'x-locale': 'en' });
      assert.equal(byHeader.body.result[0].farm_country_code__label, 'Ethiopia');
    });

    it('labels a code group id by the group name and shows typed text of an input-direct reference', async () => {
      const admin = await as(env, 'admin');
      const codes = await admin.post('/api/setting/codelist/list', {
        code_group_id: 'CNTR',
        list_count: 5,
        locale: 'en',
      });
      assert.equal(codes.body.result[0].code_group_id__label, 'Country');
      const korean = await admin.post('/api/setting/codelist/list', { code_group_id: 'CNTR', list_count: 5 });
      assert.equal(korean.body.result[0].code_group_id__label, '국가');
      const typed = await admin.post(`${FARMS}/edit`, {
        farm_name: `Typed ${tag}`,
        farm_name_kr: `직접 ${tag}`,
        farm_country_code: 'ETH',
        farm_region_seq: -1,
        farm_region_etc: `Guji ${tag}`,
        farm_use: true,
      });
      if (typed.body.status !== 'OK') return assert.fail(JSON.stringify(typed.body));
      const list = await admin.post(`${FARMS}/list`, { searchType: 'ALL', searchTitle: `Typed ${tag}` });
      assert.equal(list.body.result[0].farm_region_seq__label, `Guji ${tag}`);
    });

    it('sorts countries by the name the visitor reads, in that language order (behaviour §03-9)', async () => {
      const admin = await as(env, 'admin');
      const order = { orderType: 'country_name_orderasc', list_count: 100 };
      const english = (await admin.post('/api/setting/country/list', { ...order, locale: 'en' })).body.result;
      const korean = (await admin.post('/api/setting/country/list', order)).body.result;
      const names = (rows: Array<Record<string, string>>, field: string) => rows.map((row) => row[field] ?? '');
      const en = names(english, 'country_name');
      const kr = names(korean, 'country_name_kr');
      assert.deepEqual(en, [...en].sort(new Intl.Collator('en').compare));
      assert.deepEqual(kr, [...kr].sort(new Intl.Collator('ko').compare));
      assert.equal(en[0], 'Afghanistan');
      assert.equal(kr[0], '가나');
    });

    it('exports every row the filters select, with labels and headers in the locale, as UTF-8 CSV with a BOM', async () => {
      const admin = await as(env, 'admin');
      const filters = { searchType: 'ALL', searchTitle: `Farm ${tag}`, list_count: 5, page: 2 };
      const list = await admin.post(`${FARMS}/list`, filters);
      const csv = await exportCsv(env, admin, `${FARMS}/list`, filters, 'en');
      assert.equal(csv.code, 200, csv.text);
      assert.ok(csv.text.startsWith(BOM));
      const [header, ...rows] = lines(csv.text);
      assert.equal(header, 'Farm name,Country,Region,In use,Registered at');
      // All pages, not the page asked for.
      assert.equal(rows.length, list.body.paginationMap.total_count);
      assert.equal(Number(csv.total), 12);
      assert.ok(rows.every((line) => line.includes(`,Ethiopia,Sidamo ${tag},`)));
      const used = await exportCsv(env, admin, `${FARMS}/list`, { ...filters, farm_use: '1' });
      assert.equal(lines(used.text).length - 1, 6);
      const korean = await exportCsv(env, admin, `${FARMS}/list`, {
        ...filters,
        columns: ['farm_name', 'farm_region_seq'],
      });
      const [koreanHeader, ...koreanRows] = lines(korean.text);
      assert.equal(koreanHeader, '농장 이름,지역');
      assert.ok(
        koreanRows.every((line) => new RegExp(`^농장 ${tag} \\d+,시다모 ${tag}$`).test(line)),
        koreanRows[0],
      );
    });

    it('refuses an export to visitors without the list right, and a column that is not in the list', async () => {
      assert.equal((await exportCsv(env, guest(env), `${FARMS}/list`, {})).code, 401);
      assert.equal((await exportCsv(env, await as(env, 'user'), `${FARMS}/list`, {})).code, 403);
      const bad = await exportCsv(env, await as(env, 'admin'), `${FARMS}/list`, { columns: ['farm_desc'] });
      assert.equal(bad.code, 400);
      assert.deepEqual([JSON.parse(bad.text).description, JSON.parse(bad.text).field], ['field_code', 'columns']);
    });

    it('exports only the selected organisation’s rows', async () => {
      const owner = await as(env, 'rown');
      const roaster = (await owner.post('/api/userAuth/select', { auth: ['roaster'] })).body.result.roaster_auth[0]
        .auth_seq;
      const saved = await owner.post('/api/roaster/item/equip/edit', {
        roaster_seq: roaster,
        equip_name_kr: `수출 그라인더 ${tag}`,
        equip_type: 'GRND',
        equip_use: true,
      });
      assert.equal(saved.body.status, 'OK', JSON.stringify(saved.body));
      const own = await exportCsv(env, owner, '/api/roaster/item/equip/list', { roaster_seq: roaster });
      assert.ok(own.text.includes(`수출 그라인더 ${tag}`));
      const other = await as(env, 'rown2');
      const otherSeq = (await other.post('/api/userAuth/select', { auth: ['roaster'] })).body.result.roaster_auth[0]
        .auth_seq;
      const theirs = await exportCsv(env, other, '/api/roaster/item/equip/list', { roaster_seq: otherSeq });
      assert.equal(theirs.code, 200);
      assert.ok(!theirs.text.includes(tag));
      const foreign = await exportCsv(env, other, '/api/roaster/item/equip/list', { roaster_seq: roaster });
      assert.equal(foreign.code, 403);
    });

    it('writes a fixed-option column in the words the list shows (an event status), in the locale', async () => {
      const owner = await as(env, 'cown');
      const cafe = (await owner.post('/api/userAuth/select', { auth: ['cafe'] })).body.result.cafe_auth[0].auth_seq;
      const exported = async (locale: 'kr' | 'en') => {
        const csv = await exportCsv(env, owner, '/api/cafe/event/list', { cafe_seq: cafe }, locale);
        assert.equal(csv.code, 200, csv.text);
        const [header = '', ...rows] = lines(csv.text);
        const column = header.split(',').indexOf(locale === 'en' ? 'Status' : '진행 상태');
        assert.ok(column >= 0, header);
        return rows.map((row) => row.split(',')[column]);
      };
      const english = await exported('en');
      assert.ok(english.length > 0);
      assert.ok(
        english.every((status) => ['Upcoming', 'Open', 'Ended'].includes(status ?? '')),
        english.join('|'),
      );
      assert.ok((await exported('kr')).every((status) => ['예정', '진행 중', '종료'].includes(status ?? '')));
    });
  });
}
