import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signInAs } from '../support/fixtures';
import { suitePages } from '../support/pages';
import { hasWrittenLabel } from '@coffee/domain';

const THEMES = ['light', 'dark'] as const;

/** The shell's own screens, each with a text that shows it is on screen. */
const shellPages: { name: string; path: string; user?: string; text: RegExp }[] = [
  { name: 'sign-in (kr)', path: '/user/signin', text: /로그인/ },
  { name: 'sign-in (en)', path: '/en/user/signin', text: /Sign in/ },
  { name: 'admin sign-in', path: '/en/user/signin/admin', text: /Administrator sign-in/ },
  { name: 'no page', path: '/en/no/such/page', text: /Page not found/ },
  { name: 'no permission', path: '/en/info/code/codegroup', user: 'user', text: /No permission/ },
  { name: 'no cafe', path: '/en/cafe/brewing/result', user: 'user', text: /No cafe yet/ },
  { name: 'create chooser', path: '/en/create', user: 'user', text: /Create a roastery/ },
  { name: 'sign-in required', path: '/en/info/code/codegroup', text: /Sign in/ },
];

/** Serious and critical axe violations on the page, each with the elements it concerns. */
async function seriousViolations(page: Page): Promise<string[]> {
  // Fluent's focus manager (Tabster) puts aria-hidden focus sentinels around the toolbar: they hand focus
  // straight on and are never announced, so they are not part of the page axe should judge.
  const results = await new AxeBuilder({ page }).exclude('[data-tabster-dummy]').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Words on the page that read like a database (behaviour §25-1.1, §25-2.1): a list column whose field has no written
 * label, or a reference cell that shows a bare number instead of a name. Each names the field.
 */
async function wordProblems(page: Page): Promise<string[]> {
  const { headers, bareIds } = await page.evaluate(() => ({
    headers: [...document.querySelectorAll('main th[data-field]')].map((cell) => cell.getAttribute('data-field') ?? ''),
    bareIds: [...document.querySelectorAll('main td[data-reference]')]
      .filter((cell) => /^\d+$/.test(cell.textContent?.trim() ?? ''))
      .map((cell) => `${cell.getAttribute('data-field')} shows the bare id ${cell.textContent?.trim()}`),
  }));
  return [
    ...headers.filter((field) => !hasWrittenLabel(field)).map((field) => `${field} has a composed label`),
    ...new Set(bareIds),
  ];
}

/** The page once its area has drawn it: a heading in the main region, nothing busy, no request pending. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Charts load their library and then draw: on a busy machine that outlasts the default wait.
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
}

for (const theme of THEMES) {
  for (const { name, path, user, text } of shellPages) {
    test(`the ${name} page has no serious accessibility violation in the ${theme} theme`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      if (user) await signInAs(page.request, user);
      await page.goto(path);
      await expect(page.locator('main')).toContainText(text);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}

// Every page of every area, as the menu tree lists them: new pages are covered as they land.
for (const { path, user } of suitePages()) {
  test(`${path}${user ? ` (${user})` : ''} has no serious accessibility violation in either theme`, async ({
    page,
  }) => {
    // A full load and two axe runs; a chart page on a busy machine needs more than the default minute.
    test.slow();
    if (user) await signInAs(page.request, user);
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    await page.goto(path);
    await settled(page);
    // The same visit checks the page's words: every column labelled as written, every reference by its name.
    expect(await wordProblems(page), path).toEqual([]);
    const light = await seriousViolations(page);
    // The dark theme as a person switches to it, from the toolbar, without a reload.
    await page.getByRole('button', { name: /^(Theme|테마): / }).click();
    await page.getByRole('menuitemradio', { name: /^(Dark|어둡게)$/ }).click();
    await expect(page.getByRole('button', { name: /^(Theme: Dark|테마: 어둡게)$/ })).toBeVisible();
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
    // Colours ease to the new theme: judge contrast once every transition has ended.
    await page.evaluate(() =>
      Promise.allSettled(
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition)
          .map((animation) => animation.finished),
      ),
    );
    expect({ light, dark: await seriousViolations(page) }).toEqual({ light: [], dark: [] });
  });
}

test('Korean text keeps words whole and plain links take the theme colour, not the browser blue', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.goto('/info/intro');
  await settled(page);
  const button = page.getByRole('link', { name: '플레이버 휠 써 보기' });
  expect(await button.evaluate((element) => getComputedStyle(element).wordBreak)).toBe('keep-all');
  const color = await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/info/guide';
    link.textContent = 'record';
    document.querySelector('main')!.append(link);
    return getComputedStyle(link).color;
  });
  expect(color).not.toBe('rgb(0, 0, 238)');
});

test('the toolbar menus work from the keyboard: Enter opens, arrows choose, the focus comes back to the button', async ({
  page,
}) => {
  await page.goto('/en/info/intro');
  await settled(page);
  await page.getByRole('button', { name: 'Theme: Light' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitemradio', { name: 'Light' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Theme: Dark' })).toBeFocused();
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Theme: Dark' })).toBeFocused();
});
