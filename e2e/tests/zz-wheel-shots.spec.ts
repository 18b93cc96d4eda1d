import { expect, test } from '@playwright/test';

for (const js of [false, true]) {
  test.describe(`js ${js}`, () => {
    test.use({ javaScriptEnabled: js });
    for (const path of ['/info/chart/flavorwheel', '/en/info/chart/flavorwheel']) {
      for (const width of [1280, 375]) {
        test(`${path} ${width} ${js}`, async ({ page }) => {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(path);
          if (js) await expect(page.locator('style[data-prerendered]')).toHaveCount(0, { timeout: 30_000 });
          if (js) await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
          await page.screenshot({
            path: `/tmp/wheel-shots/${path.startsWith('/en') ? 'en' : 'kr'}-${width}-${js ? 'live' : 'nojs'}.png`,
            fullPage: true,
          });
        });
      }
    }
  });
}
