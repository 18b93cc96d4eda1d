import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { signInAs } from '../support/fixtures';

const LOGS = join(__dirname, '..', '..', 'test-fixtures', 'roast-logs');
const SHOTS = join(__dirname, '..', '..', 'test-results', 'roast-log-import');
const file = (path: string, name = path.split('/').pop()!) => ({
  name,
  mimeType: 'application/octet-stream',
  buffer: readFileSync(join(LOGS, path)),
});

/** Today's roast on the Loring: the real log with a first reading of this run's own, so no earlier run imported it. */
function todaysLoring(name: string) {
  const text = readFileSync(join(LOGS, 'loring/RST_LOG5.csv'), 'utf8');
  const charge = 1300 + (Date.now() % 300);
  return { name, mimeType: 'text/csv', buffer: Buffer.from(text.replace(',1455,', `,${charge},`)) };
}
const SHOPPING = { name: 'shopping-list.csv', mimeType: 'text/csv', buffer: Buffer.from('eggs,milk\nbread,butter\n') };

/** What the screens say in each language. */
const UI = {
  en: {
    open: 'Import roast logs',
    files: 'Log files',
    recipe: 'Recipe',
    preview: 'Preview',
    importNew: /^Import \d+ new roasts$/,
    table: 'Logs to import',
    unreadable: 'This file is not a roast log of a known program or machine.',
    repeated: 'The same roast is in this import twice; it is imported once.',
    ready: 'Ready to import',
    created: /^Created \(R\d{2}-\d{4,}\)$/,
    done: /batches created/,
  },
  kr: {
    open: '로스팅 로그 가져오기',
    files: '로그 파일',
    recipe: '레시피',
    preview: '미리 보기',
    table: '가져올 로그',
    unreadable: '알려진 프로그램이나 기계의 로스팅 로그가 아닙니다.',
    already: /^이미 있음 \(R\d{2}-\d{4,}\)$/,
  },
} as const;

async function openImport(page: Page, path: string, ui: { open: string; recipe: string }) {
  await page.goto(path);
  await page.getByRole('button', { name: ui.open }).click();
  await page.getByRole('combobox', { name: ui.recipe, exact: true }).selectOption({ index: 1 });
}

test('a roastery brings its roast logs: mixed files previewed, a bad file and a repeat named, imported once (behaviour §08-6.4)', async ({
  page,
}) => {
  await signInAs(page.request, 'rown');
  const today = todaysLoring('RST_TODAY.csv');

  await openImport(page, '/en/roaster/roasting/result', UI.en);
  await page
    .getByLabel(UI.en.files)
    .setInputFiles([
      file('cropster/export-roasts_PR-2801_ko.xls'),
      today,
      SHOPPING,
      { ...today, name: 'RST_TODAY (copy).csv' },
    ]);
  await page.getByRole('button', { name: UI.en.preview }).click();
  const table = page.getByRole('table', { name: UI.en.table });
  const row = (name: string) => table.getByRole('row').filter({ hasText: name });
  await expect(row('PR-2801')).toContainText('cropster');
  await expect(row('PR-2801')).toContainText('FCs 7:57');
  await expect(row('RST_TODAY.csv')).toContainText(UI.en.ready);
  await expect(row('RST_TODAY.csv')).toContainText('loring');
  await expect(row('shopping-list.csv')).toContainText(UI.en.unreadable);
  await expect(row('RST_TODAY (copy).csv')).toContainText(UI.en.repeated);
  await page.screenshot({ path: join(SHOTS, 'preview-en.png'), fullPage: true });

  await page.getByRole('button', { name: UI.en.importNew }).click();
  await expect(page.getByRole('status').filter({ hasText: UI.en.done })).toBeVisible({ timeout: 30_000 });
  await expect(row('RST_TODAY.csv').getByText(UI.en.created)).toBeVisible();
  await expect(row('shopping-list.csv')).toContainText(UI.en.unreadable);

  // The same log again, in Korean and on a phone: recognised as imported, nothing added.
  await page.setViewportSize({ width: 375, height: 800 });
  await openImport(page, '/roaster/roasting/result', UI.kr);
  await page.getByLabel(UI.kr.files).setInputFiles([today, SHOPPING]);
  await page.getByRole('button', { name: UI.kr.preview }).click();
  const again = page.getByRole('table', { name: UI.kr.table });
  await expect(again.getByRole('row').filter({ hasText: 'RST_TODAY.csv' }).getByText(UI.kr.already)).toBeVisible();
  await expect(again.getByRole('row').filter({ hasText: 'shopping-list.csv' })).toContainText(UI.kr.unreadable);
  await page.screenshot({ path: join(SHOTS, 'preview-kr-phone.png'), fullPage: true });
});
