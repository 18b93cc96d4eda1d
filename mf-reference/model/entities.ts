import type { EntityDef, FieldDef, FieldOptions } from '@coffee/domain/pages';
import type { OrgType } from '@coffee/domain/session';
import {
  REGION_LOOKUP,
  TEXT,
  auditFields,
  code,
  codes,
  countrySelect,
  crudPaths,
  desc,
  entity,
  equipFields,
  equipList,
  flag,
  flagField,
  greenbeanBodyFields,
  greenbeanList,
  greenbeanYearFields,
  greenbeanYearKey,
  listDef,
  localePair,
  nameFields,
  nickFields,
  number,
  organisationFields,
  ref,
  seqKey,
  subList,
  text,
  textList,
  withDirect,
} from '@coffee/domain/pages';

const link = (name: string, options: FieldOptions = {}): FieldDef =>
  text(name, { input: 'link', minBytes: 3, maxBytes: TEXT.name, ...options });

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
