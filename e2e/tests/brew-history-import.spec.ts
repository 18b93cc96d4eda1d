import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { signInAs } from '../support/fixtures';

const SHOTS = join(__dirname, '..', '..', 'test-results', 'brew-history-import');
/** A backup in Beanconqueror's format (test-fixtures/beanconqueror/SOURCES.md). */
const FIXTURE = readFileSync(
  join(__dirname, '..', '..', 'test-fixtures', 'beanconqueror', 'Beanconqueror.json'),
  'utf8',
);

/**
 * This run's own backup: the fixture with ids of its own (so no earlier run imported it) and its brews made in the
 * last hours (so today's lists show them), the newest first.
 */
function todaysBackup() {
  const ids = new Map<string, string>();
  const text = FIXTURE.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, (id) => {
    if (!ids.has(id)) ids.set(id, randomUUID());
    return ids.get(id)!;
  });
  const backup = JSON.parse(text) as { BREWS: Array<{ config: { unix_timestamp: number } }> };
  const now = Math.floor(Date.now() / 1000);
  backup.BREWS.forEach((brew, index) => (brew.config.unix_timestamp = now - 600 - index * 60));
  return { name: 'Beanconqueror.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(backup)) };
}
const NOT_A_BACKUP = { name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"recipes": []}') };

test('a cafe brings its Beanconqueror history: previewed per kind, imported, read on the brewing list (behaviour §10-5)', async ({
  page,
}) => {
  await signInAs(page.request, 'cown');
  const backup = todaysBackup();
  await page.goto('/en/cafe/brewing/result');
  await page.getByRole('button', { name: 'Import from Beanconqueror' }).click();
  const file = page.getByLabel('Backup file (Beanconqueror.json)');

  await file.setInputFiles(NOT_A_BACKUP);
  await expect(page.getByRole('alert').filter({ hasText: 'This file is not a Beanconqueror backup' })).toBeVisible();

  await file.setInputFiles(backup);
  const table = page.getByRole('table', { name: 'Records to import' });
  const row = (kind: string) => table.getByRole('row').filter({ hasText: kind });
  await expect(row('Brewing results')).toHaveText(/Brewing results\s*5\s*0\s*5\s*0/);
  await expect(row('Equipment')).toHaveText(/Equipment\s*3\s*0\s*3\s*0/);
  await expect(page.getByText('2 waters are written into the brews that used them')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Left out' })).toContainText('a scale flow graph');
  await page.screenshot({ path: join(SHOTS, 'preview-en.png'), fullPage: true });

  await page.getByRole('button', { name: 'Import 14 new records' }).click();
  await expect(page.getByRole('status').filter({ hasText: '14 records imported' })).toBeVisible({ timeout: 30_000 });
  // The brewing list reads the imported brews: the bean and the recipe by name, dose and yield.
  const brews = page.getByRole('table').filter({ hasText: 'Ethiopia Guji Hambela' });
  await expect(brews.getByRole('row').filter({ hasText: 'V60 02' }).first()).toBeVisible();
  await expect(brews.getByRole('row').filter({ hasText: 'Linea Mini' }).first()).toBeVisible();
});

test('a coffee lover brings the same history in Korean on a phone, and a second import adds nothing (behaviour §10-5)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAs(page.request, 'user');
  const backup = todaysBackup();
  await page.goto('/user/usernote/brewingresult');
  await page.getByRole('button', { name: 'Beanconqueror에서 가져오기' }).click();
  await page.getByLabel('백업 파일 (Beanconqueror.json)').setInputFiles(backup);
  const table = page.getByRole('table', { name: '가져올 기록' });
  await expect(table.getByRole('row').filter({ hasText: '커피 노트' })).toHaveText(/커피 노트\s*2\s*0\s*2\s*0/);
  await expect(page.getByRole('region', { name: '가져오지 않는 것' })).toContainText('평점이 없는 원두 1개');
  await page.getByRole('button', { name: '새 기록 13개 가져오기' }).click();
  await expect(page.getByRole('status').filter({ hasText: '13개를 가져왔습니다' })).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: join(SHOTS, 'imported-kr-phone.png'), fullPage: true });
  // The brewing records list the imported brews, newest first, each with its rating brought to ten (0 is none).
  const records = page.getByRole('table', { name: '추출 기록' }).getByRole('row');
  await expect(records.nth(1).getByRole('cell').nth(1)).toHaveText('4');
  await expect(records.nth(2).getByRole('cell').nth(1)).toHaveText('');
  await expect(records.nth(4).getByRole('cell').nth(1)).toHaveText('10');

  // The same backup again: everything recognised, nothing to add.
  await page.reload();
  await page.getByRole('button', { name: 'Beanconqueror에서 가져오기' }).click();
  await page.getByLabel('백업 파일 (Beanconqueror.json)').setInputFiles(backup);
  await expect(page.getByText('새로 가져올 기록이 없습니다. 모두 이미 가져왔습니다.')).toBeVisible();
  await expect(
    page.getByRole('table', { name: '가져올 기록' }).getByRole('row').filter({ hasText: '추출 기록' }),
  ).toHaveText(/추출 기록\s*5\s*5\s*0\s*0/);
  await page.screenshot({ path: join(SHOTS, 'again-kr-phone.png'), fullPage: true });
});
