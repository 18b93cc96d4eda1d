import { expect, test } from '@playwright/test';
import { loadChunkNames } from '../support/chunkNames';
import { recordRequests, signInAs } from '../support/fixtures';

/** Every version the page's federation share scope holds of a shared package, with who provided it. */
const providers = (name: string) => {
  const scopes = (globalThis as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, unknown>> } })
    .__FEDERATION__?.__SHARE__;
  return Object.values(scopes ?? {}).flatMap((scope) =>
    Object.values(
      (scope as Record<string, Record<string, Record<string, { from: string; loaded?: boolean }>>>).default?.[name] ??
        {},
    ).map((version) => ({ from: version.from, loaded: Boolean(version.loaded) })),
  );
};

test('two remotes that query share one api-client root and one query entry (one session store, one query client)', async ({
  page,
}) => {
  await signInAs(page.request, 'rown');
  const chunkName = await loadChunkNames();
  const firstPage = recordRequests(page);
  await page.goto('/en/roaster/greenbean/inventory');
  await expect(page.getByRole('heading', { level: 1, name: 'Green bean stock' })).toBeVisible();
  // Script files are named by chunk id; the build lists their readable chunk names.
  const chunksOfPage = (requests: ReturnType<typeof recordRequests>) =>
    requests.filter((request) => request.resourceType() === 'script').map((request) => chunkName(request.url()));
  expect(chunksOfPage(firstPage).some((name) => /packages_api-client_src_query/.test(name))).toBe(true);
  // The stock page's code lists are stored after they arrive: the cache database's chunk (and Dexie) come then.
  await expect.poll(() => chunksOfPage(firstPage).some((name) => /api-client_src_cache_db/.test(name))).toBe(true);

  // A menu click: single-spa mounts the quality remote in the same page.
  const secondPage = recordRequests(page);
  await page.evaluate(() => globalThis.history.pushState(null, '', '/en/roaster/qc/blr'));
  await expect(page.getByRole('heading', { level: 1, name: 'Brewing result QC' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();

  // The quality remote takes the query entry, TanStack Query and the api-client root the roaster remote loaded.
  expect(chunksOfPage(secondPage).filter((name) => /api-client|tanstack/.test(name))).toEqual([]);
  for (const name of ['@coffee/api-client', '@coffee/api-client/query', '@tanstack/react-query']) {
    const shared = await page.evaluate(providers, name);
    expect(
      shared.filter((version) => version.loaded),
      name,
    ).toHaveLength(1);
  }
});
