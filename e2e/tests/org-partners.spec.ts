import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { signInAs } from '../support/fixtures';

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

/** The roaster's customer event's QR link, as the owner reads it on the event. */
async function customerEventLink(owner: Page, prefix: string): Promise<string> {
  await owner.goto(`${prefix}/roaster/etc/event`);
  await owner
    .getByRole('row')
    .filter({ hasText: /Customer registration|거래처 등록/ })
    .getByRole('link')
    .first()
    .click();
  const href = await owner
    .getByRole('link', { name: /\/cafe\/supplier\/roasterregister\/[0-9a-f-]{36}$/ })
    .getAttribute('href');
  // The printed link names no language (behaviour §10-3.4): the visitor's browser chooses.
  expect(new URL(href!).pathname).toMatch(/^\/cafe\/supplier\/roasterregister\//);
  return new URL(href!).pathname;
}

test('[en] a cafe owner registers with the roastery through its customer event, and the roastery sees the cafe waiting', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const owner = await signedIn(browser, baseURL, 'rown');
  const link = await customerEventLink(owner, '/en');

  const cafe = await signedIn(browser, baseURL, 'cown2');
  await cafe.goto(link);
  await expect(cafe.getByRole('textbox', { name: 'Roastery name', exact: true })).toHaveValue('Demo Roasters Seoul', {
    timeout: 30_000,
  });
  await cafe.getByRole('textbox', { name: 'Cafe nickname', exact: true }).fill('Jeju corner');
  await cafe.getByRole('button', { name: 'Register', exact: true }).click();
  const refusal = cafe.getByRole('alertdialog');
  await expect(refusal).toContainText(/confirm the registration/);
  await refusal.getByRole('button', { name: 'OK' }).click();
  await cafe.getByRole('switch', { name: /^I confirm the above/ }).click();
  await cafe.getByRole('button', { name: 'Register', exact: true }).click();
  const registered = cafe.getByRole('alertdialog');
  await expect(registered).toContainText('Registered.');
  await registered.getByRole('button', { name: 'OK' }).click();
  await expect(cafe).toHaveURL(/\/en\/cafe\/supplier\/roaster$/);
  await expect(cafe.getByRole('row').filter({ hasText: 'Demo Roasters Seoul' })).toHaveCount(1);

  await owner.goto('/en/roaster/customer/registercafe');
  const waiting = owner.getByRole('row').filter({ hasText: 'Second Cafe Jeju' });
  await expect(waiting).toContainText('Waiting for registration');
});

test('[kr] a cafe already registered with the roastery is told so instead of registering twice', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const owner = await signedIn(browser, baseURL, 'rown');
  const link = await customerEventLink(owner, '');
  const cafe = await signedIn(browser, baseURL, 'cown', 'ko-KR');
  await cafe.goto(link);
  await cafe.getByRole('textbox', { name: /별칭/ }).first().fill('한남 매장');
  await cafe.getByRole('switch', { name: /^위 내용을 확인했습니다/ }).click();
  await cafe.getByRole('button', { name: '등록 신청', exact: true }).click();
  await expect(cafe.getByRole('alertdialog')).toContainText('이미 신청했거나 이미 소속되어 있습니다.');
});

test('[en] a roaster manager has no cafe registration queue; the customer list shows the demo cafe', async ({
  page,
}) => {
  await signInAs(page.request, 'rmng');
  await page.goto('/en/roaster/customer/cafe');
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: /Demo Cafe|Hannam/ })
      .first(),
  ).toBeVisible();
  await page.goto('/en/roaster/customer/registercafe');
  await expect(page.getByRole('heading', { name: 'No permission' })).toBeVisible();
});
