import { expect, test } from '@playwright/test';
import { loadBrotliBytes, loadChunkNames, loadChunkSources } from '../support/chunkNames';
import { recordRequests, signInAs } from '../support/fixtures';
import { PAGES } from '@coffee/suite';

// A list page draws its first row without any code of the detail screen (docs/performance.md, "Loading on a phone"): no forms,
// widgets, charts or final-form, no page config or custom section of its folder beside its light list part, and not
// the domain package's root. Read from the files each script was built from (a merged script holds several folders).
const DETAIL_SOURCES = [
  /packages\/field-toolkit\/src\/engine\/detail\//,
  /packages\/field-toolkit\/src\/forms\//,
  /packages\/field-toolkit\/src\/widgets\/(?!format\/)/,
  /packages\/field-toolkit\/src\/charts\//,
  /packages\/field-toolkit\/src\/blocks\/(?!plumbing\/)/,
  /node_modules\/@fluentui\/react-(positioning|rating|slider|textarea|tooltip)\//,
  /node_modules\/react-final-form\//,
  /node_modules\/qrcode\//,
  // A page's light list part is its list.ts, or the list parts several lists share (the brew lists' brewList/).
  /\/\.\/src\/(pages|shared)\/(?!.*\/list\.ts$)(?!brewList\/)/,
  // The domain package's root (the areas' arithmetic, the roast-log parsers): a list draws from `@coffee/domain/pages`.
  /packages\/domain\/src\/index\.ts$/,
];
const detailSources = (sources: string[]) =>
  sources.filter((source) => DETAIL_SOURCES.some((pattern) => pattern.test(source)));

// The roaster's batch list, the cafe's brewing list and a coffee lover's brewing settings (a light form).
const LISTS = [
  [PAGES.RoastingResult, 'rown'],
  [PAGES.CafeBrewingResult, 'cown'],
  [PAGES.UserBrewingDefault, 'user'],
] as const;

for (const [descriptor, user] of LISTS) {
  const heading = descriptor.title?.en ?? descriptor.key;
  test(`${heading} (${user}) shows its first row before any detail code, fetches it at idle, and opens a record`, async ({
    page,
  }) => {
    await signInAs(page.request, user);
    // The moment the first row's link is in the document, on the page's own clock (before any idle callback runs).
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('main table tbody tr a[href]')) return;
        (window as { firstRowAt?: number }).firstRowAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    const requests = recordRequests(page);
    const chunkName = await loadChunkNames();
    const sourcesOf = await loadChunkSources();
    const brotliBytesOf = await loadBrotliBytes();

    await page.goto(`/en/${descriptor.route}`);
    const firstRow = page
      .getByRole('main')
      .getByRole('row')
      .filter({ has: page.getByRole('link') })
      .first();
    await expect(firstRow).toBeVisible();

    // The detail code comes after the rows at idle, before anything is clicked.
    await expect
      .poll(() =>
        requests.some((request) => sourcesOf(request.url()).some((source) => /engine\/detail\//.test(source))),
      )
      .toBe(true);
    // The scripts whose fetch started before the first row, by the page's resource timing (the same clock).
    const before = await page.evaluate(() => {
      const firstRowAt = (window as { firstRowAt?: number }).firstRowAt ?? -1;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= firstRowAt && new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => entry.name);
    });
    expect(before.length).toBeGreaterThan(0);
    const bytes = before.reduce((sum, url) => sum + brotliBytesOf(url), 0);
    test.info().annotations.push({
      type: 'scripts before the first row',
      description: `${before.length} files, ${(bytes / 1000).toFixed(1)} KB as Brotli: ${before.map(chunkName).join(' ')}`,
    });
    expect(detailSources(before.flatMap(sourcesOf))).toEqual([]);

    await firstRow.getByRole('link').click();
    await expect(page.getByRole('button', { name: 'List', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(page.locator('main form input').first()).toBeVisible();
  });
}
