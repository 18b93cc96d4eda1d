import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { fieldLabel } from '@coffee/suite';
import { API, sidewaysOverflow, signInAs } from '../support/fixtures';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const named = (label: string) => new RegExp(`^${escape(label)}( \\*)?$`);
const kr = (field: string) => fieldLabel(field, 'kr');
const en = (field: string) => fieldLabel(field, 'en');
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 900 };
const stamp = `${Date.now() % 100000}`;
const BLEND = { en: `Priced story blend ${stamp}`, kr: `가격 이야기 블렌드 ${stamp}` };

async function posted(request: APIRequestContext, path: string, data: Record<string, unknown>) {
  const answer = await (await request.post(`${API}${path}`, { data })).json();
  expect(answer.status, JSON.stringify(answer)).toBe('OK');
  return answer.result;
}

/**
 * Before the story: a blend for sale in 200 g and 1 kg bags with no price yet, and the roastery's money settings of
 * the story (KRW, prices before 10 % VAT, ₩3,000 shipping per order).
 */
async function roasteryBefore(request: APIRequestContext) {
  const roaster = (await posted(request, '/api/userAuth/select', { auth: ['roaster'] })).roaster_auth[0]
    .auth_seq as number;
  const [recipe] = await posted(request, '/api/roaster/roasting/default/code', { roaster_seq: roaster });
  await posted(request, '/api/roaster/blending/default/edit', {
    roaster_seq: roaster,
    blending_name: BLEND.en,
    blending_name_kr: BLEND.kr,
    roasting_instock_change: false,
    blending_sale_use: true,
    bag_list: [{ bag_mass: 2_000 }, { bag_mass: 10_000 }],
    roasting_list: [{ roasting_seq: recipe.value, roasting_mass: 1000 }],
  });
  const info = await posted(request, '/api/roaster/info/detail/info', { roaster_seq: roaster });
  await posted(request, '/api/roaster/info/edit', {
    roaster_seq: roaster,
    edit_at: info.edit_at,
    roaster_currency: 'KRW',
    roaster_vat_rate: 10,
    roaster_price_vat_included: false,
    roaster_shipping_fee: 3000,
  });
}

async function choose(page: Page, label: string, typed: string, option: RegExp) {
  const box = page.getByRole('combobox', { name: named(label) }).last();
  await box.click();
  await box.fill('');
  await box.pressSequentially(typed);
  await page.getByRole('option', { name: option }).first().click();
}

/** The order's figures as a page shows them, by their written labels in the page's language. */
async function expectValue(page: Page, label: (field: string) => string, vat: string) {
  await expect(page.getByRole('textbox', { name: label('subtotal'), exact: true })).toHaveValue('₩45,000');
  await expect(page.getByRole('textbox', { name: label('shipping_fee'), exact: true })).toHaveValue('₩3,000');
  await expect(page.getByRole('textbox', { name: vat, exact: true })).toHaveValue('₩4,800');
  await expect(page.getByRole('textbox', { name: label('total'), exact: true })).toHaveValue('₩52,800');
}

/** A screenshot kept with the test's results, to look at. */
const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

test('[en 1280 px ↔ kr 375 px] the roastery prices a coffee, the cafe orders and sees the total, both order pages agree', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const roastery = await browser.newPage({ viewport: DESKTOP });
  roastery.setDefaultTimeout(30_000);
  await signInAs(roastery.request, 'rown');
  await roasteryBefore(roastery.request);

  // The roastery owner sets the 200 g list price from today on its price list, in English.
  await roastery.goto('/en/roaster/order/price');
  await expect(roastery.getByRole('heading', { name: 'Prices', level: 1 })).toBeVisible();
  const form = roastery.getByRole('region', { name: 'Set a price' });
  await form.getByRole('combobox', { name: 'Coffee' }).selectOption({ label: BLEND.en });
  await form.getByRole('combobox', { name: 'Bag size' }).selectOption({ label: '200 g' });
  // A negative price is refused by the server, naming the field.
  await form.getByRole('spinbutton', { name: named('Price (KRW)') }).fill('-1');
  await form.getByRole('button', { name: 'Save the price' }).click();
  await expect(form.getByRole('alert')).toContainText('price');
  await form.getByRole('spinbutton', { name: named('Price (KRW)') }).fill('15000');
  await form.getByRole('button', { name: 'Save the price' }).click();
  await expect(form.getByRole('status')).toHaveText('Price saved.');
  const card = roastery.getByRole('region', { name: `${BLEND.en} · 200 g` });
  await expect(card).toContainText('In force today: ₩15,000');
  await shot(roastery, 'prices-en-1280');

  // The cafe manager orders three 200 g bags on a phone, in Korean, and reads the price and the total before placing.
  const cafe = await browser.newPage({ viewport: PHONE });
  cafe.setDefaultTimeout(30_000);
  await signInAs(cafe.request, 'cmng');
  await cafe.goto('/cafe/order/order/write');
  await choose(cafe, kr('roaster_seq'), '서울', /데모 로스터스 서울/);
  if ((await cafe.getByRole('combobox', { name: named(kr('blending_seq')) }).count()) === 0)
    await cafe.getByRole('button', { name: '행 추가' }).click();
  await choose(cafe, kr('blending_seq'), stamp, new RegExp(escape(BLEND.kr)));
  await cafe.getByRole('combobox', { name: named(kr('bag_mass')) }).selectOption({ label: '200 g' });
  await cafe.getByRole('spinbutton', { name: named(kr('order_bag_count')) }).fill('3');
  await expect(cafe.getByRole('status', { name: kr('line_amount') })).toHaveText('봉당 ₩15,000 · 금액 ₩45,000');
  await expectValue(cafe, kr, `${kr('vat')} (10%)`);
  expect(await sidewaysOverflow(cafe)).toBe(0);
  await shot(cafe, 'order-form-kr-375');
  await cafe.getByRole('button', { name: '저장', exact: true }).click();
  await cafe.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
  await cafe.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
  await expect(cafe.getByRole('textbox', { name: kr('order_status') })).toHaveValue('주문 접수');
  await expect(cafe.getByRole('textbox', { name: kr('price') })).toHaveValue('₩15,000');
  await expect(cafe.getByRole('textbox', { name: kr('line_amount') })).toHaveValue('₩45,000');
  await expectValue(cafe, kr, `${kr('vat')} (10%)`);
  expect(await sidewaysOverflow(cafe)).toBe(0);
  await shot(cafe, 'order-cafe-kr-375');
  const orderId = cafe.url().split('/').pop() ?? '';

  // The roastery's order page shows the same figures, in English at 1280 px and in Korean on a phone.
  await roastery.goto(`/en/roaster/order/order/${orderId}`);
  await expect(roastery.getByRole('textbox', { name: en('price') })).toHaveValue('₩15,000');
  await expect(roastery.getByRole('textbox', { name: en('line_amount') })).toHaveValue('₩45,000');
  await expectValue(roastery, en, `${en('vat')} (10%)`);
  await shot(roastery, 'order-roastery-en-1280');
  await roastery.setViewportSize(PHONE);
  await roastery.goto(`/roaster/order/order/${orderId}`);
  await expectValue(roastery, kr, `${kr('vat')} (10%)`);
  expect(await sidewaysOverflow(roastery)).toBe(0);
  await shot(roastery, 'order-roastery-kr-375');
  // And the cafe's page in English on a desktop.
  await cafe.setViewportSize(DESKTOP);
  await cafe.goto(`/en/cafe/order/order/${orderId}`);
  await expectValue(cafe, en, `${en('vat')} (10%)`);
  await shot(cafe, 'order-cafe-en-1280');
  // The price list on a phone, in Korean.
  await roastery.goto('/roaster/order/price');
  await expect(roastery.getByRole('region', { name: `${BLEND.kr} · 200 g` })).toContainText('₩15,000');
  expect(await sidewaysOverflow(roastery)).toBe(0);
  await shot(roastery, 'prices-kr-375');

  // The partner cafe's discount and payment terms on the roastery's partner-cafe page.
  await roastery.goto('/roaster/customer/cafe');
  await roastery
    .getByRole('row')
    .filter({ hasText: /Hannam|한남/ })
    .first()
    .getByRole('link')
    .first()
    .click();
  await expect(roastery.getByRole('textbox', { name: kr('roaster_cafe_payment_days') })).toHaveValue(/\d+/);
  expect(await sidewaysOverflow(roastery)).toBe(0);
  await shot(roastery, 'partner-cafe-kr-375');

  // The money settings and business identity on the roastery's and the cafe's details pages.
  await roastery.goto('/roaster/etc/info');
  await expect(roastery.getByRole('textbox', { name: kr('roaster_biz_no') })).toHaveValue('1208812345');
  // Its managers edit it.
  await roastery.getByRole('button', { name: '수정' }).click();
  await expect(roastery.getByRole('spinbutton', { name: named(kr('roaster_shipping_fee')) })).toHaveValue('3000');
  expect(await sidewaysOverflow(roastery)).toBe(0);
  await shot(roastery, 'roastery-info-kr-375');
  await roastery.setViewportSize(DESKTOP);
  await roastery.goto('/en/roaster/etc/info');
  await expect(roastery.getByRole('textbox', { name: en('roaster_biz_no') })).toHaveValue('1208812345');
  await shot(roastery, 'roastery-info-en-1280');
  await cafe.goto('/en/cafe/etc/info');
  await expect(cafe.getByRole('textbox', { name: en('cafe_biz_no') })).toHaveValue('2118854321');
  await shot(cafe, 'cafe-info-en-1280');
  await cafe.setViewportSize(PHONE);
  await cafe.goto('/cafe/etc/info');
  await expect(cafe.getByRole('textbox', { name: kr('cafe_biz_no') })).toHaveValue('2118854321');
  expect(await sidewaysOverflow(cafe)).toBe(0);
  await shot(cafe, 'cafe-info-kr-375');
});
