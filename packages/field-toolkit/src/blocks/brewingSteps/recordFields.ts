/** Dose, water and yield of a brewing record (domain `brewingRecordFields`): the numbers a barista reads first. */
export const BREW_FIELDS: readonly string[] = [
  'brewing_type',
  'brewing_bean_mass',
  'brewing_mass',
  'brewing_temp',
  'brewing_bar',
  'brewing_result_total',
  'brewing_grinder_point',
  'brewing_tds',
  'brewing_result_calc',
];

/** Machine, grinder and espresso tools, shown with the detail switch (espresso parts only for ESP). */
export const BREWING_EQUIPMENT_FIELDS: readonly string[] = [
  'brewing_detail_use',
  'brewing_machine_seq',
  'brewing_grinder_seq',
  'brewing_grinder_zeropoint',
  'brewing_grinder_temp',
  'brewing_grinder_rpm',
  'brewing_grinder_term',
  'brewing_shower',
  'brewing_basket',
  'brewing_temper',
  'brewing_wdt',
  'brewing_dist',
  'brewing_temping_bar',
  'brewing_rdt',
];

/** The water of a brewing record. */
export const BREWING_WATER_FIELDS: readonly string[] = [
  'brewing_water',
  'brewing_water_hardness',
  'brewing_water_alkalinity',
  'brewing_water_tds',
];
