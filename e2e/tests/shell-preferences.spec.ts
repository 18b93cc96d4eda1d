import { expect, test } from '@playwright/test';

test('the language switch changes the path and the text', async ({ page }) => {
  await page.goto('/info/intro');
  await expect(page.getByRole('link', { name: '커피 노트' })).toBeVisible();
  // A guest's intro arrives prerendered, an inert copy until the live page takes over (its style element goes).
  await expect(page.locator('style[data-prerendered]')).toHaveCount(0, { timeout: 30_000 });
  await page.getByRole('button', { name: /^언어/ }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/info\/intro$/);
  await expect(page.getByRole('link', { name: 'Coffee Note' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitemradio', { name: '한국어' }).click();
  await expect(page).toHaveURL(/\/info\/intro$/);
  await expect(page).not.toHaveURL(/\/en\//);
});

test('theme, screen width and menu position persist across a reload', async ({ page }) => {
  await page.goto('/en/info/chart/radarchart');
  // The page drawn first, as a person sees it before choosing: a theme chosen while the area was still mounting stayed
  // light on a busy machine (the choice was lost once in four CI runs).
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await page.getByRole('button', { name: /^Theme/ }).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  // The dark theme is fetched when first chosen: go on once it has arrived and the shell and the area are both drawn
  // in it (each provider's `data-theme` follows the theme it draws), so no menu below opens while a part of the page
  // is redrawn (a choice in the next menu was once lost while only the shell's provider was dark).
  await expect(page.locator('[data-theme]').first()).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('[data-theme="light"]')).toHaveCount(0);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await page.getByRole('button', { name: /^Screen width/ }).click();
  await page.getByRole('menuitemradio', { name: /Full/ }).click();
  await expect(page.locator('body')).toHaveClass(/screen-F/);
  await page.getByRole('button', { name: /^Menu position/ }).click();
  await page.getByRole('menuitemradio', { name: /Right/ }).click();
  await expect(page.locator('body')).toHaveClass(/menu-R/);

  await page.reload();
  await expect(page.locator('body')).toHaveClass(/screen-F/);
  await expect(page.locator('body')).toHaveClass(/menu-R/);
  await expect(page.getByRole('button', { name: 'Theme: Dark' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  const cookies = await page.context().cookies();
  const screen = cookies.find((cookie) => cookie.name === 'screen_type');
  expect(screen?.value).toBe('F');
  // 30 days, give or take the test's own run time.
  expect(screen!.expires * 1000 - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
});

test('an unknown stored theme falls back to light', async ({ page }) => {
  await page.goto('/en/info/intro');
  await page.evaluate(() => localStorage.setItem('theme', 'sepia'));
  await page.reload();
  await expect(page.getByRole('button', { name: 'Theme: Light' })).toBeVisible();
});
