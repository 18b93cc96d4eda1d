import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { localToday } from '@coffee/domain';
import { fieldLabel } from '@coffee/suite';
import { signInAs } from '../support/fixtures';

const SHOTS = process.env.BARISTA_DAY_SHOTS;
/** With BARISTA_DAY_SHOTS set, the screen at 1280 and 375 px for a person to look at; then back to `width`. */
const shot = async (page: Page, name: string, width: number) => {
  if (!SHOTS) return;
  for (const size of [1280, 375]) {
    await page.setViewportSize({ width: size, height: 800 });
    await page.screenshot({ path: `${SHOTS}/${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize({ width, height: 800 });
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const named = (label: string) => new RegExp(`^${escape(label)}( \\*)?$`);
/** A switch is named by its label and its state ("Main result No"). */
const switchNamed = (label: string) => new RegExp(`^${escape(label)}`);

/** The words of each language this spec clicks and reads, and the width it walks at. */
const RUNS = {
  en: {
    prefix: '/en',
    width: 1280,
    dose: '19.4',
    house: /house blend/,
    espresso: 'Espresso',
    save: 'Save',
    ok: 'OK',
    saved: /saved/i,
    newBrew: 'New brew',
    repeat: 'Repeat last brew',
    filled:
      /^(From today's dial-in: .*the rest from the brew of \d{4}-\d{2}-\d{2}|No dial-in of this bean today: filled in from the brew of \d{4}-\d{2}-\d{2})/,
    search: 'Search',
    beanCode: /^Bean code: ([0-9A-Z]{4}-[0-9A-Z]{4})$/,
    serial: 'Serial',
    open: 'Show the bean',
    unknown: 'No bean has this code. Please check the code printed on the bag.',
    lover: "Bean's serial or short code",
    loverOpen: 'Open',
    myCoffee: 'My coffee',
  },
  kr: {
    prefix: '',
    width: 375,
    dose: '19.6',
    house: /하우스 블렌드/,
    espresso: '에스프레소',
    save: '저장',
    ok: '확인',
    saved: /저장/,
    newBrew: '새 추출 기록',
    repeat: '지난 추출 그대로',
    filled:
      /^(오늘의 세팅에서 .*나머지는 \d{4}-\d{2}-\d{2} 추출에서|이 원두의 오늘 세팅이 없어 \d{4}-\d{2}-\d{2} 추출에서)/,
    search: '검색',
    beanCode: /^원두 코드: ([0-9A-Z]{4}-[0-9A-Z]{4})$/,
    serial: '시리얼',
    open: '원두 정보 보기',
    unknown: '이 코드의 원두가 없습니다. 봉투에 적힌 코드를 다시 확인해 주세요.',
    lover: '원두 시리얼 또는 짧은 코드',
    loverOpen: '열기',
    myCoffee: '내 커피',
  },
} as const;

/** The brewing dates of the rows the list shows (the first cell, `YYYY-MM-DD`, `MM-DD` on a phone). */
const listedDays = (page: Page) => page.locator('tbody tr td[data-field="brewing_result_date"]').allInnerTexts();

for (const language of ['en', 'kr'] as const) {
  const run = RUNS[language];
  const label = (field: string) => fieldLabel(field, language);
  const shown = (day: string) => (run.width < 768 ? day.slice(5) : day);

  test(`[${language}] at ${run.width} px a barista's brew shows in today's brewing, and New repeats it in one click`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: run.width, height: 800 });
    await signInAs(page.request, 'cbarista');
    const today = localToday();

    await page.goto(`${run.prefix}/cafe/brewing/result/write`);
    const bean = page.getByRole('combobox', { name: named(label('coffeebean_seq')) });
    await bean.click();
    // A new brew begins with the bean on the bar (behaviour §10-4.4): what is typed replaces it.
    await bean.fill('');
    await bean.pressSequentially('Hannam');
    await page.getByRole('option', { name: run.house }).first().click();
    await page.getByRole('combobox', { name: named(label('brewing_type')) }).selectOption({ label: run.espresso });
    await page.getByRole('spinbutton', { name: named(label('brewing_bean_mass')) }).fill(run.dose);
    const main = page.getByRole('switch', { name: switchNamed(label('brewing_result_main')) });
    await expect(main).toBeEnabled();
    await main.check();
    // Saved without a question (behaviour §10-4.4): a notice with an Undo says so. The notice comes once the phone
    // keeps the brew; the list below is read once the server wrote it (a brew still on its way is the outbox's story).
    const written = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/cafe/brewing/result/edit'),
    );
    await page.getByRole('button', { name: run.save, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: run.saved }).first()).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    expect((await written).ok()).toBe(true);

    await page.goto(`${run.prefix}/cafe/brewing/today`);
    const day = page.getByRole('textbox', { name: label('brewing_result_date'), exact: true });
    await expect(day).toHaveValue(today);
    if (run.width > 640) {
      await expect(page.locator('tbody tr td[data-field="brewing_result_date"]').first()).toHaveText(shown(today));
      expect(new Set(await listedDays(page))).toEqual(new Set([shown(today)]));
    } else {
      // A phone's list of the day leaves the day out (behaviour §10-4.4): each row names its bean.
      await expect(page.locator('tbody tr td[data-field="coffeebean_seq"]').first()).not.toBeEmpty();
    }
    await shot(page, `today-${language}`, run.width);

    await page.getByRole('button', { name: run.newBrew }).click();
    await expect(page).toHaveURL(new RegExp(`${run.prefix}/cafe/brewing/result/write$`));
    const dose = page.getByRole('spinbutton', { name: named(label('brewing_bean_mass')) });
    const repeat = page.getByRole('button', { name: run.repeat });
    // It waits while the form's start is on its way: Enter would otherwise reach the field that has the focus.
    await expect(repeat).toBeEnabled();
    await repeat.focus();
    await page.keyboard.press('Enter');
    // The day's dial-in of the bean first, the brew's own values where it has none; the page says which.
    await expect(page.getByRole('status').filter({ hasText: run.filled })).toBeVisible();
    await expect(dose).not.toHaveValue('');
    await expect(page.getByRole('combobox', { name: named(label('brewing_type')) })).toHaveValue('ESP');
    await expect(page.getByRole('combobox', { name: named(label('coffeebean_seq')) })).toHaveValue(run.house);
    await expect(page.getByRole('switch', { name: switchNamed(label('brewing_result_main')) })).not.toBeChecked();
    await shot(page, `repeat-${language}`, run.width);

    // Another day lists that day's brews only.
    const yesterday = localToday(new Date(Date.now() - 86_400_000));
    await page.goto(`${run.prefix}/cafe/brewing/today`);
    await page.getByRole('textbox', { name: label('brewing_result_date'), exact: true }).fill(yesterday);
    await page.getByRole('button', { name: run.search }).click();
    await expect(page).toHaveURL(new RegExp(`brewing_result_date=${yesterday}`));
    await expect(page.getByRole('table').locator('tbody')).not.toHaveAttribute('aria-busy', 'true');
    expect((await listedDays(page)).every((listed) => listed === shown(yesterday))).toBe(true);
  });

  test(`[${language}] at ${run.width} px a bean's short code beside its QR opens the same bean for a guest and a coffee lover`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: run.width, height: 800 });
    await signInAs(page.request, 'cown');
    await page.goto(`${run.prefix}/cafe/coffeebean/default`);
    await page.getByRole('row').nth(1).getByRole('link').first().click();
    const printed = page.getByText(run.beanCode);
    await printed.scrollIntoViewIfNeeded();
    const code = run.beanCode.exec(await printed.innerText())![1]!;
    const qr = page.getByRole('link', { name: /\/info\/beannote\/coffeebean\// });
    const href = (await qr.getAttribute('href')) ?? '';
    const serial = decodeURIComponent(new URL(href, page.url()).pathname.split('/').pop()!);
    await shot(page, `bean-qr-${language}`, run.width);

    await page.context().clearCookies();
    await page.goto(`${run.prefix}/info/beannote/intro`);
    const box = page.getByRole('textbox', { name: run.serial });
    await box.fill('ZZZZ-ZZZZ');
    await page.getByRole('button', { name: run.open }).click();
    await expect(page.getByText(run.unknown)).toBeVisible();
    await shot(page, `code-unknown-${language}`, run.width);
    await box.fill(code.toLowerCase());
    await page.getByRole('button', { name: run.open }).click();
    await expect(page).toHaveURL(new RegExp(`${run.prefix}/info/beannote/coffeebean/${serial}$`));

    await signInAs(page.request, 'user');
    await page.goto(`${run.prefix}/home/lover`);
    const lover = page.getByRole('textbox', { name: run.lover });
    await lover.fill('zzzzzzzz');
    await page.getByRole('button', { name: run.loverOpen, exact: true }).click();
    await expect(page.getByText(run.unknown)).toBeVisible();
    await shot(page, `lover-unknown-${language}`, run.width);
    await lover.fill(code.replace('-', ''));
    await page.getByRole('button', { name: run.loverOpen, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${run.prefix}/info/beannote/coffeebean/${serial}$`));
  });
}
