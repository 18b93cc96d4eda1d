import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import type { Lookup } from '@coffee/api-kernel/codes/lookupParts';
import { GREENBEAN_COPY_FIELDS, lookupPath } from '@coffee/domain';
import { REFERENCE_PAGES as PAGES } from 'mf-reference/model';

/**
 * The reference data's option lookups: regions, farms, companies, equipment products and the green bean catalogue
 * (behaviour §02-7).
 */
export const referenceLookups: readonly Lookup[] = [
  {
    path: '/api/code/region',
    table: 'region',
    value: 'region_seq',
    name: 'region_name',
    filters: {
      region_country: { column: 'region_country', type: 'string' },
      region_parent_seq: { column: 'region_parent_seq', type: 'number' },
    },
    extra: ['region_country', 'region_parent_seq'],
    // is_parent true: only top-level regions (parents to choose from).
    special: (params) =>
      ['1', 'true', true, 1].includes(params.is_parent as never) ? [sql<SqlBool>`region_parent_seq is null`] : [],
    use: 'region_use',
  },
  {
    path: '/api/code/farm',
    table: 'farm',
    value: 'farm_seq',
    name: 'farm_name',
    filters: {
      region_country: { column: 'farm_country_code', type: 'string' },
      farm_region_seq: { column: 'farm_region_seq', type: 'number' },
    },
    extra: ['farm_country_code', 'farm_region_seq'],
    use: 'farm_use',
  },
  {
    path: '/api/code/company',
    table: 'company',
    value: 'company_seq',
    name: 'company_name',
    filters: { company_type: { column: 'company_type', type: 'string' } },
    extra: ['company_type', 'company_shop', 'company_site', 'company_country_code'],
    use: 'company_use',
  },
  {
    path: lookupPath(PAGES.SettingEquip),
    table: 'equip',
    value: 'equip_seq',
    name: 'equip_name',
    filters: {
      equip_type: { column: 'equip_type', type: 'string' },
      equip_manufacture_seq: { column: 'equip_manufacture_seq', type: 'number' },
    },
    extra: ['equip_type', 'equip_manufacture_seq', 'equip_zero_point', 'equip_nick', 'equip_nick_kr'],
    use: 'equip_use',
  },
  {
    path: lookupPath(PAGES.SettingGreenbeanDefault),
    table: 'greenbean_default',
    value: 'greenbean_default_seq',
    name: 'greenbean_name',
    filters: {
      seller_seq: { column: 'greenbean_seller_seq', type: 'number' },
      greenbean_seller_seq: { column: 'greenbean_seller_seq', type: 'number' },
      greenbean_country_code: { column: 'greenbean_country_code', type: 'string' },
      country_code: { column: 'greenbean_country_code', type: 'string' },
    },
    extra: GREENBEAN_COPY_FIELDS,
    use: 'greenbean_use',
  },
];
