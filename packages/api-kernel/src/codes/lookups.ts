import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RawBuilder, SqlBool } from 'kysely';
import { sql } from 'kysely';
import type { FieldDef, PageDescriptor } from '@coffee/domain';
import {
  GREENBEAN_COPY_FIELDS,
  lookupPath,
  ROASTER_LOOKUPS,
  TRADE_LOOKUPS,
  USER_BREWING_SETTING_FIELDS,
} from '@coffee/domain';
import { EQUIP_PAGES, PAGES } from '@coffee/suite';
import type { Row } from '../db/database';
import { byTableName } from '../db/database';
import type { AppContext } from '../http/context';
import { authorize, paramsOf, requireUser } from '../http/context';
import { lookupCall } from '@coffee/domain/contracts';
import type { LookupOption, Static } from '@coffee/domain/contracts';
import { serveCall } from '../http/calls';
import { RECORD_VISIBILITY, visibleRecords } from '../engine/record-visibility';
import { toFilterValue } from '../engine/values';
import { partnerCondition } from '../engine/partners';
import { blendHeld, roastHeld } from '../engine/holds';

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
  use: string | null;
  /** Options of the selected organisation's (any member) or the signed-in user's own records. */
  owner?: 'roaster' | 'cafe' | 'user';
  /** Records another organisation offers the selected one (a roastery's blends for sale to its partner cafe). */
  offeredTo?: (orgSeq: number) => RawBuilder<SqlBool>;
  /** Further values of each option computed from other tables (a blend's bag sizes). */
  computed?: Readonly<Record<string, RawBuilder<unknown>>>;
  /** A label other than the name twin (dates and batch numbers). */
  label?: (english: boolean) => RawBuilder<string>;
  /** The option value when it depends on the request (e.g. years of one green bean, or beans of one year). */
  valueFor?: (params: Row) => string;
  orderBy?: RawBuilder<unknown>;
}

const given = (value: unknown) => value !== undefined && value !== null && value !== '' && value !== 'ALL';
const flagOn = (value: unknown) => ['1', 'true', true, 1].includes(value as never);
const nameLabel = (name: string) => (english: boolean) =>
  english
    ? sql<string>`coalesce(${sql.ref(name)}, ${sql.ref(`${name}_kr`)})`
    : sql<string>`coalesce(${sql.ref(`${name}_kr`)}, ${sql.ref(name)})`;
/**
 * The name of the record a batch belongs to (its recipe, blend or bean). The joined table's key is renamed inside
 * the sub-select so that `link` names the batch's own column, whatever alias the batch table has. A record with a
 * visibility of its own is named only while every staff member sees it: a label is read by any role.
 */
const recordName = (table: string, link: string, name: string, english: boolean) => {
  const visibility = RECORD_VISIBILITY[table];
  const seenByAll = visibility ? sql`where coalesce(${sql.ref(visibility)}, '') = ''` : sql``;
  return sql`(select ${nameLabel(name)(english)} from (select ${sql.ref(link)} as record_key, ${sql.ref(name)}, ${sql.ref(`${name}_kr`)} from ${sql.table(table)} ${seenByAll}) named where named.record_key = ${sql.ref(link)})`;
};

/** The bag sizes a blend is sold in (0.1 g), smallest first. */
const BAG_LIST = sql`array(select g.bag_mass from blending_default_bag g
  where g.blending_seq = blending_default.blending_seq order by g.bag_mass)`;

/** Stock of a batch in grams (stored ×10): "1,200.0 g". */
const stockText = (column: string) => sql`trim(to_char(${sql.ref(column)} / 10.0, 'FM999,999,990.0')) || ' g'`;

/**
 * A batch as pickers name it (behaviour §09-2.1, §12-1): its code, date, what it is and the stock left, the parts
 * that are known joined with " · ".
 */
const batchLabel = (parts: readonly RawBuilder<unknown>[]) =>
  sql<string>`concat_ws(' · ', ${sql.join(parts.map((part) => sql`nullif(${part}, '')`))})`;

/**
 * Only what is still in stock, when the form asks (check_instock; QC forms send false). The form's current choice
 * (`instock_keep`, compared with `keepColumn`) stays offered, so a saved record still shows its emptied lot.
 */
const inStock =
  (column: string, keepColumn?: string) =>
  (params: Row): Array<ReturnType<typeof sql<SqlBool>>> => {
    if (!flagOn(params.check_instock)) return [];
    const keep = Number(params.instock_keep);
    return keepColumn && given(params.instock_keep) && Number.isSafeInteger(keep)
      ? [sql<SqlBool>`(coalesce(${sql.ref(column)}, 0) > 0 or ${sql.ref(keepColumn)} = ${keep})`]
      : [sql<SqlBool>`coalesce(${sql.ref(column)}, 0) > 0`];
  };
/**
 * A roast batch held or rejected at release is never offered as stock (behaviour §08-3.3), when the form asks for
 * stock; the form's current choice stays offered like an emptied lot.
 */
const releasedOnly = (keepColumn: string) => (params: Row) => {
  if (!flagOn(params.check_instock)) return [];
  const blocked = sql<SqlBool>`not ${roastHeld(sql.ref('roasting_release'))}`;
  const keep = Number(params.instock_keep);
  return given(params.instock_keep) && Number.isSafeInteger(keep)
    ? [sql<SqlBool>`(${blocked} or ${sql.ref(keepColumn)} = ${keep})`]
    : [blocked];
};
/** 'YYYY-MM' → rows dated in that month. */
const inMonth = (column: string, param: string) => (params: Row) => {
  const month = typeof params[param] === 'string' ? /^(\d{4})-(\d{2})$/.exec(params[param] as string) : null;
  return month ? [sql<SqlBool>`to_char(${sql.ref(column)}, 'YYYY-MM') = ${`${month[1]}-${month[2]}`}`] : [];
};
const equipLookup = (owner: 'roaster' | 'cafe' | 'user'): Lookup => ({
  path: lookupPath(EQUIP_PAGES[owner]),
  table: owner === 'user' ? 'user_equip_data' : `${owner}_equip`,
  value: owner === 'user' ? 'user_equip_seq' : `${owner}_equip_seq`,
  name: 'equip_name',
  filters: { equip_type: { column: 'equip_type', type: 'string' } },
  extra: ['equip_type', 'equip_nick', 'equip_nick_kr', 'equip_zero_point', 'equip_seq'],
  use: 'equip_use',
  owner,
});
const brewingDefaultLookup = (
  page: PageDescriptor,
  table: string,
  owner: 'roaster' | 'cafe' | 'user',
  subject: string,
): Lookup => ({
  path: lookupPath(page),
  table,
  value: 'brewing_seq',
  name: 'brewing_name',
  filters: { [subject]: { column: subject, type: 'number' }, brewing_type: { column: 'brewing_type', type: 'string' } },
  extra: owner === 'user' ? USER_BREWING_SETTING_FIELDS : ['brewing_type', subject],
  use: 'brewing_use',
  owner,
});

/** Select option lookups of the reference data (behaviour §02-7): `{status, result: [{value, label, label_str, ...}]}`. */
const LOOKUPS: readonly Lookup[] = [
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
  // Records of the selected roaster or cafe, or of the user (behaviour §02-7, §03-7.2).
  equipLookup('roaster'),
  equipLookup('cafe'),
  equipLookup('user'),
  {
    path: lookupPath(PAGES.RoasterGreenbeanDefault),
    table: 'greenbean_roaster',
    value: 'greenbean_roaster_seq',
    name: 'greenbean_name',
    filters: { greenbean_country_code: { column: 'greenbean_country_code', type: 'string' } },
    extra: GREENBEAN_COPY_FIELDS,
    use: 'greenbean_use',
    owner: 'roaster',
  },
  {
    // With a green bean: its years (value = year); with a year: the beans of that year (value = bean seq).
    path: lookupPath(PAGES.RoasterGreenbeanYear),
    table: 'greenbean_roaster_year',
    value: 'greenbean_roaster_seq',
    valueFor: (params) => (given(params.greenbean_roaster_seq) ? 'greenbean_year' : 'greenbean_roaster_seq'),
    name: 'greenbean_name',
    label: (english) =>
      sql<string>`${sql.ref('greenbean_year')}::text || ' ' || ${nameLabel('greenbean_name')(english)}`,
    filters: {
      greenbean_roaster_seq: { column: 'greenbean_roaster_seq', type: 'number' },
      greenbean_year: { column: 'greenbean_year', type: 'number' },
    },
    extra: ['greenbean_year', 'greenbean_instock', 'greenbean_moisture_min', 'greenbean_moisture_max'],
    special: (params) =>
      inStock(
        'greenbean_instock',
        given(params.greenbean_roaster_seq) ? 'greenbean_year' : 'greenbean_roaster_seq',
      )(params),
    use: 'greenbean_use',
    owner: 'roaster',
  },
  {
    path: lookupPath(PAGES.RoastingDefault),
    table: 'roasting_default',
    value: 'roasting_seq',
    name: 'roasting_name',
    filters: {},
    extra: ['greenbean_total_mass', 'roasting_single_origin', 'roasting_batch_auto'],
    use: 'roasting_use',
    owner: 'roaster',
  },
  {
    path: lookupPath(PAGES.RoastingResult),
    table: 'roasting_result',
    value: 'roasting_result_seq',
    name: 'roasting_result_memo',
    label: (english) =>
      batchLabel([
        sql.ref('roasting_batch_code'),
        sql`to_char(${sql.ref('roasting_result_date')}, 'YYYY-MM-DD')`,
        recordName('roasting_default', 'roasting_seq', 'roasting_name', english),
        stockText('roasting_instock'),
      ]),
    filters: {
      roasting_result_year: { column: 'roasting_result_year', type: 'number' },
      roasting_seq: { column: 'roasting_seq', type: 'number' },
    },
    extra: [
      'roasting_result_year',
      'roasting_result_date',
      'roasting_batch_no',
      'roasting_batch_code',
      'roasting_seq',
      'roasting_mass',
      'roasting_instock',
      'roasting_loss',
      'roasting_organic_loss',
    ],
    special: (params) => [
      ...inStock('roasting_instock', 'roasting_result_seq')(params),
      ...releasedOnly('roasting_result_seq')(params),
    ],
    use: null,
    owner: 'roaster',
    orderBy: sql`roasting_result_date desc, roasting_batch_code desc`,
  },
  {
    // The schedule's commitments a batch may fulfil (behaviour §05-9): with `check_instock` only those no batch has
    // fulfilled yet, the form's own kept.
    path: ROASTER_LOOKUPS.roastingSchedule.url,
    table: 'roasting_schedule',
    value: 'schedule_seq',
    name: 'schedule_note',
    label: (english) =>
      batchLabel([
        sql`to_char(${sql.ref('schedule_date')}, 'YYYY-MM-DD')`,
        recordName('roasting_default', 'roasting_seq', 'roasting_name', english),
        recordName('roaster_equip', 'roaster_equip_seq', 'equip_name', english),
        stockText('schedule_green_mass'),
      ]),
    filters: { roasting_seq: { column: 'roasting_seq', type: 'number' } },
    extra: ['schedule_date', 'roasting_seq', 'roaster_equip_seq', 'schedule_user', 'schedule_green_mass'],
    special: (params) => {
      if (!flagOn(params.check_instock)) return [];
      const open = sql<SqlBool>`not exists (select 1 from roasting_result r
        where r.roasting_schedule_seq = roasting_schedule.schedule_seq)`;
      const keep = Number(params.instock_keep);
      return given(params.instock_keep) && Number.isSafeInteger(keep)
        ? [sql<SqlBool>`(${open} or ${sql.ref('schedule_seq')} = ${keep})`]
        : [open];
    },
    use: null,
    owner: 'roaster',
    orderBy: sql`schedule_date, schedule_seq`,
  },
  {
    path: lookupPath(PAGES.BlendingDefault),
    table: 'blending_default',
    value: 'blending_seq',
    name: 'blending_name',
    filters: {},
    extra: ['blending_total_mass', 'blending_single_origin'],
    use: 'blending_use',
    owner: 'roaster',
  },
  {
    path: lookupPath(PAGES.BlendingResult),
    table: 'blending_result',
    value: 'blending_result_seq',
    name: 'blending_result_desc',
    label: (english) =>
      batchLabel([
        sql.ref('blending_batch_code'),
        sql`to_char(${sql.ref('blending_result_date')}, 'YYYY-MM-DD')`,
        recordName('blending_default', 'blending_seq', 'blending_name', english),
        stockText('blending_instock'),
      ]),
    filters: {
      blending_seq: { column: 'blending_seq', type: 'number' },
      blending_result_year: { column: 'blending_result_year', type: 'number' },
    },
    extra: [
      'blending_result_year',
      'blending_result_date',
      'blending_batch_code',
      'blending_seq',
      'blending_instock',
      'blending_loss',
      'blending_organic_loss',
    ],
    special: (params) => [
      ...inStock('blending_instock')(params),
      // A blend batch held with a roast batch it took is no stock either (behaviour §08-3.3).
      ...(flagOn(params.check_instock)
        ? [
            sql<SqlBool>`not ${blendHeld('blending_result.blending_result_year', 'blending_result.blending_result_seq')}`,
          ]
        : []),
      ...inMonth('blending_result_date', 'blending_result_month')(params),
    ],
    use: null,
    owner: 'roaster',
    orderBy: sql`blending_result_date desc, blending_batch_code desc`,
  },
  {
    // The roastery's members a cupping session can invite (behaviour §07-2).
    path: lookupPath(PAGES.QCCupping),
    table: 'roaster_user',
    value: 'roaster_user_seq',
    name: 'roaster_user_nick',
    label: () => sql<string>`coalesce(${sql.ref('roaster_user_nick')}, '-')`,
    filters: {},
    use: 'roaster_user_use',
    owner: 'roaster',
    orderBy: sql`roaster_user_nick`,
  },
  brewingDefaultLookup(PAGES.QCBrewingDefault, 'qc_brewing_default', 'roaster', 'blending_seq'),
  brewingDefaultLookup(PAGES.CafeBrewingDefault, 'cafe_brewing_default', 'cafe', 'coffeebean_seq'),
  brewingDefaultLookup(PAGES.UserBrewingDefault, 'user_brewing_default', 'user', 'brewing_seq'),
  {
    path: lookupPath(PAGES.CoffeebeanDefault),
    table: 'coffeebean',
    value: 'coffeebean_seq',
    name: 'coffeebean_name',
    filters: {},
    extra: ['blending_uuid', 'coffeebean_single_origin', 'coffeebean_country_list'],
    use: 'coffeebean_use',
    owner: 'cafe',
  },
  {
    path: lookupPath(PAGES.CoffeebeanReceived),
    table: 'coffeebean_received',
    value: 'received_seq',
    name: 'received_div',
    label: (english) =>
      batchLabel([
        sql`to_char(${sql.ref('received_date')}, 'YYYY-MM-DD')`,
        recordName('coffeebean', 'coffeebean_seq', 'coffeebean_name', english),
        sql.ref('blending_batch_code'),
        sql`${sql.ref('received_div')}`,
        stockText('received_instock'),
      ]),
    filters: {
      coffeebean_seq: { column: 'coffeebean_seq', type: 'number' },
      blending_result_uuid: { column: 'blending_result_uuid', type: 'string' },
    },
    extra: [
      'coffeebean_seq',
      'received_date',
      'blending_result_uuid',
      'blending_batch_code',
      'roasting_result_date',
      'blending_result_date',
      'blending_loss',
      'blending_organic_loss',
      'received_instock',
    ],
    special: inStock('received_instock'),
    use: null,
    owner: 'cafe',
    orderBy: sql`received_date desc`,
  },
  // The order form's options (behaviour §05-2): the cafe's partner roasteries, and the blends the chosen one sells.
  {
    path: TRADE_LOOKUPS.supplier.url,
    table: 'roaster',
    value: 'roaster_seq',
    name: 'roaster_name',
    filters: {},
    use: null,
    owner: 'cafe',
    offeredTo: (cafe) => partnerCondition(cafe, sql.ref('roaster.roaster_seq')),
  },
  {
    path: TRADE_LOOKUPS.product.url,
    table: 'blending_default',
    value: 'blending_seq',
    name: 'blending_name',
    filters: { roaster_seq: { column: 'roaster_seq', type: 'number' } },
    extra: ['roaster_seq', 'blending_single_origin'],
    use: 'blending_use',
    owner: 'cafe',
    offeredTo: (cafe) =>
      sql<SqlBool>`blending_sale_use and ${partnerCondition(cafe, sql.ref('blending_default.roaster_seq'))}`,
    computed: { bag_list: BAG_LIST },
  },
  // The roastery's order page reads its own blends, sold or no longer (an order keeps its lines), with their sizes.
  {
    path: TRADE_LOOKUPS.roasterProduct.url,
    table: 'blending_default',
    value: 'blending_seq',
    name: 'blending_name',
    filters: {},
    extra: ['blending_single_origin'],
    use: null,
    owner: 'roaster',
    computed: { bag_list: BAG_LIST },
  },
];

/** Table, value column and label of the lookup served at `path`: list cells name a chosen record as its select does. */
export function lookupLabelSource(
  path: string,
): { table: string; value: string; label: (english: boolean) => RawBuilder<string> } | undefined {
  const lookup = LOOKUPS.find((candidate) => candidate.path === path && !candidate.valueFor);
  return lookup && { table: lookup.table, value: lookup.value, label: lookup.label ?? nameLabel(lookup.name) };
}

/** The paths of every option lookup, and whose records each lists (tests walk them all). */
export const lookupPaths = (): ReadonlyArray<{ path: string; table: string; owner?: 'roaster' | 'cafe' | 'user' }> =>
  LOOKUPS.map(({ path, table, owner }) => ({ path, table, ...(owner ? { owner } : {}) }));

const MAX_OPTIONS = 1000;

/** An option as its lookup's contract types it. */
type LookupRow = Static<typeof LookupOption>;

/** A lookup's filter parameters as fields of their value types (the handler reads them, the schema checks them). */
const filterFields = (lookup: Lookup): FieldDef[] =>
  Object.entries(lookup.filters).map(([name, { type }]) => ({ name, type, input: 'input' }));

/** Lookups serve signed-in users of any type: every area's forms use them. */
export function registerLookups(app: FastifyInstance, ctx: AppContext): void {
  for (const lookup of LOOKUPS) {
    const filters = filterFields(lookup);
    const handler = async (request: FastifyRequest) => {
      const user = requireUser(request);
      const params = paramsOf(request);
      const conditions = [
        ...(lookup.use ? [sql<SqlBool>`${sql.ref(lookup.use)}`] : []),
        ...(lookup.special?.(params) ?? []),
      ];
      if (lookup.owner === 'user') conditions.push(sql<SqlBool>`user_seq = ${user.user_seq}`);
      else if (lookup.owner) {
        // Any member of the organisation: forms of every role need these options, of the records the role sees.
        const access = await authorize(ctx, request, [lookup.owner], 'listview');
        const orgSeq = access.org?.seq ?? -1;
        conditions.push(
          lookup.offeredTo ? lookup.offeredTo(orgSeq) : sql<SqlBool>`${sql.ref(`${lookup.owner}_seq`)} = ${orgSeq}`,
        );
        conditions.push(...visibleRecords(access, lookup.table));
      }
      for (const field of filters) {
        const value = toFilterValue(field, params[field.name]);
        if (value !== undefined)
          conditions.push(sql<SqlBool>`${sql.ref(lookup.filters[field.name]!.column)} = ${value}`);
      }
      const english = (params.locale ?? request.headers['x-locale']) === 'en';
      const label = (lookup.label ?? nameLabel(lookup.name))(english);
      const named = (lookup.label ? [lookup.name] : [lookup.name, `${lookup.name}_kr`]).filter(
        (name) => !(lookup.extra ?? []).includes(name),
      );
      const rows = await byTableName(ctx.db)
        .selectFrom(lookup.table)
        .select([
          sql.ref(lookup.valueFor?.(params) ?? lookup.value).as('value'),
          label.as('label'),
          label.as('label_str'),
          ...[lookup.value, ...named, ...(lookup.extra ?? [])]
            .filter((column, index, all) => all.indexOf(column) === index)
            .map((column) => sql.ref(column).as(column)),
          ...Object.entries(lookup.computed ?? {}).map(([name, value]) => value.as(name)),
        ])
        .where(sql<SqlBool>`${sql.join(conditions, sql` and `)}`)
        .orderBy(lookup.orderBy ?? label)
        .limit(MAX_OPTIONS)
        .execute();
      return { status: 'OK' as const, result: rows as LookupRow[] };
    };
    serveCall(app, lookupCall(lookup.path, `options of ${lookup.table}`), handler, { fields: filters });
  }
}
