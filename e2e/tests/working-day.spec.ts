import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { API, signInAs } from '../support/fixtures';
import { archiveRoasts } from '../support/demoRoasts';

const SHOTS = process.env.WORKING_DAY_SHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

test('[en][kr] each role lands on a home page of its day, its tiles linking to the pages they summarise', async ({
  page,
}) => {
  await signInAs(page.request, 'rown');
  await page.goto('/en/');
  await expect(page).toHaveURL(/\/en\/home\/roastery$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Roastery today' })).toBeVisible();
  const batches = page.getByRole('link', { name: 'Roast batches' });
  await expect(batches).toHaveAttribute('href', '/en/roaster/roasting/result');
  await expect(page.getByRole('heading', { name: 'Latest cuppings' })).toBeVisible();
  await shot(page, 'home-roastery-en');

  await signInAs(page.request, 'cbarista');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: '오늘의 카페' })).toBeVisible();
  await expect(page.getByRole('link', { name: '오늘의 세팅' })).toHaveAttribute('href', '/cafe/setting/settingtoday');
  await expect(page.getByRole('heading', { name: '바에 있는 원두' })).toBeVisible();
  await shot(page, 'home-cafe-kr');

  await signInAs(page.request, 'admin');
  await page.goto('/en/');
  await expect(page.getByRole('heading', { level: 1, name: 'Reference data' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'To complete' })).toBeVisible();
  await page.getByRole('tab', { name: 'My coffee' }).click();
  await expect(page).toHaveURL(/\/en\/home\/lover$/);
  const serial = page.getByRole('textbox', { name: "Bean's serial or short code" });
  await serial.fill('ABC-123');
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page).toHaveURL(/\/en\/user\/link\/intro\?serial=ABC-123$/);
});

test('[en] a roast batch reads as a record at 1280 px: the key figures and the whole curve on the first screen, the record in three, its empty sections left out', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page.request, 'rown');
  // The demo roastery's Artisan archive roast (other stories add bare batches to the list).
  const [archive] = await archiveRoasts(page.request);
  await page.goto(`/en/roaster/roasting/result/${archive.id}`);
  // Judged whole: every section drawn (the sections after the curve come after it) and what the cup said answered.
  await expect(page.getByRole('region', { name: 'Registration and edits' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'What the cup said' })).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('definition').first()).not.toHaveText('-');
  const curve = (await page.getByRole('region', { name: 'Roast chart' }).locator('svg').first().boundingBox())!;
  expect(curve.y + curve.height).toBeLessThanOrEqual(800);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  console.log(`demo batch in view mode at 1280 px: ${height} px (three screens: 2400 px)`);
  await shot(page, 'batch-view-en');
  expect(height).toBeLessThanOrEqual(3 * 800);
  await expect(page.getByRole('region', { name: 'Pre-heating' })).toHaveCount(0);
  await page.getByRole('switch', { name: 'Show empty fields' }).check();
  await expect(page.getByRole('region', { name: 'Pre-heating' })).toBeVisible();
  if (SHOTS) {
    // The same batch in Korean on a phone, and the roastery's home page there, for a person to look at.
    const batch = new URL(page.url()).pathname.replace(/^\/en/, '');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(batch);
    await expect(page.getByRole('switch', { name: '빈 항목도 보기' })).toBeVisible();
    await shot(page, 'batch-view-kr-375');
    await page.goto('/home/roastery');
    await expect(page.getByRole('heading', { level: 1, name: '오늘의 로스터리' })).toBeVisible();
    await shot(page, 'home-roastery-kr-375');
  }
});

test('[en] ratings start empty, and a brew from a setting carries the bean’s dial-in of the day', async ({ page }) => {
  await signInAs(page.request, 'cbarista');
  // The day's dial-in of the house bean, as the morning's barista wrote it (other stories dial in again later).
  const call = async (path: string, data: Record<string, unknown>) => {
    const answer = await (await page.request.post(`${API}${path}`, { data })).json();
    expect(answer.status, JSON.stringify(answer)).toBe('OK');
    return answer.result;
  };
  const cafe = (await call('/api/userAuth/select', { auth: ['cafe'] })).cafe_auth[0].auth_seq as number;
  const beans = (await call('/api/cafe/coffeebean/default/code', { cafe_seq: cafe })) as {
    label: string;
    value: number;
  }[];
  const house = beans.find((option) => /하우스 블렌드|house blend/i.test(option.label));
  await call('/api/cafe/setting/today/edit', {
    cafe_seq: cafe,
    dialin_date: new Date().toLocaleDateString('sv'),
    coffeebean_seq: house?.value,
    brewing_type: 'ESP',
    brewing_grinder_point: 270,
    brewing_bean_mass: 180,
    brewing_result_total: 360,
  });
  await page.goto('/en/cafe/brewing/result/write');
  await expect(
    page.getByRole('radiogroup', { name: /satisfaction/i }).getByRole('radio', { checked: true }),
  ).toHaveCount(0);
  const setting = page.getByRole('combobox', { name: /^Brewing setting/ });
  await setting.click();
  await page.getByRole('option', { name: /House espresso/ }).click();
  await expect(page.getByRole('spinbutton', { name: /^Dose/ })).toHaveValue('18');
  await expect(page.getByRole('spinbutton', { name: /^Grind setting/ })).toHaveValue('2.7');
  await shot(page, 'brew-write-en');

  await signInAs(page.request, 'user');
  await page.goto('/en/user/usernote/coffeenote/write');
  await expect(
    page.getByRole('radiogroup', { name: /satisfaction/i }).getByRole('radio', { checked: true }),
  ).toHaveCount(0);
});
