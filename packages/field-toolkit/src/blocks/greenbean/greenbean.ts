import { GREENBEAN_COPY_FIELDS, GREENBEAN_RANGES } from '@coffee/domain';
import type { DetailSection, OptionCopy } from '@coffee/field-toolkit/engine';

/**
 * A green bean's sections: names and seller, origin, measured ranges, description and audit; `first` opens the
 * basic section (a catalogue entry or a lot's year and dates), `basicExtra` closes it (visibility, stock).
 */
export const greenbeanSections = (
  first: readonly string[] = [],
  basicExtra: readonly string[] = [],
): DetailSection[] => [
  {
    title: 'blocks.sections.basic',
    fields: [
      ...first,
      'greenbean_name_kr',
      'greenbean_name',
      'greenbean_nick_kr',
      'greenbean_nick',
      'greenbean_seller_seq',
      'greenbean_seller_link',
      'greenbean_use',
      ...basicExtra,
    ],
  },
  {
    title: 'blocks.sections.origin',
    fields: [
      'greenbean_country_code',
      'greenbean_region_seq',
      'greenbean_farm_seq',
      'greenbean_variety_list',
      'greenbean_process',
      'greenbean_grade',
      'greenbean_grade_detail',
    ],
  },
  {
    title: 'blocks.sections.ranges',
    fields: GREENBEAN_RANGES.flatMap((range) => [`greenbean_${range}_min`, `greenbean_${range}_max`]),
  },
  { title: 'blocks.sections.detail', fields: ['greenbean_desc'] },
  { title: 'blocks.sections.audit', fields: ['rgst_user', 'rgst_by', 'rgst_at', 'edit_user', 'edit_by', 'edit_at'] },
];

/** The seller lookup (behaviour §02-4): 500 ms after the choice settles, its shop link fills the read-only seller link. */
export const SELLER_LINK_COPY: OptionCopy = {
  field: 'greenbean_seller_seq',
  copy: { company_shop: 'greenbean_seller_link' },
  delayMs: 500,
};

/** Choosing the green bean in `field` (a catalogue entry or the roaster's bean) fills what it hands on. */
export const greenbeanCopy = (field: string): OptionCopy => ({
  field,
  copy: Object.fromEntries(GREENBEAN_COPY_FIELDS.map((name) => [name, name])),
  when: 'choice',
});
