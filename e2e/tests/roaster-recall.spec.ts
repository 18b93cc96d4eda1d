import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { API, sidewaysOverflow, signInAs } from '../support/fixtures';

type Row = Record<string, unknown>;

const UI = {
  kr: {
    prefix: '',
    open: '추적과 회수',
    shipped: '출고된 곳',
    roasts: '로스팅 배치',
    lots: '생두 로트',
    print: '인쇄',
  },
  en: {
    prefix: '/en',
    open: 'Trace and recall',
    shipped: 'Shipped to',
    roasts: 'Roast batches',
    lots: 'Green lots',
    print: 'Print',
  },
} as const;

async function post(page: Page, path: string, data: Row): Promise<Row> {
  const answer = (await (await page.request.post(`${API}${path}`, { data })).json()) as Row;
  expect(answer.status, JSON.stringify(answer)).toBe('OK');
  return answer as Row;
}

/** A demo blend batch of the roastery that was shipped to a cafe, and its trace. */
async function shippedBatch(page: Page) {
  const auth = (await post(page, '/api/userAuth/select', { auth: ['roaster'] })).result as Row;
  const roaster = (auth.roaster_auth as Row[])[0]!.auth_seq as number;
  const batches = (
    await post(page, '/api/roaster/blending/result/list', { roaster_seq: roaster, page: 1, list_count: 50 })
  ).result as Row[];
  for (const batch of batches) {
    const trace = (
      await post(page, '/api/roaster/trace', {
        roaster_seq: roaster,
        blending_result_year: batch.blending_result_year,
        blending_result_seq: batch.blending_result_seq,
      })
    ).result as Row;
    if ((trace.shipments as Row[]).length > 0) return { batch, trace };
  }
  throw new Error('no demo blend batch was shipped');
}

for (const lang of ['kr', 'en'] as const) {
  test(`[${lang}] a blend batch's recall lists the cafes it reached, its roasts and lots, on a desktop and a phone`, async ({
    page,
  }) => {
    const ui = UI[lang];
    await signInAs(page.request, 'rown');
    const { batch, trace } = await shippedBatch(page);
    const shipment = (trace.shipments as Row[])[0]!;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(
      `${ui.prefix}/roaster/blending/result/${String(batch.blending_result_year)}_${String(batch.blending_result_seq)}`,
    );
    await page.getByRole('button', { name: ui.open }).click();
    await expect(page).toHaveURL(/\/roaster\/roasting\/trace\?blend=\d+_\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(String(batch.blending_batch_code));
    const shipped = page.getByRole('table', { name: ui.shipped });
    await expect(shipped).toContainText(
      String(lang === 'en' ? shipment.cafe_name : (shipment.cafe_name_kr ?? shipment.cafe_name)),
    );
    await expect(shipped).toContainText(String(shipment.blending_batch_code));
    await expect(page.getByRole('table', { name: ui.roasts }).getByRole('row')).toHaveCount(
      (trace.roasts as Row[]).length + 1,
    );
    await expect(page.getByRole('table', { name: ui.lots })).toBeVisible();
    await expect(page.getByRole('button', { name: ui.print })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`recall-${lang}-1280.png`), fullPage: true });
    // On a phone every row is a card and nothing runs off the side.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(shipped.locator('thead')).toBeHidden();
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.screenshot({ path: test.info().outputPath(`recall-${lang}-375.png`), fullPage: true });
    // Printed, the list stands alone: the print button is not on paper.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: ui.print })).toBeHidden();
  });
}
