import { expect, test } from '@playwright/test';
import { signInAs } from '../support/fixtures';
import { gramsIn } from '../support/numbers';
import { archiveRoasts } from '../support/demoRoasts';

test('[en] roasted stock shows each batch’s movements and takes a sample out with its reason', async ({ page }) => {
  await signInAs(page.request, 'rown');
  await page.goto('/en/roaster/roasting/inventory');
  await expect(page.getByRole('heading', { level: 1, name: 'Roasted stock' })).toBeVisible({ timeout: 30_000 });
  const stock = page.getByRole('table', { name: 'Stock' });
  const first = stock.getByRole('row').nth(1);
  const before = gramsIn(await first.getByRole('cell').nth(1).textContent());
  await first.getByRole('button', { name: /^Movements of / }).click();

  const movements = page.getByRole('table', { name: 'Movements' });
  await expect(movements.getByRole('columnheader')).toHaveText(['Date', 'Kind', 'Record', 'Change', 'By', 'Balance']);
  await expect(movements.getByRole('row').nth(1)).toContainText('Roast');

  const form = page.getByRole('form', { name: 'Correct the stock' });
  await form.getByRole('button', { name: 'Save correction' }).click();
  await expect(form.getByText('Reason: this field is required', { exact: false })).toBeVisible();
  await form.getByRole('combobox', { name: 'Reason' }).selectOption({ label: 'Sample' });
  await form.getByRole('spinbutton', { name: 'Mass (g)' }).fill(String(before + 1000));
  await form.getByRole('button', { name: 'Save correction' }).click();
  await expect(form).toContainText('more than the stock');

  await form.getByRole('spinbutton', { name: 'Mass (g)' }).fill('50');
  await form.getByRole('textbox', { name: 'Memo' }).fill('e2e cupping sample');
  await form.getByRole('button', { name: 'Save correction' }).click();
  await expect(form.getByRole('status')).toContainText('Stock corrected');
  await expect(movements.getByRole('row').nth(1)).toContainText('Correction: Sample');
  await expect(movements.getByRole('row').nth(1)).toContainText('-50 g');
  // The stock reads in kg to 10 g from a kilogram on.
  await expect
    .poll(async () => Math.abs(gramsIn(await first.getByRole('cell').nth(1).textContent()) - (before - 50)))
    .toBeLessThanOrEqual(10);
});

test('[kr] green lots show their 30-day use and days left, and their roasts in the history', async ({ page }) => {
  await signInAs(page.request, 'rown');
  await page.goto('/roaster/greenbean/inventory');
  await page.getByRole('button', { name: '재고와 이동 내역' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: '생두 재고' })).toBeVisible({ timeout: 30_000 });
  // The Ethiopian lot goes into every demo roast: it has a 30-day pace.
  const lot = dialog.getByRole('table', { name: '재고 현황' }).getByRole('row').filter({ hasText: '에티오피아' });
  await expect(lot.getByRole('cell').last()).toHaveText(/\d+일/);
  await lot.getByRole('button', { name: / 이동 내역$/ }).click();
  await expect(dialog.getByRole('table', { name: '이동 내역' }).getByRole('row').nth(1)).toContainText('로스팅');
});

test('[en] two batches compared side by side show their phases, DTR and loss', async ({ page }) => {
  await signInAs(page.request, 'rown');
  await page.goto('/en/roaster/roasting/compare');
  await expect(page.getByRole('heading', { level: 1, name: 'Compare roast batches' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status')).toHaveText('Choose at least 2 batches.');
  // The demo's first two roasts, both with their Artisan curves.
  const group = page.getByRole('group', { name: 'Batches to compare' });
  for (const { date } of await archiveRoasts(page.request)) {
    const box = group.getByRole('checkbox', { name: new RegExp(` · ${date} · `) });
    await box.click();
    await expect(box).toBeChecked();
  }
  const table = page.getByRole('table', { name: 'Batch comparison' });
  await expect(table.getByRole('columnheader')).toHaveCount(3);
  await expect(table.getByRole('row', { name: /^DTR \d/ })).toContainText(/\d+\.\d %.*\d+\.\d %/);
  await expect(table.getByRole('row', { name: /^Weight loss \d/ })).toContainText('%');
  await expect(page).toHaveURL(/batches=\d+_\d+%2C\d+_\d+|batches=\d+_\d+,\d+_\d+/);
});

test('[en] a roast batch shows the QC cupping notes written on it and the list exports CSV with the score', async ({
  page,
}) => {
  await signInAs(page.request, 'rown');
  // The demo's first roast (seeded first, so batch 1) carries the QC note "Roast check" with satisfaction 8.
  const [first] = await archiveRoasts(page.request);
  await page.goto(`/en/roaster/roasting/result/${first.id}`);
  const notes = page.getByRole('table', { name: 'Cupping notes' });
  await expect(notes).toBeVisible({ timeout: 30_000 });
  await expect(notes.getByRole('row').filter({ hasText: 'Roast check' })).toContainText('8');
  await expect(notes.getByRole('row').filter({ hasText: 'Roast SCA cupping' })).toContainText('9');
  await expect(notes.getByRole('link', { name: 'Roast check' })).toHaveAttribute(
    'href',
    /\/roaster\/qc\/roasting\/\d+$/,
  );

  await page.goto('/en/roaster/roasting/result');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const stream = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const [header, ...rows] = Buffer.concat(chunks)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(header?.split(',').at(-1)).toMatch(/satisfaction/i);
  // The latest note on that roast is the demo's SCA cupping (satisfaction 9), written after "Roast check" (8).
  expect(rows.filter((row) => row.split(',').includes(first.date)).map((row) => row.split(',').at(-1))).toEqual(['9']);
});
