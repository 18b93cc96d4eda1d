import { expect, test } from '@playwright/test';
import type { Request } from '@playwright/test';
import { loadBrotliBytes, loadChunkNames } from '../support/chunkNames';
import { recordRequests, signInAs } from '../support/fixtures';

// A list page draws its first row without any code of the detail screen (README "Loading on a phone"): no forms,
// widgets, charts or final-form, no page config or custom section of its folder beside its light list part.
const DETAIL_CODE = [
  /field-toolkit_src_engine_detail_/,
  /field-toolkit_src_forms_/,
  /field-toolkit_src_widgets_(?!format_)/,
  /field-toolkit_src_charts_/,
  /field-toolkit_src_blocks_(?!plumbing_)/,
  /fluentui_react-(positioning|rating|slider|textarea|tooltip)_/,
  /react-final-form/,
  /qrcode/,
  /^src_(pages|shared)_(?!.*_list_ts$)/,
];
const isDetailCode = (name: string) => DETAIL_CODE.some((pattern) => pattern.test(name));

const LISTS = [
  { list: 'roaster batch list', path: '/en/roaster/roasting/result', user: 'rown', heading: 'Roasting results' },
  { list: 'cafe brewing list', path: '/en/cafe/brewing/result', user: 'cown', heading: 'Brewing results' },
  {
    list: 'coffee lover’s brewing settings',
    path: '/en/user/usernote/brewingdefault',
    user: 'user',
    heading: 'Brewing settings',
  },
];

for (const { list, path, user, heading } of LISTS) {
  test(`the ${list} shows its first row before any detail code, fetches it at idle, and opens a record`, async ({
    page,
  }) => {
    await signInAs(page.request, user);
    // The moment the first row's link is in the document, read in the page (before any idle callback runs).
    await page.addInitScript(() => {
      const seen = () => document.querySelector('main table tbody tr a[href]');
      new MutationObserver((_, observer) => {
        if (!seen()) return;
        (window as { firstRowAt?: number }).firstRowAt = performance.timeOrigin + performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    const requests = recordRequests(page);
    const chunkName = await loadChunkNames();
    const brotliBytesOf = await loadBrotliBytes();
    const scriptsUntil = (time: number) =>
      requests.filter((request: Request) => request.resourceType() === 'script' && request.timing().startTime <= time);

    await page.goto(path);
    const firstRow = page
      .getByRole('main')
      .getByRole('row')
      .filter({ has: page.getByRole('link') })
      .first();
    await expect(firstRow).toBeVisible();
    const firstRowAt = await page.evaluate(() => (window as { firstRowAt?: number }).firstRowAt ?? 0);
    expect(firstRowAt).toBeGreaterThan(0);

    const before = scriptsUntil(firstRowAt).map((request) => request.url());
    const bytes = before.reduce((sum, url) => sum + brotliBytesOf(url), 0);
    test.info().annotations.push({
      type: 'scripts before the first row',
      description: `${before.length} files, ${(bytes / 1000).toFixed(1)} KB as Brotli: ${before.map(chunkName).join(' ')}`,
    });
    expect(before.map(chunkName).filter(isDetailCode)).toEqual([]);

    // The detail code comes after the rows at idle, before anything is clicked.
    await expect.poll(() => requests.some((request) => /engine_detail_/.test(chunkName(request.url())))).toBe(true);
    await firstRow.getByRole('link').click();
    await expect(page.getByRole('button', { name: 'List', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(page.locator('main form input').first()).toBeVisible();
  });
}
