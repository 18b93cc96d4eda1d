import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signInAs } from '../support/fixtures';

/**
 * A manager (MNG) opens the staff rows of their roastery or cafe: the senior manager's row offers no Edit or Delete
 * (the server refuses that save), a lower member's row offers both (behaviour §03-4.1).
 */
const CASES = [
  {
    lang: 'en',
    manager: 'rmng',
    path: '/en/roaster/etc/user',
    nickLabel: /^Staff nickname/,
    senior: 'Roaster Senior Manager',
    lower: 'Roaster Senior Assistant',
    edit: 'Edit',
    remove: 'Delete',
  },
  {
    lang: 'kr',
    manager: 'cmng',
    path: '/cafe/etc/user',
    nickLabel: /^직원 별명/,
    senior: 'Cafe Senior Manager',
    lower: 'Barista',
    edit: '수정',
    remove: '삭제',
  },
] as const;

/** Opens a member's row from the staff list and waits until the record is shown. */
async function openRow(page: Page, path: string, nickLabel: RegExp, nick: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('link', { name: nick, exact: true }).click();
  await expect(page.getByRole('textbox', { name: nickLabel })).toHaveValue(nick);
}

for (const row of CASES) {
  test(`[${row.lang}] a manager sees no Edit or Delete on the senior manager's staff row, but on a lower member's`, async ({
    page,
  }) => {
    await signInAs(page.request, row.manager);

    await openRow(page, row.path, row.nickLabel, row.senior);
    await expect(page.getByRole('button', { name: row.edit, exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: row.remove, exact: true })).toHaveCount(0);

    await openRow(page, row.path, row.nickLabel, row.lower);
    await expect(page.getByRole('button', { name: row.edit, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: row.remove, exact: true })).toBeVisible();
  });
}
