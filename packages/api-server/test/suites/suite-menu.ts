import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pageRights, resolvePage } from '@coffee/domain';
import type { SuiteMenu } from '@coffee/domain';
import { PAGES } from '@coffee/api-kernel/domain';
import { as, guest } from '../harness';
import type { TestEnv } from '../harness';

/** The suite's menu as the shell learns it at run time, and the rights the server enforces agree with it. */
export function suiteMenuSuite(env: TestEnv): void {
  describe('the suite menu the shell learns at run time', () => {
    it('tells a guest the menu tree, the routes of each remote, the home gates, the record calls and what a New form reads', async () => {
      const reply = await guest(env).get('/api/menu');
      assert.equal(reply.code, 200);
      const menu = reply.body.result as SuiteMenu;
      assert.deepEqual(
        menu.tree.map((category) => category.id),
        ['info', 'user', 'cafe', 'roaster'],
      );
      assert.ok(menu.areas['mf-roaster'].includes('roaster/roasting'));
      assert.equal(menu.homeGates.roastery, PAGES.RoastingResult.route);
      assert.equal(menu.records[PAGES.RoastingResult.route], PAGES.RoastingResult.api.detail);
      assert.equal(menu.records[PAGES.SerialIntro.route], null);
      // What a new brew's form reads as it opens, which the shell fetches with the session (behaviour §11-3.2).
      assert.deepEqual(menu.newRecords?.[PAGES.CafeBrewingResult.route], ['/api/cafe/brewing/result/start']);
    });

    it('is revalidated by its ETag: an unchanged menu answers 304 without a body', async () => {
      const first = await fetch(`${env.url}/api/menu`);
      const etag = first.headers.get('etag');
      assert.ok(etag);
      assert.equal(first.headers.get('cache-control'), 'no-cache');
      const again = await fetch(`${env.url}/api/menu`, { headers: { 'if-none-match': etag } });
      assert.equal(again.status, 304);
      assert.equal(await again.text(), '');
    });

    it('names the rights the server enforces: a plain user is refused the code groups it does not list', async () => {
      const menu = (await guest(env).get('/api/menu')).body.result as SuiteMenu;
      const page = resolvePage(PAGES.CodeGroup.route.split('/'), menu.tree);
      assert.ok(page);
      const user = { user_id: 'user', name: 'User', usertype: ['USER' as const] };
      const admin = { ...user, usertype: ['ADMIN' as const] };
      assert.equal(pageRights(page, { user, selected: {} }).listview, false);
      assert.equal(pageRights(page, { user: admin, selected: {} }).listview, true);
      const refused = await (await as(env, 'user')).post(PAGES.CodeGroup.api.list, {});
      assert.equal(refused.code, 403);
      const listed = await (await as(env, 'admin')).post(PAGES.CodeGroup.api.list, {});
      assert.equal(listed.body.status, 'OK');
    });
  });
}
