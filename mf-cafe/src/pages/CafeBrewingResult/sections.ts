import type { DetailSection } from '@coffee/field-toolkit/engine';
import { brewingSteps } from '@coffee/field-toolkit/blocks';

/** What was brewed, when and how it was judged. */
export const resultSection: DetailSection = {
  title: 'area.sections.result',
  fields: [
    'brewing_result_date',
    'brewing_seq',
    'coffeebean_seq',
    'received_seq',
    'brewing_satis',
    'brewing_result_main',
    'brewing_public',
    'brewing_result_use',
  ],
};

/** Dose, water and yield: the numbers a barista reads first. */
export const recipeSection: DetailSection = {
  title: 'area.sections.recipe',
  fields: [
    'brewing_type',
    'brewing_bean_mass',
    'brewing_mass',
    'brewing_temp',
    'brewing_bar',
    'brewing_result_total',
    'brewing_result_calc',
  ],
};

/** The batch's roast date, losses and the beans' age at brewing. */
export const freshnessSection: DetailSection = {
  title: 'area.sections.freshness',
  fields: ['blending_result_date', 'brewing_date_term', 'blending_loss', 'blending_organic_loss'],
};

/** Machine, grinder, espresso tools and water (shown with the detail switch; espresso parts only for ESP). */
export const equipmentSection: DetailSection = {
  title: 'area.sections.equipment',
  fields: [
    'brewing_detail_use',
    'brewing_machine_seq',
    'brewing_grinder_seq',
    'brewing_grinder_point',
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
    'brewing_water',
    'brewing_water_hardness',
    'brewing_water_alkalinity',
    'brewing_water_tds',
  ],
};

export const conditionSection: DetailSection = {
  title: 'area.sections.conditions',
  fields: ['outside_air', 'outside_hum', 'inside_air', 'inside_hum'],
};

export const memoSection: DetailSection = { title: 'blocks.sections.detail', fields: ['brewing_default_memo'] };

export const steps = brewingSteps();

/**
 * Counter order (one hand, 375 px): result and dose, then the timer with its step stamps, and only then the
 * batch, the equipment and the conditions.
 */
export const brewingResultSections = (): DetailSection[] => [
  resultSection,
  recipeSection,
  ...steps.sections,
  freshnessSection,
  equipmentSection,
  conditionSection,
  memoSection,
];
