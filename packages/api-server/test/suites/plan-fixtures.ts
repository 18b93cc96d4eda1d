import assert from 'node:assert/strict';
import { addDays } from '@coffee/domain';
import { as, orgSeq, query } from '../harness';
import type { Client, TestEnv } from '../harness';

export const PLAN = '/api/roaster/plan/list';
export const KG = 10_000;

export const saved = async (client: Client, path: string, body: object) => {
  const reply = await client.post(path, body);
  assert.equal(reply.body.status, 'OK', JSON.stringify(reply.body));
  return reply.body.result as Record<string, number>;
};

/**
 * A bean, its lot of 12 kg, a 5 kg recipe at 20 % loss and a blend of it sold with 2 kg minimum stock, all new;
 * `blend` adds to the blend's fields (its lead time).
 */
export async function planSetUp(env: TestEnv, name: string, blend: object = {}) {
  const owner = await as(env, 'rown');
  const roaster = await orgSeq(env, 'rown', 'roaster');
  const bean = (
    await saved(owner, '/api/roaster/greenbean/default/edit', {
      roaster_seq: roaster,
      greenbean_name_kr: `${name} 생두`,
      greenbean_name: `${name} bean`,
    })
  ).greenbean_roaster_seq!;
  await saved(owner, '/api/roaster/greenbean/year/edit', {
    roaster_seq: roaster,
    greenbean_roaster_seq: bean,
    greenbean_year: 2026,
    greenbean_name_kr: `${name} 생두`,
    greenbean_instock: 12 * KG,
  });
  const recipe = (
    await saved(owner, '/api/roaster/roasting/default/edit', {
      roaster_seq: roaster,
      roasting_name_kr: `${name} 레시피`,
      roasting_expected_loss: 200,
      greenbean_list: [{ greenbean_roaster_seq: bean, greenbean_mass: 5 * KG }],
    })
  ).roasting_seq!;
  const blendSeq = (
    await saved(owner, '/api/roaster/blending/default/edit', {
      roaster_seq: roaster,
      blending_name_kr: `${name} 블렌드`,
      roasting_instock_change: true,
      blending_sale_use: true,
      blending_stock_min: 2 * KG,
      roasting_list: [{ roasting_seq: recipe, roasting_mass: 1000 }],
      ...blend,
    })
  ).blending_seq!;
  return { owner, roaster, bean, recipe, blend: blendSeq };
}

/** An order of the demo cafe to the roastery with one line (the order tables as the trade calls write them). */
export async function planOrder(
  env: TestEnv,
  roaster: number,
  blend: number,
  status: string,
  wanted: string,
  mass: number,
): Promise<number> {
  const cafe = await orgSeq(env, 'cown', 'cafe');
  // The order's year is its date's, as an order placed through the API has it (the dates count from today).
  const ordered = addDays(wanted, -3);
  const year = Number(ordered.slice(0, 4));
  const [created] = await query(
    env,
    `insert into cafe_order (cafe_seq, roaster_seq, order_year, order_date, wanted_date, order_status)
     values ($1, $2, $3, $4, $5, $6) returning order_seq`,
    [cafe, roaster, year, ordered, wanted, status],
  );
  await query(
    env,
    'insert into cafe_order_blending (order_year, order_seq, blending_seq, order_mass) values ($1, $2, $3, $4)',
    [year, created!.order_seq, blend, mass],
  );
  return Number(created!.order_seq);
}

/** A roast batch of the recipe from the bean's 2026 lot: 5 kg green, `roasted` (0.1 g) out, dropped at 9 min. */
export const roastBatch = (owner: Client, roaster: number, recipe: number, bean: number, extra: object = {}) =>
  saved(owner, '/api/roaster/roasting/result/edit', {
    roaster_seq: roaster,
    roasting_seq: recipe,
    roasting_result_year: 2026,
    roasting_result_date: new Date().toISOString().slice(0, 10),
    roasting_mass: 4 * KG,
    roasting_end_term: 540,
    greenbean_list: [{ greenbean_roaster_seq: bean, greenbean_year: 2026, greenbean_mass: 5 * KG }],
    ...extra,
  });
