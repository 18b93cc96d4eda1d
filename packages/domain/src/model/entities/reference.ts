import type { EntityDef, FieldDef, FieldOptions } from '../fields';
import {
  auditFields,
  code,
  codes,
  crudPaths,
  compactDate,
  date,
  entity,
  flag,
  listDef,
  nameFields,
  localePair,
  nickFields,
  number,
  ref,
  seqKey,
  subList,
  text,
  textArea,
  textList,
  flagField,
  withDirect,
  year,
} from '../fields';
import { BOUNDS, DEFAULT_COUNTRY, DEFAULT_ORG_TYPE, ROASTING_SLIDER, TEXT } from '../constants';
import type { OrgType } from '../../session/session';
import {
  agtron,
  companyLookup,
  density,
  originFields,
  percent,
  rangeFields,
  REGION_LOOKUP,
  roastTemperature,
} from './shared';

const desc = (name: string, maxBytes: number = TEXT.desc): FieldDef => textArea(name, maxBytes);
const link = (name: string, options: FieldOptions = {}): FieldDef =>
  text(name, { input: 'link', minBytes: 3, maxBytes: TEXT.name, ...options });
const countrySelect = (name: string, options: FieldOptions = {}): FieldDef =>
  code(name, 'CNTR', { input: 'selectSearch', localeDefault: DEFAULT_COUNTRY, ...options });

/** Name column, title search on name (and nick), name sort: shared by most reference lists. */
const namedList = (prefix: string, columns: readonly string[], search: readonly string[], withNick = true) =>
  listDef([`${prefix}_name`, ...columns, 'rgst_at'], {
    search,
    titleSearch: withNick ? [`${prefix}_name`, `${prefix}_nick`] : [`${prefix}_name`],
    sort: [`${prefix}_name`],
    mobileHidden: ['rgst_at'],
  });

// ---- map: countries, regions, farms ---------------------------------------------------------------------

const country = entity({
  name: 'Country',
  keys: ['country_seq'],
  scope: 'none',
  fields: [
    seqKey('country_seq'),
    text('country_id', { required: true, minBytes: 3, maxBytes: 3, lockedOnUpdate: true }),
    text('country_code2', { minBytes: 2, maxBytes: 2 }),
    text('country_code1', { maxBytes: 3, digitsOnly: true }),
    ...nameFields('country'),
    ...nickFields('country'),
    code('country_filter', 'CDFLTR'),
    flagField('country'),
    text('country_map', { input: 'geomap', stored: false, readOnly: true }),
    ...auditFields('admin'),
  ],
  list: listDef(['country_id', 'country_name', 'country_code2', 'country_filter', 'country_use'], {
    search: ['country_filter', 'country_use'],
    titleSearch: ['country_name', 'country_id'],
    sort: ['country_name', 'country_id'],
    mobileHidden: ['country_code2', 'country_filter'],
  }),
  api: crudPaths('/api/setting/country'),
});

const settingRegion = entity({
  name: 'SettingRegion',
  table: 'region',
  keys: ['region_seq'],
  scope: 'none',
  fields: [
    seqKey('region_seq'),
    countrySelect('region_country', { required: true, codeFilter: 'CFPRDC' }),
    ref('region_parent_seq', { ...REGION_LOOKUP('region_country'), params: { is_parent: true } }),
    text('region_code', { maxBytes: TEXT.code }),
    ...nameFields('region'),
    ...nickFields('region'),
    desc('region_desc', TEXT.longDesc),
    flagField('region'),
    ...auditFields('admin'),
  ],
  list: namedList('region', ['region_country', 'region_parent_seq', 'region_use'], ['region_country', 'region_use']),
  api: crudPaths('/api/setting/country/region'),
});

const settingFarm = entity({
  name: 'SettingFarm',
  table: 'farm',
  keys: ['farm_seq'],
  scope: 'none',
  fields: [
    seqKey('farm_seq'),
    ...nameFields('farm'),
    ...nickFields('farm'),
    countrySelect('farm_country_code', { required: true, codeFilter: 'CFPRDC', maxBytes: TEXT.code }),
    ...withDirect(ref('farm_region_seq', REGION_LOOKUP('farm_country_code')), { minBytes: 3, maxBytes: TEXT.name }),
    desc('farm_desc'),
    desc('farm_detail', TEXT.detail),
    flagField('farm'),
    ...auditFields(),
  ],
  list: namedList('farm', ['farm_country_code', 'farm_region_seq', 'farm_use'], ['farm_country_code', 'farm_use']),
  api: crudPaths('/api/setting/country/farm'),
});

// ---- codes and varieties --------------------------------------------------------------------------------

const codeName = { minBytes: 3, maxBytes: TEXT.codeName } as const;

const codeGroup = entity({
  name: 'CodeGroup',
  table: 'code_group',
  keys: ['code_group_seq'],
  scope: 'none',
  fields: [
    seqKey('code_group_seq'),
    text('code_group_id', { required: true, minBytes: 3, maxBytes: TEXT.code, lockedOnUpdate: true }),
    ...localePair('code_group_name', codeName),
    desc('code_group_desc'),
    flagField('code_group'),
    ...auditFields('admin'),
  ],
  list: listDef(['code_group_id', 'code_group_name', 'code_group_use', 'rgst_at'], {
    search: ['code_group_use'],
    titleSearch: ['code_group_id', 'code_group_name'],
    sort: ['code_group_id', 'code_group_name'],
    mobileHidden: ['rgst_at'],
  }),
  api: crudPaths('/api/setting/codegroup', { code: '/api/codegroup/simple' }),
});

const codeList = entity({
  name: 'CodeList',
  table: 'code',
  keys: ['code_seq'],
  scope: 'none',
  fields: [
    seqKey('code_seq'),
    text('code_group_id', {
      input: 'selectSearch',
      lookup: { url: '/api/codegroup/simple', params: { showreal: true } },
      required: true,
      minBytes: 3,
      maxBytes: TEXT.code,
    }),
    number('code_group_seq', { readOnly: true, computed: true, hidden: true }),
    text('code_id', { required: true, minBytes: 1, maxBytes: TEXT.code }),
    ...localePair('code_name', codeName),
    number('code_order', { required: true, min: 0 }),
    text('code_filter', { maxBytes: TEXT.desc }),
    ...localePair('code_desc', { required: false, minBytes: 0, maxBytes: TEXT.desc, extra: { input: 'textArea' } }),
    ...[1, 2, 3, 4].map((index) => text(`code_alias${index}`, { maxBytes: TEXT.codeName })),
    flagField('code'),
    ...auditFields('admin'),
  ],
  list: listDef(['code_group_id', 'code_id', 'code_name', 'code_order', 'code_use'], {
    search: ['code_group_id', 'code_use'],
    titleSearch: ['code_id', 'code_name'],
    sort: ['code_group_id', 'code_order', 'code_id', 'code_name'],
    mobileHidden: ['code_order'],
  }),
  api: crudPaths('/api/setting/codelist'),
});

const variety = entity({
  name: 'Variety',
  keys: ['variety_seq'],
  scope: 'none',
  fields: [
    seqKey('variety_seq'),
    code('species_type', 'SPC'),
    text('variety_id', { required: true, minBytes: 1, maxBytes: TEXT.code, lockedOnUpdate: true }),
    ...nameFields('variety', { minBytes: 0, maxBytes: 250 }),
    ...localePair('variety_desc', { required: false, minBytes: 0, maxBytes: TEXT.desc, extra: { input: 'textArea' } }),
    desc('variety_detail', TEXT.longDesc),
    flag('variety_disp', { defaultValue: true }),
    flagField('variety'),
    ...auditFields('admin'),
  ],
  list: listDef(['variety_id', 'variety_name', 'species_type', 'variety_disp', 'variety_use'], {
    search: ['species_type', 'variety_use'],
    titleSearch: ['variety_id', 'variety_name'],
    sort: ['variety_name', 'variety_id'],
    mobileHidden: ['species_type', 'variety_disp'],
  }),
  api: { list: '/api/variety/list', detail: '/api/variety/', save: '/api/variety/edit' },
});

// ---- companies and organisations ------------------------------------------------------------------------

const settingCompany = entity({
  name: 'SettingCompany',
  table: 'company',
  keys: ['company_seq'],
  scope: 'none',
  fields: [
    seqKey('company_seq'),
    ...nameFields('company'),
    ...nickFields('company'),
    countrySelect('company_country_code'),
    code('company_type', 'CMPN', { required: true }),
    codes('company_type_list', 'CMPN', { maxBytes: TEXT.desc }),
    link('company_site'),
    link('company_shop'),
    desc('company_detail', TEXT.detail),
    desc('company_etc'),
    flagField('company'),
    ...auditFields('admin'),
  ],
  list: namedList('company', ['company_type', 'company_country_code', 'company_use'], ['company_type', 'company_use']),
  api: crudPaths('/api/setting/company'),
});

/** Type, country, names and detail of a cafe or roaster (admin screens and the create forms). */
export const organisationFields = (org: OrgType): FieldDef[] => [
  code(`${org}_type`, org === 'cafe' ? 'CAFE' : 'RSTR', { required: true, defaultValue: DEFAULT_ORG_TYPE }),
  countrySelect(`${org}_country`, { required: true }),
  ...nameFields(org),
  desc(`${org}_detail`, TEXT.detail),
];

const organisationEntity = (org: OrgType, pageKey: string): EntityDef =>
  entity({
    name: pageKey,
    table: org,
    keys: [`${org}_seq`],
    scope: 'none',
    fields: [seqKey(`${org}_seq`), ...organisationFields(org), flagField(org), ...auditFields('admin')],
    list: namedList(org, [`${org}_type`, `${org}_country`, `${org}_use`], [`${org}_type`, `${org}_use`], false),
    api: crudPaths(`/api/setting/${org}`),
  });

// ---- equipment and materials ----------------------------------------------------------------------------

export interface EquipOptions {
  /** Organisation or user equipment: reference product, visibility, zero point, purchase date. */
  owner?: OrgType | 'user';
}

/** Equipment fields (behaviour §02-3 Equipment, behaviour §03-3.10), reference product first, owned equipment with extras. */
export const equipFields = ({ owner }: EquipOptions = {}): FieldDef[] => [
  ...nameFields('equip'),
  ...nickFields('equip'),
  code('equip_type', 'EQUIP', { required: true, minBytes: 3, maxBytes: TEXT.code }),
  ref('equip_manufacture_seq', companyLookup('EQD')),
  ...(owner
    ? [
        ref('equip_seq', {
          url: '/api/code/product/equip',
          dependsOn: { equip_type: 'equip_type' },
          filters: { equip_manufacture_seq: 'equip_manufacture_seq' },
        }),
        ...(owner === 'user'
          ? []
          : [code('equip_auth', owner === 'cafe' ? 'CAUTH' : 'RAUTH', { maxBytes: TEXT.code })]),
        number('equip_zero_point', { scale: 100, min: -100, max: 100 }),
      ]
    : []),
  desc('equip_option', TEXT.detail),
  desc('equip_detail', TEXT.detail),
  ...(owner ? [date('equip_purchase_date')] : []),
  flagField('equip', { required: true }),
];

export const equipList = listDef(['equip_type', 'equip_name', 'equip_manufacture_seq', 'equip_use'], {
  search: ['equip_type', 'equip_use'],
  titleSearch: ['equip_name', 'equip_nick'],
  sort: ['equip_type', 'equip_name'],
  mobileHidden: ['equip_manufacture_seq'],
});

const settingEquip = entity({
  name: 'SettingEquip',
  table: 'equip',
  keys: ['equip_seq'],
  scope: 'none',
  fields: [seqKey('equip_seq'), ...equipFields(), ...auditFields()],
  list: equipList,
  api: crudPaths('/api/setting/equip', { code: '/api/code/product/equip' }),
});

const settingMaterial = entity({
  name: 'SettingMaterial',
  table: 'material',
  keys: ['material_seq'],
  scope: 'none',
  fields: [
    seqKey('material_seq'),
    code('material_type', 'MTRL', { required: true, minBytes: 3, maxBytes: TEXT.code }),
    ...nameFields('material'),
    // Material nicks are required like the names (behaviour §02-5).
    ...localePair('material_nick'),
    desc('material_detail'),
    flagField('material'),
    ...auditFields(),
  ],
  list: namedList('material', ['material_type', 'material_use'], ['material_type', 'material_use']),
  api: crudPaths('/api/setting/material'),
});

// ---- green beans ----------------------------------------------------------------------------------------

const harvestMonth = (name: string): FieldDef => number(name, { input: 'select', min: 1, max: 12 });
const altitude = (name: string): FieldDef => number(name, { min: BOUNDS.altitude.min, max: BOUNDS.altitude.max });
const recommendedRoast = (name: string): FieldDef =>
  roastTemperature(name, { input: 'slider', max: ROASTING_SLIDER.max, marks: ROASTING_SLIDER.marks });

/** The description of a green bean shared by catalogues, roaster beans and yearly lots. */
export const greenbeanBodyFields = (): FieldDef[] => [
  ...nameFields('greenbean'),
  ...nickFields('greenbean'),
  ...withDirect(ref('greenbean_seller_seq', companyLookup('GBD')), { minBytes: 3, maxBytes: TEXT.direct }),
  text('greenbean_seller_link', { input: 'link', readOnly: true, stored: false, minBytes: 3, maxBytes: TEXT.name }),
  ...originFields('greenbean', { shape: 'single', etcMaxBytes: TEXT.direct }),
  ...rangeFields('greenbean_altitude', altitude),
  ...rangeFields('greenbean_moisture', (name) => percent(name)),
  ...rangeFields('greenbean_density', (name) => density(name)),
  ...rangeFields('greenbean_agtron', (name) => agtron(name, { step: BOUNDS.agtron.step })),
  ...rangeFields('greenbean_harvest', harvestMonth),
  ...rangeFields('greenbean_roasting', recommendedRoast),
  desc('greenbean_desc', TEXT.detail),
  flagField('greenbean'),
];

/** The measured ranges of a green bean, each a `_min` and `_max` pair. */
export const GREENBEAN_RANGES = ['altitude', 'moisture', 'density', 'agtron', 'harvest', 'roasting'] as const;

/**
 * What a chosen green bean hands on (behaviour §02-4): a roaster's bean takes them from the catalogue entry, a yearly lot from
 * its bean. The lookups carry them as option extras.
 */
export const GREENBEAN_COPY_FIELDS: readonly string[] = [
  'greenbean_name',
  'greenbean_name_kr',
  'greenbean_seller_seq',
  'greenbean_country_code',
  'greenbean_region_seq',
  'greenbean_farm_seq',
  'greenbean_variety_list',
  'greenbean_process',
  'greenbean_grade',
  'greenbean_grade_detail',
  ...GREENBEAN_RANGES.flatMap((range) => [`greenbean_${range}_min`, `greenbean_${range}_max`]),
];

/** Yearly lot: the harvest year and dates, picked as dates and kept as 8 characters (YYYYMMDD, behaviour §09-3.1). */
export const greenbeanYearFields = (): FieldDef[] => [
  compactDate('greenbean_import_date'),
  compactDate('greenbean_packaging_date'),
];

export const greenbeanYearKey = (): FieldDef =>
  year('greenbean_year', { key: true, required: true, lockedOnUpdate: true });

export const greenbeanList = (withYear: boolean) =>
  listDef(
    [
      ...(withYear ? ['greenbean_year'] : []),
      'greenbean_name',
      'greenbean_country_code',
      'greenbean_process',
      'greenbean_grade',
      // A lot's import date reads as a date in its list as in its form (behaviour §09-3.1).
      ...(withYear ? ['greenbean_import_date'] : []),
      'greenbean_use',
    ],
    {
      search: [...(withYear ? ['greenbean_year'] : []), 'greenbean_country_code', 'greenbean_process', 'greenbean_use'],
      titleSearch: ['greenbean_name', 'greenbean_nick'],
      sort: [...(withYear ? ['greenbean_year'] : []), 'greenbean_name'],
      mobileHidden: ['greenbean_process', 'greenbean_grade', 'greenbean_import_date'],
    },
  );

const greenbeanCatalogueLookup = { url: '/api/code/greenbean/default' } as const;

const settingGreenbeanDefault = entity({
  name: 'SettingGreenbeanDefault',
  table: 'greenbean_default',
  keys: ['greenbean_default_seq'],
  scope: 'none',
  fields: [seqKey('greenbean_default_seq'), ...greenbeanBodyFields(), ...auditFields('admin')],
  list: greenbeanList(false),
  api: crudPaths('/api/setting/product/greenbeandefault', { code: greenbeanCatalogueLookup.url }),
});

const settingGreenbeanYear = entity({
  name: 'SettingGreenbeanYear',
  table: 'greenbean_default_year',
  keys: ['greenbean_default_seq', 'greenbean_year'],
  scope: 'none',
  fields: [
    ref('greenbean_default_seq', greenbeanCatalogueLookup, { key: true, required: true, lockedOnUpdate: true }),
    greenbeanYearKey(),
    ...greenbeanYearFields(),
    ...greenbeanBodyFields(),
    ...auditFields('admin'),
  ],
  list: greenbeanList(true),
  api: crudPaths('/api/setting/product/greenbeanyear'),
});

// ---- system table tool ----------------------------------------------------------------------------------

/** Per-column checks of the system table tool. */
export const SYSTEM_COLUMN_CHECKS = ['LIST', 'READ', 'CREATE', 'UPDATE', 'EXCEL_IN', 'EXCEL_UP'] as const;

const systemTable = entity({
  name: 'SystemTable',
  table: 'system_table',
  keys: ['table_schema', 'table_name'],
  scope: 'none',
  creatable: false,
  fields: [
    text('table_schema', { key: true, required: true, maxBytes: TEXT.code }),
    text('table_name', { key: true, required: true, maxBytes: TEXT.code }),
    textList('table_keys', { maxBytes: TEXT.codeName }),
    text('page_name', { required: true, maxBytes: TEXT.code }),
    text('page_path', { required: true, maxBytes: TEXT.codeName }),
    text('page_tab', { maxBytes: TEXT.code }),
    codes('auth_list', 'USER'),
    text('cafe_auth_field', { maxBytes: TEXT.code }),
    text('roaster_auth_field', { maxBytes: TEXT.code }),
    text('mapper_name', { maxBytes: TEXT.codeName }),
    text('detail_result_name', { maxBytes: TEXT.code }),
    text('search_columns', { maxBytes: TEXT.desc }),
    text('order_columns', { maxBytes: TEXT.desc }),
    text('name_columns', { maxBytes: TEXT.desc }),
    subList('column_list', {
      fields: [
        text('column_name', { required: true, maxBytes: TEXT.code }),
        text('column_type', { maxBytes: TEXT.code }),
        text('column_code_group', { maxBytes: TEXT.code }),
        textList('column_checks', { maxBytes: TEXT.codeName }),
      ],
    }),
  ],
  api: { list: '/api/setting/system/table', detail: '/api/setting/system/column', save: '/api/setting/system/table' },
});

export const referenceEntities = {
  Country: country,
  SettingRegion: settingRegion,
  SettingFarm: settingFarm,
  CodeGroup: codeGroup,
  CodeList: codeList,
  Variety: variety,
  SettingCompany: settingCompany,
  SettingRoaster: organisationEntity('roaster', 'SettingRoaster'),
  SettingCafe: organisationEntity('cafe', 'SettingCafe'),
  SettingEquip: settingEquip,
  SettingMaterial: settingMaterial,
  SettingGreenbeanDefault: settingGreenbeanDefault,
  SettingGreenbeanYear: settingGreenbeanYear,
  SystemTable: systemTable,
} as const satisfies Record<string, EntityDef>;
