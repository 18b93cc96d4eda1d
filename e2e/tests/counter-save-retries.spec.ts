import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page, Route, TestInfo } from '@playwright/test';
import { fieldLabel } from '@coffee/suite';
import { API, signInAs } from '../support/fixtures';

const SAVE = '**/api/cafe/brewing/result/edit';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const named = (label: string) => new RegExp(`^${escape(label)}( \\*)?$`);
const today = () => new Date().toLocaleDateString('sv');

async function cafeOf(request: APIRequestContext): Promise<number> {
  const reply = await request.post(`${API}/api/userAuth/select`, { data: { auth: ['cafe'] } });
  return (await reply.json()).result.cafe_auth[0].auth_seq as number;
}

/** The day's brews of the barista's cafe, as the server holds them. */
async function brewsToday(request: APIRequestContext, cafe: number): Promise<number> {
  const reply = await request.post(`${API}/api/cafe/brewing/result/list`, {
    data: { cafe_seq: cafe, page: 1, list_count: 100, brewing_result_date: today() },
  });
  return (await reply.json()).result.length as number;
}

/**
 * The save's sends fail as `fail` says while `sends.failing` holds (the browser online throughout); the ones after
 * reach the server. `sends.count` is the number of sends the page made.
 */
async function failSends(page: Page, fail: (route: Route) => Promise<void>) {
  const sends = { count: 0, failing: true };
  await page.route(SAVE, async (route) => {
    sends.count += 1;
    if (sends.failing) await fail(route);
    else await route.continue();
  });
  return sends;
}

/** A brew of `dose` g of the bean on the bar, saved with one tap (behaviour §10-4.4). */
async function saveBrew(page: Page, dose: string, language: 'kr' | 'en') {
  const label = fieldLabel('brewing_bean_mass', language);
  const field = page.getByRole('spinbutton', { name: named(label) });
  await expect(field).not.toHaveValue('');
  await field.fill(dose);
  await page.getByRole('button', { name: language === 'kr' ? '저장' : 'Save', exact: true }).click();
}

async function keepShot(page: Page, info: TestInfo, name: string) {
  const path = info.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await info.attach(name, { path, contentType: 'image/png' });
}

const FAILURES = [
  {
    what: 'the server answers 503',
    fail: (route: Route) =>
      route.fulfill({ status: 503, headers: { 'Retry-After': '3' }, contentType: 'text/plain', body: 'busy' }),
    says: /서버가 지금 받지 못했습니다\. \d+초 후 다시 보냅니다 ·/,
  },
  {
    what: 'the connection is reset',
    fail: (route: Route) => route.abort('connectionreset'),
    says: /서버가 응답하지 않았습니다\. \d+초 후 다시 보냅니다 ·/,
  },
] as const;

for (const { what, fail, says } of FAILURES)
  test(`[kr] at 375 px, online, ${what} to a brew's sends: the phone says why it waits and when it tries again, never that the connection is down, and the brew reaches today's list without a tap`, async ({
    page,
  }, info) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signInAs(page.request, 'cbarista');
    const cafe = await cafeOf(page.request);
    const before = await brewsToday(page.request, cafe);
    const sends = await failSends(page, fail);

    await page.goto('/cafe/brewing/result/write');
    await saveBrew(page, '17.3', 'kr');
    // The notice says the truth: the server did not take it, the phone sends it again by itself.
    await expect(page.getByRole('status').filter({ hasText: /자동으로 다시 보냅니다/ })).toBeVisible();
    const kept = page.getByRole('region', { name: /^보내지 못한 기록 1건$/ });
    await expect(kept.getByRole('listitem')).toContainText(says);
    await expect(kept).not.toContainText('연결을 기다리는 중');
    await expect(page.getByRole('region', { name: '오프라인으로 작업 중' })).toHaveCount(0);
    await keepShot(page, info, 'kept-server-did-not-take-it');

    // The server takes it again: with no tap, a send after the wait reaches it, and the brew is in today's list,
    // written once.
    sends.failing = false;
    await expect(kept).toHaveCount(0, { timeout: 40_000 });
    expect(sends.count).toBeGreaterThanOrEqual(2);
    await page.goto('/cafe/brewing/today');
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: /17\.3 g →/ })
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: /^이 기기에서 보내지 못한 추출/ })).toHaveCount(0);
    expect(await brewsToday(page.request, cafe)).toBe(before + 1);
  });

test("[en] at 1280 px a brew whose save is slow to answer, the barista moving on to today's brewing at once, is written once and listed there without a tap", async ({
  page,
}) => {
  await signInAs(page.request, 'cbarista');
  const cafe = await cafeOf(page.request);
  const before = await brewsToday(page.request, cafe);
  // The server answers the first send 3 s late: the barista has left the form by then.
  const sends = await failSends(page, async (route) => {
    sends.failing = false;
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue().catch(() => undefined);
  });

  await page.goto('/en/cafe/brewing/result/write');
  await saveBrew(page, '17.7', 'en');
  await expect(page.getByRole('status').filter({ hasText: /^Saved/ })).toBeVisible();
  await page.goto('/en/cafe/brewing/today');
  const queued = page.getByRole('region', { name: /^Brews on this phone, not sent yet/ });
  await expect(queued).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator('tbody tr').filter({ hasText: '17.7' }).first()).toBeVisible();
  expect(sends.count).toBeGreaterThanOrEqual(1);
  await expect.poll(() => brewsToday(page.request, cafe)).toBe(before + 1);
});
