import { expect, test as base } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';
import { COLOUR_RULES, seriousViolations } from '../support/axe';
import { sidewaysOverflow, useSessionOf } from '../support/fixtures';
import { suitePages } from '../support/pages';
import { animationsEnded, followRequests, pageSettled } from '../support/settled';
import { E2E_PORTS } from '../support/ports';
import { wordProblems } from '../support/words';

const PHONE = { width: 375, height: 812 };

/**
 * One browser context per visitor and worker, kept for every page that visitor opens: a tab per page in a browser
 * that stays open, as a person works. The sweep only reads, so nothing a page leaves behind is judged by the next;
 * the suite's scripts come from the context's cache instead of being fetched and compiled again for every page.
 */
const test = base.extend<object, { visitorContext: (user?: string) => Promise<BrowserContext> }>({
  visitorContext: [
    async ({ browser }, use) => {
      const contexts = new Map<string, BrowserContext>();
      await use(async (user) => {
        const key = user ?? '';
        let context = contexts.get(key);
        if (!context) {
          context = await browser.newContext({
            baseURL: `http://localhost:${E2E_PORTS.shell}`,
            serviceWorkers: 'block',
          });
          if (user) await useSessionOf(context, user);
          contexts.set(key, context);
        }
        return context;
      });
      await Promise.all([...contexts.values()].map((context) => context.close()));
    },
    { scope: 'worker' },
  ],
});

/**
 * Axe's findings on the page's own content (`main`: the shell around it, its menu, toolbar and footer, is judged once
 * per visitor and theme in accessibility.spec.ts) in the light theme, then its colour rules in the dark one, chosen
 * from the toolbar as a person does (no reload: the rest of the page is the same page). The menu item is chosen with the keyboard: a click first waits
 * for the menu to stop moving, its 0.4 s opening motion and the waits between Playwright's retries, near a second on
 * every page of the sweep.
 */
async function violationsInBothThemes(page: Page) {
  const light = await seriousViolations(page, undefined, 'main');
  await page.getByRole('button', { name: /^(Theme|테마): / }).click();
  await page.getByRole('menuitemradio', { name: /^(Dark|어둡게)$/ }).press('Enter');
  await expect(page.getByRole('button', { name: /^(Theme: Dark|테마: 어둡게)$/ })).toBeVisible();
  await expect(page.getByRole('menu')).toHaveCount(0);
  // The button names the choice at once; the shell and the area draw it once the dark tokens have arrived.
  await expect(page.locator('[data-theme="light"]')).toHaveCount(0);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  // Colours ease to the new theme: judge contrast once every transition has ended.
  await animationsEnded(page);
  return { light, dark: await seriousViolations(page, COLOUR_RULES, 'main') };
}

/**
 * The page's sideways overflow once its layout has answered the viewport: a narrowed window re-lays the page out in
 * its own time (the list's phone columns, its page size), so a page that fits within a few seconds fits; one that
 * still overflows then is reported with its last overflow.
 */
async function fittedOverflow(page: Page): Promise<number> {
  let overflow = 0;
  await expect
    .poll(async () => (overflow = await sidewaysOverflow(page)), { intervals: [100, 250, 500], timeout: 5_000 })
    .toBe(0)
    .catch(() => undefined);
  return overflow;
}

/** The shown page's sideways overflow in px, and its new-record form's when the list offers one. */
async function overflowHere(page: Page, path: string, settled: () => Promise<void>): Promise<string[]> {
  const found: string[] = [];
  const list = await fittedOverflow(page);
  if (list > 0) found.push(`${path}: ${list} px`);
  const create = page.getByRole('main').getByRole('button', { name: /^(New|새로 쓰기)$/ });
  if ((await create.count()) > 0) {
    await create.first().click();
    await settled();
    const form = await fittedOverflow(page);
    if (form > 0) found.push(`${path} (new record form): ${form} px`);
  }
  return found;
}

// Every page of every area, as the menu tree lists them: new pages are covered as they land. One test per page, in a
// new tab of its visitor's browser, for all checks: its words; axe on a desktop in English, in either theme; the same
// page narrowed to 375 px, as a phone turned or a window narrowed; and the same page switched to Korean there, each
// with its new-record form.
for (const { path, user } of suitePages()) {
  test(`${path}${user ? ` (${user})` : ''} has no serious accessibility violation in either theme, and fits a 375 px phone in English and Korean`, async ({
    visitorContext,
  }) => {
    // A full load, a redraw in Korean and two axe runs; a chart page on a busy machine needs more than a minute.
    test.slow();
    const page = await (await visitorContext(user)).newPage();
    try {
      await checkPage(page, path);
    } finally {
      await page.close();
    }
  });
}

/** The checks of one page, on a new tab (see above). */
async function checkPage(page: Page, path: string) {
  const requests = followRequests(page);
  const settled = () => pageSettled(page, requests);
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 30_000 });
  await settled();
  // The same visit checks the page's words: every column labelled as written, every reference by its name.
  expect(await wordProblems(page), path).toEqual([]);
  expect(await violationsInBothThemes(page)).toEqual({ light: [], dark: [] });

  await page.setViewportSize(PHONE);
  await settled();
  const inEnglish = await overflowHere(page, path, settled);
  // Korean from the toolbar's language switch, as a person changes it: the area draws the page anew in Korean at the
  // phone's width, without a second load of the suite (fresh Korean loads on a phone: the phone and day stories).
  const korean = path.replace(/^\/en/, '');
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitemradio', { name: '한국어' }).press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 30_000 });
  await settled();
  const overflowing = [...inEnglish, ...(await overflowHere(page, korean, settled))];
  expect(overflowing).toEqual([]);
}
