import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { API, signInAs } from '../support/fixtures';

const ROASTIME = join(__dirname, '..', '..', 'test-fixtures', 'roastime', 'built-from-format_R60-as-roastime.json');
const SHOTS = join(__dirname, '..', '..', 'test-results', 'roast-consistency');

/** What the screens say in each language (field labels of the domain, block and chart strings). */
const UI = {
  en: {
    prefix: '/en',
    within: 'Within tolerance',
    out: 'Out of tolerance',
    deviation: 'Deviation from the reference batch',
    figure: 'Mean BT deviation',
    span: 'RoR delta span',
    seconds30: '30 s',
    chart: /^roast curve data$/i,
    legend: /^Reference: R\d{2}-\d{4,} · \d{4}-\d{2}-\d{2}$/,
    release: 'release',
    hold: 'On hold',
    edit: 'Edit',
    save: 'Save',
    ok: 'OK',
    saved: 'Saved.',
    blend: 'Blend recipe',
    blendName: /Seoul house blend/,
    batch: 'Roasting batch',
  },
  kr: {
    prefix: '',
    within: '허용 범위 안',
    out: '허용 범위 밖',
    deviation: '기준 배치 대비 편차',
    figure: '평균 BT 편차',
    span: 'RoR 델타 스팬',
    seconds30: '30초',
    chart: /^로스팅 곡선 기록$/,
    legend: /^기준 배치: R\d{2}-\d{4,} · \d{4}-\d{2}-\d{2}$/,
    release: '출고 판정',
    hold: '보류',
    edit: '수정',
    save: '저장',
    ok: '확인',
    saved: '저장되었습니다.',
    blend: '블렌드 레시피',
    blendName: /Seoul 하우스 블렌드/,
    batch: '로스팅 배치',
  },
} as const;
type Ui = (typeof UI)[keyof typeof UI];

/** The batch form's import words (English). */
const IMPORT = {
  logFile: 'Roasting log file',
  imported: 'File imported.',
  fcStart: 'First crack start time',
  dropTime: 'Roasting end time',
} as const;
type Row = Record<string, unknown>;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const named = (label: string) => new RegExp(`^${escape(label)}( \\*)?$`, 'i');

async function roasterSeq(page: Page): Promise<number> {
  const answer = await (await page.request.post(`${API}/api/userAuth/select`, { data: { auth: ['roaster'] } })).json();
  return answer.result.roaster_auth[0].auth_seq as number;
}

/** The demo roastery's batches of its first recipe that are within (or out of) their recipe's tolerances. */
async function batchesJudged(page: Page, within: boolean): Promise<Row[]> {
  const roaster = await roasterSeq(page);
  const answer = await (
    await page.request.post(`${API}/api/roaster/roasting/result/list`, {
      data: { roaster_seq: roaster, roasting_deviation_within: within, list_count: 20, page: 1 },
    })
  ).json();
  return answer.result as Row[];
}

const idOf = (row: Row) => `${String(row.roasting_result_year)}_${String(row.roasting_result_seq)}`;

async function confirmSave(page: Page, ui: Ui) {
  await page.getByRole('button', { name: ui.save, exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: ui.ok }).click();
  const saved = page.getByRole('alertdialog');
  await expect(saved).toContainText(ui.saved);
  await saved.getByRole('button', { name: ui.ok }).click();
}

/** The drawn RoR curves' paths: they change when the span does. */
const rorPaths = (page: Page) =>
  page
    .getByRole('region', { name: UI.en.chart })
    .or(page.getByRole('region', { name: UI.kr.chart }))
    .locator('.highcharts-series path.highcharts-graph')
    .evaluateAll((paths) => paths.map((path) => path.getAttribute('d')).join('|'));

test.beforeEach(async ({ page }) => {
  await signInAs(page.request, 'rown');
});

for (const [locale, ui] of Object.entries(UI)) {
  test(`[${locale}] a batch within and one out of its recipe's tolerances, its reference behind it, the RoR span redrawing the curve`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const [within] = await batchesJudged(page, true);
    const [out] = await batchesJudged(page, false);
    expect(within && out).toBeTruthy();

    await page.goto(`${ui.prefix}/roaster/roasting/result/${idOf(within!)}`);
    // The verdict leads among the key figures; the figures behind it open on the section's title (remembered).
    await expect(page.getByRole('definition').filter({ hasText: ui.within })).toBeVisible();
    await page.getByRole('button', { name: ui.deviation, exact: true }).click();
    const table = page.getByRole('table', { name: ui.deviation });
    await table.scrollIntoViewIfNeeded();
    await expect(table.getByRole('row', { name: new RegExp(ui.figure) })).toContainText(ui.within);
    await expect(table.getByText(ui.out)).toHaveCount(0);
    const chart = page.getByRole('region', { name: ui.chart });
    await expect(chart.getByText(ui.legend)).toBeVisible();

    // The span is the visitor's: a longer one redraws the RoR and stays for the next page.
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('.highcharts-series path.highcharts-graph').first()).toBeVisible();
    const before = await rorPaths(page);
    await page.getByRole('combobox', { name: ui.span }).selectOption({ label: ui.seconds30 });
    await expect.poll(() => rorPaths(page)).not.toBe(before);
    await chart.screenshot({ path: join(SHOTS, `within-chart-${locale}-1280.png`) });
    await table.screenshot({ path: join(SHOTS, `within-table-${locale}-1280.png`) });

    await page.goto(`${ui.prefix}/roaster/roasting/result/${idOf(out!)}`);
    // The chart draws once it is scrolled to; the span chosen on the last page is still chosen.
    // The record re-renders once its reference arrives: scroll to whichever chart region is there by then.
    await expect(async () => page.getByRole('region', { name: ui.chart }).scrollIntoViewIfNeeded()).toPass();
    await expect(page.getByRole('combobox', { name: ui.span })).toHaveValue('30', { timeout: 30_000 });
    const outTable = page.getByRole('table', { name: ui.deviation });
    await outTable.scrollIntoViewIfNeeded();
    await expect(outTable.getByText(ui.out).first()).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    await outTable.scrollIntoViewIfNeeded();
    await outTable.screenshot({ path: join(SHOTS, `out-table-${locale}-375.png`) });
    await page.getByRole('region', { name: ui.chart }).screenshot({ path: join(SHOTS, `out-chart-${locale}-375.png`) });
  });
}

test('[kr] holding a batch at release takes it out of the blend batch picker', async ({ page }) => {
  test.setTimeout(120_000);
  const ui = UI.kr;
  // A batch option reads "code · date · recipe · stock" (behaviour §09-2.1, §12-1).
  const offers = (texts: string[], row: Row) =>
    texts.some(
      (text) =>
        text.includes(String(row.roasting_result_date).slice(0, 10)) &&
        text.startsWith(`${String(row.roasting_batch_code)} · `),
    );
  // What the blend batch form offers for the demo blend.
  const offered = async () => {
    await page.goto(`${ui.prefix}/roaster/blending/result/write`);
    const blend = page.getByRole('combobox', { name: named(ui.blend) });
    await blend.click();
    await blend.pressSequentially('Seoul');
    await page.getByRole('option', { name: ui.blendName }).first().click();
    const rows = page.getByRole('combobox', { name: named(ui.batch) });
    await expect(rows.first()).toBeVisible();
    await rows.first().click();
    const options = page.getByRole('listbox', { name: ui.batch }).getByRole('option');
    await expect(options.first()).toBeVisible();
    return options.allTextContents();
  };
  // Before: a batch within its recipe's tolerances that the form offers (other stories add batches of other recipes).
  const before = await offered();
  const candidate = (await batchesJudged(page, true)).find((row) => offers(before, row));
  expect(candidate, "a batch within its tolerances among the blend form's batches").toBeTruthy();

  await page.goto(`${ui.prefix}/roaster/roasting/result/${idOf(candidate!)}`);
  await page.getByRole('button', { name: ui.edit, exact: true }).click();
  const release = page.getByRole('combobox', { name: named(ui.release) });
  await release.scrollIntoViewIfNeeded();
  await release.selectOption({ label: ui.hold });
  await page
    .getByRole('heading', { name: '출고 판정' })
    .locator('xpath=..')
    .screenshot({ path: join(SHOTS, 'release-kr-1280.png') });
  await confirmSave(page, ui);
  const roaster = await roasterSeq(page);
  const saved = await (
    await page.request.get(`${API}/api/roaster/roasting/result/detail/${idOf(candidate!)}?roaster_seq=${roaster}`)
  ).json();
  expect(saved.result.roasting_release).toBe('HOLD');

  expect(offers(await offered(), candidate!)).toBe(false);
});

test('[en] a RoasTime roast imported on the batch form brings its events to the timeline and the chart', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const ui = UI.en;
  await page.goto(`${ui.prefix}/roaster/roasting/result/write`);
  await page.getByLabel(IMPORT.logFile).setInputFiles(ROASTIME);
  await expect(page.getByRole('status').filter({ hasText: IMPORT.imported })).toBeVisible();
  await expect(page.getByRole('textbox', { name: IMPORT.fcStart })).toHaveValue('08:50');
  await expect(page.getByRole('textbox', { name: IMPORT.dropTime })).toHaveValue('10:54');
  const chart = page.getByRole('region', { name: ui.chart });
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.getByText(/DTR 19\.\d%/)).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await chart.scrollIntoViewIfNeeded();
  await chart.screenshot({ path: join(SHOTS, 'roastime-chart-en-375.png') });
});
