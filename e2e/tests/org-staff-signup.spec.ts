import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { signInAs } from '../support/fixtures';

interface Words {
  prefix: string;
  signUp: string;
  nickname: string;
  confirm: RegExp;
  tickBox: RegExp;
  sent: RegExp;
  staffRole: string;
  seniorManager: string;
  roasterRole: string;
  edit: string;
  save: string;
  ok: string;
  saved: RegExp;
  roastingHeading: string;
  greenBeans: string;
  chooseRoastery: string;
}

const WORDS: Record<'en' | 'kr', Words> = {
  en: {
    prefix: '/en',
    signUp: 'Sign up',
    nickname: 'Nickname',
    confirm: /^I confirm the above/,
    tickBox: /Tick the box/,
    sent: /sign-up was sent/,
    staffRole: 'Staff role',
    seniorManager: 'Senior manager',
    roasterRole: 'Roaster',
    edit: 'Edit',
    save: 'Save',
    ok: 'OK',
    saved: /saved/i,
    roastingHeading: 'Roasting batches',
    greenBeans: 'Green beans',
    chooseRoastery: 'Choose a roastery',
  },
  kr: {
    prefix: '',
    signUp: '가입 신청',
    nickname: '별명',
    confirm: /^위 내용을 확인했습니다/,
    tickBox: /가입 확인란/,
    sent: /가입 신청을 보냈습니다/,
    staffRole: '직원 권한',
    seniorManager: '수석 매니저',
    roasterRole: '로스터',
    edit: '수정',
    save: '저장',
    ok: '확인',
    saved: /저장/,
    roastingHeading: '로스팅 결과',
    greenBeans: '생두',
    chooseRoastery: '로스터리 선택',
  },
};

/** A member's browser; its language decides where a language-neutral QR link lands (behaviour §10-3.4). */
async function signedIn(
  browser: Browser,
  baseURL: string | undefined,
  userId: string,
  locale = 'en-US',
): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale });
  await signInAs(context.request, userId);
  return context.newPage();
}

/** The staff role options the editor is offered on a member's row (opened from the list by nickname). */
async function roleOptions(page: Page, words: Words, listPath: string, nick: string): Promise<string[]> {
  await page.goto(`${words.prefix}${listPath}`);
  await page.getByRole('link', { name: nick, exact: true }).click();
  await page.getByRole('button', { name: words.edit, exact: true }).click();
  const options = page.getByRole('combobox', { name: new RegExp(`^${words.staffRole}`) }).getByRole('option');
  await expect(options.nth(1)).toBeAttached();
  return (await options.allInnerTexts()).map((name) => name.trim());
}

for (const [lang, member] of [
  ['en', 'paid'],
  ['kr', 'tester'],
] as const) {
  const words = WORDS[lang];
  test(`[${lang}] a sign-up by event QR code: ${member} joins, a manager cannot make them senior manager, the owner accepts, the roastery appears without signing out`, async ({
    browser,
    baseURL,
  }) => {
    // Four people in four sessions on one shared machine.
    test.setTimeout(180_000);
    const nick = `${member} ${lang} barista`;
    const owner = await signedIn(browser, baseURL, 'rown');
    await owner.goto(`${words.prefix}/roaster/etc/event`);
    await owner
      .getByRole('row')
      .filter({ hasText: /Staff sign-up|직원 가입/ })
      .getByRole('link')
      .first()
      .click();
    const qrLink = owner.getByRole('link', { name: /\/user\/link\/roastersignup\/[0-9a-f-]{36}$/ });
    const href = await qrLink.getAttribute('href');
    expect(new URL(href!).pathname).toMatch(/^\/user\/link\/roastersignup\//);

    const joiner = await signedIn(browser, baseURL, member, words.prefix ? 'en-US' : 'ko-KR');
    await joiner.goto(new URL(href!).pathname);
    await expect(joiner.getByRole('textbox', { name: /Roastery name|로스터리 이름/ }).first()).toHaveValue(/Demo|데모/);
    await expect(joiner.getByRole('textbox', { name: /^(Starts|시작 일시)$/ })).toHaveValue(/\d{4}-\d{2}-\d{2}/);
    await joiner.getByRole('textbox', { name: new RegExp(`^${words.nickname}`) }).fill(nick);
    await joiner.getByRole('button', { name: words.signUp, exact: true }).click();
    const refusal = joiner.getByRole('alertdialog');
    await expect(refusal).toContainText(words.tickBox);
    await refusal.getByRole('button', { name: words.ok }).click();
    await joiner.getByRole('switch', { name: words.confirm }).click();
    await joiner.getByRole('button', { name: words.signUp, exact: true }).click();
    const sent = joiner.getByRole('alertdialog');
    await expect(sent).toContainText(words.sent);
    await sent.getByRole('button', { name: words.ok }).click();

    const manager = await signedIn(browser, baseURL, 'rmng');
    expect(await roleOptions(manager, words, '/roaster/etc/signup', nick)).not.toContain(words.seniorManager);

    await owner.goto(`${words.prefix}/roaster/etc/signup`);
    await owner.getByRole('link', { name: nick, exact: true }).click();
    await owner.getByRole('button', { name: words.edit, exact: true }).click();
    await owner
      .getByRole('combobox', { name: new RegExp(`^${words.staffRole}`) })
      .selectOption({ label: words.roasterRole });
    await owner.getByRole('button', { name: words.save, exact: true }).click();
    await owner.getByRole('alertdialog').getByRole('button', { name: words.ok }).click();
    const saved = owner.getByRole('alertdialog');
    await expect(saved).toContainText(words.saved);
    await saved.getByRole('button', { name: words.ok }).click();

    const managerChoices = await roleOptions(manager, words, '/roaster/etc/user', nick);
    expect(managerChoices).toContain(words.roasterRole);
    expect(managerChoices).not.toContain(words.seniorManager);
    expect(await roleOptions(owner, words, '/roaster/etc/user', nick)).toContain(words.seniorManager);

    // The same session: the kept rights are older than the acceptance, so they are fetched again.
    await joiner.goto(`${words.prefix}/roaster/roasting/result`);
    await expect(joiner.getByRole('heading', { level: 1, name: words.roastingHeading })).toBeAttached();
    await expect(joiner.getByRole('button', { name: new RegExp(words.chooseRoastery) })).toContainText(
      /Demo Roasters Seoul|데모 로스터스 서울/,
    );
    await expect(joiner.getByRole('navigation').getByRole('link', { name: words.greenBeans })).toHaveCount(0);
  });
}

test('[kr] a guest who opens a sign-up QR link signs in on the spot and comes back to the sign-up form', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const page = await (await browser.newContext({ baseURL, locale: 'ko-KR' })).newPage();
  const owner = await signedIn(browser, baseURL, 'rown');
  await owner.goto('/roaster/etc/event');
  await owner.getByRole('row').filter({ hasText: '직원 가입' }).getByRole('link').first().click();
  const href = await owner
    .getByRole('link', { name: /\/user\/link\/roastersignup\/[0-9a-f-]{36}$/ })
    .getAttribute('href');
  const path = new URL(href!).pathname;
  await page.goto(path);
  await page.getByRole('textbox', { name: '아이디' }).fill('user');
  await page.getByRole('textbox', { name: '비밀번호' }).fill('coffee1234');
  await page.getByRole('main').getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByRole('textbox', { name: /^별명/ })).toBeVisible({ timeout: 30_000 });
  expect(new URL(page.url()).pathname).toBe(path);
});

test('[kr] on cafe staff only the owner may make someone senior manager or dismiss them', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const words = WORDS.kr;
  const manager = await signedIn(browser, baseURL, 'cmng');
  expect(await roleOptions(manager, words, '/cafe/etc/user', 'Barista')).toEqual(['바리스타', '선임 보조', '매니저']);
  const owner = await signedIn(browser, baseURL, 'cown');
  expect(await roleOptions(owner, words, '/cafe/etc/user', 'Barista')).toEqual([
    '바리스타',
    '선임 보조',
    '매니저',
    '수석 매니저',
    '해고',
  ]);
});
