import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signInAs, sidewaysOverflow } from '../support/fixtures';
import { suitePages } from '../support/pages';

const PHONE = { width: 375, height: 812 };

/** The page once its area has drawn it: a heading in the main region, nothing busy, no request pending. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeAttached({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

/** The page's sideways overflow in px, and the new-record form's when the list offers one. */
async function overflowOf(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await settled(page);
  const found: string[] = [];
  const list = await sidewaysOverflow(page);
  if (list > 0) found.push(`${path}: ${list} px`);
  const create = page.getByRole('main').getByRole('button', { name: /^(New|새로 쓰기)$/ });
  if ((await create.count()) > 0) {
    await create.first().click();
    await settled(page);
    const form = await sidewaysOverflow(page);
    if (form > 0) found.push(`${path} (new record form): ${form} px`);
  }
  return found;
}

// Every page of every area, as the menu tree lists them, in both languages: new pages are covered as they land.
for (const { path, user } of suitePages()) {
  test(`${path}${user ? ` (${user})` : ''} fits a 375 px phone without sideways scrolling, in Korean and English`, async ({
    page,
  }) => {
    test.slow();
    if (user) await signInAs(page.request, user);
    await page.setViewportSize(PHONE);
    const overflowing = [...(await overflowOf(page, path)), ...(await overflowOf(page, path.replace(/^\/en/, '')))];
    expect(overflowing).toEqual([]);
  });
}
