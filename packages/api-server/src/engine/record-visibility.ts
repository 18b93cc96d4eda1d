import { ROASTER_ROLES } from '../domain';
import type { RawBuilder, SqlBool } from 'kysely';
import { sql } from 'kysely';
import type { Access } from '../http/context';
import type { Resource } from './resource';

/**
 * Roaster records with a visibility (behaviour §03-6 "select authority", RAUTH): table → the column naming the lowest staff role
 * that sees a record. Lists, details, saves, option lists, prefills and reference checks all read it from here.
 */
export const RECORD_VISIBILITY: Readonly<Record<string, string>> = {
  greenbean_roaster: 'greenbean_user_auth',
  roasting_default: 'roasting_auth',
  blending_default: 'blending_auth',
};

/** Tables whose rows are parts of such a record (a green bean's yearly lots, named after it): seen with it. */
const PARTS: Readonly<Record<string, { record: string; on: string }>> = {
  greenbean_roaster_year: { record: 'greenbean_roaster', on: 'greenbean_roaster_seq' },
};

/** The roles that see a record whose visibility names `role`'s rank or lower; null: every record (the owner). */
function rolesSeen(access: Access): readonly string[] | null {
  const role = access.org?.membership.user_auth ?? '';
  if (role === 'OWN') return null;
  const rank = (ROASTER_ROLES as readonly string[]).indexOf(role);
  return rank < 0 ? [] : ROASTER_ROLES.slice(rank);
}

/**
 * Conditions on `table` (queried as `alias`) that keep only the records this roaster member may see: the record's
 * visibility is empty or one of the roles at or below the member's; the owner sees everything. None for other tables,
 * and none outside a roastery (a cafe's calls never read these records as staff).
 */
export function visibleRecords(access: Access, table: string, alias = table): Array<RawBuilder<SqlBool>> {
  if (access.org?.type !== 'roaster') return [];
  const seen = rolesSeen(access);
  if (seen === null) return [];
  const column = RECORD_VISIBILITY[table];
  if (column) {
    const ref = sql.ref(`${alias}.${column}`);
    return [sql<SqlBool>`(${ref} is null or ${ref} = '' or ${ref} = any(${[...seen]}))`];
  }
  const part = PARTS[table];
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
