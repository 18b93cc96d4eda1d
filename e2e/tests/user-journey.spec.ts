import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { API, DEMO_PASSWORD, signInAs } from '../support/fixtures';
import { installClockOnToday } from '../support/clock';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const named = (label: string) => new RegExp(`^${escape(label)}( \\*)?$`);

/** The demo roastery's house blend serial, read by its owner on a request context of its own (not the page's). */
async function demoBlendSerial(request: APIRequestContext): Promise<string> {
  await signInAs(request, 'rown');
  const roaster = (await (await request.post(`${API}/api/userAuth/select`, { data: { auth: ['roaster'] } })).json())
    .result.roaster_auth[0].auth_seq as number;
  const list = await request.post(`${API}/api/roaster/blending/default/list`, {
    data: { roaster_seq: roaster, searchType: 'blending_name', searchTitle: 'house' },
  });
  return (await list.json()).result[0].blending_uuid_str as string;
}

const TEXT = {
  en: {
    prefix: '/en',
    signInNote: 'Sign in to write a coffee note about this bean.',
    signIn: 'Sign in',
    signOut: 'Sign out',
    userId: 'User ID',
    password: 'Password',
    writeNote: 'Write a coffee note',
    serial: 'Coffee bean serial',
    store: 'Store name',
    name: 'Note name',
    place: 'Where tasted',
    detail: /^Detailed rating/,
    satisfaction: 'Satisfaction',
    aroma: 'Aroma score',
    wheelUse: /^Use the flavor wheel/,
    wheel: 'Flavor wheel',
    flavors: 'Flavor tags',
    save: 'Save',
    ok: 'OK',
    saved: /saved/i,
    summary: 'My coffee at a glance',
    beanPage: 'Bean’s public page',
    noteCount: /\d+ coffee notes? written on this bean/,
  },
  kr: {
    prefix: '',
    signInNote: '로그인하면 이 원두로 커피 노트를 쓸 수 있습니다.',
    signIn: '로그인',
    signOut: '로그아웃',
    userId: '아이디',
    password: '비밀번호',
    writeNote: '커피 노트 쓰기',
    serial: '원두 시리얼',
    store: '매장 이름',
    name: '노트 이름 (한국어)',
    place: '작성 장소',
    detail: /^세부 평가/,
    satisfaction: '만족도',
    aroma: '향 점수',
    wheelUse: /^플레이버 휠 사용/,
    wheel: '플레이버 휠',
    flavors: '향미 태그',
    save: '저장',
    ok: '확인',
    saved: /저장되었습니다/,
    summary: '한눈에 보는 내 커피',
    beanPage: '원두 공개 페이지',
    noteCount: /이 원두로 쓴 커피 노트 \d+개/,
  },
} as const;

async function saveForm(page: Page, text: (typeof TEXT)['en' | 'kr']) {
  await page.getByRole('button', { name: text.save, exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: text.ok }).click();
  const saved = page.getByRole('alertdialog');
  await expect(saved).toContainText(text.saved);
  await saved.getByRole('button', { name: text.ok }).click();
}

for (const locale of ['en', 'kr'] as const) {
  const text = TEXT[locale];

  test.describe(() => {
    // The bean's public page is a QR landing: it opens in the browser's language (behaviour §10-3.4).
    test.use({ locale: locale === 'kr' ? 'ko-KR' : 'en-US' });

    test(`[${locale}] a guest on the blend's public page signs in, writes a scored note on it and finds it in the list`, async ({
      page,
      request,
    }) => {
      // A long walk through three areas, with the chart modules loading on a shared machine.
      test.setTimeout(180_000);
      const serial = await demoBlendSerial(request);
      const beanPage = `${text.prefix}/info/beannote/beaninfo/${encodeURIComponent(serial)}`;
      await page.goto(beanPage);
      await expect(page.getByText(text.signInNote)).toBeVisible();
      await expect(page.getByRole('link', { name: text.writeNote })).toHaveCount(0);
      const countBefore = await page.getByText(text.noteCount).textContent();

      await page.getByRole('main').getByRole('link', { name: text.signIn }).click();
      await page.getByLabel(text.userId).fill('user');
      await page.getByLabel(text.password).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: text.signIn, exact: true }).last().click();
      // Signed in on the sign-in page, the shell goes home.
      await expect(page.getByRole('button', { name: text.signOut })).toBeVisible();
      await expect(page).not.toHaveURL(/signin/);

      await page.goto(beanPage);
      await page.getByRole('link', { name: text.writeNote }).click();
      await expect(page).toHaveURL(/\/user\/usernote\/coffeenote\/write\?type=RSTRDF/);
      await expect(page.getByRole('textbox', { name: named(text.serial) })).toHaveValue(serial);
      await expect(page.getByRole('textbox', { name: named(text.store) })).toHaveValue(/\S/);

      const name = `${locale} journey ${Date.now()}`;
      await page.getByRole('textbox', { name: named(text.name) }).fill(name);
      await page.getByRole('combobox', { name: named(text.place) }).selectOption({ index: 1 });
      // Satisfaction starts empty and must be chosen (behaviour §10-3.1).
      await page.getByRole('radiogroup', { name: text.satisfaction }).getByRole('radio').nth(7).check();
      // The radar: the six points, one of them lowered.
      await page.getByRole('switch', { name: text.detail }).click();
      const aroma = page.getByRole('radiogroup', { name: text.aroma });
      await aroma.getByRole('radio').nth(6).check();
      await expect(aroma.getByRole('radio').nth(6)).toBeChecked();
      // The wheel: a flavor picked on it lands in the flavor tags.
      await page.getByRole('switch', { name: text.wheelUse }).click();
      const wheel = page.getByRole('region', { name: text.wheel });
      const arc = wheel.locator('path.highcharts-point').nth(3);
      // The wheel's module and the flavor codes load on first use: slow on a busy machine.
      await expect(arc).toBeVisible({ timeout: 30_000 });
      await expect(wheel).toHaveAttribute('aria-busy', 'false');
      await arc.click();
      await expect(page.getByRole('combobox', { name: named(text.flavors) })).toHaveValue(/\S/);
      await saveForm(page, text);

      await page.goto(`${text.prefix}/user/usernote/coffeenote`);
      await expect(page.getByRole('heading', { level: 2, name: text.summary })).toBeVisible({ timeout: 20_000 });
      const row = page.getByRole('row').filter({ hasText: name });
      await expect(row).toBeVisible();
      await row.getByRole('link').click();
      await page.getByRole('link', { name: text.beanPage }).click();
      await expect(page).toHaveURL(new RegExp(escape(`/info/beannote/beaninfo/${serial}`)));
      await expect(page.getByText(text.noteCount)).not.toHaveText(countBefore ?? '');
    });
  });
}

test('[en] a brew recorded from a setting arrives filled and is timed with the step timer', async ({ page }) => {
  await signInAs(page.request, 'user');
  await installClockOnToday(page);
  await page.goto('/en/user/usernote/brewingdefault');
  await page.getByRole('row').filter({ hasText: 'Morning V60' }).getByRole('link').first().click();
  await page.getByRole('button', { name: 'Record a brew' }).click();
  await expect(page).toHaveURL(/\/user\/usernote\/brewingresult\/write\?brewing_seq=\d+/);
  await expect(page.getByRole('combobox', { name: named('Brewing setting') })).toHaveValue('Morning V60');
  await expect(page.getByRole('spinbutton', { name: named('Dose') })).toHaveValue(/^15(\.0)?$/);
  // A rating starts empty, never a silent 10 of 10 (behaviour §10-3.1): the brewer picks it.
  const satisfaction = page.getByRole('radiogroup', { name: 'Satisfaction' });
  await expect(satisfaction.getByRole('radio', { checked: true })).toHaveCount(0);
  await satisfaction.getByRole('radio', { name: '8 of 10' }).check();

  // The timer: start now, stamp the first step and the total while it runs.
  await page.getByRole('button', { name: 'Start time: Now' }).click();
  await expect(page.getByRole('textbox', { name: named('Start time') })).toHaveValue(/\d{2}:\d{2}/);
  await page.getByRole('switch', { name: /^Record pours step by step/ }).click();
  await page.getByRole('button', { name: 'Step 1 time: Stamp elapsed time' }).click();
  await expect(page.getByRole('textbox', { name: named('Step 1 time') })).toHaveValue(/^\d{2}:\d{2}$/);
  // The end step, then the total: stamping the total ends the brew and stops the stopwatch (behaviour §03-4.3).
  await page.getByRole('button', { name: 'Final step time: Stamp elapsed time' }).click();
  await expect(page.getByRole('textbox', { name: named('Final step time') })).toHaveValue(/^\d{2}:\d{2}$/);
  await page.getByRole('button', { name: 'Total brewing time: Stamp elapsed time' }).click();
  const total = page.getByRole('textbox', { name: named('Total brewing time') });
  await expect(total).toHaveValue(/^\d{2}:\d{2}$/);
  const stamped = await total.inputValue();
  const stopwatch = page.getByRole('timer').first();
  const stoppedAt = await stopwatch.textContent();
  await page.clock.fastForward(1500);
  await expect(stopwatch).toHaveText(stoppedAt ?? '');

  // The conditions follow the readings: indoors where measured.
  await page.getByRole('spinbutton', { name: named('Outdoor temperature') }).fill('4');
  await page.getByRole('spinbutton', { name: named('Indoor temperature') }).fill('21');
  await page.getByRole('spinbutton', { name: named('Outdoor humidity') }).fill('70');
  await expect(page.getByRole('textbox', { name: named('Temperature at brewing') })).toHaveValue(/^21/);
  await expect(page.getByRole('textbox', { name: named('Humidity at brewing') })).toHaveValue(/^70/);
  await saveForm(page, TEXT.en);
  await page.reload();
  await expect(total).toHaveValue(stamped);

  await page.getByRole('button', { name: 'List', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Morning V60' }).first()).toBeVisible();
});

test('[kr] a guest who opens a note or a brewing record is asked to sign in', async ({ page }) => {
  for (const path of ['/user/usernote/coffeenote/write?type=RSTRDF&serial=x', '/user/usernote/brewingresult']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: '로그인' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: /커피 노트|추출 기록/ })).toHaveCount(0);
  }
});
