import { expect, test } from '@playwright/test';
import { loadChunkNames, loadChunkSources } from '../support/chunkNames';
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
  const sourcesOf = await loadChunkSources();
  const firstPage = recordRequests(page);
  await page.goto('/en/roaster/greenbean/inventory');
  await expect(page.getByRole('heading', { level: 1, name: 'Green bean stock' })).toBeVisible();
  // Script files are named by chunk id; the build lists their readable chunk names.
  const scriptsOfPage = (requests: ReturnType<typeof recordRequests>) =>
    requests.filter((request) => request.resourceType() === 'script').map((request) => request.url());
  const chunksOfPage = (requests: ReturnType<typeof recordRequests>) => scriptsOfPage(requests).map(chunkName);
  // The sources each script was built from (the shell's start is one script of many packages).
  const sourcesOfPage = (requests: ReturnType<typeof recordRequests>) => scriptsOfPage(requests).flatMap(sourcesOf);
  expect(sourcesOfPage(firstPage).some((source) => /packages\/api-client\/src\/query\//.test(source))).toBe(true);
  // The stock page's code lists are stored after they arrive: the cache database's chunk (and Dexie) come then.
  await expect.poll(() => chunksOfPage(firstPage).some((name) => /api-client_src_cache_db/.test(name))).toBe(true);

  // A menu click: single-spa mounts the quality remote in the same page.
  const secondPage = recordRequests(page);
  await page.evaluate(() => globalThis.history.pushState(null, '', '/en/roaster/qc/blr'));
  await expect(page.getByRole('heading', { level: 1, name: 'Brewing result QC' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();

  // The quality remote takes the query entry, TanStack Query and the api-client root the roaster remote loaded.
  expect(sourcesOfPage(secondPage).filter((source) => /api-client|tanstack/.test(source))).toEqual([]);
  for (const name of ['@coffee/api-client', '@coffee/api-client/query', '@tanstack/react-query']) {
    const shared = await page.evaluate(providers, name);
    expect(
      shared.filter((version) => version.loaded),
      name,
    ).toHaveLength(1);
  }
});
