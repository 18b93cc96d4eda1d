import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SqlBool } from 'kysely';
import { sql } from 'kysely';
import type { Row } from '../db/database';
import type { AppContext } from '../http/context';
import { paramsOf, requireUser } from '../http/context';
import { toFilterValue } from '../engine/values';

interface Lookup {
  path: string;
  table: string;
  value: string;
  /** Name column base: labels are `{name}_kr` (Korean UI) or `{name}`. */
  name: string;
  /** Request parameter → column (equality, dropped when empty). */
  filters: Record<string, { column: string; type: 'string' | 'number' | 'boolean' }>;
  extra?: readonly string[];
  /** A flag parameter turning into a fixed condition. */
  special?: (params: Row) => Array<ReturnType<typeof sql<SqlBool>>>;
  use: string;
}

/** Select option lookups of the reference data (02 §7): `{status, result: [{value, label, label_str, ...}]}`. */
const LOOKUPS: readonly Lookup[] = [
  {
    path: '/api/code/region',
    table: 'region',
    value: 'region_seq',
    name: 'region_name',
    filters: { region_country: { column: 'region_country', type: 'string' }, region_parent_seq: { column: 'region_parent_seq', type: 'number' } },
    extra: ['region_country', 'region_parent_seq'],
    // is_parent true: only top-level regions (parents to choose from).
    special: (params) => (['1', 'true', true, 1].includes(params.is_parent as never) ? [sql<SqlBool>`region_parent_seq is null`] : []),
    use: 'region_use',
  },
  {
    path: '/api/code/farm',
    table: 'farm',
    value: 'farm_seq',
    name: 'farm_name',
    filters: { region_country: { column: 'farm_country_code', type: 'string' }, farm_region_seq: { column: 'farm_region_seq', type: 'number' } },
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
    path: '/api/code/product/equip',
    table: 'equip',
    value: 'equip_seq',
    name: 'equip_name',
    filters: { equip_type: { column: 'equip_type', type: 'string' }, equip_manufacture_seq: { column: 'equip_manufacture_seq', type: 'number' } },
    extra: ['equip_type', 'equip_manufacture_seq', 'equip_zero_point', 'equip_nick', 'equip_nick_kr'],
    use: 'equip_use',
  },
  {
    path: '/api/code/greenbean/default',
    table: 'greenbean_default',
    value: 'greenbean_default_seq',
    name: 'greenbean_name',
    filters: {
      seller_seq: { column: 'greenbean_seller_seq', type: 'number' },
      greenbean_seller_seq: { column: 'greenbean_seller_seq', type: 'number' },
      greenbean_country_code: { column: 'greenbean_country_code', type: 'string' },
      country_code: { column: 'greenbean_country_code', type: 'string' },
    },
    extra: [
      'greenbean_seller_seq', 'greenbean_country_code', 'greenbean_region_seq', 'greenbean_farm_seq', 'greenbean_variety_list',
      'greenbean_process', 'greenbean_grade', 'greenbean_grade_detail', 'greenbean_moisture_min', 'greenbean_moisture_max',
    ],
    use: 'greenbean_use',
  },
];

const MAX_OPTIONS = 1000;

/** Lookups serve signed-in users of any type: every area's forms use them. */
export function registerLookups(app: FastifyInstance, ctx: AppContext): void {
  for (const lookup of LOOKUPS) {
    const handler = async (request: FastifyRequest) => {
      requireUser(request);
      const params = paramsOf(request);
      const conditions = [sql<SqlBool>`${sql.ref(lookup.use)}`, ...(lookup.special?.(params) ?? [])];
      for (const [param, { column, type }] of Object.entries(lookup.filters)) {
        const value = toFilterValue({ name: param, type, input: 'input' }, params[param]);
        if (value !== undefined) conditions.push(sql<SqlBool>`${sql.ref(column)} = ${value}`);
      }
      const english = (params.locale ?? request.headers['x-locale']) === 'en';
      const label = english ? sql<string>`coalesce(${sql.ref(lookup.name)}, ${sql.ref(`${lookup.name}_kr`)})` : sql<string>`coalesce(${sql.ref(`${lookup.name}_kr`)}, ${sql.ref(lookup.name)})`;
      const rows = await ctx.db
        .selectFrom(lookup.table)
        .select([
          sql.ref(lookup.value).as('value'),
          label.as('label'),
          label.as('label_str'),
          sql.ref(lookup.value).as(lookup.value),
          sql.ref(lookup.name).as(lookup.name),
          sql.ref(`${lookup.name}_kr`).as(`${lookup.name}_kr`),
          ...(lookup.extra ?? []).map((column) => sql.ref(column).as(column)),
        ])
        .where(sql<SqlBool>`${sql.join(conditions, sql` and `)}`)
        .orderBy(label)
        .limit(MAX_OPTIONS)
        .execute();
      return { status: 'OK', result: rows };
    };
    app.get(lookup.path, handler);
    app.post(lookup.path, handler);
  }
}
