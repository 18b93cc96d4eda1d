import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { formatMoney } from '@coffee/domain';
import { API, signInAs } from '../support/fixtures';
import { animationsEnded } from '../support/settled';

const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 900 };
const today = () => new Date().toLocaleDateString('sv-SE');
const year = () => new Date().getFullYear();

type Locale = 'en' | 'kr';
/** A page path in a locale: English under `/en`, Korean at the root. */
const at = (locale: Locale, path: string) => (locale === 'en' ? `/en${path}` : path);
const money = (amount: number, locale: Locale) => formatMoney(amount, 'KRW', locale === 'en' ? 'en-US' : 'ko-KR');

/** The words of the invoice pages, in each language. */
const WORDS = {
  en: {
    invoice: (no: string) => `Invoice ${no}`,
    recordPayment: 'Record a payment',
    amount: 'Amount paid',
    record: 'Record',
    partly: 'Partly paid',
    open: 'Open',
    cafes: 'Cafe',
    statement: 'Statement of',
    creditNote: 'Issue a credit note',
    dismiss: 'Close',
  },
  kr: {
    invoice: (no: string) => `계산서 ${no}`,
    recordPayment: '입금 기록',
    amount: '입금액',
    record: '기록하기',
    partly: '일부 입금',
    open: '미입금',
    cafes: '카페',
    statement: '거래 명세',
    creditNote: '수정 계산서 발행',
    dismiss: '닫기',
  },
} as const;

async function posted(request: APIRequestContext, path: string, data: Record<string, unknown>) {
  const answer = await (await request.post(`${API}${path}`, { data })).json();
  expect(answer.status, `${path}: ${JSON.stringify(answer)}`).toBe('OK');
  return answer.result;
}

/**
 * What the roastery sells before the story: a blend in 200 g bags at 15,000 won a bag (VAT not included, the
 * roastery's default), with a batch of 2 kg to ship; the stamp keeps two runs apart.
 */
async function pricedBlend(request: APIRequestContext, stamp: string) {
  const roaster = (await posted(request, '/api/userAuth/select', { auth: ['roaster'] })).roaster_auth[0]
    .auth_seq as number;
  const recipes = await posted(request, '/api/roaster/roasting/default/code', { roaster_seq: roaster });
  const roasts = await posted(request, '/api/roaster/roasting/result/code', { roaster_seq: roaster });
  const blend = (
    await posted(request, '/api/roaster/blending/default/edit', {
      roaster_seq: roaster,
      blending_name: `Invoice blend ${stamp}`,
      blending_name_kr: `계산서 블렌드 ${stamp}`,
      roasting_instock_change: false,
      blending_sale_use: true,
      bag_list: [{ bag_mass: 2000 }],
      roasting_list: [{ roasting_seq: recipes[0].value, roasting_mass: 1000 }],
    })
  ).blending_seq as number;
  const batch = (await posted(request, '/api/roaster/blending/result/edit', {
    roaster_seq: roaster,
    blending_seq: blend,
    blending_ratio_reason: 'Story batch',
    blending_result_year: year(),
    blending_result_date: today(),
    roasting_result_list: [
      {
        roasting_result_year: roasts[0].roasting_result_year,
        roasting_result_seq: roasts[0].value,
        roasting_mass: 20_000,
      },
    ],
  })) as { blending_result_year: number; blending_result_seq: number };
  await posted(request, '/api/roaster/price/edit', {
    roaster_seq: roaster,
    blending_seq: blend,
    bag_mass: 2000,
    price: 15_000,
    valid_from: `${year()}-01-01`,
  });
  return { roaster, blend, batch };
}

/** The invoice as printed: the document's text under the print stylesheet. */
async function printedText(page: Page): Promise<string> {
  await page.emulateMedia({ media: 'print' });
  const text = await page.locator('article[data-invoice-print]').innerText();
  await page.emulateMedia({ media: 'screen' });
  return text;
}

const SIDES: {
  roastery: { locale: Locale; viewport: typeof DESKTOP };
  cafe: { locale: Locale; viewport: typeof PHONE };
}[] = [
  { roastery: { locale: 'en', viewport: DESKTOP }, cafe: { locale: 'kr', viewport: PHONE } },
  { roastery: { locale: 'kr', viewport: PHONE }, cafe: { locale: 'en', viewport: DESKTOP } },
];

for (const { roastery: side, cafe: other } of SIDES) {
  test(`[roastery ${side.locale} ${side.viewport.width} px ↔ cafe ${other.locale} ${other.viewport.width} px] money in the trade: priced order, a shipment's invoice read alike by both sides, half paid, the rest owed`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const stamp = `${side.locale}${Date.now() % 1_000_000}`;
    const rw = WORDS[side.locale];
    const roastery = await browser.newPage({ viewport: side.viewport });
    roastery.setDefaultTimeout(30_000);
    await signInAs(roastery.request, 'rown');
    const shop = await pricedBlend(roastery.request, stamp);
    const cafe = await browser.newPage({ viewport: other.viewport });
    cafe.setDefaultTimeout(30_000);
    await signInAs(cafe.request, 'cmng');

    // The cafe orders two 200 g bags and reads the order's total: 30,000, the roastery's shipping fee, and VAT.
    const cafeSeq = (await posted(cafe.request, '/api/userAuth/select', { auth: ['cafe'] })).cafe_auth[0]
      .auth_seq as number;
    const order = (await posted(cafe.request, '/api/cafe/order/edit', {
      cafe_seq: cafeSeq,
      roaster_seq: shop.roaster,
      order_date: today(),
      wanted_date: today(),
      order_list: [{ blending_seq: shop.blend, order_mass: 4000 }],
    })) as { order_year: number; order_seq: number };
    const orderId = `${order.order_year}_${order.order_seq}`;
    const placed = (
      await (await cafe.request.get(`${API}/api/cafe/order/detail/${orderId}?cafe_seq=${cafeSeq}`)).json()
    ).result as { subtotal: number; total: number };
    expect(placed.subtotal).toBe(30_000);
    const total = placed.total;
    const half = Math.floor(total / 2);
    await cafe.goto(at(other.locale, `/cafe/order/order/${orderId}`));
    await expect(cafe.locator('[data-field="total"] input')).toHaveValue(money(total, other.locale));

    // The roastery confirms and ships it whole: the shipment issues the invoice.
    await posted(roastery.request, '/api/roaster/order/status', {
      roaster_seq: shop.roaster,
      ...order,
      order_status: 'CONFIRMED',
    });
    await posted(roastery.request, '/api/roaster/order/ship', {
      roaster_seq: shop.roaster,
      ...order,
      ship_date: today(),
      ship_list: [{ ...shop.batch, ship_mass: 4000 }],
    });
    const invoices = (await posted(roastery.request, '/api/roaster/invoice/list', {
      roaster_seq: shop.roaster,
      today: today(),
    })) as Array<{ invoice_no: string; invoice_year: number; invoice_seq: number; order_seq: number }>;
    const invoice = invoices.find((row) => row.order_seq === order.order_seq);
    expect(invoice, 'the shipment issued an invoice').toBeTruthy();
    const no = invoice!.invoice_no;

    // Each side finds it in its list and opens it.
    await roastery.goto(at(side.locale, '/roaster/order/invoice'));
    await roastery.getByRole('link', { name: no, exact: true }).click();
    await expect(roastery.getByRole('article', { name: rw.invoice(no) })).toBeVisible();
    await expect(roastery.getByRole('article')).toContainText(money(total, side.locale));
    await roastery.screenshot({
      path: test.info().outputPath(`invoice-roastery-${side.locale}-${side.viewport.width}.png`),
      fullPage: true,
    });
    await cafe.goto(at(other.locale, '/cafe/order/invoice'));
    await cafe.getByRole('link', { name: no, exact: true }).click();
    await expect(cafe.getByRole('article', { name: WORDS[other.locale].invoice(no) })).toBeVisible();
    await cafe.screenshot({
      path: test.info().outputPath(`invoice-cafe-${other.locale}-${other.viewport.width}.png`),
      fullPage: true,
    });

    // The credit note's form offers each line with what is left of it (nothing is issued here).
    await roastery.getByRole('button', { name: rw.creditNote }).click();
    await expect(roastery.getByRole('dialog')).toBeVisible();
    await animationsEnded(roastery);
    await roastery.screenshot({ path: test.info().outputPath(`credit-${side.locale}-${side.viewport.width}.png`) });
    await roastery.getByRole('dialog').getByRole('button', { name: rw.dismiss }).click();
    await expect(roastery.getByRole('dialog')).toBeHidden();
    await roastery.emulateMedia({ media: 'print' });
    await roastery.screenshot({
      path: test.info().outputPath(`print-${side.locale}-${side.viewport.width}.png`),
      fullPage: true,
    });
    await roastery.emulateMedia({ media: 'screen' });

    // The printed invoice reads the same on both sides, in either language.
    const invoicePath = `?invoice=${invoice!.invoice_year}_${invoice!.invoice_seq}`;
    for (const locale of [side.locale, other.locale]) {
      await roastery.goto(at(locale, `/roaster/order/invoice${invoicePath}`));
      await cafe.goto(at(locale, `/cafe/order/invoice${invoicePath}`));
      await expect(roastery.getByRole('article', { name: WORDS[locale].invoice(no) })).toBeVisible();
      await expect(cafe.getByRole('article', { name: WORDS[locale].invoice(no) })).toBeVisible();
      expect(await printedText(cafe)).toBe(await printedText(roastery));
    }

    // The cafe pays half: the roastery records it.
    const owed = async () =>
      (
        (await posted(roastery.request, '/api/roaster/receivables', {
          roaster_seq: shop.roaster,
          today: today(),
        })) as Array<{
          cafe_seq: number;
          open: number;
        }>
      ).find((row) => row.cafe_seq === cafeSeq)?.open ?? 0;
    const before = await owed();
    await roastery.goto(at(side.locale, `/roaster/order/invoice${invoicePath}`));
    await roastery.getByRole('button', { name: rw.recordPayment }).click();
    const dialog = roastery.getByRole('dialog');
    await dialog.getByRole('textbox', { name: new RegExp(`^${rw.amount}`) }).fill(String(half));
    await dialog.getByRole('button', { name: rw.record }).click();
    await expect(dialog).toBeHidden();
    await expect(roastery.getByRole('article')).toContainText(rw.partly);
    await roastery.screenshot({
      path: test.info().outputPath(`invoice-paid-${side.locale}-${side.viewport.width}.png`),
      fullPage: true,
    });

    // The cafe reads the same payment; the roastery's receivables show the rest as owed by the cafe.
    await cafe.goto(at(other.locale, `/cafe/order/invoice${invoicePath}`));
    await expect(cafe.getByRole('article')).toContainText(WORDS[other.locale].partly);
    await expect(cafe.getByRole('article')).toContainText(money(half, other.locale));
    await roastery.goto(at(side.locale, '/roaster/order/receivable'));
    expect(await owed()).toBe(before - half);
    const table = roastery.getByRole('table', { name: rw.cafes });
    await expect(table).toContainText(money(before - half, side.locale));
    await roastery.screenshot({
      path: test.info().outputPath(`receivables-${side.locale}-${side.viewport.width}.png`),
      fullPage: true,
    });
    // Its statement of the month lists the invoice and the payment.
    await table.getByRole('link').first().click();
    const statement = roastery.getByRole('table', { name: new RegExp(rw.statement) });
    await expect(statement).toContainText(no);
    await expect(statement).toContainText(money(-half, side.locale));
    await roastery.screenshot({
      path: test.info().outputPath(`statement-${side.locale}-${side.viewport.width}.png`),
      fullPage: true,
    });
    await cafe.goto(at(other.locale, '/cafe/order/invoice'));
    await expect(cafe.getByRole('link', { name: no, exact: true })).toBeVisible();
    await cafe.screenshot({
      path: test.info().outputPath(`list-${other.locale}-${other.viewport.width}.png`),
      fullPage: true,
    });
    await cafe.goto(at(other.locale, '/cafe/order/payable'));
    await expect(cafe.getByRole('table')).toContainText(money(before - half, other.locale));
    await cafe.screenshot({
      path: test.info().outputPath(`payables-${other.locale}-${other.viewport.width}.png`),
      fullPage: true,
    });
    await roastery.close();
    await cafe.close();
  });
}
