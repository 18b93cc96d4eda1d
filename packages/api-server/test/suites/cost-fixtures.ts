import { as, orgSeq } from '../harness';
import type { Client, TestEnv } from '../harness';
import { KG, saved } from './plan-fixtures';

export { KG, saved };

/** A batch's detail as `client` reads it. */
export const batchDetail = async (client: Client, kind: 'roasting' | 'blending', roaster: number, seq: number) =>
  client.get(`/api/roaster/${kind}/result/detail/2026_${seq}?roaster_seq=${roaster}`);

/**
 * A new bean with two lots, a roaster machine costing 3000 a batch and a recipe on it, the cost figures worked out by
 * hand in the suite (behaviour §05-14): lot A 20 kg at 12 000/kg with 30 000 freight and 10 000 duties (14 000/kg
 * landed), lot B 10 kg at 20 000/kg, lot C 5 kg with no cost.
 */
export async function costSetUp(env: TestEnv, name: string) {
  const owner = await as(env, 'rown');
  const roaster = await orgSeq(env, 'rown', 'roaster');
  const bean = (
    await saved(owner, '/api/roaster/greenbean/default/edit', {
      roaster_seq: roaster,
      greenbean_name_kr: `${name} 생두`,
      greenbean_name: `${name} bean`,
    })
  ).greenbean_roaster_seq!;
  const lot = (year: number, instock: number, costs: object) =>
    saved(owner, '/api/roaster/greenbean/year/edit', {
      roaster_seq: roaster,
      greenbean_roaster_seq: bean,
      greenbean_year: year,
      greenbean_name_kr: `${name} 생두`,
      greenbean_instock: instock,
      ...costs,
    });
  await lot(2031, 20 * KG, { greenbean_price_kg: 12000, greenbean_freight: 30000, greenbean_duties: 10000 });
  await lot(2032, 10 * KG, { greenbean_price_kg: 20000 });
  await lot(2033, 5 * KG, {});
  const machine = (
    await saved(owner, '/api/roaster/item/equip/edit', {
      roaster_seq: roaster,
      equip_type: 'RSTR',
      equip_name: `${name} roaster`,
      equip_name_kr: `${name} 로스터`,
      equip_use: true,
      equip_batch_cost: 3000,
    })
  ).roaster_equip_seq!;
  const recipe = (
    await saved(owner, '/api/roaster/roasting/default/edit', {
      roaster_seq: roaster,
      roasting_name_kr: `${name} 레시피`,
      roasting_name: `${name} recipe`,
      roasting_machine_seq: machine,
      greenbean_list: [{ greenbean_roaster_seq: bean, greenbean_mass: 10 * KG }],
    })
  ).roasting_seq!;
  /** A roast batch of the recipe from `rows` ([lot year, green mass]) roasted to `roasted` (0.1 g). */
  const roast = async (rows: ReadonlyArray<[year: number, mass: number]>, roasted: number, day = '2026-11-05') =>
    (
      await saved(owner, '/api/roaster/roasting/result/edit', {
        roaster_seq: roaster,
        roasting_seq: recipe,
        roasting_result_year: 2026,
        roasting_result_date: day,
        roasting_mass: roasted,
        greenbean_list: rows.map(([year, mass]) => ({
          greenbean_roaster_seq: bean,
          greenbean_year: year,
          greenbean_mass: mass,
        })),
      })
    ).roasting_result_seq!;
  const blend = (
    await saved(owner, '/api/roaster/blending/default/edit', {
      roaster_seq: roaster,
      blending_name_kr: `${name} 블렌드`,
      blending_name: `${name} blend`,
      roasting_instock_change: true,
      blending_sale_use: true,
      roasting_list: [{ roasting_seq: recipe, roasting_mass: 1000 }],
    })
  ).blending_seq!;
  // Sold without bag sizes: its list price is per kg (behaviour §05-10), 40 000 without VAT.
  await saved(owner, '/api/roaster/price/edit', {
    roaster_seq: roaster,
    blending_seq: blend,
    bag_mass: KG,
    price: 40000,
    valid_from: '2020-01-01',
  });
  /** A blend batch taking `rows` ([roast batch seq, mass]) from the roasts. */
  const blendBatch = async (rows: ReadonlyArray<[seq: number, mass: number]>, day = '2026-11-06') =>
    (
      await saved(owner, '/api/roaster/blending/result/edit', {
        blending_ratio_reason: 'Test batch: its roasts need not follow the recipe',
        roaster_seq: roaster,
        blending_seq: blend,
        blending_result_year: 2026,
        blending_result_date: day,
        roasting_result_list: rows.map(([seq, mass]) => ({
          roasting_result_year: 2026,
          roasting_result_seq: seq,
          roasting_mass: mass,
        })),
      })
    ).blending_result_seq!;
  return { owner, roaster, bean, machine, recipe, blend, roast, blendBatch };
}
