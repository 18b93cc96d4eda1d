import type { DetailSection } from '@coffee/field-toolkit/engine';
import {
  BREWING_EQUIPMENT_FIELDS,
  BREWING_WATER_FIELDS,
  BREW_FIELDS,
  brewingSteps,
} from '@coffee/field-toolkit/blocks/brewingSteps';

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
  fields: BREW_FIELDS,
};

/** The batch's roast date, losses and the beans' age at brewing. */
export const freshnessSection: DetailSection = {
  title: 'area.sections.freshness',
  fields: [
    'blending_result_date',
    'brewing_date_term',
    'brewing_fresh_warning',
    'blending_loss',
    'blending_organic_loss',
  ],
};

/** Machine, grinder, espresso tools and water (shown with the detail switch; espresso parts only for ESP). */
export const equipmentSection: DetailSection = {
  title: 'area.sections.equipment',
  fields: [...BREWING_EQUIPMENT_FIELDS, ...BREWING_WATER_FIELDS],
};

/** Rarely recorded at the counter: closed in write and edit until it holds a value (behaviour §10-2.1). */
export const conditionSection: DetailSection = {
  title: 'area.sections.conditions',
  fields: ['outside_air', 'outside_hum', 'inside_air', 'inside_hum'],
  rare: true,
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
