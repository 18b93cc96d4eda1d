import { expect, test as base } from '@playwright/test';
import type { Page } from '@playwright/test';
import { violationsInBothThemes } from '../support/axe';
import { sidewaysOverflow, resumeSessionOf } from '../support/fixtures';
import { suitePages } from '../support/pages';
import { watchPolicy } from '../support/policy';
import { followRequests, pageSettled } from '../support/settled';
import { E2E_PORTS } from '../support/ports';
import { wordProblems } from '../support/words';

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 720 };

/**
 * One tab per visitor and worker, kept open for every page that visitor opens: a person moves from page to page in
 * one tab, the suite booted once, as it is built to be used (a new tab per page loaded and compiled the whole suite
 * again: 2.0 busy CPU s a page against 0.5 s on this machine). The sweep only reads, so nothing a page leaves behind is
 * judged by the next; a test that fails closes its tab, and the next page of that visitor starts in a new one.
 */
const test = base.extend<{ visitorTab: (user?: string) => Promise<VisitorTab> }, { tabs: Tabs }>({
  tabs: [
    async ({ browser }, provide) => {
      const open = new Map<string, Omit<VisitorTab, 'fresh'>>();
      await provide({
        of: async (user) => {
          const kept = open.get(user);
          if (kept) return { ...kept, fresh: false };
          const context = await browser.newContext({
            baseURL: `http://localhost:${E2E_PORTS.shell}`,
            serviceWorkers: 'block',
          });
          if (user) await resumeSessionOf(context, user);
          const page = await context.newPage();
          const tab = { page, policyViolations: await watchPolicy(page) };
          open.set(user, tab);
          return { ...tab, fresh: true };
        },
        close: async (user) => {
          await open.get(user)?.page.context().close();
          open.delete(user);
        },
      });
      await Promise.all([...open.values()].map(({ page }) => page.context().close()));
    },
    { scope: 'worker' },
  ],
  visitorTab: async ({ tabs }, provide, testInfo) => {
    const used = new Set<string>();
    await provide((user = '') => {
      used.add(user);
      return tabs.of(user);
    });
    if (testInfo.status === testInfo.expectedStatus) return;
    for (const user of used) {
      // What the tab showed when the test failed, in the run's log (a CI copy and its report are gone afterwards).
      const { page } = await tabs.of(user);
      const said = await page
        .locator('main')
        .innerText({ timeout: 1_000 })
        .catch(() => '(no main region)');
      console.log(`${user || 'guest'}'s tab was at ${page.url()}; its main region said: ${said.slice(0, 400)}`);
      await tabs.close(user);
    }
  },
});
interface VisitorTab {
  page: Page;
  /** A new tab, where nothing is open yet. */
  fresh: boolean;
  /** What the Content-Security-Policy refused in the tab since this was last asked. */
  policyViolations: () => Promise<string[]>;
}
/** The visitors' kept tabs, by demo user ('' for a guest). */
interface Tabs {
  of(user: string): Promise<VisitorTab>;
  close(user: string): Promise<void>;
}

/**
 * Opens `path` in the visitor's tab: a new tab loads it; a kept one goes there as the shell's own links do (a history
 * entry the router follows), by way of the shell's "page not found", so the area draws the page anew rather than
 * reusing what the previous page left on screen.
 */
async function openPage(page: Page, path: string, fresh: boolean): Promise<void> {
  if (fresh) {
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    const document = await page.goto(path);
    expect(document?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  } else {
    await page.setViewportSize(DESKTOP);
    const notFound = page.getByRole('main').getByRole('heading', { level: 1, name: 'Page not found' });
    await page.evaluate(() => history.pushState(null, '', '/en/no/such/page'));
    await expect(notFound).toBeVisible();
    await page.evaluate((to) => history.pushState(null, '', to), path);
    await expect(notFound).toHaveCount(0);
  }
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 30_000 });
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

// Every page of every area, as the menu tree lists them: new pages are covered as they land. One test per page, in its
// visitor's tab, for all checks: its words; axe on a desktop in English, in either theme; the same page narrowed to
// 375 px, as a phone turned or a window narrowed; and the same page switched to Korean there, each with its new-record
// form; and nothing refused by the Content-Security-Policy while the page loads its area's code and draws.
for (const { path, user } of suitePages()) {
  test(`${path}${user ? ` (${user})` : ''} has no serious accessibility violation in either theme, fits a 375 px phone in English and Korean, and loads under the Content-Security-Policy without a violation`, async ({
    visitorTab,
  }) => {
    // A redraw in Korean and two axe runs; a chart page on a busy machine needs more than a minute.
    test.slow();
    const { page, fresh, policyViolations } = await visitorTab(user);
    const requests = followRequests(page);
    try {
      await checkPage(page, path, fresh, () => pageSettled(page, requests));
    } finally {
      requests.stop();
    }
    expect(await policyViolations()).toEqual([]);
  });
}

/** The checks of one page (see above). */
async function checkPage(page: Page, path: string, fresh: boolean, settled: () => Promise<void>) {
  await openPage(page, path, fresh);
  await settled();
  // The same visit checks the page's words: every column labelled as written, every reference by its name.
  expect(await wordProblems(page), path).toEqual([]);
  // The page's own content (the shell around it is judged once per visitor and theme in accessibility.spec.ts); a
  // kept tab shows the theme the previous page ended in, so the pages take turns at which theme gets every rule.
  expect(await violationsInBothThemes(page, 'main')).toEqual({ light: [], dark: [] });

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
