import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { API, DEMO_PASSWORD } from '../support/fixtures';

/** Keys of the user's storage (copied records, drafts) in this browser's local storage. */
const userKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('coffee.user.')));

/** Rows of the code cache's per-user select lists (IndexedDB `coffee-cache`), read without creating the database. */
const selectListRows = (page: Page) =>
  page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((db) => db.name === 'coffee-cache')) return 0;
    return new Promise<number>((resolve, reject) => {
      const open = indexedDB.open('coffee-cache');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        const count = db.transaction('select_data').objectStore('select_data').count();
        count.onsuccess = () => {
          db.close();
          resolve(count.result);
        };
      };
    });
  });

async function signIn(page: Page) {
  await page.goto('/en/user/signin');
  await page.getByLabel('User ID').fill('rown');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
  // Signed in, the page loads the home page afresh: the next address is opened once that load is over.
  await page.waitForURL((url) => !url.pathname.endsWith('/user/signin'));
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

test('[en] signing out removes the copied record and the user’s stored lists from the browser', async ({ page }) => {
  await signIn(page);
  const roaster = (
    await (await page.request.post(`${API}/api/userAuth/select`, { data: { auth: ['roaster'] } })).json()
  ).result.roaster_auth[0].auth_seq as number;
  const recipes = await (
    await page.request.post(`${API}/api/roaster/roasting/default/list`, { data: { roaster_seq: roaster } })
  ).json();
  const recipe = recipes.result[0] as { roasting_seq: number; roasting_name: string };

  await page.goto(`/en/roaster/roasting/default/${recipe.roasting_seq}`);
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  const copied = page.getByRole('alertdialog');
  await expect(copied).toContainText('Copied.');
  await copied.getByRole('button', { name: 'OK' }).click();
  expect(await userKeys(page)).toHaveLength(1);
  expect(await page.evaluate((key) => localStorage.getItem(key), (await userKeys(page))[0]!)).toContain(
    recipe.roasting_name,
  );
  await expect.poll(() => selectListRows(page)).toBeGreaterThan(0);

  const signedOut = page.waitForResponse((response) => response.url().endsWith('/api/sign/signout'));
  await page.getByRole('button', { name: 'Sign out' }).click();
  expect((await signedOut).request().method()).toBe('POST');
  // Signed out, the shell loads the home page afresh.
  await expect(page).toHaveURL(/\/en\/info\/intro$/);
  await expect(page.getByRole('button', { name: 'Sign in' }).first()).toBeVisible();
  expect(await userKeys(page)).toEqual([]);
  expect(await selectListRows(page)).toBe(0);

  // Signed in again, the same user has nothing to paste into a new recipe.
  await signIn(page);
  await page.goto('/en/roaster/roasting/default/write');
  await page.getByRole('button', { name: 'Paste', exact: true }).click();
  await expect(page.getByRole('alertdialog')).toContainText('There is nothing to paste');
});
