import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { API, sidewaysOverflow, signInAs } from '../support/fixtures';
import { animationsEnded } from '../support/settled';

/**
 * What a 375 px phone showed wrong, each page in both languages, its screenshot kept for a person to look at: the home
 * page's menu button opening nothing, the closed Counter mode toggle floating over a note's fields, the batch chart's
 * phase names running into the curves, the batch's cupping notes squeezed into a corner, a new batch called out of
 * tolerance, the ship dialog's Escape.
 */
const SHOTS = join(__dirname, '..', '..', 'test-results', 'phone-layout');
const UI = {
  en: { prefix: '/en', counterMode: 'Counter mode', cupping: 'Cupping notes', out: 'Out of tolerance', ship: 'Ship' },
  kr: { prefix: '', counterMode: '카운터 모드', cupping: '커핑 노트', out: '허용 범위 밖', ship: '출고' },
} as const;

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

type Box = { x: number; y: number; width: number; height: number };
const meet = (a: Box, b: Box) =>
  a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1;

async function boxes(locator: Locator): Promise<Box[]> {
  return locator.evaluateAll((elements) =>
    elements
      .map((element) => element.getBoundingClientRect())
      .filter((rect) => rect.width > 0 && rect.height > 0)
      .map(({ x, y, width, height }) => ({ x, y, width, height })),
  );
}

async function post<T>(page: Page, path: string, data: object): Promise<T> {
  return (await (await page.request.post(`${API}${path}`, { data })).json()) as T;
}

/** The demo roastery's seq, a batch with a curve and one with cupping notes, and an order that can ship. */
async function roasteryRecords(page: Page) {
  await signInAs(page.request, 'rown');
  const select = await post<{ result: { roaster_auth: Array<{ auth_seq: number }> } }>(page, '/api/userAuth/select', {
    auth: ['roaster'],
  });
  const roaster_seq = select.result.roaster_auth[0]!.auth_seq;
  type Rows = { result: Array<Record<string, string | number | boolean | null>> };
  const batches = await post<Rows>(page, '/api/roaster/roasting/result/list', { roaster_seq, list_count: 100 });
  const curve = batches.result.find((batch) => batch.roasting_profile_use === true)!;
  const notes = await post<Rows>(page, '/api/roaster/qc/roasting/list', { roaster_seq, list_count: 100 });
  const cupped = notes.result.find((note) => note.roasting_result_seq)!;
  const orders = await post<Rows>(page, '/api/roaster/order/list', { roaster_seq, list_count: 100 });
  const shippable = orders.result.find((order) => order.order_status === 'CONFIRMED');
  const id = (row: Record<string, unknown>, prefix: string) => `${row[`${prefix}_year`]}_${row[`${prefix}_seq`]}`;
  return {
    curve: id(curve, 'roasting_result'),
    cupped: id(cupped, 'roasting_result'),
    order: shippable ? id(shippable, 'order') : null,
  };
}

for (const [lang, ui] of Object.entries(UI)) {
  test(`[${lang}] a phone's home, note, batch and ship dialog: nothing covers, squeezes or says what is not so`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const records = await roasteryRecords(page);
    const shot = (name: string) => page.screenshot({ path: join(SHOTS, `${lang}-${name}-375.png`), fullPage: true });

    // Home: no menu button without a menu to open.
    await page.goto(`${ui.prefix}/`);
    await expect(page.locator('[aria-labelledby^="home-tile-"]').first()).toBeVisible();
    for (const button of await page.locator('header button[aria-controls]').all())
      expect(await page.locator(`#${await button.getAttribute('aria-controls')}`).count()).toBe(1);
    await shot('home');

    // A new batch has no reference batch: no verdict beside the key figures.
    await page.goto(`${ui.prefix}/roaster/roasting/result/write`);
    await expect(page.locator('dl').first()).toBeVisible();
    await expect(page.getByText(ui.out)).toHaveCount(0);
    await shot('batch-new');

    // The batch's chart: the phases named above the plot, apart from the events' names and the curves' foot.
    await page.goto(`${ui.prefix}/roaster/roasting/result/${records.curve}`);
    const chart = page.getByTestId('roasting-chart');
    await expect(chart.locator('.highcharts-series-group')).toBeVisible();
    await expect(chart.locator('.highcharts-subtitle')).toContainText(/\d\d:\d\d\s\(\d+\.\d%\)/);
    await expect(chart.locator('.highcharts-plot-band-label')).toHaveCount(0);
    const [subtitle] = await boxes(chart.locator('.highcharts-subtitle'));
    const plot = (await boxes(chart.locator('.highcharts-plot-background')))[0]!;
    expect(subtitle!.y + subtitle!.height).toBeLessThanOrEqual(plot.y + 1);
    for (const label of await boxes(chart.locator('.highcharts-plot-line-label')))
      expect(meet(label, subtitle!)).toBe(false);
    await chart.screenshot({ path: join(SHOTS, `${lang}-batch-chart-375.png`) });

    // The cupping notes take the section's width, not a corner of it.
    await page.goto(`${ui.prefix}/roaster/roasting/result/${records.cupped}`);
    const notes = page.getByRole('table', { name: ui.cupping });
    await notes.scrollIntoViewIfNeeded();
    expect((await notes.boundingBox())!.width).toBeGreaterThan(300);
    await expect(notes.getByRole('cell', { name: / \/ 10$/ }).first()).toBeVisible();
    await shot('batch-cupping');

    // The note form with Counter mode closed: the toggle waits after the last field, covering none.
    await signInAs(page.request, 'user');
    await page.goto(`${ui.prefix}/user/usernote/coffeenote/write`);
    const open = page.getByRole('button', { name: ui.counterMode, pressed: true });
    await open.click();
    const toggle = page.getByRole('button', { name: ui.counterMode, pressed: false });
    await expect(toggle).toBeVisible();
    expect(await toggle.evaluate((element) => getComputedStyle(element).position)).not.toMatch(/sticky|fixed/);
    const fields = await boxes(page.locator('main').locator('input, textarea, [role="combobox"], [role="switch"]'));
    const [closed] = await boxes(toggle);
    expect(fields.length).toBeGreaterThan(5);
    expect(fields.filter((field) => meet(field, closed!))).toEqual([]);
    await toggle.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, `${lang}-note-counter-mode-closed-375.png`) });
    await toggle.click();

    // The ship dialog closes on Escape.
    if (records.order) {
      await signInAs(page.request, 'rown');
      await page.goto(`${ui.prefix}/roaster/order/order/${records.order}`);
      await page.getByRole('button', { name: ui.ship, exact: true }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await animationsEnded(page);
      await page.screenshot({ path: join(SHOTS, `${lang}-ship-dialog-375.png`) });
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  });
}

test('[en] the trace chooser keeps a batch with a long name within the phone', async ({ page }) => {
  await signInAs(page.request, 'rown');
  await page.goto('/en/roaster/roasting/trace');
  const batches = page.getByRole('combobox', { name: 'Roast batch' });
  await expect(batches).toBeEnabled();
  // A native select is as wide as its longest option: a batch named as a roastery may name one (the sweep met a
  // story's batch 54 px too wide).
  await batches.evaluate((select) => {
    const option = document.createElement('option');
    option.textContent =
      'RB-2026-0042 · 2026-12-04 · Seoul House Blend, Ethiopia Yirgacheffe Kochere natural, second crack';
    select.append(option);
  });
  expect(await sidewaysOverflow(page)).toBe(0);
  await page.screenshot({ path: join(SHOTS, 'en-trace-chooser-375.png') });
});
