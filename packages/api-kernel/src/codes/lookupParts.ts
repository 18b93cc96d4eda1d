// What an area's option lookups are made of (behaviour §02-7): the lookup's shape and the conditions and labels its
// records share. Each area declares its lookups in its server part and serves them with `serveLookups`.
import type { RawBuilder, SqlBool } from 'kysely';
import { sql } from 'kysely';
import type { PageDescriptor } from '@coffee/domain';
import { lookupPath, USER_BREWING_SETTING_FIELDS } from '@coffee/domain';
import type { Row } from '../db/database';
import { RECORD_VISIBILITY } from '../engine/record-visibility';
import { roastHeld } from '../engine/holds';

export interface Lookup {
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

export const given = (value: unknown) => value !== undefined && value !== null && value !== '' && value !== 'ALL';
export const flagOn = (value: unknown) => ['1', 'true', true, 1].includes(value as never);
export const nameLabel = (name: string) => (english: boolean) =>
  english
    ? sql<string>`coalesce(${sql.ref(name)}, ${sql.ref(`${name}_kr`)})`
    : sql<string>`coalesce(${sql.ref(`${name}_kr`)}, ${sql.ref(name)})`;
/**
 * The name of the record a batch belongs to (its recipe, blend or bean). The joined table's key is renamed inside
 * the sub-select so that `link` names the batch's own column, whatever alias the batch table has. A record with a
 * visibility of its own is named only while every staff member sees it: a label is read by any role.
 */
export const recordName = (table: string, link: string, name: string, english: boolean) => {
  const visibility = RECORD_VISIBILITY[table];
  const seenByAll = visibility ? sql`where coalesce(${sql.ref(visibility)}, '') = ''` : sql``;
  return sql`(select ${nameLabel(name)(english)} from (select ${sql.ref(link)} as record_key, ${sql.ref(name)}, ${sql.ref(`${name}_kr`)} from ${sql.table(table)} ${seenByAll}) named where named.record_key = ${sql.ref(link)})`;
};

/** The bag sizes a blend is sold in (0.1 g), smallest first. */
export const BAG_LIST = sql`array(select g.bag_mass from blending_default_bag g
  where g.blending_seq = blending_default.blending_seq order by g.bag_mass)`;

/** Stock of a batch in grams (stored ×10): "1,200.0 g". */
export const stockText = (column: string) => sql`trim(to_char(${sql.ref(column)} / 10.0, 'FM999,999,990.0')) || ' g'`;

/**
 * A batch as pickers name it (behaviour §09-2.1, §12-1): its code, date, what it is and the stock left, the parts
 * that are known joined with " · ".
 */
export const batchLabel = (parts: readonly RawBuilder<unknown>[]) =>
  sql<string>`concat_ws(' · ', ${sql.join(parts.map((part) => sql`nullif(${part}, '')`))})`;

/**
 * Only what is still in stock, when the form asks (check_instock; QC forms send false). The form's current choice
 * (`instock_keep`, compared with `keepColumn`) stays offered, so a saved record still shows its emptied lot.
 */
export const inStock =
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
export const releasedOnly = (keepColumn: string) => (params: Row) => {
  if (!flagOn(params.check_instock)) return [];
  const blocked = sql<SqlBool>`not ${roastHeld(sql.ref('roasting_release'))}`;
  const keep = Number(params.instock_keep);
  return given(params.instock_keep) && Number.isSafeInteger(keep)
    ? [sql<SqlBool>`(${blocked} or ${sql.ref(keepColumn)} = ${keep})`]
    : [blocked];
};
/** 'YYYY-MM' → rows dated in that month. */
export const inMonth = (column: string, param: string) => (params: Row) => {
  const month = typeof params[param] === 'string' ? /^(\d{4})-(\d{2})$/.exec(params[param] as string) : null;
  return month ? [sql<SqlBool>`to_char(${sql.ref(column)}, 'YYYY-MM') = ${`${month[1]}-${month[2]}`}`] : [];
};
export const equipLookup = (page: PageDescriptor, owner: 'roaster' | 'cafe' | 'user'): Lookup => ({
  path: lookupPath(page),
  table: owner === 'user' ? 'user_equip_data' : `${owner}_equip`,
  value: owner === 'user' ? 'user_equip_seq' : `${owner}_equip_seq`,
  name: 'equip_name',
  filters: { equip_type: { column: 'equip_type', type: 'string' } },
  extra: ['equip_type', 'equip_nick', 'equip_nick_kr', 'equip_zero_point', 'equip_seq'],
  use: 'equip_use',
  owner,
});
export const brewingDefaultLookup = (
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
