import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { seriousViolations, violationsInBothThemes } from '../support/axe';
import { resumeSessionOf } from '../support/fixtures';
import { followRequests, pageSettled } from '../support/settled';

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

/** Opens the page and waits until its area has drawn it. */
async function open(page: Page, path: string): Promise<void> {
  const requests = followRequests(page);
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  await pageSettled(page, requests);
}

// The control of every judgement below: the check finds what axe calls serious, only where it is told to look.
test('the accessibility check names serious violations in the judged region and nothing outside it', async ({
  page,
}) => {
  await page.setContent(`<html lang="en"><body>
    <nav><img src="/outside.png"></nav>
    <main><h1>Judged</h1><img src="/inside.png"><p style="color:#bbb;background:#fff">faint</p></main>
    <span data-tabster-dummy aria-hidden="true" tabindex="0"></span></body></html>`);
  const inMain = await seriousViolations(page, undefined, 'main');
  expect(inMain.map((violation) => violation.split(':')[0]).sort()).toEqual(['color-contrast', 'image-alt']);
  expect(inMain.join(' ')).not.toContain('outside');
  expect(await seriousViolations(page, ['color-contrast'], 'main')).toEqual(['color-contrast: p']);
  expect((await seriousViolations(page)).filter((violation) => violation.startsWith('image-alt'))).toEqual([
    'image-alt: img[src$="outside.png"], img[src$="inside.png"]',
  ]);
});

for (const { name, path, user, text } of shellPages) {
  test(`the ${name} page has no serious accessibility violation in either theme`, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    if (user) await resumeSessionOf(page.context(), user);
    await page.goto(path);
    await expect(page.locator('main')).toContainText(text);
    expect(await violationsInBothThemes(page)).toEqual({ light: [], dark: [] });
  });
}

/**
 * The shell around a signed-in visitor's page: the side menu with its area open and its page chosen, the tab bar, the
 * toolbar and the footer. Every page's own content is judged in every-page.spec.ts, with its fit on a phone.
 */
const signedInPages = [
  { user: 'sadmin', path: '/en/info/code/codegroup' },
  { user: 'rown', path: '/en/roaster/roasting/result' },
  { user: 'cown', path: '/en/cafe/brewing/result' },
];

for (const { user, path } of signedInPages) {
  test(`the shell around ${path} for ${user} has no serious accessibility violation in either theme`, async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    await resumeSessionOf(page.context(), user);
    await open(page, path);
    await expect(page.getByRole('navigation').first()).toBeVisible();
    expect(await violationsInBothThemes(page)).toEqual({ light: [], dark: [] });
  });
}

test('Korean text keeps words whole and plain links take the theme colour, not the browser blue', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await open(page, '/info/intro');
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
  await open(page, '/en/info/intro');
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
