import { expect, test } from '@playwright/test';
import { signInAs } from '../support/fixtures';

test('the arrow keys move along the toolbar controls in a circle, and Enter opens a setting menu', async ({ page }) => {
  await page.goto('/en/info/intro');
  const toolbar = page.getByRole('toolbar', { name: 'Toolbar' });
  await expect(toolbar).toBeVisible();
  await expect(toolbar.getByRole('separator')).toHaveCount(2);
  const start = toolbar.getByRole('button', { name: 'Start the stopwatch' });
  await start.focus();
  await page.keyboard.press('ArrowRight');
  await expect(toolbar.getByRole('button', { name: /^Screen width/ })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(toolbar.getByRole('button', { name: 'Sign in' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(toolbar.getByRole('button', { name: /^Language/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitemradio', { name: 'English' })).toBeVisible();
});

test('a member sees the organisation switcher once signed in; a guest has none', async ({ page }) => {
  await page.goto('/en/info/intro');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  await expect(page.getByRole('button', { name: /^Choose a/ })).toHaveCount(0);

  await signInAs(page.request, 'rown');
  await page.goto('/en/roaster/greenbean/inventory');
  await expect(page.getByRole('button', { name: /^Choose a roastery: Demo Roasters Seoul/ })).toBeVisible();
});
