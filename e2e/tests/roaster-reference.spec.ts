import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { API, signInAs } from '../support/fixtures';

/** UI words of both locales (toolkit strings and domain labels). */
const UI = {
  kr: {
    prefix: '',
    ok: '확인',
    edit: '수정',
    save: '저장',
    reference: '기준 배치',
    clear: '기준 배치 선택 지우기',
    chart: /^로스팅 곡선 기록$/,
    legend: /^기준 배치: R\d{2}-\d{4,} · \d{4}-\d{2}-\d{2}$/,
  },
  en: {
    prefix: '/en',
    ok: 'OK',
    edit: 'Edit',
    save: 'Save',
    reference: 'Reference batch',
    clear: 'Clear Reference batch',
    chart: /^roast curve data$/i,
    legend: /^Reference: R\d{2}-\d{4,} · \d{4}-\d{2}-\d{2}$/,
  },
} as const;

/** A batch option reads "code · date · recipe · stock" (behaviour §09-2.1, §12-1). */
const BATCH_LABEL = /^R\d{2}-\d{4,} · \d{4}-\d{2}-\d{2} · .+ · [\d,]+\.\d g$/;
type Row = Record<string, unknown>;

async function roasterSeq(page: Page): Promise<number> {
  const answer = await (await page.request.post(`${API}/api/userAuth/select`, { data: { auth: ['roaster'] } })).json();
  return answer.result.roaster_auth[0].auth_seq as number;
}

/** A demo batch whose recipe names a reference batch (not the reference itself): its `{year}_{seq}` id. */
async function batchWithReference(page: Page): Promise<string> {
  const roaster = await roasterSeq(page);
  const recipes = await (
    await page.request.post(`${API}/api/roaster/roasting/default/code`, { data: { roaster_seq: roaster } })
  ).json();
  for (const { value } of recipes.result as Array<{ value: number }>) {
    const reference = await (
      await page.request.get(`${API}/api/roaster/roasting/default/reference/${value}?roaster_seq=${roaster}`)
    ).json();
    if (!reference.result) continue;
    const batches = await (
      await page.request.post(`${API}/api/roaster/roasting/result/list`, {
        data: { roaster_seq: roaster, roasting_seq: value, list_count: 20, page: 1 },
      })
    ).json();
    // A batch with a curve of its own: the stories add batches of the demo recipes that have none.
    for (const row of batches.result as Row[]) {
      if (row.roasting_result_seq === reference.result.roasting_result_seq) continue;
      const id = `${String(row.roasting_result_year)}_${String(row.roasting_result_seq)}`;
      const detail = await (
        await page.request.get(`${API}/api/roaster/roasting/result/detail/${id}?roaster_seq=${roaster}`)
      ).json();
      if (detail.result?.roasting_chart_log) return id;
    }
  }
  throw new Error('no demo batch with a curve of a recipe with a reference batch');
}

/** A recipe of its own for the test to edit (one green bean row), so the demo recipes stay as seeded. */
async function newRecipe(page: Page, name: string): Promise<number> {
  const roaster = await roasterSeq(page);
  const beans = await (
    await page.request.post(`${API}/api/roaster/greenbean/default/code`, { data: { roaster_seq: roaster } })
  ).json();
  const created = await (
    await page.request.post(`${API}/api/roaster/roasting/default/edit`, {
      data: {
        roaster_seq: roaster,
        roasting_name_kr: name,
        roasting_name: name,
        greenbean_list: [{ greenbean_roaster_seq: beans.result[0].value, greenbean_mass: 5000 }],
      },
    })
  ).json();
  return created.result.roasting_seq as number;
}

async function save(page: Page, ui: (typeof UI)['en' | 'kr']) {
  const saved = page.waitForRequest((request) => request.url().endsWith('/api/roaster/roasting/default/edit'));
  await page.getByRole('button', { name: ui.save, exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: ui.ok }).click();
  const body = (await saved).postDataJSON() as Row;
  await page.getByRole('alertdialog').getByRole('button', { name: ui.ok }).click();
  // Back in view once the saved record is reloaded.
  await expect(page.getByRole('button', { name: ui.save, exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: ui.edit, exact: true })).toBeEnabled();
  return body;
}

test.beforeEach(async ({ page }) => {
  await signInAs(page.request, 'rown');
});

for (const locale of ['en', 'kr'] as const) {
  const ui = UI[locale];

  test(`[${locale}] a demo batch of a recipe with a reference batch draws the reference in its chart`, async ({
    page,
  }) => {
    await page.goto(`${ui.prefix}/roaster/roasting/result/${await batchWithReference(page)}`);
    const chart = page.getByRole('region', { name: ui.chart });
    // The record re-renders once its reference arrives: scroll to whichever chart region is there by then.
    await expect(async () => chart.scrollIntoViewIfNeeded()).toPass();
    await expect(chart.getByText(ui.legend)).toBeVisible();
  });

  test(`[${locale}] the owner names a recipe’s reference batch on the recipe page, saves it, and clears it`, async ({
    page,
  }) => {
    const seq = await newRecipe(page, `Reference test ${locale} ${Date.now()}`);
    await page.goto(`${ui.prefix}/roaster/roasting/default/${seq}`);
    await page.getByRole('button', { name: ui.edit, exact: true }).click();
    await page.getByRole('combobox', { name: ui.reference }).click();
    const option = page.getByRole('option', { name: BATCH_LABEL }).first();
    const chosen = (await option.textContent()) ?? '';
    await option.click();
    const body = await save(page, ui);
    expect(typeof body.roasting_reference_seq).toBe('number');
    await expect(page.getByRole('textbox', { name: ui.reference })).toHaveValue(chosen);

    await page.getByRole('button', { name: ui.edit, exact: true }).click();
    await page.getByRole('button', { name: ui.clear }).click();
    expect((await save(page, ui)).roasting_reference_seq).toBeNull();
    // A field without a value is left out of the record in view (behaviour §10-2.1).
    await expect(page.getByRole('textbox', { name: ui.reference })).toHaveCount(0);
  });
}
