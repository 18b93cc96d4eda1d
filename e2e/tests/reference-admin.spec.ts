import { expect, test } from '@playwright/test';
import type { Page, Request } from '@playwright/test';
import { API, signInAs } from '../support/fixtures';

/** UI words of both locales (toolkit strings and domain labels). */
const UI = {
  kr: {
    prefix: '',
    ok: '확인',
    edit: '수정',
    save: '저장',
    undo: '되돌리기',
    cancel: '취소',
    delete: '삭제',
    type: '재료 유형',
    nameKr: '재료 이름 (한국어)',
    name: '재료 이름',
    nick: '재료 별명',
  },
  en: {
    prefix: '/en',
    ok: 'OK',
    edit: 'Edit',
    save: 'Save',
    undo: 'Undo',
    cancel: 'Cancel',
    delete: 'Delete',
    type: 'Material type',
    nameKr: 'Material name (Korean)',
    name: 'Material name',
    nick: 'Material nickname',
  },
} as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A widget's accessible name: its label, with the required mark when it has one. */
const named = (label: string) => new RegExp(`^${escape(label)}( \\*)?$`);
const field = (page: Page, label: string) => page.getByRole('textbox', { name: named(label) });
const dialogOk = async (page: Page, ok: string) =>
  page.getByRole('alertdialog').getByRole('button', { name: ok }).click();
const saveBody = (request: Request) => request.postDataJSON() as Record<string, unknown>;

test.beforeEach(async ({ page }) => {
  await signInAs(page.request, 'admin');
});

for (const locale of ['kr', 'en'] as const) {
  const ui = UI[locale];

  test(`[${locale}] an admin creates, views, edits, undoes, cancels and deletes a material`, async ({ page }) => {
    const stamp = `${locale}${Date.now()}`;
    await page.goto(`${ui.prefix}/user/product/material/write`);
    await page.getByRole('combobox', { name: named(ui.type) }).selectOption({ index: 1 });
    await field(page, ui.nameKr).fill(`시험 재료 ${stamp}`);
    await field(page, ui.name).fill(`Test material ${stamp}`);
    await field(page, `${ui.nick} (${locale === 'kr' ? '한국어' : 'Korean'})`).fill(`시험 ${stamp}`);
    await field(page, ui.nick).fill(`Test ${stamp}`);
    const created = page.waitForRequest((request) => request.url().endsWith('/api/setting/material/edit'));
    await page.getByRole('button', { name: ui.save }).click();
    await dialogOk(page, ui.ok);
    expect(saveBody(await created)).toMatchObject({ material_name: `Test material ${stamp}`, material_use: true });
    await dialogOk(page, ui.ok);

    // View
    await expect(page).toHaveURL(/\/user\/product\/material\/\d+$/);
    await expect(field(page, ui.name)).toHaveValue(`Test material ${stamp}`);
    await expect(page.getByRole('button', { name: ui.save })).toHaveCount(0);

    // Undo restores the loaded values
    await page.getByRole('button', { name: ui.edit, exact: true }).click();
    await field(page, ui.name).fill('Something else');
    await page.getByRole('button', { name: ui.undo }).click();
    await expect(field(page, ui.name)).toHaveValue(`Test material ${stamp}`);

    // Cancel returns to view
    await page.getByRole('button', { name: ui.cancel }).click();
    await expect(page.getByRole('button', { name: ui.edit, exact: true })).toBeVisible();
    await expect(page).not.toHaveURL(/mode=edit/);

    // Edit sends only the changed field with the key and edit_at
    await page.getByRole('button', { name: ui.edit, exact: true }).click();
    await field(page, ui.name).fill(`Renamed ${stamp}`);
    const edited = page.waitForRequest((request) => request.url().endsWith('/api/setting/material/edit'));
    await page.getByRole('button', { name: ui.save }).click();
    await dialogOk(page, ui.ok);
    const body = saveBody(await edited);
    expect(Object.keys(body).sort()).toEqual(['edit_at', 'locale', 'material_name', 'material_seq']);
    expect(body.material_name).toBe(`Renamed ${stamp}`);
    await dialogOk(page, ui.ok);
    await expect(field(page, ui.name)).toHaveValue(`Renamed ${stamp}`);

    // Delete goes back to the list, where the record is gone
    await page.getByRole('button', { name: ui.delete }).click();
    await dialogOk(page, ui.ok);
    await dialogOk(page, ui.ok);
    await expect(page).toHaveURL(new RegExp(`${ui.prefix}/user/product/material$`));
    await expect(page.getByRole('link', { name: new RegExp(stamp) })).toHaveCount(0);
  });
}

test('[kr] a Korean name over its limit is named in the validation dialog and focused', async ({ page }) => {
  await page.goto('/info/map/region/write');
  await field(page, '지역 이름 (한국어)').fill('가'.repeat(101));
  await page.getByRole('button', { name: '저장' }).click();
  const dialog = page.getByRole('alertdialog', { name: '입력 확인' });
  await expect(dialog).toContainText('지역 이름 (한국어): 300자(한글은 100자)까지');
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(field(page, '지역 이름 (한국어)')).toBeFocused();
});

test('[en] a missing required name is named in the validation dialog and focused', async ({ page }) => {
  await page.goto('/en/info/map/farm/write');
  await page.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Check your input' });
  await expect(dialog).toContainText('Farm name: this field is required.');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(field(page, 'Farm name')).toBeFocused();
});

test('regions need a country: the lookup follows the country and the server refuses a region without one', async ({
  page,
}) => {
  const refused = await page.request.post(`${API}/api/setting/country/region/edit`, {
    data: { region_name_kr: '나라 없는 지역', region_name: 'Nowhere region' },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({ description: 'field_required', field: 'region_country' });

  const lookup = page.waitForRequest((request) => request.url().endsWith('/api/code/region'));
  await page.goto('/en/info/map/region/write');
  expect((await lookup).postDataJSON()).toMatchObject({ region_country: 'USA', is_parent: true });
});

test('a farm needs a region of its country: the region list follows the country and is cleared when it changes', async ({
  page,
}) => {
  const stamp = `${Date.now()}`;
  const created = await page.request.post(`${API}/api/setting/country/region/edit`, {
    data: {
      region_country: 'ETH',
      region_name_kr: `예가체프 ${stamp}`,
      region_name: `Yirgacheffe ${stamp}`,
      region_use: true,
    },
  });
  expect(created.ok()).toBe(true);

  await page.goto('/en/info/map/farm/write');
  const region = page.getByRole('combobox', { name: named('Region') });
  await expect(region.getByRole('option', { name: new RegExp(stamp) })).toHaveCount(0);
  const country = page.getByRole('combobox', { name: named('Country') });
  await country.click();
  await country.pressSequentially('Ethiop');
  await page.getByRole('option', { name: /Ethiopia/ }).click();
  await expect(region.getByRole('option', { name: new RegExp(stamp) })).toHaveCount(1);
  await region.selectOption({ index: 2 });

  await country.fill('');
  await country.pressSequentially('Colomb');
  await page.getByRole('option', { name: /Colombia/ }).click();
  await expect(region).toHaveValue('');
  await expect(region.getByRole('option', { name: new RegExp(stamp) })).toHaveCount(0);
});

test('the country list pages through 250 countries and changes its page size', async ({ page }) => {
  await page.goto('/en/info/map/country');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(11);
  const firstOnPage1 = await rows.nth(1).getByRole('link').textContent();
  const paging = page.getByRole('navigation', { name: 'Pages' });
  await expect(paging.getByRole('button', { name: /^Page \d+$/ })).toHaveCount(10);
  await paging.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(paging.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(rows.nth(1).getByRole('link')).not.toHaveText(firstOnPage1 ?? '');

  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption({ label: '50 rows' });
  await expect(page).toHaveURL(/list_count=50/);
  await expect(rows).toHaveCount(51);
  await expect(paging.getByRole('button', { name: /^Page \d+$/ })).toHaveCount(5);
  await paging.getByRole('button', { name: /Last page/ }).click();
  await expect(paging.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
});

test('an admin reloads the codes from the code pages', async ({ page }) => {
  await page.goto('/en/info/code/codegroup');
  const reload = page.waitForRequest(
    (request) => request.url().endsWith('/api/code/reload') && request.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Reload codes' }).click();
  await reload;
  await expect(page.getByRole('alertdialog')).toContainText('Codes reloaded.');
});

test('[en] a company saved with only its English name opens as a record (the server applies the English rule)', async ({
  page,
}) => {
  const name = `Origin Imports ${Date.now()}`;
  await page.goto('/en/user/company/company/write');
  await page.getByRole('combobox', { name: named('Company type') }).selectOption({ index: 1 });
  await field(page, 'Company name').fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await dialogOk(page, 'OK');
  await dialogOk(page, 'OK');
  await expect(page).toHaveURL(/\/en\/user\/company\/company\/\d+$/);
  await expect(field(page, 'Company name')).toHaveValue(name);
});
