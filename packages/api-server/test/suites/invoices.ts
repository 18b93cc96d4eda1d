import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { as, orgSeq, query } from '../harness';
import type { Client, JsonBody, TestEnv } from '../harness';
import { blendBatches, ok, placeOrder, soldBlend, tradeParties } from './trade-fixtures';

/** A list price of `price` (KRW) per 200 g bag of a blend, from the year's start (behaviour §05-10). */
async function listPrice(owner: Client, roaster: number, blend: number, price: number) {
  ok(
    await owner.post('/api/roaster/price/edit', {
      roaster_seq: roaster,
      blending_seq: blend,
      bag_mass: 2000,
      price,
      valid_from: '2026-01-01',
    }),
  );
}

/** The parties' business identity, as the tax invoice needs it. */
async function businessIdentity(env: TestEnv, roaster: number, cafe: number) {
  await query(
    env,
    `update roaster set roaster_biz_no = '1208147521', roaster_biz_owner = '김로스터', roaster_biz_address = '서울시 성동구 1',
       roaster_biz_type = '제조업', roaster_biz_item = '커피 원두', roaster_biz_email = 'bill@roastery.example'
     where roaster_seq = $1`,
    [roaster],
  );
  await query(
    env,
    `update cafe set cafe_biz_no = '2118800001', cafe_biz_owner = '박카페', cafe_biz_address = '서울시 용산구 2',
       cafe_biz_type = '음식점업', cafe_biz_item = '커피전문점', cafe_biz_email = 'pay@cafe.example'
     where cafe_seq = $1`,
    [cafe],
  );
  await query(env, 'update roaster_cafe set roaster_cafe_payment_days = 30 where roaster_seq = $1 and cafe_seq = $2', [
    roaster,
    cafe,
  ]);
}

/** A confirmed order of `bags` 200 g bags of `blend`, placed by the demo cafe's manager at the prices of its day. */
async function confirmed(env: TestEnv, blend: number, bags: number): Promise<JsonBody> {
  const { roaster, cafe, rown, cmng } = await tradeParties(env);
  const keys = ok(await placeOrder(cmng, cafe, roaster, blend, bags * 2000));
  ok(await rown.post('/api/roaster/order/status', { roaster_seq: roaster, ...keys, order_status: 'CONFIRMED' }));
  return keys;
}

/** Ships `bags` 200 g bags of the order from a batch on `day`. */
async function ship(env: TestEnv, keys: JsonBody, batch: JsonBody, bags: number, day: string) {
  const { roaster, rown } = await tradeParties(env);
  return ok(
    await rown.post('/api/roaster/order/ship', {
      roaster_seq: roaster,
      ...keys,
      ship_date: day,
      ship_list: [{ ...batch, ship_mass: bags * 2000 }],
    }),
  );
}

/** The invoices of an order, oldest first. */
const invoicesOf = async (env: TestEnv, keys: JsonBody) =>
  query(
    env,
    `select invoice_year, invoice_seq, invoice_no, invoice_number, invoice_kind, shipment_no from invoice
      where order_year = $1 and order_seq = $2 order by invoice_number`,
    [keys.order_year, keys.order_seq],
  );

const detailOf = async (client: Client, org: 'roaster' | 'cafe', seq: number, keys: JsonBody, today = '2026-11-25') =>
  client.post(`/api/${org}/invoice/detail`, {
    [`${org}_seq`]: seq,
    invoice_year: keys.invoice_year,
    invoice_seq: keys.invoice_seq,
    today,
  });

/** Invoices, credit notes, payments and what is owed (behaviour §05-11 to §05-13). */
export function invoiceSuite(env: TestEnv): void {
  describe('invoices, payments and what is owed', () => {
    let fixture: { blend: number; batches: JsonBody[] } | undefined;
    const setUp = async () => {
      if (fixture) return fixture;
      const { roaster, cafe, rown } = await tradeParties(env);
      await businessIdentity(env, roaster, cafe);
      const { blend, batches } = await soldBlend(rown, roaster, 'Invoice house blend', [200000, 200000]);
      // 12,345 won a 200 g bag, VAT (10 %) not included: one bag's VAT is 1,234.5, cut to 1,234.
      await listPrice(rown, roaster, blend, 12345);
      fixture = { blend, batches };
      return fixture;
    };

    it('issues an invoice per shipment at the order’s prices, the shipping fee on the first, VAT cut per line', async () => {
      const { blend, batches } = await setUp();
      const { roaster, cafe, rown, cmng } = await tradeParties(env);
      // A shipping fee of 3,000 won an order, taken by the order when it is placed.
      await query(env, 'update roaster set roaster_shipping_fee = 3000 where roaster_seq = $1', [roaster]);
      let keys: JsonBody;
      try {
        keys = await confirmed(env, blend, 3);
      } finally {
        await query(env, 'update roaster set roaster_shipping_fee = 0 where roaster_seq = $1', [roaster]);
      }
      const order = ok(await cmng.get(`/api/cafe/order/detail/${keys.order_year}_${keys.order_seq}?cafe_seq=${cafe}`));
      assert.deepEqual([order.subtotal, order.shipping_fee, order.vat, order.total], [37035, 3000, 4003, 44038]);
      await ship(env, keys, batches[0]!, 2, '2026-11-21');
      await ship(env, keys, batches[0]!, 1, '2026-11-23');
      const [first, second] = await invoicesOf(env, keys);
      assert.ok(first && second, 'one invoice per shipment');
      assert.equal(second.invoice_number, first.invoice_number + 1);
      assert.equal(first.invoice_no, `2026-${String(first.invoice_number).padStart(4, '0')}`);

      const one = ok(await detailOf(rown, 'roaster', roaster, first));
      assert.deepEqual(
        one.lines.map((line: JsonBody) => [
          line.line_kind,
          line.ship_mass,
          line.unit_price,
          line.amount,
          line.supply,
          line.vat,
        ]),
        [
          ['BLEND', 4000, 12345, 24690, 24690, 2469],
          ['SHIPPING', null, 3000, 3000, 3000, 300],
        ],
      );
      assert.deepEqual([one.subtotal, one.vat, one.total], [27690, 2769, 30459]);
      assert.deepEqual(
        [one.issue_date, one.due_date, one.status, one.open],
        ['2026-11-21', '2026-12-21', 'open', 30459],
      );
      assert.equal(one.seller.biz_no, '1208147521');
      assert.equal(one.buyer.biz_type, '음식점업');
      const two = ok(await detailOf(rown, 'roaster', roaster, second));
      assert.deepEqual([two.subtotal, two.vat, two.total], [12345, 1234, 13579]);

      // Both sides read the one invoice alike.
      assert.deepEqual(ok(await detailOf(cmng, 'cafe', cafe, first)), one);
    });

    it('adds up to the order’s total when prices include VAT, the shipping fee’s VAT as the order counted it', async () => {
      const { roaster, cafe, rown, cmng } = await tradeParties(env);
      const { blend, batches } = await soldBlend(rown, roaster, 'Invoice VAT-included blend', [20000]);
      await listPrice(rown, roaster, blend, 11000);
      await query(
        env,
        'update roaster set roaster_price_vat_included = true, roaster_shipping_fee = 3300 where roaster_seq = $1',
        [roaster],
      );
      let keys: JsonBody;
      try {
        keys = await confirmed(env, blend, 2);
      } finally {
        await query(
          env,
          'update roaster set roaster_price_vat_included = false, roaster_shipping_fee = 0 where roaster_seq = $1',
          [roaster],
        );
      }
      await ship(env, keys, batches[0]!, 2, '2026-11-26');
      const [issued] = await invoicesOf(env, keys);
      const invoice = ok(await detailOf(rown, 'roaster', roaster, issued!));
      // 22,000 with VAT: 2,000 VAT (22,000 × 10 / 110), 20,000 supply; the fee 3,300: 300 VAT, 3,000 supply.
      assert.deepEqual(
        invoice.lines.map((line: JsonBody) => [line.line_kind, line.amount, line.supply, line.vat]),
        [
          ['BLEND', 22000, 20000, 2000],
          ['SHIPPING', 3300, 3000, 300],
        ],
      );
      const order = ok(await cmng.get(`/api/cafe/order/detail/${keys.order_year}_${keys.order_seq}?cafe_seq=${cafe}`));
      assert.deepEqual([invoice.subtotal, invoice.vat, invoice.total], [23000, 2300, 25300]);
      assert.equal(invoice.total, order.total);
    });

    it('numbers concurrent shipments of the roastery without gap or duplicate', async () => {
      const { blend } = await setUp();
      const { roaster, rown } = await tradeParties(env);
      const orders = [];
      for (let index = 0; index < 5; index += 1) orders.push(await confirmed(env, blend, 1));
      const batches = await blendBatches(
        rown,
        roaster,
        blend,
        orders.map(() => 20000),
      );
      const [found] = await query(
        env,
        'select coalesce(max(invoice_number), 0) as last from invoice where roaster_seq = $1 and invoice_year = 2026',
        [roaster],
      );
      const last = Number(found?.last);
      await Promise.all(orders.map((keys, index) => ship(env, keys, batches[index]!, 1, '2026-11-24')));
      const numbers = (
        await query(
          env,
          'select invoice_number from invoice where roaster_seq = $1 and invoice_year = 2026 and invoice_number > $2 order by 1',
          [roaster, last],
        )
      ).map((row) => row.invoice_number);
      assert.deepEqual(
        numbers,
        orders.map((_, index) => Number(last) + index + 1),
      );
    });

    it('records partial payments, refuses one above what is owed, and ages what is left on a fixed day', async () => {
      const { blend, batches } = await setUp();
      const { roaster, cafe, rown, cmng } = await tradeParties(env);
      const keys = await confirmed(env, blend, 2);
      // Shipped in 2025, so that on the days below only this invoice can be late.
      await ship(env, keys, batches[1]!, 2, '2025-06-02');
      const [invoice] = await invoicesOf(env, keys);
      assert.match(invoice!.invoice_no, /^2025-\d{4}$/);
      const pay = (amount: unknown, day = '2025-06-10') =>
        rown.post('/api/roaster/invoice/payment', {
          roaster_seq: roaster,
          ...invoice,
          pay_date: day,
          pay_amount: amount,
          pay_method: 'TRANSFER',
          today: day,
        });
      // 2 bags: 24,690 + 2,469 VAT = 27,159; the cafe pays half.
      const half = ok(await pay(13579));
      assert.deepEqual([half.paid, half.open, half.status], [13579, 13580, 'partly_paid']);
      const count = async () =>
        (
          await query(env, 'select count(*)::int as n from invoice_payment where invoice_seq = $1', [
            invoice!.invoice_seq,
          ])
        )[0]!.n;
      const refused = await pay(13581);
      assert.equal(refused.code, 400);
      assert.deepEqual(
        [refused.body.description, refused.body.field, refused.body.bound],
        ['payment_above_open', 'pay_amount', '13580'],
      );
      for (const amount of [0, 'x', null]) {
        const bad = await pay(amount);
        assert.deepEqual([bad.code, bad.body.field], [400, 'pay_amount']);
      }
      const noDay = await pay(100, 'someday');
      assert.deepEqual([noDay.code, noDay.body.field], [400, 'pay_date']);
      assert.equal(await count(), 1, 'nothing written by a refusal');

      // Due 2025-07-02 (30 days): the rest ages by days past due.
      const aged = async (today: string) =>
        (ok(await rown.post('/api/roaster/receivables', { roaster_seq: roaster, today })) as JsonBody[]).find(
          (row) => row.cafe_seq === cafe,
        );
      for (const [today, bucket] of [
        ['2025-07-20', 'd1_30'],
        ['2025-08-15', 'd31_60'],
        ['2025-10-01', 'over_60'],
      ] as const) {
        const row = await aged(today);
        assert.deepEqual(
          ['d1_30', 'd31_60', 'over_60'].map((name) => row?.[name]),
          ['d1_30', 'd31_60', 'over_60'].map((name) => (name === bucket ? 13580 : 0)),
          today,
        );
        assert.equal(row?.open, row?.current + 13580);
      }
      assert.equal(ok(await detailOf(cmng, 'cafe', cafe, invoice!, '2025-07-02')).status, 'partly_paid');
      assert.equal(ok(await detailOf(cmng, 'cafe', cafe, invoice!, '2025-07-03')).status, 'overdue');
      // The cafe's payables read the same figures as the roastery's receivables.
      const payable = (
        ok(await cmng.post('/api/cafe/payables', { cafe_seq: cafe, today: '2025-07-20' })) as JsonBody[]
      ).find((row) => row.roaster_seq === roaster);
      const receivable = await aged('2025-07-20');
      const buckets = ['open', 'current', 'd1_30', 'd31_60', 'over_60'];
      assert.deepEqual(
        buckets.map((name) => payable?.[name]),
        buckets.map((name) => receivable?.[name]),
      );

      const paid = ok(await pay(13580, '2025-07-25'));
      assert.deepEqual([paid.open, paid.status], [0, 'paid']);
      // The statements of June and July: the invoice and the first payment, then the last payment.
      const statementOf = async (month: string) =>
        ok(await rown.post('/api/roaster/invoice/statement', { roaster_seq: roaster, cafe_seq: cafe, month }));
      const june = await statementOf('2025-06');
      assert.deepEqual(
        june.entries.map((entry: JsonBody) => [entry.entry_kind, entry.amount, entry.balance]),
        [
          ['INVOICE', 27159, june.opening + 27159],
          ['PAYMENT', -13579, june.opening + 13580],
        ],
      );
      const july = await statementOf('2025-07');
      assert.deepEqual([july.opening, july.closing], [june.closing, june.closing - 13580]);
      assert.deepEqual(
        ok(await cmng.post('/api/cafe/invoice/statement', { cafe_seq: cafe, roaster_seq: roaster, month: '2025-07' })),
        july,
      );
    });

    it('corrects by a credit note, never by an edit', async () => {
      const { blend, batches } = await setUp();
      const { roaster, cafe, rown, cmng } = await tradeParties(env);
      const keys = await confirmed(env, blend, 3);
      await ship(env, keys, batches[1]!, 3, '2026-11-22');
      const [invoice] = await invoicesOf(env, keys);
      const edit = await rown.post('/api/roaster/invoice/edit', { roaster_seq: roaster, ...invoice, total: 1 });
      assert.deepEqual([edit.code, edit.body.description, edit.body.field], [409, 'invoice_issued', 'invoice_seq']);
      await assert.rejects(
        query(env, 'update invoice set total = 1 where invoice_seq = $1', [invoice!.invoice_seq]),
        /invoice_issued/,
      );
      const credit = (body: JsonBody) =>
        rown.post('/api/roaster/invoice/credit', {
          roaster_seq: roaster,
          ...invoice,
          credit_date: '2026-11-24',
          ...body,
        });
      const above = await credit({
        credit_reason: 'One bag damaged',
        credit_list: [{ line_no: 1, credit_amount: 37036 }],
      });
      assert.deepEqual(
        [above.code, above.body.description, above.body.field],
        [400, 'credit_above_line', 'credit_amount_0'],
      );
      const noReason = await credit({ credit_list: [{ line_no: 1, credit_amount: 12345 }] });
      assert.deepEqual([noReason.code, noReason.body.field], [400, 'credit_reason']);
      const note = ok(
        await credit({ credit_reason: 'One bag damaged', credit_list: [{ line_no: 1, credit_amount: 12345 }] }),
      );
      const read = ok(await detailOf(rown, 'roaster', roaster, note));
      assert.deepEqual(
        [read.invoice_kind, read.credit_of_no, read.subtotal, read.vat, read.total, read.status],
        ['CREDIT', invoice!.invoice_no, 12345, 1234, 13579, 'credit'],
      );
      const after = ok(await detailOf(cmng, 'cafe', cafe, invoice!));
      // 3 bags: 37,035 + 3,703 = 40,738, less the credit note's 13,579.
      assert.deepEqual([after.total, after.credited, after.open], [40738, 13579, 27159]);
      assert.deepEqual(
        after.credits.map((one: JsonBody) => one.invoice_no),
        [read.invoice_no],
      );
      const again = await rown.post('/api/roaster/invoice/credit', {
        roaster_seq: roaster,
        ...note,
        credit_reason: 'x',
      });
      assert.deepEqual([again.code, again.body.description], [400, 'credit_of_credit']);
      // The rest of the line is credited exactly: the credits add up to the line's supply value and tax.
      const rest = ok(await credit({ credit_reason: 'Returned' }));
      const restRead = ok(await detailOf(rown, 'roaster', roaster, rest));
      assert.deepEqual([restRead.subtotal, restRead.vat], [37035 - 12345, 3703 - 1234]);
    });

    it('bills in the demo what its shipped orders are worth, shipping included, numbered as they shipped', async () => {
      const rows = await query(
        env,
        `select o.order_memo, o.total as order_total, i.total as invoice_total,
            to_char(i.issue_date, 'YYYY-MM-DD') as issue_date
          from invoice i join cafe_order o on o.order_year = i.order_year and o.order_seq = i.order_seq
          where o.order_memo in ('Espresso', 'Trial of the single origin') and i.invoice_kind = 'INVOICE'
          order by i.invoice_year, i.invoice_number`,
      );
      assert.equal(rows.length, 2, 'the demo ships two orders, each whole in one shipment');
      for (const row of rows) assert.equal(Number(row.invoice_total), Number(row.order_total), String(row.order_memo));
      assert.ok(String(rows[0]!.issue_date) < String(rows[1]!.issue_date), 'the earlier shipment has the lower number');
    });

    it('issues no invoice for an order placed before prices', async () => {
      const { roaster, rown } = await tradeParties(env);
      const { blend, batches } = await soldBlend(rown, roaster, 'Unpriced blend', [20000]);
      const keys = await confirmed(env, blend, 1);
      // As an order placed before the money schema reads: no price captured on its lines.
      await query(
        env,
        `update cafe_order_blending set bag_mass = null, unit_price = null, line_amount = null
          where order_year = $1 and order_seq = $2`,
        [keys.order_year, keys.order_seq],
      );
      await ship(env, keys, batches[0]!, 1, '2026-11-21');
      assert.deepEqual(await invoicesOf(env, keys), []);
    });

    it('exports the month in the layout of Hometax’s bulk issuance', async () => {
      await setUp();
      const { roaster, rown } = await tradeParties(env);
      const answer = ok(await rown.post('/api/roaster/invoice/taxexport', { roaster_seq: roaster, month: '2026-11' }));
      assert.equal(answer.columns.length, 59);
      assert.deepEqual([answer.sheet_name, answer.header_row, answer.rows_per_file], ['엑셀업로드양식', 6, 100]);
      const row = answer.rows.find((one: unknown[]) => one[19] === 37035);
      assert.ok(row, 'the 3-bag invoice');
      assert.deepEqual(row.slice(0, 11), [
        '01',
        '20261122',
        '1208147521',
        '',
        row[4],
        '김로스터',
        '서울시 성동구 1',
        '제조업',
        '커피 원두',
        'bill@roastery.example',
        '2118800001',
      ]);
      assert.deepEqual(row.slice(15, 18), ['음식점업', '커피전문점', 'pay@cafe.example']);
      assert.deepEqual(row.slice(22, 30), ['22', 'Invoice house blend', '200g', 3, 12345, 37035, 3703, '']);
      assert.equal(row[58], '02', 'claimed (청구): not paid');
      const credits = answer.rows.filter((one: unknown[]) => Number(one[19]) < 0);
      assert.ok(credits.length >= 1, 'credit notes as negative rows');
    });

    it('keeps invoices from every other organisation and from staff below managers', async () => {
      const { blend, batches } = await setUp();
      const { roaster, cafe } = await tradeParties(env);
      const keys = await confirmed(env, blend, 1);
      await ship(env, keys, batches[1]!, 1, '2026-11-25');
      const [invoice] = await invoicesOf(env, keys);
      const otherRoaster = await orgSeq(env, 'rown2', 'roaster');
      const otherCafe = await orgSeq(env, 'cown2', 'cafe');
      const owner2 = await as(env, 'rown2');
      const cafe2 = await as(env, 'cown2');
      assert.equal((await detailOf(owner2, 'roaster', otherRoaster, invoice!)).code, 404);
      assert.equal((await detailOf(cafe2, 'cafe', otherCafe, invoice!)).code, 404);
      const lists = [
        ok(await owner2.post('/api/roaster/invoice/list', { roaster_seq: otherRoaster })),
        ok(await cafe2.post('/api/cafe/invoice/list', { cafe_seq: otherCafe })),
      ];
      for (const list of lists) assert.ok(!list.some((row: JsonBody) => row.invoice_seq === invoice!.invoice_seq));
      const pay = await owner2.post('/api/roaster/invoice/payment', {
        roaster_seq: otherRoaster,
        ...invoice,
        pay_date: '2026-11-26',
        pay_amount: 1,
        pay_method: 'CASH',
      });
      assert.equal(pay.code, 404);
      for (const [user, org, seq] of [
        ['rsast', 'roaster', roaster],
        ['csast', 'cafe', cafe],
      ] as const) {
        const reply = await detailOf(await as(env, user), org, seq, invoice!);
        assert.equal(reply.code, 403, user);
      }
    });
  });
}
