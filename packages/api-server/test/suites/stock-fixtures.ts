import type { Client } from '../harness';

/** A blend of the roastery's first recipe whose batches take their mass from the roast batches they name. */
export async function takingBlend(owner: Client, roaster: number, name: string): Promise<number> {
  const recipes = await owner.post('/api/roaster/roasting/default/code', { roaster_seq: roaster });
  const blend = await owner.post('/api/roaster/blending/default/edit', {
    roaster_seq: roaster,
    blending_name_kr: name,
    roasting_instock_change: true,
    roasting_list: [{ roasting_seq: recipes.body.result[0].value, roasting_mass: 1000 }],
  });
  if (blend.body.status !== 'OK') throw new Error(`blend not saved: ${JSON.stringify(blend.body)}`);
  return blend.body.result.blending_seq as number;
}

/** A 2026 blend batch of `blend` taking `mass` from each roast batch (by seq). */
export const blendBatch = (
  owner: Client,
  roaster: number,
  blend: number,
  rows: ReadonlyArray<[seq: number, mass: number]>,
) =>
  owner.post('/api/roaster/blending/result/edit', {
    blending_ratio_reason: 'Test batch: its roasts need not follow the recipe',
    roaster_seq: roaster,
    blending_seq: blend,
    blending_result_year: 2026,
    blending_result_date: '2026-11-21',
    roasting_result_list: rows.map(([seq, mass]) => ({
      roasting_result_year: 2026,
      roasting_result_seq: seq,
      roasting_mass: mass,
    })),
  });

/** The roastery's first bean and recipe, with a lot of the bean for `year` holding `instock` (its receipt). */
export async function greenLot(owner: Client, roaster: number, year: number, instock: number, name: string) {
  const bean = (await owner.post('/api/roaster/greenbean/default/code', { roaster_seq: roaster })).body.result[0]
    .value as number;
  const recipe = (await owner.post('/api/roaster/roasting/default/code', { roaster_seq: roaster })).body.result[0]
    .value as number;
  const lot = await owner.post('/api/roaster/greenbean/year/edit', {
    roaster_seq: roaster,
    greenbean_roaster_seq: bean,
    greenbean_year: year,
    greenbean_name_kr: name,
    greenbean_instock: instock,
  });
  if (lot.body.status !== 'OK') throw new Error(`lot not saved: ${JSON.stringify(lot.body)}`);
  return { bean, recipe };
}
