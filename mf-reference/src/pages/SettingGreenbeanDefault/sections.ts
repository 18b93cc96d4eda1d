import type { DetailSection } from '@coffee/field-toolkit/engine';

const range = (prefix: string) => [`${prefix}_min`, `${prefix}_max`];

/** A green bean's description: names and seller, origin, measured ranges, description (catalogue and yearly lots). */
export const greenbeanSections = (first: readonly string[] = []): DetailSection[] => [
  {
    title: 'area.sections.basic',
    fields: [
      ...first,
      'greenbean_name_kr',
      'greenbean_name',
      'greenbean_nick_kr',
      'greenbean_nick',
      'greenbean_seller_seq',
      'greenbean_seller_link',
      'greenbean_use',
    ],
  },
  {
    title: 'area.sections.origin',
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
    title: 'area.sections.ranges',
    fields: ['altitude', 'moisture', 'density', 'agtron', 'harvest', 'roasting'].flatMap((name) =>
      range(`greenbean_${name}`),
    ),
  },
  { title: 'area.sections.detail', fields: ['greenbean_desc'] },
  { title: 'area.sections.audit', fields: ['rgst_user', 'rgst_by', 'rgst_at', 'edit_user', 'edit_by', 'edit_at'] },
];

/** The seller lookup (spec 02 §4): 500 ms after the choice settles, its shop link fills the read-only seller link. */
export const SELLER_LINK_COPY = {
  field: 'greenbean_seller_seq',
  copy: { company_shop: 'greenbean_seller_link' },
  delayMs: 500,
} as const;
