import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { as, orgSeq, query } from '../harness';
import type { Client, JsonBody, TestEnv } from '../harness';
import { ok, orderId, placeOrder, soldBlend, tradeParties } from './trade-fixtures';

const PRICE = '/api/roaster/price';

/** The roastery's price list, the prices of one blend as listed (latest day first). */
async function pricesOf(owner: Client, roaster: number, blend: number) {
  const list = ok(await owner.post(`${PRICE}/list`, { roaster_seq: roaster }));
  return (list.prices as JsonBody[]).filter((row) => row.blending_seq === blend);
}

const setPrice = (owner: Client, roaster: number, body: JsonBody) =>
  owner.post(`${PRICE}/edit`, { roaster_seq: roaster, ...body });

/** Saves the roastery's details (money settings) through its page, as its manager. */
async function saveRoasterInfo(owner: Client, roaster: number, values: JsonBody) {
  const info = ok(await owner.post('/api/roaster/info/detail/info', { roaster_seq: roaster }));
  return owner.post('/api/roaster/info/edit', { roaster_seq: roaster, edit_at: info.edit_at, ...values });
}

/** Sets the partner cafe's discount and terms through the partner-cafe page. */
async function savePartner(env: TestEnv, owner: Client, roaster: number, cafe: number, values: JsonBody) {
  const [relation] = await query(
    env,
    `select roaster_cafe_uuid as uuid from roaster_cafe where roaster_seq = $1 and cafe_seq = $2
      and roaster_cafe_auth in ('CSTMR', 'CAFE', 'RSTR') order by edit_at desc limit 1`,
    [roaster, cafe],
  );
  const detail = ok(
    await owner.post('/api/roaster/cafe/list/detail', { roaster_seq: roaster, roaster_cafe_uuid: relation?.uuid }),
  );
  return owner.post('/api/roaster/cafe/list/edit', {
    roaster_seq: roaster,
    roaster_cafe_uuid: detail.roaster_cafe_uuid,
    edit_at: detail.edit_at,
    ...values,
  });
}

/** The figures both order pages show. */
const VALUE = ['currency', 'subtotal', 'vat', 'shipping_fee', 'total'] as const;
const valueOf = (order: JsonBody) => Object.fromEntries(VALUE.map((name) => [name, order[name]]));
const linesOf = (order: JsonBody) =>
  (order.order_list as JsonBody[]).map(({ blending_seq, bag_mass, price, line_amount }) => ({
    blending_seq,
    bag_mass,
    price,
    line_amount,
  }));

/** Prices and the order's value (behaviour §05-10). */
export function priceSuite(env: TestEnv): void {
  const both = async (keys: JsonBody) => {
    const { roaster, cafe, rown, cmng } = await tradeParties(env);
    return {
      cafe: ok(await cmng.get(`/api/cafe/order/detail/${orderId(keys)}?cafe_seq=${cafe}`)),
      roastery: ok(await rown.get(`/api/roaster/order/detail/${orderId(keys)}?roaster_seq=${roaster}`)),
    };
  };
  const count = async (table: string) => Number((await query(env, `select count(*) as n from ${table}`))[0]?.n);

  describe('prices and the order value', () => {
    it('prices an order at the price in force on its day, the cafe’s own before the list, less the discount, and keeps it', async () => {
      const { roaster, cafe, rown, cmng } = await tradeParties(env);
      const a = (await soldBlend(rown, roaster, 'Priced blend A', [])).blend;
      const b = (await soldBlend(rown, roaster, 'Priced blend B', [])).blend;
      ok(await setPrice(rown, roaster, { blending_seq: a, bag_mass: 2000, price: 22000, valid_from: '2026-11-15' }));
      ok(await setPrice(rown, roaster, { blending_seq: a, bag_mass: 2000, price: 25000, valid_from: '2026-12-01' }));
      ok(
        await setPrice(rown, roaster, {
          blending_seq: b,
          bag_mass: 10000,
          price: 90000,
          valid_from: '2026-11-01',
          cafe_seq: cafe,
        }),
      );
      // The history stays, latest day first.
      assert.deepEqual(
        (await pricesOf(rown, roaster, a))
          .filter((row) => row.bag_mass === 2000)
          .map((row) => [row.valid_from, row.price]),
        [
          ['2026-12-01', 25000],
          ['2026-11-15', 22000],
          ['2020-01-01', 20000],
        ],
      );
      ok(
        await saveRoasterInfo(rown, roaster, {
          roaster_shipping_fee: 3000,
          roaster_vat_rate: 10,
          roaster_price_vat_included: false,
        }),
      );
      ok(await savePartner(env, rown, roaster, cafe, { roaster_cafe_discount: 10, roaster_cafe_payment_days: 45 }));
      try {
        // The cafe's form reads its prices of the day before placing.
        const offered = ok(
          await cmng.post('/api/cafe/order/prices', { cafe_seq: cafe, roaster_seq: roaster, order_date: '2026-11-20' }),
        );
        const priceOf = (blend: number, bag: number) =>
          (offered.prices as JsonBody[]).find((row) => row.blending_seq === blend && row.bag_mass === bag)?.price;
        assert.equal(priceOf(a, 2000), 19800);
        assert.equal(priceOf(b, 10000), 90000);
        assert.equal(priceOf(b, 2000), 18000);
        assert.equal(offered.shipping_fee, 3000);

        const keys = ok(
          await placeOrder(cmng, cafe, roaster, a, 6000, {
            order_list: [
              { blending_seq: a, order_mass: 6000 },
              { blending_seq: b, order_mass: 20000 },
            ],
          }),
        );
        const placed = await both(keys);
        const expectedLines = [
          { blending_seq: a, bag_mass: 2000, price: 19800, line_amount: 59400 },
          { blending_seq: b, bag_mass: 10000, price: 90000, line_amount: 180000 },
        ];
        const expectedValue = {
          currency: 'KRW',
          subtotal: 239400,
          vat: 23940 + 300,
          shipping_fee: 3000,
          total: 266640,
        };
        for (const side of [placed.cafe, placed.roastery]) {
          assert.deepEqual(linesOf(side), expectedLines);
          assert.deepEqual(valueOf(side), expectedValue);
        }
        // A price set later for the order day changes nothing placed …
        ok(await setPrice(rown, roaster, { blending_seq: a, bag_mass: 2000, price: 30000, valid_from: '2026-11-20' }));
        assert.deepEqual(valueOf((await both(keys)).cafe), expectedValue);
        // … until the cafe changes the order while it is placed: it is priced again.
        ok(
          await cmng.post('/api/cafe/order/edit', {
            cafe_seq: cafe,
            ...keys,
            edit_at: placed.cafe.edit_at,
            order_memo: 'Repriced',
          }),
        );
        const edited = (await both(keys)).cafe;
        assert.deepEqual(linesOf(edited)[0], { blending_seq: a, bag_mass: 2000, price: 27000, line_amount: 81000 });
        assert.equal(edited.total, 81000 + 180000 + 8100 + 18000 + 3000 + 300);
        // Confirmed, it keeps its value whatever the list does.
        ok(await rown.post('/api/roaster/order/status', { roaster_seq: roaster, ...keys, order_status: 'CONFIRMED' }));
        ok(
          await setPrice(rown, roaster, {
            blending_seq: a,
            bag_mass: 2000,
            price: 1,
            valid_from: '2026-11-01',
            cafe_seq: cafe,
          }),
        );
        const confirmed = await both(keys);
        assert.deepEqual(valueOf(confirmed.roastery), valueOf(edited));
        assert.deepEqual(linesOf(confirmed.roastery), linesOf(edited));
      } finally {
        ok(await savePartner(env, rown, roaster, cafe, { roaster_cafe_discount: 0, roaster_cafe_payment_days: 30 }));
        ok(await saveRoasterInfo(rown, roaster, { roaster_shipping_fee: 0 }));
      }
    });

    it('cuts the VAT of each line to the won, with prices entered without VAT and with it', async () => {
      const { roaster, cafe, rown, cmng } = await tradeParties(env);
      const { blend } = await soldBlend(rown, roaster, 'Rounding blend', []);
      ok(
        await setPrice(rown, roaster, { blending_seq: blend, bag_mass: 2000, price: 12345, valid_from: '2026-01-01' }),
      );
      const orderOne = async () =>
        (await both(ok(await placeOrder(cmng, cafe, roaster, blend, 2000)))).roastery as JsonBody;
      try {
        ok(await saveRoasterInfo(rown, roaster, { roaster_shipping_fee: 3300, roaster_price_vat_included: false }));
        const without = await orderOne();
        assert.deepEqual(valueOf(without), {
          currency: 'KRW',
          subtotal: 12345,
          vat: 1234 + 330,
          shipping_fee: 3300,
          total: 17209,
        });
        assert.equal(without.price_vat_included, false);
        ok(await saveRoasterInfo(rown, roaster, { roaster_price_vat_included: true }));
        const withVat = await orderOne();
        // 12345 with VAT: VAT ⌊12345 × 10 / 110⌋ = 1122, supply 11223; the fee 3300: 300 and 3000.
        assert.deepEqual(valueOf(withVat), {
          currency: 'KRW',
          subtotal: 11223,
          vat: 1122 + 300,
          shipping_fee: 3000,
          total: 15645,
        });
        assert.deepEqual(linesOf(withVat)[0]?.line_amount, 12345);
      } finally {
        ok(await saveRoasterInfo(rown, roaster, { roaster_shipping_fee: 0, roaster_price_vat_included: false }));
      }
    });

    it('refuses a line without a price in force, naming it, and writes nothing', async () => {
      const { roaster, cafe, rown, cmng } = await tradeParties(env);
      const { blend } = await soldBlend(rown, roaster, 'Unpriced day blend', []);
      const before = await count('cafe_order');
      const refused = await placeOrder(cmng, cafe, roaster, blend, 2000, { order_date: '2019-12-31' });
      assert.equal(refused.code, 400);
      assert.equal(refused.body.description, 'order_no_price');
      assert.equal(refused.body.field, 'blending_seq_0');
      assert.equal(refused.body.bound, 'Unpriced day blend');
      assert.equal(await count('cafe_order'), before);
    });

    it('refuses a bad price or setting by field and rule, and writes nothing', async () => {
      const { roaster, cafe, rown } = await tradeParties(env);
      const { blend } = await soldBlend(rown, roaster, 'Refused price blend', []);
      const roaster2 = await orgSeq(env, 'rown2', 'roaster');
      const foreign = (await soldBlend(await as(env, 'rown2'), roaster2, 'Other roastery priced blend', [])).blend;
      const [stranger] = await query(
        env,
        `select cafe_seq from cafe c where not exists (select 1 from roaster_cafe rc where rc.cafe_seq = c.cafe_seq
          and rc.roaster_seq = $1 and rc.roaster_cafe_auth in ('CSTMR', 'CAFE', 'RSTR')) order by cafe_seq limit 1`,
        [roaster],
      );
      const good = { blending_seq: blend, bag_mass: 2000, price: 18000, valid_from: '2026-11-01' };
      const before = await count('blending_price');
      const cases: Array<[JsonBody, string, string]> = [
        [{ price: -1 }, 'field_minValue', 'price'],
        [{ price: 'ten' }, 'field_NaN', 'price'],
        [{ blending_seq: foreign }, 'field_code', 'blending_seq'],
        [{ bag_mass: 5000 }, 'price_bag_size', 'bag_mass'],
        [{ cafe_seq: stranger?.cafe_seq }, 'price_not_partner', 'cafe_seq'],
        [{ valid_from: '2026-02-30' }, 'field_date', 'valid_from'],
        [{ valid_from: 'next week' }, 'field_date', 'valid_from'],
      ];
      for (const [change, description, field] of cases) {
        const refused = await setPrice(rown, roaster, { ...good, ...change });
        assert.equal(refused.code, 400, JSON.stringify(change));
        assert.deepEqual([refused.body.description, refused.body.field], [description, field], JSON.stringify(change));
      }
      assert.equal(await count('blending_price'), before);

      const settings = async () =>
        (
          await query(
            env,
            'select roaster_vat_rate::float8 as rate, roaster_biz_no from roaster where roaster_seq = $1',
            [roaster],
          )
        )[0];
      const stored = await settings();
      for (const [change, description, field] of [
        [{ roaster_vat_rate: 120 }, 'field_maxValue', 'roaster_vat_rate'],
        [{ roaster_shipping_fee: -5 }, 'field_minValue', 'roaster_shipping_fee'],
        [{ roaster_biz_no: '12345' }, 'field_minLength', 'roaster_biz_no'],
        [{ roaster_biz_no: '123-45-678' }, 'field_digits', 'roaster_biz_no'],
      ] as const) {
        const refused = await saveRoasterInfo(rown, roaster, change);
        assert.deepEqual([refused.body.description, refused.body.field], [description, field], JSON.stringify(change));
      }
      assert.deepEqual(await settings(), stored);
      const partner = await savePartner(env, rown, roaster, cafe, { roaster_cafe_discount: 95 });
      assert.deepEqual([partner.body.description, partner.body.field], ['field_maxValue', 'roaster_cafe_discount']);
      const terms = await savePartner(env, rown, roaster, cafe, { roaster_cafe_payment_days: 181 });
      assert.deepEqual([terms.body.description, terms.body.field], ['field_maxValue', 'roaster_cafe_payment_days']);
    });

    it('shows prices to the roastery’s managers only: never to its staff below, a cafe or another roastery', async () => {
      const { roaster, cafe, rown } = await tradeParties(env);
      const { blend } = await soldBlend(rown, roaster, 'Private price blend', []);
      const before = await count('blending_price');
      for (const user of ['rmng', 'rsmng'])
        ok(await (await as(env, user)).post(`${PRICE}/list`, { roaster_seq: roaster }));
      for (const user of ['rsast', 'rroaster', 'cmng', 'cown']) {
        const client = await as(env, user);
        const list = await client.post(`${PRICE}/list`, { roaster_seq: roaster, cafe_seq: cafe });
        assert.notEqual(list.body.status, 'OK', user);
        const edit = await setPrice(client, roaster, {
          blending_seq: blend,
          bag_mass: 2000,
          price: 1,
          valid_from: '2026-01-01',
        });
        assert.notEqual(edit.body.status, 'OK', user);
      }
      // Another roastery reads its own list only and cannot price this one's blend.
      const roaster2 = await orgSeq(env, 'rown2', 'roaster');
      const other = await as(env, 'rown2');
      const theirs = ok(await other.post(`${PRICE}/list`, { roaster_seq: roaster2 }));
      assert.ok(!(theirs.prices as JsonBody[]).some((row) => row.blending_seq === blend));
      assert.ok(!(theirs.blends as JsonBody[]).some((row) => row.blending_seq === blend));
      const foreign = await setPrice(other, roaster2, {
        blending_seq: blend,
        bag_mass: 2000,
        price: 1,
        valid_from: '2026-01-01',
      });
      assert.deepEqual([foreign.body.description, foreign.body.field], ['field_code', 'blending_seq']);
      // A cafe reads the prices only of a roastery it trades with (the demo's cafes, whichever pair does not trade).
      const pairs = [
        ['cown2', await orgSeq(env, 'cown2', 'cafe'), roaster],
        ['cown2', await orgSeq(env, 'cown2', 'cafe'), roaster2],
        ['cown', cafe, roaster2],
      ] as const;
      const trading = async (pair: (typeof pairs)[number]) =>
        (
          await query(
            env,
            `select 1 from roaster_cafe where cafe_seq = $1 and roaster_seq = $2
              and roaster_cafe_auth in ('CSTMR', 'CAFE', 'RSTR')`,
            [pair[1], pair[2]],
          )
        ).length > 0;
      const strangers = [];
      for (const pair of pairs) if (!(await trading(pair))) strangers.push(pair);
      assert.ok(strangers.length > 0, 'demo data: a cafe and a roastery that do not trade');
      for (const [user, seq, seller] of strangers) {
        const outsider = await (
          await as(env, user)
        ).post('/api/cafe/order/prices', {
          cafe_seq: seq,
          roaster_seq: seller,
          order_date: '2026-11-20',
        });
        assert.equal(outsider.code, 404, `${user} of ${seller}`);
      }
      assert.equal(await count('blending_price'), before);
    });
  });
}
