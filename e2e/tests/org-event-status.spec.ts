import { expect, test } from '@playwright/test';
import { signInAs } from '../support/fixtures';

/**
 * An event's status reads the same in its list and its detail: words in the visitor's language, never the server's
 * number; the detail keeps it read-only, the list search offers the statuses as a select (behaviour §03-4.2).
 */
const CASES = [
  {
    lang: 'en',
    owner: 'rown',
    path: '/en/roaster/etc/event',
    event: 'Staff sign-up',
    status: /^Status/,
    open: 'Open',
    ended: 'Ended',
    statuses: ['Upcoming', 'Open', 'Ended'],
    edit: 'Edit',
    search: 'Search',
  },
  {
    lang: 'kr',
    owner: 'cown',
    path: '/cafe/etc/event',
    event: '바리스타 가입',
    status: /^진행 상태/,
    open: '진행 중',
    ended: '종료',
    statuses: ['예정', '진행 중', '종료'],
    edit: '수정',
    search: '검색',
  },
] as const;

for (const words of CASES) {
  test(`[${words.lang}] the running demo event shows its status in words in the list, the search and the detail`, async ({
    page,
  }) => {
    await signInAs(page.request, words.owner);
    await page.goto(words.path);
    const row = page.getByRole('row').filter({ hasText: words.event });
    await expect(row).toContainText(words.open);

    const filter = page.getByRole('combobox', { name: words.status });
    await expect(filter.getByRole('option')).toHaveText([/./, ...words.statuses]);
    await filter.selectOption({ label: words.ended });
    await page.getByRole('button', { name: words.search, exact: true }).click();
    await expect(row).toHaveCount(0);
    await filter.selectOption({ label: words.open });
    await page.getByRole('button', { name: words.search, exact: true }).click();
    await expect(row).toBeVisible();

    await row.getByRole('link').first().click();
    const status = page.getByRole('textbox', { name: words.status });
    await expect(status).toHaveValue(words.open);
    await page.getByRole('button', { name: words.edit, exact: true }).click();
    await expect(status).toHaveValue(words.open);
    await expect(status).toHaveAttribute('readonly', '');
  });
}
