import type { EntityDef, FieldDef } from '@coffee/domain/pages';
import {
  TEXT,
  codes,
  dialInRecipeFields,
  entity,
  flag,
  greenbeanBodyFields,
  localePair,
  lossFields,
  mass,
  nameFields,
  originFields,
  percent,
  subList,
  text,
  textArea,
} from '@coffee/domain/pages';

/** Green bean fields a public bean page shows per bean row (behaviour §03-3.7); the server selects the same columns. */
export const PUBLIC_GREENBEAN_ROW_FIELDS = [
  'greenbean_variety_list',
  'greenbean_variety_etc',
  'greenbean_country_code',
  'greenbean_process',
  'greenbean_process_etc',
  'greenbean_grade',
  'greenbean_grade_detail',
  'greenbean_altitude_min',
  'greenbean_altitude_max',
  'greenbean_harvest_min',
  'greenbean_harvest_max',
  'greenbean_moisture_min',
  'greenbean_moisture_max',
  'greenbean_density_min',
  'greenbean_density_max',
] as const;
const GREENBEAN_ROW_FIELDS = new Set<string>(PUBLIC_GREENBEAN_ROW_FIELDS);

/** What a bean's public page shows (behaviour §03-3.7): the blend, its origin summary and its green beans. */
const beanInfoFields = (serialField: string): FieldDef[] => [
  text(serialField, { key: true, maxBytes: TEXT.code }),
  ...nameFields('blending'),
  ...localePair('store_name', { required: false }),
  flag('blending_single_origin'),
  ...originFields('blending', { shape: 'lists', etcMaxBytes: TEXT.name }),
  textArea('blending_desc', TEXT.detail),
  mass('blending_total_mass'),
  ...lossFields('blending'),
  subList('greenbean_list', {
    fields: [
      percent('blending_percent'),
      mass('greenbean_mass'),
      ...greenbeanBodyFields().filter((field) => GREENBEAN_ROW_FIELDS.has(field.name)),
      ...lossFields('roasting'),
    ],
  }),
];

const readOnlyView = (name: string, serialField: string, detail: string): EntityDef =>
  entity({
    name,
    table: 'public_bean_info',
    keys: [serialField],
    scope: 'none',
    readOnly: true,
    creatable: false,
    fields: beanInfoFields(serialField).map((field) => ({ ...field, readOnly: true, stored: false })),
    api: { detail },
  });

/** Public bean pages opened by serial or QR code (guests included). */
export const publicEntities = {
  BeanInfo: readOnlyView('BeanInfo', 'blending_uuid', '/api/user/beaninfo/default'),
  BeanDetail: readOnlyView('BeanDetail', 'blending_result_uuid', '/api/user/beaninfo/detail'),
  CafeBeanInfo: readOnlyView('CafeBeanInfo', 'coffeebean_uuid', '/api/user/cafebean/default'),
  CafeBeanDetail: readOnlyView('CafeBeanDetail', 'received_uuid', '/api/user/cafebean/detail'),
} as const satisfies Record<string, EntityDef>;

/** What a cafe's public dial-in note formats: the dial-in's numbers and the bean's countries. */
export const SETTING_NOTE_FIELDS: readonly FieldDef[] = [
  ...dialInRecipeFields(),
  codes('coffeebean_country_list', 'CNTR'),
];
