import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { fieldLabel } from '@coffee/suite';
import { API, signInAs } from '../support/fixtures';
import { installClockOnToday } from '../support/clock';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const named = (label: string) => new RegExp(`^${escape(label)}( \\*)?$`);
const kr = (field: string) => fieldLabel(field, 'kr');
/** A local date n days back, YYYY-MM-DD (the form's brew date is the local today). */
const daysAgo = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() - days);
  return date.toLocaleDateString('sv');
};

async function cafeOf(request: APIRequestContext): Promise<number> {
  const reply = await request.post(`${API}/api/userAuth/select`, { data: { auth: ['cafe'] } });
  return (await reply.json()).result.cafe_auth[0].auth_seq as number;
}

/** The demo roaster's blend batch the demo cafe received (its serial is on the received record of the seed). */
async function demoBatchSerial(request: APIRequestContext, cafe: number): Promise<string> {
  const reply = await request.post(`${API}/api/cafe/coffeebean/received/code`, { data: { cafe_seq: cafe } });
  const options = (await reply.json()).result as Array<{ blending_result_uuid: string | null }>;
  const serial = options.find((option) => option.blending_result_uuid)?.blending_result_uuid;
  if (!serial) throw new Error('the demo cafe has no batch of the demo roaster');
  return serial;
}

async function receivedStock(request: APIRequestContext, cafe: number, seq: number): Promise<number> {
  const reply = await request.get(`${API}/api/cafe/coffeebean/received/detail/${seq}?cafe_seq=${cafe}`);
  return (await reply.json()).result.received_instock as number;
}

async function choose(page: Page, label: string, typed: string, option: RegExp) {
  const box = page.getByRole('combobox', { name: named(label) });
  await box.click();
  // A new brew begins with the bean on the bar (behaviour §10-4.4): what is typed replaces it.
  await box.fill('');
  await box.pressSequentially(typed);
  await page.getByRole('option', { name: option }).first().click();
}

async function confirmSave(page: Page, saveLabel: string, ok: string, saved: RegExp) {
  await page.getByRole('button', { name: saveLabel, exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: ok }).click();
  const done = page.getByRole('alertdialog');
  await expect(done).toContainText(saved);
  await done.getByRole('button', { name: ok }).click();
}

test("[en] the demo roaster's blend batch registered from its QR path is listed in received beans", async ({
  page,
}) => {
  await signInAs(page.request, 'cown');
  const serial = await demoBatchSerial(page.request, await cafeOf(page.request));
  const division = `QR ${Date.now() % 1_000_000}`;

  await page.goto(`/en/cafe/coffeebean/qrreceived/${serial}`);
  // The seed received this batch already: the page asks before loading it again.
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('textbox', { name: named('Received on') })).toHaveValue(/\d{4}-\d{2}-\d{2}|\d/);
  await page.getByRole('textbox', { name: named(fieldLabel('received_div', 'en')) }).fill(division);
  await page.getByRole('spinbutton', { name: named('Received mass') }).fill('1000');
  await confirmSave(page, 'Save', 'OK', /saved/i);

  await expect(page).toHaveURL(/\/en\/cafe\/coffeebean\/received/);
  await expect(page.getByRole('row').filter({ hasText: division })).toBeVisible();
});

test('[kr] a barista brews a received batch with the timer, stamps two steps, saves, and the batch stock goes down', async ({
  page,
}) => {
  await signInAs(page.request, 'cbarista');
  const cafe = await cafeOf(page.request);
  const beans = await (
    await page.request.post(`${API}/api/cafe/coffeebean/default/code`, { data: { cafe_seq: cafe } })
  ).json();
  const bean = beans.result.find((option: { label: string }) => /하우스 블렌드/.test(option.label));
  const division = `Brew ${Date.now() % 1_000_000}`;
  const created = await page.request.post(`${API}/api/cafe/coffeebean/received/edit`, {
    data: {
      cafe_seq: cafe,
      coffeebean_seq: bean.value,
      received_date: daysAgo(1),
      received_div: division,
      received_mass: 5000,
      received_instock: 5000,
      blending_result_date: daysAgo(3),
    },
  });
  const batch = (await created.json()).result.received_seq as number;

  await installClockOnToday(page);
  await page.goto('/cafe/brewing/result/write');
  await choose(page, kr('coffeebean_seq'), 'Hannam', /하우스 블렌드/);
  await choose(page, kr('received_seq'), division, new RegExp(escape(division)));
  await page.getByRole('combobox', { name: named(kr('brewing_type')) }).selectOption({ label: '에스프레소' });
  await page.getByRole('spinbutton', { name: named(kr('brewing_bean_mass')) }).fill('18');

  await page.getByRole('button', { name: `${kr('brewing_start_time')}: 현재 시각` }).click();
  await page.getByRole('switch', { name: new RegExp(`^${escape(kr('brewing_step_use'))}`) }).check();
  for (const step of ['step1', 'step2']) {
    await page.clock.fastForward(1100);
    await page.getByRole('button', { name: `${kr(`brewing_${step}_term`)}: 경과 시간 기록` }).click();
    await expect(page.getByRole('textbox', { name: named(kr(`brewing_${step}_term`)) })).toHaveValue(/\d:\d{2}/);
  }
  await page.getByRole('button', { name: `${kr('brewing_term')}: 경과 시간 기록` }).click();
  await expect(page.getByRole('textbox', { name: named(kr('brewing_term')) })).toHaveValue(/0:0[2-9]/);
  await expect(page.getByRole('textbox', { name: kr('brewing_date_term') })).toHaveValue('3');
  // A brew is saved without a question (behaviour §10-4.4).
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '저장했습니다' })).toBeVisible();
  await expect.poll(() => receivedStock(page.request, cafe, batch)).toBe(5000 - 180);
  await page.goto('/cafe/coffeebean/received');
  await expect(page.getByRole('row').filter({ hasText: division })).toContainText('482');
});

test('[en] a guest opens the cafe’s public setting note from its QR serial', async ({ page, playwright }) => {
  const owner = await playwright.request.newContext();
  await signInAs(owner, 'cown');
  const cafe = await cafeOf(owner);
  const serial = (await (await owner.get(`${API}/api/cafe/setting/note/serial?cafe_seq=${cafe}`)).json()).result
    .cafe_note_uuid as string;
  await owner.dispose();

  await page.goto(`/en/cafe/setting/settingnote/${serial}`);
  await expect(page.getByRole('heading', { level: 1, name: "Today's coffee" })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Demo Cafe Hannam' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Hannam house blend' })).toBeVisible();
  await expect(page.getByText('Grind setting').first()).toBeVisible();
});

test('[kr] a barista reaches the dial-in but gets no permission on the suppliers and staff pages', async ({ page }) => {
  await signInAs(page.request, 'cbarista');
  await page.goto('/cafe/setting/settingtoday');
  await expect(page.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  for (const path of ['/cafe/supplier/roaster', '/cafe/etc/user']) {
    await page.goto(path);
    await expect(page.getByText('이 페이지를 볼 권한이 없습니다.')).toBeVisible();
  }
});

test('[en] at 375 px the brewing form has no sideways scroll and its timer buttons work one-handed', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAs(page.request, 'cown');
  await page.goto('/en/cafe/brewing/result/write');
  const start = page.getByRole('button', { name: `${fieldLabel('brewing_start_time', 'en')}: Now` });
  await start.scrollIntoViewIfNeeded();
  await start.click();
  const stamp = page.getByRole('button', { name: `${fieldLabel('brewing_term', 'en')}: Stamp elapsed time` });
  await stamp.click();
  await expect(page.getByRole('textbox', { name: named(fieldLabel('brewing_term', 'en')) })).toHaveValue(/\d:\d{2}/);
  const box = await stamp.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
