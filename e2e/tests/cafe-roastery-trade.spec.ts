import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { fieldLabel } from '@coffee/suite';
import { API, signInAs } from '../support/fixtures';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const named = (label: string) => new RegExp(`^${escape(label)}( \\*)?$`);
const kr = (field: string) => fieldLabel(field, 'kr');
const en = (field: string) => fieldLabel(field, 'en');
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 900 };
const BLEND = { en: 'E2E story blend', kr: 'E2E 이야기 블렌드' };
const RECIPE = 'E2E story recipe';

/** Today as 'YYYY-MM-DD' in this machine's time zone (the browser's local day). */
const today = () => new Date().toLocaleDateString('sv-SE');

async function choose(page: Page, label: string, typed: string, option: RegExp) {
  const box = page.getByRole('combobox', { name: named(label) }).last();
  await box.click();
  // A new brew begins with the bean on the bar (behaviour §10-4.4): what is typed replaces it.
  await box.fill('');
  await box.pressSequentially(typed);
  await page.getByRole('option', { name: option }).first().click();
}

async function confirmSave(page: Page, save: string, ok: string, saved: RegExp) {
  await page.getByRole('button', { name: save, exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: ok }).click();
  const answer = page.getByRole('alertdialog');
  await expect(answer).toContainText(saved);
  await answer.getByRole('button', { name: ok }).click();
}

/**
 * What the roastery sells before the story starts: a recipe of 5 kg green expecting 20 % loss and a blend of it for
 * sale in 500 g and 1 kg bags, with no stock.
 */
async function roasteryProduct(request: APIRequestContext) {
  const post = async (path: string, data: Record<string, unknown>) => {
    const answer = await (await request.post(`${API}${path}`, { data })).json();
    expect(answer.status, JSON.stringify(answer)).toBe('OK');
    return answer.result;
  };
  const roaster = (await post('/api/userAuth/select', { auth: ['roaster'] })).roaster_auth[0].auth_seq as number;
  const [bean] = await post('/api/roaster/greenbean/default/code', { roaster_seq: roaster });
  const recipe = await post('/api/roaster/roasting/default/edit', {
    roaster_seq: roaster,
    roasting_name: RECIPE,
    roasting_name_kr: RECIPE,
    roasting_expected_loss: 200,
    greenbean_list: [{ greenbean_roaster_seq: bean.value, greenbean_mass: 50_000 }],
  });
  const blend = await post('/api/roaster/blending/default/edit', {
    roaster_seq: roaster,
    blending_name: BLEND.en,
    blending_name_kr: BLEND.kr,
    roasting_instock_change: true,
    blending_sale_use: true,
    bag_list: [{ bag_mass: 5_000 }, { bag_mass: 10_000 }],
    roasting_list: [{ roasting_seq: recipe.roasting_seq, roasting_mass: 1000 }],
  });
  // Its list prices per bag (behaviour §05-10): an order of an unpriced coffee is refused.
  for (const [bag_mass, price] of [
    [5_000, 21_000],
    [10_000, 40_000],
  ])
    await post('/api/roaster/price/edit', {
      roaster_seq: roaster,
      blending_seq: blend.blending_seq,
      bag_mass,
      price,
      valid_from: '2020-01-01',
    });
}

test('[kr 375 px ↔ en 1280 px] from a cafe’s order to what the cup said: plan, roast, blend, ship, receive, brew, note', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const roastery = await browser.newPage({ viewport: DESKTOP });
  roastery.setDefaultTimeout(30_000);
  await signInAs(roastery.request, 'rown');
  await roasteryProduct(roastery.request);

  // The cafe manager orders four 1 kg bags on a phone, in Korean: the form offers the bag sizes the roastery sells.
  const cafe = await browser.newPage({ viewport: PHONE });
  cafe.setDefaultTimeout(30_000);
  await signInAs(cafe.request, 'cmng');
  await cafe.goto('/cafe/order/order/write');
  await choose(cafe, kr('roaster_seq'), '서울', /데모 로스터스 서울/);
  if ((await cafe.getByRole('combobox', { name: named(kr('blending_seq')) }).count()) === 0)
    await cafe.getByRole('button', { name: '행 추가' }).click();
  await choose(cafe, kr('blending_seq'), 'E2E', new RegExp(escape(BLEND.kr)));
  const size = cafe.getByRole('combobox', { name: named(kr('bag_mass')) });
  await expect(size.getByRole('option')).toHaveText(['500 g', '1 kg']);
  await size.selectOption({ label: '1 kg' });
  await cafe.getByRole('spinbutton', { name: named(kr('order_bag_count')) }).fill('4');
  await expect(cafe.getByRole('status', { name: kr('order_mass') })).toHaveText('= 4 kg');
  await expect(cafe.getByRole('textbox', { name: kr('order_total_mass') })).toHaveValue('4 kg');
  await confirmSave(cafe, '저장', '확인', /저장/);
  await expect(cafe.getByRole('textbox', { name: kr('order_status') })).toHaveValue('주문 접수');
  const orderUrl = cafe.url();
  const orderId = orderUrl.split('/').pop() ?? '';

  // The roastery owner sees the new order counted on the menu, confirms it and opens the plan.
  await roastery.goto('/en/roaster/order/order');
  await expect(roastery.getByRole('navigation').getByRole('link', { name: /^Orders\s*\d+$/ })).toBeVisible({
    timeout: 30_000,
  });
  await roastery.goto(`/en/roaster/order/order/${orderId}`);
  await roastery.getByRole('button', { name: 'Confirm order' }).click();
  await expect(roastery.getByRole('textbox', { name: 'Order status' })).toHaveValue('Confirmed');
  await roastery.getByRole('navigation').getByRole('link', { name: 'Roasting', exact: true }).click();
  await roastery.getByRole('navigation').getByRole('link', { name: 'Production plan' }).click();
  await expect(roastery.getByRole('heading', { level: 1, name: 'Production plan' })).toBeVisible();
  const blendRow = roastery
    .getByRole('table', { name: 'Blends to make' })
    .getByRole('row')
    .filter({ hasText: BLEND.en });
  await expect(blendRow.getByRole('cell')).toHaveText([BLEND.en, '4.0 kg', '0.0 kg', '0.0 kg', '4.0 kg']);
  // 4 kg roasted at 20 % loss: 5 kg green, one batch of the recipe's 5 kg, roasted today from the day sheet.
  await roastery.getByRole('combobox', { name: 'Day' }).selectOption(today());
  const planned = roastery
    .getByRole('table', { name: `Roasting sheet for ${today()}` })
    .getByRole('row')
    .filter({ hasText: RECIPE });
  await expect(planned).toHaveCount(1);
  await planned.getByRole('link', { name: 'Roast this batch' }).click();
  await expect(roastery.getByRole('combobox', { name: named(en('roasting_seq')) })).toHaveValue(RECIPE);
  await roastery.getByRole('spinbutton', { name: named(en('roasting_mass')) }).fill('4000');
  await confirmSave(roastery, 'Save', 'OK', /Saved/);

  // It is blended from that roast, then shipped against the order.
  await roastery.goto('/en/roaster/blending/result/write');
  await choose(roastery, en('blending_seq'), 'E2E story', new RegExp(escape(BLEND.en)));
  await roastery.getByRole('combobox', { name: named(en('roasting_result_seq')) }).click();
  await roastery.getByRole('option').filter({ hasText: RECIPE }).first().click();
  await roastery.getByRole('spinbutton', { name: named(en('roasting_mass')) }).fill('4000');
  await confirmSave(roastery, 'Save', 'OK', /Saved/);
  const batchUrl = roastery.url();
  // The retail bag's QR code carries the batch's serial.
  const qr = roastery.getByRole('link', { name: /\/info\/beannote\/beandetail\// }).first();
  const serial = decodeURIComponent((await qr.getAttribute('href'))?.split('/').pop() ?? '');
  expect(serial).not.toBe('');

  await roastery.goto(`/en/roaster/order/order/${orderId}`);
  await roastery.getByRole('button', { name: 'Ship', exact: true }).click();
  const ship = roastery.getByRole('dialog', { name: 'Pick the batches to ship' });
  await expect(ship.getByRole('spinbutton')).toHaveValue('4000');
  await ship.getByRole('button', { name: 'Ship the order' }).click();
  await expect(roastery.getByRole('textbox', { name: 'Order status' })).toHaveValue('Shipped');

  // The cafe receives the shipment and brews a shot from it.
  await cafe.goto(orderUrl);
  await cafe.getByRole('button', { name: '입고 확인' }).click();
  await cafe.getByRole('dialog', { name: '입고 확인' }).getByRole('button', { name: '입고 확인하기' }).click();
  await expect(cafe.getByRole('textbox', { name: kr('order_status') })).toHaveValue('입고 완료');
  await cafe.goto('/cafe/brewing/result/write');
  await choose(cafe, kr('coffeebean_seq'), 'E2E', new RegExp(escape(BLEND.kr)));
  await choose(cafe, kr('received_seq'), '', /\d{4}-\d{2}-\d{2}/);
  await cafe.getByRole('combobox', { name: named(kr('brewing_type')) }).selectOption({ label: '에스프레소' });
  await cafe.getByRole('spinbutton', { name: named(kr('brewing_bean_mass')) }).fill('18');
  // A brew is saved without a question (behaviour §10-4.4).
  await cafe.getByRole('button', { name: '저장', exact: true }).click();
  await expect(cafe.getByRole('status').filter({ hasText: '저장했습니다' })).toBeVisible();

  // A drinker types the bag's serial on their phone and writes a note of 6 out of 10.
  const drinker = await browser.newPage({ viewport: PHONE });
  await signInAs(drinker.request, 'user');
  await drinker.goto('/en/user/link/intro');
  await drinker.getByRole('radio', { name: 'Roastery roast batch' }).check();
  await drinker.getByRole('textbox', { name: /^Serial/ }).fill(serial);
  await drinker.getByRole('button', { name: 'Write a note' }).click();
  await drinker.getByRole('textbox', { name: named('Note name') }).fill('Hannam espresso');
  await drinker.getByRole('combobox', { name: named('Where tasted') }).selectOption({ index: 1 });
  await drinker.getByRole('radiogroup').first().getByRole('radio').nth(5).check();
  await confirmSave(drinker, 'Save', 'OK', /saved/i);

  // The roastery reads the brew and the note on the batch it blended.
  await roastery.goto(batchUrl);
  const said = roastery.getByRole('table', { name: 'What the cup said' });
  const line = (label: string) => said.getByRole('row').filter({ hasText: label }).getByRole('cell');
  await expect(line('Cafe brews')).toHaveText('1', { timeout: 30_000 });
  await expect(line('Dose range')).toHaveText('18 g');
  await expect(line("Drinkers' notes")).toHaveText('1');
  await expect(line("Drinkers' average satisfaction")).toHaveText('6 / 10');
  await expect(line('Cafes that received it')).toHaveText(/Hannam/);
});
