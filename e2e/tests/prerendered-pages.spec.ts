import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

/** The intro's main heading in each language (mf-public-tools/src/pages/Intro/strings.ts). */
const KOREAN_INTRO = { path: '/info/intro', heading: '생두에서 한 잔까지, 커피의 모든 기록' };
const ENGLISH_INTRO = { path: '/en/info/intro', heading: 'Every record of your coffee, from green bean to cup' };

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading } of [KOREAN_INTRO, ENGLISH_INTRO]) {
    test(`a guest's first HTML of ${path} shows the intro's heading before any script runs`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.headers()['content-encoding']).toBe('br');
      // The heading the screen shows (a page drawn differently on a phone carries both drawings, one hidden).
      const shown = page.locator('h1').filter({ visible: true });
      await expect(shown).toHaveText(heading);
      await expect(shown).toBeInViewport();
    });
  }

  test('[en] the guide arrives prerendered too, a signed-in visitor gets the application page', async ({ page }) => {
    await page.goto('/en/info/guide');
    await expect(page.locator('h1').filter({ visible: true })).toHaveText('Guide');
    await page.context().addCookies([{ name: 'coffee_sid', value: 'any', url: page.url() }]);
    await page.goto('/en/info/guide');
    await expect(page.locator('#root')).toBeEmpty();
  });
});

test('[en] the public tools take over the prerendered intro without a moment without its heading', async ({ page }) => {
  // From the first paint on, a heading stays on the page: record any moment the document has none.
  await page.addInitScript(() => {
    const state = { seen: false, gaps: 0 };
    Object.assign(window, { headingWatch: state });
    new MutationObserver(() => {
      const visible = [...document.querySelectorAll('h1')].some((h1) => h1.getClientRects().length > 0);
      if (visible) state.seen = true;
      else if (state.seen) state.gaps += 1;
    }).observe(document, { childList: true, subtree: true, attributes: true });
  });
  await page.goto(ENGLISH_INTRO.path);
  const heading = page.getByRole('heading', { level: 1, name: ENGLISH_INTRO.heading });
  await expect(heading).toBeVisible();
  await expect(page.locator('style[data-prerendered]')).toHaveCount(0);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('[inert]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { headingWatch: object }).headingWatch)).toEqual({
    seen: true,
    gaps: 0,
  });
  // The live page works: its first action leads to the flavor wheel.
  await page.getByRole('link', { name: 'Try the flavor wheel' }).click();
  await expect(page).toHaveURL(/\/en\/info\/chart\/flavorwheel$/);
});

/** Families the wheel names in full on a desktop and a phone (packages/api-server/src/seed/data/flavor-wheel-ko.ts). */
const WHEELS = [
  { path: '/info/chart/flavorwheel', families: ['과일', '기타'] },
  { path: '/en/info/chart/flavorwheel', families: ['Fruity', 'Other'] },
];

test.describe('the flavor wheel without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, families } of WHEELS) {
    test(`a guest's first HTML of ${path} draws the wheel with its families named, on a desktop and a phone`, async ({
      page,
    }) => {
      await page.goto(path);
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 800 });
        const wheel = page.locator('main svg.highcharts-root').filter({ visible: true });
        await expect(wheel).toHaveCount(1);
        expect(await wheel.locator('path.highcharts-point').count()).toBeGreaterThan(100);
        for (const family of families) await expect(wheel.getByText(family, { exact: true })).toBeVisible();
        // It fits the screen: the phone's drawing scales down to the box.
        expect((await wheel.boundingBox())!.width).toBeLessThanOrEqual(width);
      }
      // Nothing the Content-Security-Policy refuses: no style attribute, no inline script.
      await expect(page.locator('#root [style], #root script')).toHaveCount(0);
    });
  }
});

test('[en] on a phone the live wheel takes over the prerendered one without a moment without it, and a tap on a family opens it', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  // From the first paint on, the wheel stays on the screen at its size: record any moment the document shows none,
  // or shows it shrunk (a live chart that starts its animation again, from the centre).
  await page.addInitScript(() => {
    const state = { seen: false, gaps: 0, shrunk: 0 };
    let full = 0;
    Object.assign(window, { wheelWatch: state });
    new MutationObserver(() => {
      const widths = [...document.querySelectorAll('main .highcharts-series-group')]
        .filter((group) => group.checkVisibility({ visibilityProperty: true }))
        .map((group) => group.getBoundingClientRect().width);
      const width = Math.max(0, ...widths);
      if (width === 0) {
        if (state.seen) state.gaps += 1;
        return;
      }
      state.seen = true;
      full = Math.max(full, width);
      if (width < 0.8 * full) state.shrunk += 1;
    }).observe(document, { childList: true, subtree: true, attributes: true });
  });
  await page.goto('/en/info/chart/flavorwheel');
  await expect(page.locator('style[data-prerendered]')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('[inert]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { wheelWatch: object }).wheelWatch)).toEqual({
    seen: true,
    gaps: 0,
    shrunk: 0,
  });
  // The live wheel works at once: a tap on a family opens it across the wheel.
  const wheel = page.getByRole('region', { name: 'Flavor wheel' });
  await expect(wheel).toHaveAttribute('aria-busy', 'false');
  const fruity = (await wheel.locator('.highcharts-data-label').getByText('Fruity', { exact: true }).boundingBox())!;
  await page.touchscreen.tap(fruity.x + fruity.width / 2, fruity.y + fruity.height / 2);
  await expect(page.getByRole('button', { name: 'Whole wheel' })).toBeVisible();
  await context.close();
});

/** Holds the page's requests for `pattern` until the returned function lets them go. */
async function holdBack(page: Page, pattern: string): Promise<() => void> {
  let letGo = () => {};
  const held = new Promise<void>((resolve) => (letGo = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return letGo;
}

for (const shellStarted of [false, true])
  test(`[en] on a phone a tap on the prerendered wheel ${shellStarted ? 'once the shell is drawn' : 'before the shell has started'} is answered at once, and the live wheel opens that family when it comes`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    // The public tools' remote held back, and before the shell has started its configuration too: the page is the
    // prerendered one (and the shell's copy of it, once drawn) until the test lets them come.
    const letRemoteCome = await holdBack(page, '**/remoteEntry.js');
    const letShellStart = shellStarted ? () => {} : await holdBack(page, '**/remotes.json');
    // Not waiting for the load event: a remote script the shell asks for before it holds that event back.
    await page.goto('/en/info/chart/flavorwheel', { waitUntil: 'domcontentloaded' });
    // The shell drawn, its header a banner (the prerendered markup is hidden from roles): the copy is in place.
    if (shellStarted) await expect(page.getByRole('banner')).toBeVisible();
    const label = (name: RegExp) =>
      page.locator('main .highcharts-data-label').filter({ visible: true }).filter({ hasText: name }).first();
    const fruity = (await label(/^Fruity$/).boundingBox())!;
    // Tapped as a person does, again if the first tap came before any script had run.
    await expect(async () => {
      await page.touchscreen.tap(fruity.x + fruity.width / 2, fruity.y + fruity.height / 2);
      await expect(page.locator('main svg[data-copy-tap]').filter({ visible: true })).toHaveCount(1, { timeout: 500 });
    }).toPass({ timeout: 30_000 });
    // Answered on the page: the tapped family stays bright, the others dim.
    await expect(label(/^Other$/)).toHaveCSS('opacity', '0.25');
    await expect(label(/^Fruity$/)).toHaveCSS('opacity', '1');
    if (!shellStarted) await expect(page.getByRole('banner')).toHaveCount(0);
    letShellStart();
    letRemoteCome();
    // The live wheel took the tap: the family opened across the wheel, without a second tap.
    await expect(page.getByRole('button', { name: 'Whole wheel' })).toBeVisible({ timeout: 30_000 });
    const wheel = page.getByRole('region', { name: 'Flavor wheel' });
    await expect(wheel.locator('.highcharts-data-label').getByText('Berry', { exact: true })).toBeVisible();
    await expect(wheel.locator('.highcharts-data-label').getByText('Roasted', { exact: true })).toHaveCount(0);
    await expect(page.locator('svg[data-copy-tap]')).toHaveCount(0);
    await context.close();
  });
