import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { loadChunkNames, loadHighchartsSources } from '../support/chunkNames';
import { API, recordRequests, signInAs } from '../support/fixtures';

/** The Highcharts files the page's scripts so far were built from. */
async function highchartsFilesOf(requests: ReturnType<typeof recordRequests>): Promise<string[]> {
  const sourcesOf = await loadHighchartsSources();
  const scripts = requests.filter((request) => request.resourceType() === 'script').map((request) => request.url());
  return [...new Set(scripts.flatMap(sourcesOf))];
}

/** Highcharts' whole bundle or master: what a page drew before it took only the parts it draws. */
const WHOLE = /^highcharts(\.src)?\.js$|^es-modules\/masters\/highcharts\.src\.js$/;
const matching = (files: string[], pattern: RegExp) => files.filter((file) => pattern.test(file));

/**
 * The demo roastery's first batch with a curve (an Artisan archive roast of the seed): stories may add batches of
 * other years, or without a curve, before this spec runs.
 */
async function firstBatchPath(page: Page): Promise<string> {
  const select = await (await page.request.post(`${API}/api/userAuth/select`, { data: { auth: ['roaster'] } })).json();
  const roaster = select.result.roaster_auth[0].auth_seq as number;
  const list = await (
    await page.request.post(`${API}/api/roaster/roasting/result/list`, {
      data: { roaster_seq: roaster, list_count: 100, page: 1 },
    })
  ).json();
  const rows = list.result as Array<{ roasting_result_year: number; roasting_result_seq: number }>;
  const ordered = [...rows].sort(
    (a, b) => a.roasting_result_year - b.roasting_result_year || a.roasting_result_seq - b.roasting_result_seq,
  );
  for (const row of ordered) {
    const id = `${row.roasting_result_year}_${row.roasting_result_seq}`;
    const detail = await (
      await page.request.get(`${API}/api/roaster/roasting/result/detail/${id}?roaster_seq=${roaster}`)
    ).json();
    if (detail.result?.roasting_chart_log) return `/en/roaster/roasting/result/${id}`;
  }
  throw new Error('the demo roastery has no batch with a curve');
}

test("a guest's flavor wheel loads the sunburst on Highcharts' core, without the timeline's, the map's or the download's code", async ({
  page,
}) => {
  const requests = recordRequests(page);
  await page.goto('/en/info/chart/flavorwheel');
  const wheel = page.getByRole('region', { name: 'Flavor wheel' });
  await expect(wheel.locator('path.highcharts-point').nth(3)).toBeVisible();
  const files = await highchartsFilesOf(requests);
  expect(matching(files, /Series\/Sunburst\/SunburstSeries\.js$/)).toHaveLength(1);
  expect(matching(files, WHOLE)).toEqual([]);
  expect(matching(files, /PlotLineOrBand|Exporting|Maps\/|Series\/(Area|Spline|Bar|AreaRange|Map)\//)).toEqual([]);
});

test('a batch page draws its curve with the line series and plot bands only, and fetches the download code when its image is saved', async ({
  page,
}) => {
  await signInAs(page.request, 'rown');
  const path = await firstBatchPath(page);
  const requests = recordRequests(page);
  await page.goto(path);
  const curve = page.getByTestId('roasting-chart').locator('.highcharts-series path.highcharts-graph').first();
  await expect(curve).toBeVisible({ timeout: 30_000 });
  const drawn = await highchartsFilesOf(requests);
  expect(matching(drawn, /Series\/Line\/LineSeries\.js$|PlotLineOrBand\/PlotLineOrBand\.js$/)).toHaveLength(2);
  expect(matching(drawn, WHOLE)).toEqual([]);
  expect(matching(drawn, /Sunburst|Treemap|Series\/Pie\/|Maps\/|Exporting|masters\/highcharts-more/)).toEqual([]);

  const chart = page.getByRole('region', { name: /^roast curve data$/i });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    chart.getByRole('button', { name: 'Save as PNG' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.png$/);
  expect(matching(await highchartsFilesOf(requests), /Extensions\/Exporting\/Exporting\.js$/)).toHaveLength(1);
});

/** A chunk of a field widget's code (not the frame and formats every widget shares): what a form draws below its top. */
const WIDGET_CHUNK = /field-toolkit_src_widgets_(?!shared_|format_)/;

test("a batch page draws its curve while the code of its form's other widgets is held back, which then arrive below it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAs(page.request, 'rown');
  const path = await firstBatchPath(page);
  const chunkName = await loadChunkNames();
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(
    (url) => url.pathname.endsWith('.js') && WIDGET_CHUNK.test(chunkName(url.href)),
    async (route) => {
      held.push(chunkName(route.request().url()));
      await released;
      await route.continue();
    },
  );
  await page.goto(path);
  const curve = page.getByTestId('roasting-chart').locator('.highcharts-series path.highcharts-graph').first();
  await expect(curve).toBeVisible({ timeout: 30_000 });
  // The rest of the form asked for its widgets and waits for them, below the curve (behaviour §11-3.1).
  await expect.poll(() => held.length).toBeGreaterThan(0);
  const batch = page.getByRole('region', { name: 'Batch', exact: true });
  await expect(batch).toHaveCount(0);
  const chart = page.getByTestId('roasting-chart');
  const drawn = await chart.boundingBox();

  release();
  await expect(batch.getByRole('textbox').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Measurements' })).toBeVisible();
  // The rest arrived below: the curve has not moved.
  expect(await chart.boundingBox()).toEqual(drawn);
});

test("the cafe's brewing form has its first field ready before the browser database's code is requested", async ({
  page,
}) => {
  await signInAs(page.request, 'cown');
  // The moment the form's first input is enabled, seen from the page's own clock.
  await page.addInitScript(() => {
    // Room for every request's timing (the default 250 fill up with the preloads and the page's chunks).
    performance.setResourceTimingBufferSize(2000);
    const marks = globalThis as { firstInputAt?: number };
    new MutationObserver(() => {
      marks.firstInputAt ??= globalThis.document.querySelector('main form input:enabled')
        ? performance.now()
        : undefined;
    }).observe(globalThis.document, { subtree: true, childList: true, attributes: true });
  });
  const chunkName = await loadChunkNames();
  const requests = recordRequests(page);
  await page.goto('/en/cafe/brewing/result/write');
  await expect(page.locator('main form input:enabled').first()).toBeVisible();
  // The kept saves are still read (behaviour §06-7): Dexie comes, after the form.
  const dexie = () =>
    requests
      .filter((request) => request.resourceType() === 'script' && /dexie/.test(chunkName(request.url())))
      .map((request) => request.url());
  await expect.poll(() => dexie().length).toBeGreaterThan(0);
  const timings = () =>
    page.evaluate(
      (urls) => ({
        firstInputAt: (globalThis as { firstInputAt?: number }).firstInputAt,
        dexieAt: performance
          .getEntriesByType('resource')
          .filter((entry) => urls.includes(entry.name))
          .map((entry) => entry.startTime),
      }),
      dexie(),
    );
  // A script's timing is recorded once it has arrived, after its request was seen.
  await expect.poll(async () => (await timings()).dexieAt.length).toBeGreaterThan(0);
  const { firstInputAt, dexieAt } = await timings();
  expect(firstInputAt).toBeDefined();
  expect(dexieAt.length).toBeGreaterThan(0);
  expect(Math.min(...dexieAt)).toBeGreaterThan(firstInputAt!);
  // One copy of Dexie for the code cache and the offline store.
  expect(dexie()).toHaveLength(1);
});

/** The scripts a document's `Link` header names (preloaded or prefetched), as absolute URLs. */
function hintedScripts(linkHeader: string | undefined, base: string): string[] {
  return [...(linkHeader ?? '').matchAll(/<([^>]+)>; rel=(?:preload|prefetch); as=script/g)].map(
    ([, url]) => new URL(url!, base).href,
  );
}

test("a batch page's document names the scripts the page runs, the shell's entry first, then its remote's, and none it does not run", async ({
  page,
}) => {
  await signInAs(page.request, 'rown');
  const path = await firstBatchPath(page);
  const chunkName = await loadChunkNames();
  const response = await page.goto(path);
  // The document's hints, then the remote's scripts the shell fetches once its own have arrived.
  const listed = (await (
    await page.request.get(new URL(`/route-scripts.json?path=${encodeURIComponent(path)}`, response!.url()).href)
  ).json()) as string[];
  const hinted = [
    ...hintedScripts(response?.headers().link, response!.url()),
    ...listed.map((url) => new URL(url, response!.url()).href),
  ];
  await expect(
    page.getByTestId('roasting-chart').locator('.highcharts-series path.highcharts-graph').first(),
  ).toBeVisible({ timeout: 30_000 });

  expect(chunkName(hinted[0]!)).toBe('main');
  const names = hinted.map(chunkName);
  for (const part of [
    // The shell's start: React, React DOM and the rest of the shared libraries every page runs.
    /^shell-start$/,
    /^src_pages_RoastingResult_page_ts$/,
    /^packages_field-toolkit_src_charts_RoastingChart_RoastingChart_tsx$/,
    // The engine's detail screen with the forms (build-config/src/engineChunks.mjs).
    /^engine-detail$/,
  ]) {
    expect(names.filter((name) => part.test(name))).toHaveLength(1);
  }
  // What each app's chunk loader ran (webpack's `webpackChunk<app>` lists), by the chunk ids that name the files.
  const ran = await page.evaluate(() => {
    const apps = globalThis as unknown as Record<string, Array<[Array<number | string>]>>;
    return Object.fromEntries(
      Object.keys(apps)
        .filter((key) => key.startsWith('webpackChunk'))
        .map((key) => [key.slice('webpackChunk'.length), apps[key]!.flatMap(([ids]) => ids.map(String))]),
    );
  });
  const shellPort = new URL(response!.url()).port;
  const unused = hinted.filter((url) => {
    const { port, pathname } = new URL(url);
    const file = pathname.slice(1);
    if (/^main\.|^remoteEntry\.js$/.test(file)) return false;
    return !ran[port === shellPort ? 'shell' : 'mf_roaster']?.includes(file.split('.')[0]!);
  });
  expect(unused.map(chunkName)).toEqual([]);
  // A record runs nothing of its page's list.
  expect(names.filter((name) => /^src_pages_RoastingResult_list_ts$/.test(name))).toEqual([]);
});

test("a roaster's page loads its area's code while the visitor's rights are still on their way, and mounts once they come", async ({
  page,
}) => {
  await signInAs(page.request, 'rown');
  const path = await firstBatchPath(page);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let rightsAsked = false;
  await page.route(/\/api\/userAuth\/select$/, async (route) => {
    rightsAsked = true;
    await released;
    await route.continue();
  });
  await page.goto(path);
  await expect.poll(() => rightsAsked).toBe(true);
  // The roastery's chunks have run (webpack's list of them exists) though no right has arrived.
  await expect
    .poll(() =>
      page.evaluate(
        () => ((globalThis as Record<string, unknown>).webpackChunkmf_roaster as unknown[] | undefined)?.length ?? 0,
      ),
    )
    .toBeGreaterThan(0);
  await expect(page.getByTestId('roasting-chart')).toHaveCount(0);
  release();
  await expect(
    page.getByTestId('roasting-chart').locator('.highcharts-series path.highcharts-graph').first(),
  ).toBeVisible({ timeout: 30_000 });
});
