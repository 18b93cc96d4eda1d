import { expect, test } from '@playwright/test';
import { API, signInAs } from '../support/fixtures';

test.beforeEach(async ({ page }) => {
  await signInAs(page.request, 'user');
});

for (const [path, title] of [
  ['/en/info/map/country', 'No permission'],
  ['/info/code/codegroup', '권한이 없습니다'],
  ['/en/user/product/greenbean', 'No permission'],
] as const) {
  test(`a signed-in user without admin rights gets the no-permission page on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Reload codes|코드 다시 불러오기/ })).toHaveCount(0);
  });
}

test('the server refuses a non-admin the same calls', async ({ page }) => {
  const list = await page.request.post(`${API}/api/setting/country/list`, { data: { page: 1, list_count: 10 } });
  expect(list.status()).toBe(403);
  const save = await page.request.post(`${API}/api/setting/material/edit`, {
    data: { material_type: 'CUP', material_name: 'Nope' },
  });
  expect(save.status()).toBe(403);
  const reload = await page.request.post(`${API}/api/code/reload`);
  expect(reload.status()).toBe(403);
});
