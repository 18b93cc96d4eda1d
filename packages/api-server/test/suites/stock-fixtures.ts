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
