import { expect, test } from '@playwright/test';
import { loadChunkNames } from '../support/chunkNames';
import { recordRequests } from '../support/fixtures';

// behaviour §11-1.1: a page fetches its own language's strings; the toolbar's switch fetches the other's.
test('an English visitor fetches no Korean strings until switching to Korean, which then shows Korean', async ({
  page,
}) => {
  const chunkName = await loadChunkNames();
  const requests = recordRequests(page);
  const stringChunks = () =>
    requests
      .filter((request) => request.resourceType() === 'script')
      .map((request) => chunkName(request.url()))
      .filter((name) => /^(shell-)?strings-(kr|en)$/.test(name))
      .sort();

  await page.goto('/en/info/intro');
  await expect(page.getByRole('link', { name: 'Coffee Note' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Language/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(stringChunks()).toEqual(['shell-strings-en', 'strings-en']);

  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitemradio', { name: '한국어' }).click();
  await expect(page).toHaveURL(/\/info\/intro$/);
  await expect(page.getByRole('link', { name: '커피 노트' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^언어/ })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  expect(stringChunks()).toEqual(['shell-strings-en', 'shell-strings-kr', 'strings-en', 'strings-kr']);
});
