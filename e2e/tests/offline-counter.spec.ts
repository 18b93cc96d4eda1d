import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { fieldLabel } from '@coffee/suite';
import { API, signInAs } from '../support/fixtures';
import { tellNetwork } from '../support/network';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const named = (label: string) => new RegExp(`^${escape(label)}( \\*)?$`);
const en = (field: string) => fieldLabel(field, 'en');
const WRITE = '/en/cafe/brewing/result/write';

// The suite's service worker is what this spec tests (the other specs run without it).
test.use({ serviceWorkers: 'allow' });

async function cafeOf(request: APIRequestContext): Promise<number> {
  const reply = await request.post(`${API}/api/userAuth/select`, { data: { auth: ['cafe'] } });
  return (await reply.json()).result.cafe_auth[0].auth_seq as number;
}

async function choose(page: Page, label: string, typed: string, option: RegExp) {
  const box = page.getByRole('combobox', { name: named(label) });
  await box.click();
  // A new brew begins with the bean on the bar (behaviour §10-4.4): what is typed replaces it.
  await box.fill('');
  await box.pressSequentially(typed);
  await page.getByRole('option', { name: option }).first().click();
}

/**
 * Fills a brew of `dose` g of the test's batch and presses Save, which asks nothing (behaviour §10-4.4); the notice
 * that says what became of it stays.
 */
async function saveBrew(page: Page, division: string, dose: number) {
  await choose(page, en('coffeebean_seq'), 'Hannam', /house blend/);
  await choose(page, en('received_seq'), division, new RegExp(escape(division)));
  await page.getByRole('combobox', { name: named(en('brewing_type')) }).selectOption({ label: 'Espresso' });
  await page.getByRole('spinbutton', { name: named(en('brewing_bean_mass')) }).fill(String(dose));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
}

/** The notice of the last save says `text`; it is closed so the next save's own notice is read. */
async function closeAnswer(page: Page, text: RegExp) {
  const answer = page.getByRole('status').filter({ has: page.getByRole('button', { name: 'Undo' }) });
  await expect(answer).toContainText(text);
  await answer.getByRole('button', { name: 'Close the notice' }).click();
}

test('[en] offline, a barista saves two brews that wait in order on the device, survive a closed tab, and are sent when the connection returns; the refused one shows why and is dropped', async ({
  context,
  page,
}) => {
  await signInAs(page.request, 'cbarista');
  const cafe = await cafeOf(page.request);
  const beans = await (
    await page.request.post(`${API}/api/cafe/coffeebean/default/code`, { data: { cafe_seq: cafe } })
  ).json();
  const bean = beans.result.find((option: { label: string }) => /하우스 블렌드|house blend/i.test(option.label));
  const division = `Offline ${Date.now() % 1_000_000}`;
  // 40 g: one brew online (10 g), then offline 16 g (sent) and 17 g (14 g left by then: refused).
  const created = await page.request.post(`${API}/api/cafe/coffeebean/received/edit`, {
    data: {
      cafe_seq: cafe,
      coffeebean_seq: bean.value,
      received_date: new Date().toLocaleDateString('sv'),
      received_div: division,
      // Tenths of a gram, as stored.
      received_mass: 400,
      received_instock: 400,
    },
  });
  const batch = (await created.json()).result.received_seq as number;
  const stock = async () => {
    const reply = await page.request.get(`${API}/api/cafe/coffeebean/received/detail/${batch}?cafe_seq=${cafe}`);
    return (await reply.json()).result.received_instock as number;
  };
  // The policy holds with the service worker answering: no violation on any page of the story.
  const violations: string[] = [];
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });

  // Online: one visit, and the service worker keeps what the page loaded before it ran (the app's document, the
  // shell, the cafe remote's entry); a brew is saved as always.
  await page.goto(WRITE);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const name = (await caches.keys()).find((key) => key.startsWith('coffee-'));
        const kept = name ? (await (await caches.open(name)).keys()).map((request) => request.url) : [];
        return ['/__app-document__', '/remotes.json', '/remoteEntry.js'].every((end) =>
          kept.some((url) => url.endsWith(end)),
        );
      }),
    )
    .toBe(true);
  await saveBrew(page, division, 10);
  await closeAnswer(page, /^Saved/);
  await expect.poll(stock).toBe(300);

  // Offline: the shell, the cafe remote and the form's lists come from the device; two brews are kept.
  await context.setOffline(true);
  await page.goto(WRITE);
  await tellNetwork(page, false);
  await expect(page.getByRole('region', { name: 'Working offline' })).toContainText('No connection.');
  const kept = page.getByRole('region', { name: /^Not sent yet/ });
  await saveBrew(page, division, 16);
  await closeAnswer(page, /kept on this device/);
  await saveBrew(page, division, 17);
  await closeAnswer(page, /kept on this device/);
  await expect(kept.getByRole('heading')).toHaveText('Not sent yet: 2');
  await expect(kept.getByRole('listitem')).toHaveText([/· 16 g.*Waiting for the connection/, /· 17 g.*Waiting/]);

  // The tab is closed and opened again, still offline: nothing is lost.
  await page.close();
  const reopened = await context.newPage();
  await reopened.goto(WRITE);
  await tellNetwork(reopened, false);
  const keptAgain = reopened.getByRole('region', { name: /^Not sent yet/ });
  await expect(keptAgain.getByRole('listitem')).toHaveCount(2);

  // The connection returns: the brews are sent in the order they were kept; the second finds too little stock.
  await context.setOffline(false);
  await tellNetwork(reopened, true);
  await expect(keptAgain.getByRole('heading')).toHaveText('Not sent yet: 1');
  const refused = keptAgain.getByRole('listitem');
  await expect(refused).toContainText('· 17 g');
  await expect(refused).toContainText('Refused by the server');
  await expect(refused).toContainText(`${en('brewing_bean_mass')}: more than the stock. In stock:`);
  await expect(refused).toContainText('(14 g)');
  // 40 - 10 - 16: the 16 g brew was written once, before the 17 g one was tried.
  expect(await stock()).toBe(140);

  await reopened.goto('/en/cafe/brewing/result');
  await expect(
    reopened
      .getByRole('row')
      .filter({ hasText: /house blend/i })
      .first(),
  ).toBeVisible();
  await reopened.goto(WRITE);
  await reopened
    .getByRole('region', { name: /^Not sent yet/ })
    .getByRole('button', { name: 'Drop' })
    .click();
  await reopened.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(reopened.getByRole('region', { name: /^Not sent yet/ })).toHaveCount(0);
  expect(await stock()).toBe(140);
  expect(violations).toEqual([]);
});
