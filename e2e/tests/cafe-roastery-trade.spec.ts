import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { fieldLabel } from '@coffee/domain';
import { signInAs } from '../support/fixtures';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const named = (label: string) => new RegExp(`^${escape(label)}( \\*)?$`);
const kr = (field: string) => fieldLabel(field, 'kr');

async function choose(page: Page, label: string, typed: string, option: RegExp) {
  const box = page.getByRole('combobox', { name: named(label) });
  await box.click();
  await box.pressSequentially(typed);
  await page.getByRole('option', { name: option }).first().click();
}

async function confirmSave(page: Page) {
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
  const answer = page.getByRole('alertdialog');
  await expect(answer).toContainText(/저장/);
  await answer.getByRole('button', { name: '확인' }).click();
}

test('[kr 375 px → en 1280 px] a cafe manager orders, the roastery confirms and ships, the cafe receives and brews from it', async ({
  browser,
}) => {
  // One whole trade across two organisations and four pages.
  test.setTimeout(180_000);
  // The cafe manager orders on a phone, in Korean: 1 kg of the single origin in its 200 g and 500 g bags.
  const cafe = await browser.newPage({ viewport: { width: 375, height: 800 } });
  await signInAs(cafe.request, 'cmng');
  await cafe.goto('/cafe/order/order/write');
  await choose(cafe, kr('roaster_seq'), '서울', /데모 로스터스 서울/);
  if ((await cafe.getByRole('combobox', { name: named(kr('blending_seq')) }).count()) === 0)
    await cafe.getByRole('button', { name: '행 추가' }).click();
  await choose(cafe, kr('blending_seq'), '싱글', /서울 싱글 오리진/);
  await cafe.getByRole('spinbutton', { name: named(kr('order_mass')) }).fill('700');
  await cafe.getByRole('textbox', { name: named(kr('order_memo')) }).fill('e2e 주문');
  await confirmSave(cafe);
  await expect(cafe.getByRole('textbox', { name: kr('order_status') })).toHaveValue('주문 접수');
  const orderUrl = cafe.url();

  // The roastery owner sees the new order counted on the menu entry, confirms it and ships it from the batch.
  const roastery = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signInAs(roastery.request, 'rown');
  await roastery.goto('/en/roaster/order/order');
  const entry = roastery.getByRole('navigation').getByRole('link', { name: /^Orders\s*\d+$/ });
  await expect(entry).toBeVisible({ timeout: 30_000 });
  // The same order, under the id the cafe's page shows.
  await roastery.goto(`/en/roaster/order/order/${orderUrl.split('/').pop() ?? ''}`);
  await roastery.getByRole('button', { name: 'Confirm order' }).click();
  await expect(roastery.getByRole('textbox', { name: 'Order status' })).toHaveValue('Confirmed');
  await roastery.getByRole('button', { name: 'Ship', exact: true }).click();
  const ship = roastery.getByRole('dialog', { name: 'Pick the batches to ship' });
  await expect(ship.getByRole('spinbutton').first()).toHaveValue('700');
  await ship.getByRole('button', { name: 'Ship the order' }).click();
  await expect(roastery.getByRole('textbox', { name: 'Order status' })).toHaveValue('Shipped');

  // The cafe receives it with 100 g missing, and a brew takes its dose from the delivery.
  await cafe.goto(orderUrl);
  await cafe.getByRole('button', { name: '입고 확인' }).click();
  const receive = cafe.getByRole('dialog', { name: '입고 확인' });
  await receive.getByRole('spinbutton').first().fill('100');
  await receive.getByRole('textbox').last().fill('한 봉 파손');
  await receive.getByRole('button', { name: '입고 확인하기' }).click();
  await expect(cafe.getByRole('textbox', { name: kr('order_status') })).toHaveValue('입고 완료');

  await cafe.goto('/cafe/brewing/result/write');
  await choose(cafe, kr('coffeebean_seq'), '싱글', /서울 싱글 오리진/);
  await choose(cafe, kr('received_seq'), '', /\d{4}-\d{2}-\d{2}/);
  await cafe.getByRole('combobox', { name: named(kr('brewing_type')) }).selectOption({ label: '에스프레소' });
  await cafe.getByRole('spinbutton', { name: named(kr('brewing_bean_mass')) }).fill('18');
  await confirmSave(cafe);
  await cafe.goto('/cafe/coffeebean/received');
  await cafe.getByRole('button', { name: '재고와 이동 내역' }).click();
  const stock = cafe.getByRole('dialog').getByRole('table', { name: '재고 현황' });
  // 700 g shipped, 100 g missing, 18 g brewed.
  await expect(stock.getByRole('row').filter({ hasText: '서울 싱글 오리진' }).filter({ hasText: '582.0' })).toHaveCount(
    1,
  );
});
