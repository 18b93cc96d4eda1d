import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signInAs } from '../support/fixtures';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const named = (label: string) => new RegExp(`^${escape(label)}( \\*)?$`);

async function choose(page: Page, label: string, option: RegExp) {
  await page.getByRole('combobox', { name: named(label) }).click();
  await page.getByRole('option', { name: option }).first().click();
}

async function confirmSave(page: Page, ok: string, saved: RegExp) {
  await page.getByRole('button', { name: ok === 'OK' ? 'Save' : '저장', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: ok }).click();
  const answer = page.getByRole('alertdialog');
  await expect(answer).toContainText(saved);
  await answer.getByRole('button', { name: ok }).click();
}

test('[kr 375 px → en 1280 px] a cafe manager orders, the roastery confirms and ships, the cafe receives and brews from it', async ({
  browser,
}) => {
  // The cafe manager orders on a phone, in Korean: 1 kg of the single origin in its 200 g and 500 g bags.
  const cafe = await browser.newPage({ viewport: { width: 375, height: 800 } });
  await signInAs(cafe.request, 'cmng');
  await cafe.goto('/cafe/order/order/write');
  await choose(cafe, '로스터리', /데모 로스터스 서울/);
  await cafe
    .getByRole('button', { name: /행 추가|추가/ })
    .first()
    .click();
  await choose(cafe, '블렌딩 레시피', /서울 싱글 오리진/);
  await cafe.getByRole('spinbutton', { name: named('주문량 (g)') }).fill('700');
  await cafe.getByRole('textbox', { name: named('요청 사항') }).fill('e2e 주문');
  await confirmSave(cafe, '확인', /저장/);
  await expect(cafe.getByRole('textbox', { name: '주문 상태' })).toHaveValue('주문 접수');
  const orderUrl = cafe.url();

  // The roastery owner sees the new order counted on the menu entry, confirms it and ships it from the batch.
  const roastery = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signInAs(roastery.request, 'rown');
  await roastery.goto('/en/roaster/order/order');
  const entry = roastery.getByRole('navigation').getByRole('link', { name: /^Orders\s*\d+$/ });
  await expect(entry).toBeVisible({ timeout: 30_000 });
  await roastery.getByRole('row').filter({ hasText: 'Placed' }).filter({ hasText: '700.0' }).first().click();
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
  await expect(cafe.getByRole('textbox', { name: '주문 상태' })).toHaveValue('입고 완료');

  await cafe.goto('/cafe/brewing/result/write');
  await choose(cafe, '원두', /서울 싱글 오리진/);
  await choose(cafe, '입고 원두', /\d{4}-\d{2}-\d{2}/);
  await cafe.getByRole('spinbutton', { name: named('원두 투입량') }).fill('18');
  await confirmSave(cafe, '확인', /저장/);
  await cafe.goto('/cafe/coffeebean/received');
  await cafe.getByRole('button', { name: '재고와 이동 내역' }).click();
  const stock = cafe.getByRole('dialog').getByRole('table', { name: '재고 현황' });
  await expect(stock.getByRole('row').filter({ hasText: '서울 싱글 오리진' }).first()).toContainText('582.0');
});
