import { expect, test } from '@playwright/test';

/** The intro's main heading in each language (mf-public-tools/src/pages/Intro/strings.ts). */
const KOREAN_INTRO = { path: '/info/intro', heading: '생두에서 한 잔까지, 커피의 모든 기록' };
const ENGLISH_INTRO = { path: '/en/info/intro', heading: 'Every record of your coffee, from green bean to cup' };

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading } of [KOREAN_INTRO, ENGLISH_INTRO]) {
    test(`a guest's first HTML of ${path} shows the intro's heading before any script runs`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.headers()['content-encoding']).toBe('br');
      await expect(page.locator('h1')).toHaveText(heading);
      await expect(page.locator('h1')).toBeInViewport();
    });
  }

  test('[en] the guide arrives prerendered too, a signed-in visitor gets the application page', async ({ page }) => {
    await page.goto('/en/info/guide');
    await expect(page.locator('h1')).toHaveText('Guide');
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
