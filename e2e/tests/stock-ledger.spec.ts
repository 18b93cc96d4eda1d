import { expect, test } from '@playwright/test';
import { signInAs } from '../support/fixtures';

/** A number as the inventory shows it ("1,395.0"). */
const numberIn = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));

test('[kr] a later delivery of a green lot is a receipt in its history, on top of its stock', async ({ page }) => {
  await signInAs(page.request, 'rown');
  await page.goto('/roaster/greenbean/inventory');
  await page.getByRole('button', { name: '재고와 이동 내역' }).click();
  const dialog = page.getByRole('dialog');
  const lot = dialog.getByRole('table', { name: '재고 현황' }).getByRole('row').filter({ hasText: '에티오피아' });
  await expect(lot).toBeVisible({ timeout: 30_000 });
  const before = numberIn(await lot.getByRole('cell').nth(1).textContent());
  await lot.getByRole('button', { name: / 이동 내역$/ }).click();

  const form = dialog.getByRole('form', { name: '재고 보정·입고' });
  await form.getByRole('combobox', { name: '보정 사유' }).selectOption({ label: '입고 (추가 입고)' });
  await form.getByRole('spinbutton', { name: '입고량 (g)' }).fill('1000');
  await form.getByRole('button', { name: '입고 저장' }).click();
  await expect(form.getByRole('status')).toContainText('입고를 기록했습니다');

  const latest = dialog.getByRole('table', { name: '이동 내역' }).getByRole('row').nth(1);
  await expect(latest).toContainText('입고');
  await expect(latest).toContainText('+1,000.0');
  await expect(lot.getByRole('cell').nth(1)).toHaveText(
    (before + 1000).toLocaleString('ko-KR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  );
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
