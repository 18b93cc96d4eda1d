import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { as, orgSeq } from '../harness';
import type { TestEnv } from '../harness';

type Who = 'all' | 'staff' | 'managers';

/** Every roastery page's list call and who may open it (behaviour §03-6: green beans for staff, etc for managers). */
const ROASTER_PAGES: ReadonlyArray<readonly [path: string, who: Who]> = [
  ['/api/roaster/greenbean/default/list', 'staff'],
  ['/api/roaster/greenbean/year/list', 'staff'],
  ['/api/roaster/inventory/greenbean/list', 'staff'],
  ['/api/roaster/roasting/default/list', 'all'],
  ['/api/roaster/roasting/result/list', 'all'],
  ['/api/roaster/inventory/roasting/list', 'all'],
  ['/api/roaster/blending/default/list', 'all'],
  ['/api/roaster/blending/result/list', 'all'],
  ['/api/roaster/inventory/blending/list', 'all'],
  ['/api/roaster/qc/roasting/list', 'all'],
  ['/api/roaster/qc/blending/list', 'all'],
  ['/api/roaster/qc/greenbean/list', 'all'],
  ['/api/roaster/item/equip/list', 'managers'],
];

/** The demo roastery's members by role. */
const ROLES: ReadonlyArray<readonly [user: string, role: string, open: readonly Who[]]> = [
  ['rown', 'OWN', ['all', 'staff', 'managers']],
  ['rsmng', 'SMNG', ['all', 'staff', 'managers']],
  ['rmng', 'MNG', ['all', 'staff', 'managers']],
  ['rsast', 'SAST', ['all', 'staff']],
  ['rroaster', 'ROASTER', ['all']],
];

export function roasterRightsSuite(env: TestEnv): void {
  describe('roastery rights per role for every page', () => {
    for (const [user, role, open] of ROLES) {
      it(`${role} opens ${open.join(', ')} pages and is refused the others`, async () => {
        const roaster = await orgSeq(env, 'rown', 'roaster');
        const client = await as(env, user);
        for (const [path, who] of ROASTER_PAGES) {
          const reply = await client.post(path, { roaster_seq: roaster, page: 1 });
          assert.equal(reply.code, open.includes(who) ? 200 : 403, `${role} ${path}: ${JSON.stringify(reply.body)}`);
        }
      });
    }

    it('refuses a ROASTER’s green lot save and keeps staff saves open', async () => {
      const roaster = await orgSeq(env, 'rown', 'roaster');
      const body = { roaster_seq: roaster, greenbean_year: 2040, greenbean_name_kr: '권한 시험 생두' };
      const refused = await (await as(env, 'rroaster')).post('/api/roaster/greenbean/year/edit', body);
      assert.equal(refused.code, 403, JSON.stringify(refused.body));
      const recipes = await (
        await as(env, 'rroaster')
      ).post('/api/roaster/roasting/default/code', { roaster_seq: roaster });
      assert.equal(recipes.code, 200);
    });
  });
}
