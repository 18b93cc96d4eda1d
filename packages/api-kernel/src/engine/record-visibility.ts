import { CAFE_ROLES, ROASTER_ROLES } from '../domain';
import type { Locale, OrgType } from '@coffee/domain';
import type { RawBuilder, SqlBool } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { Access } from '../http/context';
import type { Resource } from './resource';

/**
 * Record visibility (behaviour §02-6, "select authority"): the one rule every read of a roastery's records goes
 * through. A record with a visibility names the lowest staff role that sees it; a hidden record, and every row that is
 * a part of it, is absent from what a member reads (lists, details, option lists, prefills, inventory, plan, home,
 * exports: `visibleRecords` in the query); a row that only names it (a cupping note, a blend batch's row, an order)
 * stays, its name replaced by a neutral placeholder (`hiddenNames`, applied to every answer by `maskHidden`).
 */

/** Records with a visibility: table → the column naming the lowest staff role that sees a record. */
export const RECORD_VISIBILITY: Readonly<Record<string, string>> = {
  greenbean_roaster: 'greenbean_user_auth',
  roasting_default: 'roasting_auth',
  blending_default: 'blending_auth',
  // The equipment's "Visibility" (equip_auth): a roastery's names roastery roles, a cafe's cafe roles.
  roaster_equip: 'equip_auth',
  cafe_equip: 'equip_auth',
};

/** The organisation whose staff roles a table's visibility names: a roastery's, but for a cafe's equipment. */
const VISIBILITY_ORG: Readonly<Record<string, OrgType>> = { cafe_equip: 'cafe' };

/**
 * Tables whose rows are parts of such a record, seen with it: a green bean's yearly lots, a recipe's green rows and
 * its roast batches (their chart and green rows are the recipe's formulation), a blend's rows and its blend batches,
 * and the rows of those batches.
 */
export const RECORD_PARTS: Readonly<Record<string, { record: string; on: string }>> = {
  greenbean_roaster_year: { record: 'greenbean_roaster', on: 'greenbean_roaster_seq' },
  roasting_default_greenbean: { record: 'roasting_default', on: 'roasting_seq' },
  roasting_result: { record: 'roasting_default', on: 'roasting_seq' },
  roasting_result_greenbean: { record: 'roasting_result', on: 'roasting_result_seq' },
  blending_default_roasting: { record: 'blending_default', on: 'blending_seq' },
  blending_result: { record: 'blending_default', on: 'blending_seq' },
  blending_result_roasting: { record: 'blending_result', on: 'blending_result_seq' },
};

/**
 * How an answer names such a record or part: the key a row carries, and the prefix of the name fields it comes with
 * (`{prefix}_name`, `_name_kr`, `_nick`, `_nick_kr`) besides the key's label (`{key}__label`).
 */
export const NAMED_BY: ReadonlyArray<{ key: string; table: string; prefix: string }> = [
  { key: 'greenbean_roaster_seq', table: 'greenbean_roaster', prefix: 'greenbean' },
  { key: 'roasting_seq', table: 'roasting_default', prefix: 'roasting' },
  { key: 'blending_seq', table: 'blending_default', prefix: 'blending' },
  { key: 'roasting_result_seq', table: 'roasting_result', prefix: 'roasting' },
  { key: 'blending_result_seq', table: 'blending_result', prefix: 'blending' },
];

/** What a member reads in place of a hidden record's name, in both languages. */
export const HIDDEN_NAME: Readonly<Record<Locale, string>> = { en: 'Hidden record', kr: '비공개 기록' };

/** The visibilities a staff role sees (its rank's and the lower ones'); null: every record (the owner). */
function visibilitiesOf(role: string, org: OrgType = 'roaster'): readonly string[] | null {
  if (role === 'OWN') return null;
  const ranks: readonly string[] = org === 'cafe' ? CAFE_ROLES : ROASTER_ROLES;
  const rank = ranks.indexOf(role);
  return rank < 0 ? [] : ranks.slice(rank);
}
const rolesSeen = (access: Access, org: OrgType = 'roaster') =>
  visibilitiesOf(access.org?.membership.user_auth ?? '', org);

/** Whether a roastery's staff member of this role sees a record of this visibility (empty: every member). */
export const roleSees = (role: string, visibility: unknown): boolean => {
  const seen = visibilitiesOf(role);
  return (
    seen === null ||
    visibility === null ||
    visibility === undefined ||
    visibility === '' ||
    seen.includes(String(visibility))
  );
};

/** Whether some of the roastery's records may be hidden from this visitor (a roaster member below the owner). */
export const mayMissRecords = (access: Access | null | undefined): access is Access =>
  access?.org?.type === 'roaster' && rolesSeen(access) !== null;

/**
 * Conditions on `table` (queried as `alias`) that keep only the records this roaster member may see: the record's
 * visibility is empty or one of the roles at or below the member's, and a part's record is seen; the owner sees
 * everything. None for other tables, and none for a visitor who is not staff of the table's organisation type (a
 * cafe's calls never read a roastery's records as its staff).
 */
export function visibleRecords(access: Access, table: string, alias = table): Array<RawBuilder<SqlBool>> {
  const org = VISIBILITY_ORG[table] ?? 'roaster';
  if (access.org?.type !== org) return [];
  const seen = rolesSeen(access, org);
  if (seen === null) return [];
  const column = RECORD_VISIBILITY[table];
  if (column) {
    const ref = sql.ref(`${alias}.${column}`);
    return [sql<SqlBool>`(${ref} is null or ${ref} = '' or ${ref} = any(${[...seen]}))`];
  }
  const part = RECORD_PARTS[table];
  if (!part) return [];
  const parent = `${part.record}_visible`;
  return [
    sql<SqlBool>`exists (select 1 from ${sql.table(part.record)} as ${sql.id(parent)} where ${sql.ref(
      `${parent}.${part.on}`,
    )} = ${sql.ref(`${alias}.${part.on}`)} and ${sql.join(visibleRecords(access, part.record, parent), sql` and `)})`,
  ];
}

/** A page's conditions for its own records' visibility (list, detail, save and delete alike). */
export const roleVisibility =
  (table: string): Resource['conditions'] =>
  (access) =>
    visibleRecords(access, table);

/** The keys of the roastery's records and parts hidden from this member, by the key an answer names them with. */
export type HiddenKeys = ReadonlyMap<string, ReadonlySet<number>>;

export async function hiddenKeys(db: Database, access: Access): Promise<HiddenKeys> {
  const hidden = new Map<string, Set<number>>();
  if (!mayMissRecords(access) || !access.org) return hidden;
  const org = access.org.seq;
  const { rows } = await sql<{ k: string; s: string }>`${sql.join(
    NAMED_BY.map(
      ({ key, table }) =>
        sql`select ${key}::text as k, ${sql.ref(`t.${key}`)} as s from ${sql.table(table)} t
          where t.roaster_seq = ${org} and not (${sql.join(visibleRecords(access, table, 't'), sql` and `)})`,
    ),
    sql` union all `,
  )}`.execute(db);
  for (const { k, s } of rows) hidden.set(k, (hidden.get(k) ?? new Set()).add(Number(s)));
  return hidden;
}

/** The fields of a row that name the record `key` points to. */
const nameFields = (key: string, prefix: string) => [
  `${prefix}_name`,
  `${prefix}_name_kr`,
  `${prefix}_nick`,
  `${prefix}_nick_kr`,
  `${key}__label`,
];

/**
 * A row as a member reads it: where it names a hidden record or part, that record's name fields become the
 * placeholder (the English twin in English, the Korean twin in Korean, a label in the request's locale).
 */
export function hiddenNames<T extends Record<string, unknown>>(row: T, hidden: HiddenKeys, locale: Locale): T {
  let masked: Record<string, unknown> | null = null;
  for (const { key, prefix } of NAMED_BY) {
    const value = row[key];
    if (value === undefined || value === null || !hidden.get(key)?.has(Number(value))) continue;
    masked ??= { ...row };
    for (const name of nameFields(key, prefix)) {
      if (!(name in row)) continue;
      masked[name] = name.endsWith('_kr')
        ? HIDDEN_NAME.kr
        : name.endsWith('__label')
          ? HIDDEN_NAME[locale]
          : HIDDEN_NAME.en;
    }
  }
  return (masked ?? row) as T;
}

/** Every row of an answer (objects at any depth) as `hiddenNames` leaves it. */
export function maskHidden(payload: unknown, hidden: HiddenKeys, locale: Locale): unknown {
  if (hidden.size === 0) return payload;
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!value || typeof value !== 'object' || value instanceof Date) return value;
    const row = hiddenNames(value as Record<string, unknown>, hidden, locale);
    return Object.fromEntries(Object.entries(row).map(([name, field]) => [name, walk(field)]));
  };
  return walk(payload);
}

/** Whether an answer names any record at all (most answers do not: no query for them). */
const namesRecords = (value: unknown): boolean => {
  if (Array.isArray(value)) return value.some(namesRecords);
  if (!value || typeof value !== 'object' || value instanceof Date) return false;
  const row = value as Record<string, unknown>;
  return NAMED_BY.some(({ key }) => row[key] !== undefined) || Object.values(row).some(namesRecords);
};

/** An answer as this visitor reads it: hidden records' names replaced, when the visitor may miss records. */
export async function maskAnswer(
  db: Database,
  access: Access | null | undefined,
  payload: unknown,
  locale: Locale,
): Promise<unknown> {
  if (!mayMissRecords(access) || !namesRecords(payload)) return payload;
  return maskHidden(payload, await hiddenKeys(db, access), locale);
}
