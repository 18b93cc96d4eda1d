import { expect, test } from '@playwright/test';
import type { Page, Request } from '@playwright/test';
import { loadChunkNames } from '../support/chunkNames';
import { recordRequests, signInAs } from '../support/fixtures';

const WHEEL = '/en/info/chart/flavorwheel';
const CACHE_DB = 'coffee-cache';

const databases = (page: Page) =>
  page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name));
/** Scripts whose chunk (files are named by id; chunk-names.json names them) holds Dexie. */
async function dexieScripts(requests: Request[]) {
  const chunkName = await loadChunkNames();
  return requests.filter((request) => request.resourceType() === 'script' && /dexie/.test(chunkName(request.url())));
}
const codeCalls = (requests: Request[]) => requests.filter((request) => request.url().includes('/api/code/simple'));
/** How many code groups the browser database holds (none before its store exists). */
const storedCodeGroups = (page: Page) =>
  page.evaluate(
    (name) =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open(name);
        open.onerror = () => resolve(0);
        open.onsuccess = () => {
          const database = open.result;
          if (!database.objectStoreNames.contains('code_group')) {
            database.close();
            return resolve(0);
          }
          const count = database.transaction('code_group').objectStore('code_group').count();
          count.onsuccess = () => {
            database.close();
            resolve(count.result);
          };
        };
      }),
    CACHE_DB,
  );

/** Opens the wheel and waits until it is drawn and every download and write is over. */
async function openWheel(page: Page) {
  await page.goto(WHEEL);
  await expect(page.getByRole('region', { name: 'Flavor wheel' })).toHaveAttribute('aria-busy', 'false');
  await page.waitForLoadState('networkidle');
}

test.describe('the code cache in the browser database', () => {
  test("keeps a guest's flavor codes in the page only: no Dexie download, no database", async ({ page }) => {
    const requests = recordRequests(page);
    await openWheel(page);
    expect(codeCalls(requests)).toHaveLength(1);
    expect(await dexieScripts(requests)).toEqual([]);
    expect(await databases(page)).not.toContain(CACHE_DB);
  });

  test("stores a signed-in user's flavor codes and reads them on the next visit without asking", async ({ page }) => {
    await signInAs(page.request, 'user');
    const first = recordRequests(page);
    await openWheel(page);
    expect(codeCalls(first)).toHaveLength(1);
    expect(await dexieScripts(first)).toHaveLength(1);
    await expect.poll(() => databases(page)).toContain(CACHE_DB);
    // The page stores the codes after it has drawn them: the next visit finds them once that write has landed.
    await expect.poll(() => storedCodeGroups(page)).toBeGreaterThan(0);

    const next = recordRequests(page);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Flavor wheel' })).toHaveAttribute('aria-busy', 'false');
    await page.waitForLoadState('networkidle');
    expect(codeCalls(next)).toEqual([]);
    await expect(page.getByRole('region', { name: 'Flavor wheel' }).locator('path.highcharts-point')).not.toHaveCount(
      0,
    );
  });
});
