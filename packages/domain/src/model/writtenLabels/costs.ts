import type { WrittenLabels } from './types';

/** Labels of the cost fields (behaviour §05-14, §05-16): amounts in the currency's minor unit (KRW: won). */
export const costLabels: WrittenLabels = {
  greenbean_price_kg: ['생두 단가 (kg당)', 'Green price per kg'],
  greenbean_freight: ['운송비 (로트)', 'Freight (lot)'],
  greenbean_duties: ['관세 (로트)', 'Duties (lot)'],
  greenbean_other_cost: ['기타 비용 (로트)', 'Other costs (lot)'],
  greenbean_cost_kg: ['생두 원가 (kg당)', 'Green cost per kg'],
  equip_batch_cost: ['배치당 비용 (가스·인건비)', 'Cost per batch (gas, labour)'],
  batch_cost: ['배치 원가', 'Batch cost'],
  cost_per_kg: ['kg당 원가', 'Cost per kg'],
  cost_currency: ['통화', 'Currency'],
  cafe_cup_cost_barista: ['바리스타에게 잔당 원가 표시', 'Baristas see the cost of a cup'],
  cup_cost: ['잔당 원두 원가', 'Bean cost per cup'],
};
