import { test } from '@playwright/test';
import { signInAs } from '../support/fixtures';

const day = (days = 0) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

test('shots', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAs(page.request, 'rown');
  for (const [prefix, width] of [['/en', 1280], ['', 375]] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${prefix}/roaster/roasting/plan?from=${day()}&to=${day(6)}`);
    await page.getByRole('table').first().waitFor();
    await page.screenshot({ path: `/tmp/tp-shots/plan${prefix || '-kr'}-${width}.png`, fullPage: true });
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: `/tmp/tp-shots/print${prefix || '-kr'}-${width}.png`, fullPage: true });
    await page.emulateMedia({ media: 'screen' });
    await page.goto(`${prefix}/roaster/blending/result`);
    await page.getByRole('row').filter({ hasText: /E2E/ }).first().getByRole('link').first().click();
    await page.getByRole('table', { name: /소비 현장 반응|What the cup said/ }).waitFor();
    await page.getByRole('table', { name: /소비 현장 반응|What the cup said/ }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/tp-shots/feedback${prefix || '-kr'}-${width}.png` });
    await page.goto(`${prefix}/roaster/blending/result`);
    await page.getByRole('row').nth(1).waitFor();
    await page.screenshot({ path: `/tmp/tp-shots/list${prefix || '-kr'}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/en/roaster/roasting/plan?from=${day()}&to=${day(6)}`);
  await page.getByRole('link', { name: 'Roast this batch' }).first().click();
  await page.getByRole('spinbutton').first().waitFor();
  await page.screenshot({ path: '/tmp/tp-shots/prefill-en-1280.png', fullPage: true });
  await page.goto('/en/roaster/roasting/default');
  await page.getByRole('row').filter({ hasText: 'E2E plan recipe' }).getByRole('link').first().click();
  await page.getByText('Expected roast loss (%)').first().waitFor();
  await page.screenshot({ path: '/tmp/tp-shots/recipe-en-1280.png', fullPage: true });
});
