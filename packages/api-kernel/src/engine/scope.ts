import type { Expression, SqlBool } from 'kysely';
import { sql } from 'kysely';
import type { Row } from '../db/database';
import type { Access } from '../http/context';
import type { Resource, Where } from './resource';

/** The owner column and value of the call: the selected organisation, the signed-in user, or none. */
export function ownerOf(resource: Resource, access: Access): { column: string; value: number } | null {
  const { scope } = resource.entity;
  if (scope === 'user') return access.user ? { column: 'user_seq', value: access.user.user_seq } : null;
  if (scope !== 'none' && access.org) return { column: `${access.org.type}_seq`, value: access.org.seq };
  return null;
}

/** Conditions every query of the call carries: the owner's rows only, and the page's own conditions. */
export const scopeConditions = (resource: Resource, access: Access): Where => {
  const owner = ownerOf(resource, access);
  if (!owner && resource.entity.scope !== 'none') return [sql<SqlBool>`false`];
  return [
    ...(owner ? [sql<SqlBool>`${sql.ref(`${resource.entity.table}.${owner.column}`)} = ${owner.value}`] : []),
    ...(resource.conditions?.(access) ?? []),
  ];
};

export const and = (conditions: Where): Expression<SqlBool> =>
  conditions.length === 0 ? sql<SqlBool>`true` : sql<SqlBool>`${sql.join(conditions, sql` and `)}`;

export const keyConditions = (table: string, keys: Row): Where =>
  Object.entries(keys).map(([name, value]) => sql<SqlBool>`${sql.ref(`${table}.${name}`)} = ${value}`);
