import { expect, test } from '@playwright/test';
import type { Page, Response } from '@playwright/test';
import { API, signInAs } from '../support/fixtures';
import { installClockOnToday } from '../support/clock';
import { followRequests } from '../support/settled';

/** Every answer of 400 or more the page gets from now on (a request the visitor may not make is a 403). */
function refusedAnswers(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response: Response) => {
    if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
  });
  return refused;
}

/** The first demo record of a user page, by its list call. */
async function firstRecord(page: Page, base: string, key: string): Promise<string> {
  const list = await (await page.request.post(`${API}${base}/list`, { data: {} })).json();
  const id = list.result?.[0]?.[key];
  expect(id, `a demo record at ${base}`).toBeTruthy();
  return String(id);
}

const PAGES = [
  { route: 'user/usernote/brewingresult', base: '/api/user/brewing/result', key: 'brewing_result_seq' },
  { route: 'user/usernote/brewingdefault', base: '/api/user/brewing/default', key: 'brewing_seq' },
  { route: 'user/usernote/coffeenote', base: '/api/user/qc/coffeebean', key: 'cupnote_seq' },
];

for (const prefix of ['', '/en']) {
  test(`[${prefix ? 'en' : 'kr'}] a user's brewing pages ask only for what the user may read`, async ({ page }) => {
    await signInAs(page.request, 'user');
    const refused = refusedAnswers(page);
    const requests = followRequests(page);
    for (const { route, base, key } of PAGES) {
      const id = await firstRecord(page, base, key);
      for (const path of [route, `${route}/write`, `${route}/${id}`, `${route}/${id}?mode=edit`]) {
        await page.goto(`${prefix}/${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await requests.idle();
      }
    }
    expect(refused).toEqual([]);
  });
}

/** Accessible names of the form's controls (label elements, aria-label, aria-labelledby). */
const controlNames = (page: Page) =>
  page
    .locator('form')
    .locator('input:not([type=hidden]), select, textarea')
    .evaluateAll((controls) =>
      controls.map((control) => {
        const by = control.getAttribute('aria-labelledby');
        const labelled = by
          ?.split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ');
        const own = [...((control as HTMLInputElement).labels ?? [])].map((label) => label.textContent).join(' ');
        return (control.getAttribute('aria-label') || labelled || own).replace(/\s*\*$/, '').trim();
      }),
    );

for (const prefix of ['', '/en']) {
  test(`[${prefix ? 'en' : 'kr'}] every control of the coffee note has its own name`, async ({ page }) => {
    await signInAs(page.request, 'user');
    await page.goto(`${prefix}/user/usernote/coffeenote/write`);
    // The brew, its steps and its details drawn: every control the note can show.
    const switches = prefix
      ? ['Show detailed bean information', 'In use', 'Record pours step by step', 'Record details']
      : ['상세 원두 정보 공개', '사용', '단계별 추출 기록', '상세 항목 기록'];
    // A switch is named by its label and its state ("In use No"): match the label at the start.
    // A section a switch brings in is drawn a slice per frame (busy meanwhile), moving the switches below it.
    for (const name of switches) {
      await page.getByRole('switch', { name: new RegExp(`^${name} `) }).check();
      await expect(page.locator('form section[aria-busy="true"]')).toHaveCount(0);
    }
    await expect(page.locator('form').getByRole('combobox').first()).toBeVisible();
    const names = await controlNames(page);
    expect(names.length).toBeGreaterThan(20);
    expect(names.filter((name, index) => name !== '' && names.indexOf(name) !== index)).toEqual([]);
  });
}

test('[en] the total is stamped after the clock stopped at an end step time typed ahead', async ({ page }) => {
  await signInAs(page.request, 'user');
  // A clock the test moves: the brew's seconds pass at once instead of in real time.
  await installClockOnToday(page);
  await page.goto('/en/user/usernote/brewingresult/write');
  // The steps and their planned end typed first, then Start: the brew's seconds are the clock's, not the page's drawing.
  await page.getByRole('switch', { name: /^Record pours step by step/ }).check();
  await page.getByRole('textbox', { name: /^Final step time/ }).fill('0:02');
  await page.getByRole('button', { name: 'Start time: Now' }).click();
  // The clock stops at the planned end (behaviour §01-4); the brew goes on until its total.
  await page.clock.fastForward(3500);
  await page.getByRole('button', { name: 'Total brewing time: Stamp elapsed time' }).click();
  await expect(page.getByRole('textbox', { name: /^Total brewing time/ })).toHaveValue(/^00:0[3-9]$/);
});
