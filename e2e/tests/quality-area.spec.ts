import { test } from '@playwright/test';
import { signInAs } from '../support/fixtures';

const ROUTES = [
  'roaster/qc/blr',
  'roaster/qc/brd',
  'roaster/qc/blending',
  'roaster/qc/roasting',
  'roaster/qc/greenbean',
];

test('look', async ({ page }) => {
  await signInAs(page.request, 'rown');
  for (const route of ROUTES) {
    await page.goto(`/en/${route}`);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/a3-${route.replace(/\//g, '_')}-list.png`, fullPage: true });
    await page.goto(`/en/${route}/write`);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/a3-${route.replace(/\//g, '_')}-write.png`, fullPage: true });
  }
});
