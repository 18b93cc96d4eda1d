import type { WrittenLabels } from './types';

/** Labels of the cost fields (behaviour §05-14, §05-16): amounts in the currency's minor unit (KRW: won). */
export const costLabels: WrittenLabels = {
  equip_batch_cost: ['배치당 비용 (가스·인건비)', 'Cost per batch (gas, labour)'],
  cafe_cup_cost_barista: ['바리스타에게 잔당 원가 표시', 'Baristas see the cost of a cup'],
  cup_cost: ['잔당 원두 원가', 'Bean cost per cup'],
};
