import { expect, test } from '@playwright/test';
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { fieldLabel } from '@coffee/suite';
import { API, signInAs } from '../support/fixtures';
import { installClockOnToday } from '../support/clock';
import { tellNetwork } from '../support/network';

// The brews kept on the phone offline are what this story reads: the suite's service worker runs.
test.use({ serviceWorkers: 'allow', viewport: { width: 375, height: 740 } });

const WRITE = '/cafe/brewing/result/write';
const TODAYS = '/cafe/brewing/today';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const named = (label: string) => new RegExp(`^${escape(label)}( \\*)?$`);
const kr = (field: string) => fieldLabel(field, 'kr');
const today = () => new Date().toLocaleDateString('sv');

async function cafeOf(request: APIRequestContext): Promise<number> {
  const reply = await request.post(`${API}/api/userAuth/select`, { data: { auth: ['cafe'] } });
  return (await reply.json()).result.cafe_auth[0].auth_seq as number;
}

/** The page's network off or on: its requests and what its browser tells it (see support/network.ts). */
async function setNetwork(page: Page, online: boolean) {
  await page.context().setOffline(!online);
  await tellNetwork(page, online);
}

/**
 * What a person reads must never be a key, a UUID or a bare number: every number carries its unit (g, s, min, /10, a
 * count's 건) once dates and clock times are set aside.
 */
function unreadable(text: string): string[] {
  const problems: string[] = [];
  if (/\b(?:fields|area|blocks|messages|widgets)\.[a-z_]+/i.test(text)) problems.push(`key in "${text}"`);
  if (/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i.test(text)) problems.push(`UUID in "${text}"`);
  const plain = text.replace(/\d{4}-\d{2}-\d{2}/g, '').replace(/\d{1,2}:\d{2}(?::\d{2})?/g, '');
  for (const match of plain.matchAll(/\d+(?:[.,]\d+)?/g)) {
    const after = plain.slice(match.index + match[0].length);
    const before = plain.slice(0, match.index);
    if (!/^\s?(?:g|kg|s|min|%|°C|\/10|건|점|단계|초|분)/.test(after) && !/\/\s?$/.test(before))
      problems.push(`"${match[0]}" without a unit in "${text}"`);
  }
  return problems;
}

/** Keeps a 375 px screenshot of the page as the test's artefact. */
async function keepShot(page: Page, info: TestInfo, name: string) {
  const path = info.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: false });
  await info.attach(name, { path, contentType: 'image/png' });
}

test('[kr] at 375 px a barista logs five brews of a rush in at most four taps each: one after a new dial-in, one repeated, one offline; finds them in the list with their beans, and every message reads without a key, a UUID or a number without unit', async ({
  page,
}, info) => {
  test.slow();
  await signInAs(page.request, 'cbarista');
  const cafe = await cafeOf(page.request);
  const beans = await (
    await page.request.post(`${API}/api/cafe/coffeebean/default/code`, { data: { cafe_seq: cafe } })
  ).json();
  const bean = beans.result.find((option: { label: string }) => /하우스 블렌드|house blend/i.test(option.label));
  // The bar's batch for the day, with stock for the rush.
  const batch = (
    await (
      await page.request.post(`${API}/api/cafe/coffeebean/received/edit`, {
        data: {
          cafe_seq: cafe,
          coffeebean_seq: bean.value,
          received_date: today(),
          received_div: `Rush ${Date.now() % 1_000_000}`,
          received_mass: 10_000,
          received_instock: 10_000,
        },
      })
    ).json()
  ).result.received_seq as number;
  const dialIn = async (grind: number, dose: number, out: number) => {
    const saved = await page.request.post(`${API}/api/cafe/setting/today/edit`, {
      data: {
        cafe_seq: cafe,
        dialin_date: today(),
        coffeebean_seq: bean.value,
        received_seq: batch,
        brewing_type: 'ESP',
        brewing_grinder_point: grind,
        brewing_bean_mass: dose,
        brewing_result_total: out,
      },
    });
    expect((await saved.json()).status).toBe('OK');
  };
  // The morning's dial-in: 2.5, 18 g in, 36 g out.
  await dialIn(250, 180, 360);

  const read: string[] = [];
  const readAll = async (where: Locator) => {
    for (const text of await where.allInnerTexts()) if (text.trim()) read.push(text.trim());
  };
  const started = page.getByText(/^(오늘의 세팅에서|이 원두의 오늘 세팅이 없어)/);
  const toast = page.getByRole('status').filter({ hasText: /저장했습니다|보관했습니다|되돌/ });
  const bar = page.getByRole('region', { name: '추출 카운터' });
  const dose = page.getByRole('spinbutton', { name: named(kr('brewing_bean_mass')) });
  // The next brew begins with a new start (answered by the server, or offline by the phone's kept answer).
  const startAsked = () => page.waitForRequest((request) => request.url().includes('/brewing/result/start'));

  /** One brew: the taps it takes, counted; `time` seconds on the shot timer, or the repeated time when 0. */
  const brew = async (rating: number, time: number, before: () => Promise<void> = async () => undefined) => {
    let taps = 0;
    const tap = async (target: Locator) => {
      taps += 1;
      await target.click();
    };
    await before.call(null);
    if (time > 0) {
      await tap(bar.getByRole('button', { name: '시작' }));
      await page.clock.fastForward(time * 1000);
      await tap(bar.getByRole('button', { name: '종료' }));
    }
    await tap(page.getByRole('radio', { name: `10점 중 ${rating}점` }));
    const next = startAsked();
    await tap(page.getByRole('button', { name: '저장', exact: true }));
    await expect(toast).toBeVisible();
    await readAll(toast);
    // The form is ready for the next brew at once: no dialog asked or answered.
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await next;
    await expect(page.getByRole('radio', { name: `10점 중 ${rating}점` })).not.toBeChecked();
    return taps;
  };
  const tapsOf: number[] = [];

  // The list is opened once online, so the phone holds its page for later (the service worker keeps what it loaded).
  await page.goto(TODAYS);
  await expect(page.getByRole('table')).toBeVisible();
  await installClockOnToday(page);
  await page.goto(WRITE);

  // 1. The bean on the bar and the morning's dial-in are there when the form opens.
  await expect(started).toBeVisible();
  await expect(dose).toHaveValue('18');
  await readAll(started);
  await expect(bar).toBeInViewport();
  // The shot timer is one bar at the bottom: about a tenth of the screen, not a third.
  expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(80);
  await keepShot(page, info, '1-brew-form');
  tapsOf.push(await brew(8, 25));
  await keepShot(page, info, '2-saved-with-undo');

  // 2. A new dial-in (2.7, 18.5 g in, 38 g out): the next brew starts from it.
  await dialIn(270, 185, 380);
  await page.goto(WRITE);
  await expect(dose).toHaveValue('18.5');
  await expect(started).toContainText(kr('brewing_grinder_point'));
  await readAll(started);
  tapsOf.push(await brew(9, 30));

  // 3. Repeated: the last brew, from today's dial-in, its time included; the page says which it used.
  const repeated = await brew(7, 0, async () => {
    await page.getByRole('button', { name: '지난 추출 그대로' }).click();
    await expect(page.getByText(/^오늘의 세팅에서 .*나머지는 \d{4}-\d{2}-\d{2} 추출에서/)).toBeVisible();
    await expect(dose).toHaveValue('18.5');
  });
  // The repeat's own tap is one of the brew's four.
  tapsOf.push(repeated + 1);

  // 4. Offline: the brew is kept on the phone, acknowledged at once, and listed first, marked.
  await setNetwork(page, false);
  tapsOf.push(await brew(6, 40));
  await expect(toast).toContainText('보관했습니다');
  await page.goto(TODAYS);
  await setNetwork(page, false);
  const queued = page.getByRole('region', { name: /^이 기기에서 보내지 못한 추출 1건$/ });
  await expect(queued.getByRole('listitem')).toHaveCount(1);
  await expect(queued.getByRole('listitem')).toContainText(/하우스 블렌드/);
  await expect(queued.getByRole('listitem')).toContainText(/18\.5 g → 38 g · 4[0-3] s/);
  await expect(queued.getByRole('listitem')).toContainText('연결을 기다리는 중');
  await readAll(queued);
  await keepShot(page, info, '3-offline-list-queued-first');
  await setNetwork(page, true);
  await expect(queued).toHaveCount(0);

  // 5. Back online, the fifth.
  await page.goto(WRITE);
  await expect(dose).toHaveValue('18.5');
  tapsOf.push(await brew(8, 35));

  // A sixth, taken back at once: Undo really removes it.
  const brewsToday = async () =>
    (
      await (
        await page.request.post(`${API}/api/cafe/brewing/result/list`, {
          data: { cafe_seq: cafe, page: 1, list_count: 100, brewing_result_date: today() },
        })
      ).json()
    ).result.length as number;
  const before = await brewsToday();
  await brew(5, 20);
  await expect.poll(brewsToday).toBe(before + 1);
  await toast.getByRole('button', { name: '되돌리기' }).click();
  await expect(toast).toContainText('되돌렸습니다');
  await readAll(toast);
  expect(before).toBeGreaterThanOrEqual(5);
  await expect.poll(brewsToday).toBe(before);

  expect(tapsOf).toHaveLength(5);
  for (const taps of tapsOf) expect(taps).toBeLessThanOrEqual(4);

  // The day's list on the phone: bean, recipe, dose → yield · time and the rating, newest first.
  await page.goto(TODAYS);
  const rows = page.getByRole('row').filter({ hasText: /하우스 블렌드/ });
  await expect(rows.first()).toBeVisible();
  // Each shot's time as the timer took it: the seconds the test moved the clock, and at most three more it ran.
  const figures = [
    ['18.5 g → 38 g', 35, 8],
    ['18.5 g → 38 g', 40, 6],
    ['18.5 g → 38 g', 30, 7],
    ['18.5 g → 38 g', 30, 9],
    ['18 g → 36 g', 25, 8],
  ] as const;
  for (const [index, [masses, time, rating]] of figures.entries()) {
    const row = rows.nth(index);
    await expect(row).toContainText(`${masses} · `);
    await expect(row).toContainText(`${rating}/10`);
    const seconds = Number(/ · (\d+) s/.exec(await row.innerText())?.[1]);
    expect(seconds).toBeGreaterThanOrEqual(time);
    expect(seconds).toBeLessThanOrEqual(time + 3);
  }
  await readAll(page.getByRole('table'));
  await keepShot(page, info, '4-todays-brews');

  const problems = read.flatMap(unreadable);
  expect(problems).toEqual([]);
});
