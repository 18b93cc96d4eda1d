import assert from 'node:assert/strict';
import { as, orgSeq, query } from '../harness';
import type { Client, JsonBody, TestEnv } from '../harness';

export const ok = (reply: { body: JsonBody }): JsonBody => {
  assert.equal(reply.body.status, 'OK', JSON.stringify(reply.body));
  return reply.body.result as JsonBody;
};

/** The demo roastery Seoul (rown) and its partner cafe Hannam (cown); Jeju (cown2) is not Seoul's partner. */
export async function tradeParties(env: TestEnv) {
  return {
    roaster: await orgSeq(env, 'rown', 'roaster'),
    cafe: await orgSeq(env, 'cown', 'cafe'),
    rown: await as(env, 'rown'),
    cmng: await as(env, 'cmng'),
  };
}

/**
 * A blend the roastery sells in 200 g and 1 kg bags, and a batch of it holding `stock` (0.1 g), blended from the
 * roastery's first roast batch without taking its stock; another batch when `batches` asks.
 */
export async function soldBlend(owner: Client, roaster: number, name: string, stocks: readonly number[]) {
  const recipes = ok(await owner.post('/api/roaster/roasting/default/code', { roaster_seq: roaster }));
  const blend = ok(
    await owner.post('/api/roaster/blending/default/edit', {
      roaster_seq: roaster,
      blending_name_kr: name,
      blending_name: name,
      roasting_instock_change: false,
      blending_sale_use: true,
      blending_stock_min: 5000,
      bag_list: [{ bag_mass: 2000 }, { bag_mass: 10000 }],
      roasting_list: [{ roasting_seq: recipes[0].value, roasting_mass: 1000 }],
    }),
  ).blending_seq as number;
  await priceBlend(owner, roaster, blend, [2000, 10000]);
  return { blend, batches: await blendBatches(owner, roaster, blend, stocks) };
}

/**
 * List prices of a blend per bag size (a blend sold without sizes: per kg, 10000) from 2020 on, so that orders of it
 * are priced (behaviour §05-10): 1,000 per 100 g.
 */
export async function priceBlend(owner: Client, roaster: number, blend: number, sizes: readonly number[] = [10000]) {
  for (const bag_mass of sizes)
    ok(
      await owner.post('/api/roaster/price/edit', {
        roaster_seq: roaster,
        blending_seq: blend,
        bag_mass,
        price: bag_mass * 10,
        valid_from: '2020-01-01',
      }),
    );
}

/**
 * Batches of `blend` holding `stocks` (0.1 g), dated from 2026-11-10 (plus `firstDay` days) on, blended from the
 * roastery's first roast batch without taking its stock.
 */
export async function blendBatches(
  owner: Client,
  roaster: number,
  blend: number,
  stocks: readonly number[],
  firstDay = 0,
) {
  const roasts = ok(await owner.post('/api/roaster/roasting/result/code', { roaster_seq: roaster }));
  const batches: Array<{ blending_result_year: number; blending_result_seq: number }> = [];
  for (const [index, stock] of stocks.entries()) {
    const saved = ok(
      await owner.post('/api/roaster/blending/result/edit', {
        blending_ratio_reason: 'Test batch: its roasts need not follow the recipe',
        roaster_seq: roaster,
        blending_seq: blend,
        blending_result_year: 2026,
        blending_result_date: `2026-11-${String(10 + firstDay + index).padStart(2, '0')}`,
        roasting_result_list: [
          {
            roasting_result_year: roasts[0].roasting_result_year,
            roasting_result_seq: roasts[0].value,
            roasting_mass: stock,
          },
        ],
      }),
    );
    batches.push({ blending_result_year: 2026, blending_result_seq: saved.blending_result_seq as number });
  }
  return batches;
}

/** A cafe order of `mass` (0.1 g) of `blend`, placed by `client`. */
export const placeOrder = (client: Client, cafe: number, roaster: number, blend: number, mass: number, extra = {}) =>
  client.post('/api/cafe/order/edit', {
    cafe_seq: cafe,
    roaster_seq: roaster,
    order_date: '2026-11-20',
    wanted_date: '2026-11-27',
    order_memo: 'Before the weekend, please',
    order_list: [{ blending_seq: blend, order_mass: mass }],
    ...extra,
  });

export const orderId = (keys: JsonBody) => `${keys.order_year}_${keys.order_seq}`;

/** The stock of a blend batch as stored. */
export const batchStock = async (env: TestEnv, seq: number) =>
  Number(
    (await query(env, 'select blending_instock from blending_result where blending_result_seq = $1', [seq]))[0]
      ?.blending_instock,
  );
