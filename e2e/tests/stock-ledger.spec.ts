import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { API, signInAs } from '../support/fixtures';
import { gramsIn } from '../support/numbers';

const LOT_YEAR = 2047;
const DELETED_LOT_YEAR = 2048;
const GREEN_MASS = 5000; // 500 g in 0.1 g
const LOT_STOCK = 100_000; // 10 kg
/** The test's batches are a year old: lists sorted by date show the seed's recent roasts before them. */
const ROASTED_ON = new Date(Date.now() - 365 * 86_400_000).toLocaleDateString('sv');

async function call(request: APIRequestContext, path: string, data: Record<string, unknown>) {
  const body = await (await request.post(`${API}${path}`, { data })).json();
  expect(body.status, JSON.stringify(body)).toBe('OK');
  return body;
}

/** Two green lots of a year of the test's own and a roast batch taking 500 g from each; answers what the page shows. */
async function batchFromTwoLots(request: APIRequestContext, lotYear = LOT_YEAR) {
  const auth = await call(request, '/api/userAuth/select', { auth: ['roaster'] });
  const roaster = auth.result.roaster_auth[0].auth_seq as number;
  const beans = (await call(request, '/api/roaster/greenbean/default/code', { roaster_seq: roaster, locale: 'en' }))
    .result as Array<{ value: number; label: string }>;
  const lots = beans.slice(0, 2);
  for (const bean of lots)
    await call(request, '/api/roaster/greenbean/year/edit', {
      roaster_seq: roaster,
      greenbean_roaster_seq: bean.value,
      greenbean_year: lotYear,
      greenbean_name_kr: '행 삭제 e2e 생두',
      greenbean_instock: LOT_STOCK,
    });
  const recipe = (await call(request, '/api/roaster/roasting/default/code', { roaster_seq: roaster })).result[0].value;
  const batch = await call(request, '/api/roaster/roasting/result/edit', {
    roaster_seq: roaster,
    roasting_seq: recipe,
    roasting_result_year: Number(ROASTED_ON.slice(0, 4)),
    roasting_result_date: ROASTED_ON,
    roasting_mass: 4250,
    greenbean_list: lots.map((bean) => ({
      greenbean_roaster_seq: bean.value,
      greenbean_year: lotYear,
      greenbean_mass: GREEN_MASS,
    })),
  });
  return {
    roaster,
    id: `${ROASTED_ON.slice(0, 4)}_${batch.result.roasting_result_seq}`,
    removedLot: lots[1]?.label ?? '',
  };
}

test('[en] a green bean row removed from a roast batch stays removed after reload, and its lot gets its mass back', async ({
  page,
}) => {
  await signInAs(page.request, 'rown');
  const { id, removedLot } = await batchFromTwoLots(page.request);

  await page.goto(`/en/roaster/roasting/result/${id}`);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const rows = page.getByRole('region', { name: 'Green beans' });
  await expect(rows.getByText('Row 2', { exact: true })).toBeVisible({ timeout: 30_000 });
  await rows.getByRole('button', { name: 'Remove row 2' }).click();
  await expect(rows.getByText('Row 2', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  const saved = page.getByRole('alertdialog');
  await expect(saved).toContainText(/saved/i);
  await saved.getByRole('button', { name: 'OK' }).click();
  // Back in view (the address drops `?mode=edit`) before the reload.
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeEnabled();

  await page.reload();
  // The green bean rows are closed in view until opened (behaviour §10-2.2).
  await page.getByRole('button', { name: 'Green beans', exact: true }).click();
  await expect(rows.getByText('Row 1', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(rows.getByText('Row 2', { exact: true })).toHaveCount(0);
  // 500 g green for 425 g roasted: the loss of the one row left.
  await expect(page.getByRole('textbox', { name: 'Roast loss' })).toHaveValue('15.0');

  await page.goto('/en/roaster/greenbean/inventory');
  await page.getByRole('button', { name: 'Stock and movements' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('checkbox', { name: 'Also show items out of stock' }).check();
  const lot = dialog
    .getByRole('table', { name: 'Stock' })
    .getByRole('row')
    .filter({ hasText: `${removedLot} ${LOT_YEAR}` });
  await expect(lot.getByRole('cell').nth(1)).toHaveText('10 kg');
  await lot.getByRole('button', { name: /^Movements of / }).click();
  const movements = dialog.getByRole('table', { name: 'Movements' });
  // Newest first by date: today's edit and the lot's receipt, then the batch of a year ago.
  await expect(movements.getByRole('row').nth(1)).toContainText('Record edited');
  await expect(movements.getByRole('row').nth(1)).toContainText('+500 g');
  await expect(movements.getByRole('row').nth(2)).toContainText('Receipt');
  await expect(movements.getByRole('row').nth(3)).toContainText('Roast');
});

test('[en] a deleted roast batch stays in its lot’s history: the roast and its reversal', async ({ page }) => {
  await signInAs(page.request, 'rown');
  const { roaster, id, removedLot } = await batchFromTwoLots(page.request, DELETED_LOT_YEAR);
  const [year, seq] = id.split('_');
  await call(page.request, '/api/roaster/roasting/result/delete', {
    roaster_seq: roaster,
    roasting_result_year: Number(year),
    roasting_result_seq: Number(seq),
  });
  await page.goto('/en/roaster/greenbean/inventory');
  await page.getByRole('button', { name: 'Stock and movements' }).click();
  const dialog = page.getByRole('dialog');
  const lot = dialog
    .getByRole('table', { name: 'Stock' })
    .getByRole('row')
    .filter({ hasText: `${removedLot} ${DELETED_LOT_YEAR}` });
  await expect(lot.getByRole('cell').nth(1)).toHaveText('10 kg', { timeout: 30_000 });
  await lot.getByRole('button', { name: /^Movements of / }).click();
  const rows = dialog.getByRole('table', { name: 'Movements' }).getByRole('row');
  // Newest first by date: today's reversal and the lot's receipt, then the deleted batch of a year ago.
  await expect(rows.nth(1)).toContainText('Record deleted');
  await expect(rows.nth(1)).toContainText('+500 g');
  await expect(rows.nth(2)).toContainText('Receipt');
  await expect(rows.nth(3)).toContainText('Roast');
  await expect(rows.nth(3)).toContainText('(deleted record)');
  await expect(rows.nth(3)).toContainText('-500 g');
});

test('[kr] a later delivery of a green lot is a receipt in its history, on top of its stock', async ({ page }) => {
  await signInAs(page.request, 'rown');
  await page.goto('/roaster/greenbean/inventory');
  await page.getByRole('button', { name: '재고와 이동 내역' }).click();
  const dialog = page.getByRole('dialog');
  const lot = dialog.getByRole('table', { name: '재고 현황' }).getByRole('row').filter({ hasText: '에티오피아' });
  await expect(lot).toBeVisible({ timeout: 30_000 });
  const before = gramsIn(await lot.getByRole('cell').nth(1).textContent());
  await lot.getByRole('button', { name: / 이동 내역$/ }).click();

  const form = dialog.getByRole('form', { name: '재고 보정·입고' });
  await form.getByRole('combobox', { name: '보정 사유' }).selectOption({ label: '입고 (추가 입고)' });
  await form.getByRole('spinbutton', { name: '입고량 (g)' }).fill('1000');
  await form.getByRole('button', { name: '입고 저장' }).click();
  await expect(form.getByRole('status')).toContainText('입고를 기록했습니다');

  const latest = dialog.getByRole('table', { name: '이동 내역' }).getByRole('row').nth(1);
  await expect(latest).toContainText('입고');
  await expect(latest).toContainText('+1 kg');
  await expect.poll(async () => gramsIn(await lot.getByRole('cell').nth(1).textContent())).toBe(before + 1000);
});

test('[en] a cafe’s received batch shows its stock and its movements, opening with its receipt', async ({ page }) => {
  await signInAs(page.request, 'cown');
  await page.goto('/en/cafe/coffeebean/received');
  await page.getByRole('button', { name: 'Stock and movements' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Received bean stock' })).toBeVisible({ timeout: 30_000 });
  const batch = dialog.getByRole('table', { name: 'Stock' }).getByRole('row').nth(1);
  await batch.getByRole('button', { name: /^Movements of / }).click();
  const movements = dialog.getByRole('table', { name: 'Movements' });
  await expect(movements.getByRole('row').last()).toContainText('Receipt');
  // A cafe's batch takes corrections but no receipts: a new delivery is a new received batch.
  const form = dialog.getByRole('form', { name: 'Correct the stock' });
  const reasons = form.getByRole('combobox', { name: 'Reason' });
  await expect(reasons.getByRole('option', { name: 'Count' })).toHaveCount(1);
  await expect(reasons.getByRole('option', { name: /Receipt/ })).toHaveCount(0);
});
