import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { as, guest } from '../harness';
import type { TestEnv } from '../harness';

const ALL_GROUPS = [
  'CAUTH',
  'RAUTH',
  'PSAUTH',
  'CNTR',
  'CFPRDC',
  'CDFLTR',
  'VRT',
  'SPC',
  'PRCS',
  'BGRD',
  'BQLT',
  'EQUIP',
  'EXTR',
  'WTR',
  'PBST',
  'FLVR',
  'CNAFTST',
  'CNTXTR',
  'CNFLNG',
  'EVNT',
  'NTPLC',
  'BNDV',
  'CAFE',
  'RSTR',
  'USER',
  'USRPRVD',
  'CMPN',
  'MTRL',
  'RSTEP',
  'RRLS',
  'RDFCT',
];

export function codeSuite(env: TestEnv): void {
  describe('codes', () => {
    it('serves every code group of the product to guests', async () => {
      const reply = await guest(env).post('/api/code/simple', { code_group: ALL_GROUPS });
      assert.equal(reply.body.status, 'OK');
      for (const group of ALL_GROUPS) assert.ok(reply.body.result[group]?.code_list.length > 0, group);
      const ids = (group: string) =>
        reply.body.result[group].code_list.map((code: { code_id: string }) => code.code_id);
      assert.deepEqual(ids('EQUIP').slice(0, 7), ['ESP', 'DRP', 'GRND', 'SHR', 'BSKT', 'TMP', 'RSTR']);
      assert.deepEqual(ids('PBST').slice(0, 4), ['ALL', 'DTL', 'NRML', 'LST']);
      assert.deepEqual(ids('EVNT'), ['SGNP', 'CSTMR']);
      assert.deepEqual(ids('CMPN').slice(0, 2), ['EQD', 'GBD']);
      assert.ok(ids('RSTEP').includes('RSRV'));
    });

    it('has every ISO 3166 country with Korean names and map ids, and the producer subset', async () => {
      const reply = await guest(env).post('/api/code/simple', { code_group: ['CNTR', 'CFPRDC'] });
      const countries = reply.body.result.CNTR.code_list;
      assert.ok(countries.length >= 249);
      const korea = countries.find((code: { code_id: string }) => code.code_id === 'KOR');
      assert.deepEqual([korea.code_name_kr, korea.code_alias1, korea.code_alias2], ['대한민국', 'KR', '410']);
      const producers = reply.body.result.CFPRDC.code_list.map((code: { code_id: string }) => code.code_id);
      for (const origin of ['ETH', 'COL', 'BRA', 'KEN', 'GTM']) assert.ok(producers.includes(origin), origin);
      assert.ok(!producers.includes('KOR'));
    });

    it('has the full flavor wheel: 110 nodes, 9 families, parents and colours, Korean labels', async () => {
      const reply = await guest(env).post('/api/code/simple', { code_group: ['FLVR'] });
      const nodes: Array<Record<string, string | null>> = reply.body.result.FLVR.code_list;
      assert.equal(nodes.length, 110);
      assert.equal(nodes.filter((node) => node.code_filter === null).length, 9);
      const ids = new Set(nodes.map((node) => node.code_id));
      for (const node of nodes) {
        if (node.code_filter !== null) assert.ok(ids.has(node.code_filter!), `parent of ${node.code_id}`);
        assert.match(node.code_alias1 ?? '', /^#[0-9A-Fa-f]{6}$/);
        assert.match(node.code_name_kr ?? '', /[가-힣]/);
      }
    });

    it('returns only groups changed since the given edit time', async () => {
      const first = await guest(env).post('/api/code/simple', { code_group: ['WTR', 'PBST'] });
      const editAt = first.body.result.WTR.edit_at;
      const again = await guest(env).post('/api/code/simple', {
        code_group: [`WTR|${editAt}`, 'PBST|2000-01-01T00:00:00.000Z'],
      });
      assert.deepEqual(Object.keys(again.body.result), ['PBST']);
      const admin = await as(env, 'admin');
      const saved = await admin.post('/api/setting/codelist/edit', {
        code_group_id: 'WTR',
        code_id: 'SPARKLING',
        code_name: 'Sparkling water',
        code_name_kr: '탄산수',
        code_order: 99,
      });
      assert.equal(saved.body.status, 'OK', JSON.stringify(saved.body));
      const changed = await guest(env).post('/api/code/simple', { code_group: [`WTR|${editAt}`] });
      assert.ok(changed.body.result.WTR.code_list.some((code: { code_id: string }) => code.code_id === 'SPARKLING'));
    });

    it('lets only SADMIN and ADMIN reload codes, by POST only (a GET changes nothing)', async () => {
      assert.equal((await (await as(env, 'sadmin')).post('/api/code/reload')).body.status, 'OK');
      assert.equal((await (await as(env, 'admin')).post('/api/code/reload')).body.status, 'OK');
      assert.equal((await (await as(env, 'paid')).post('/api/code/reload')).code, 403);
      // Sent without a body at all, the call is refused for its rights, not for its missing body.
      assert.equal((await (await as(env, 'paid')).request('POST', '/api/code/reload')).code, 403);
      assert.equal((await guest(env).post('/api/code/reload')).code, 401);
      assert.equal((await (await as(env, 'sadmin')).get('/api/code/reload')).code, 404);
    });

    it('lists code groups as options, unused ones only with showreal', async () => {
      const reply = await (await as(env, 'admin')).post('/api/codegroup/simple', { showreal: 1 });
      assert.ok(reply.body.result.some((option: { value: string }) => option.value === 'FLVR'));
    });

    it('serves select lookups filtered by their parameters', async () => {
      const user = await as(env, 'user');
      const makers = await user.post('/api/code/company', { company_type: 'EQD' });
      assert.ok(makers.body.result.some((option: { label: string }) => option.label === '라 마르조코'));
      assert.ok(makers.body.result.every((option: { company_type: string }) => option.company_type === 'EQD'));
      const grinders = await user.post('/api/code/product/equip', { equip_type: 'GRND' });
      assert.ok(grinders.body.result.length >= 2);
      assert.ok(grinders.body.result.every((option: { equip_type: string }) => option.equip_type === 'GRND'));
      assert.equal((await guest(env).post('/api/code/company', { company_type: 'EQD' })).code, 401);
    });
  });
}
