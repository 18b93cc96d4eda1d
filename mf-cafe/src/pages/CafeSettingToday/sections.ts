import type { DetailSection } from '@coffee/field-toolkit/engine';

/**
 * Counter order (one hand, 375 px): the bean first, then the numbers a barista changes all day, the taste, and only
 * then the batch, the equipment and who dialled it in.
 */
export const dialInSections = (): DetailSection[] => [
  { title: 'area.sections.dialInBean', fields: ['dialin_date', 'coffeebean_seq', 'received_seq'] },
  {
    title: 'area.sections.dialInNumbers',
    fields: ['brewing_grinder_point', 'brewing_bean_mass', 'brewing_result_total', 'brewing_term', 'brewing_temp'],
  },
  { title: 'area.sections.dialInTaste', fields: ['dialin_taste', 'dialin_barista', 'dialin_public'] },
  { title: 'area.sections.equipment', fields: ['brewing_type', 'brewing_machine_seq', 'brewing_grinder_seq'] },
];
