import type { SqlBool } from 'kysely';
import { sql } from 'kysely';
import type { Row } from '../db/database';
import { byTableName } from '../db/database';
import type { Access, AppContext } from '../http/context';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { keysFrom, parseEditAt, readRecord } from './record';
import type { Resource } from './resource';
import { and, keyConditions, scopeConditions } from './scope';

/** POST {remove}: deletes the record (409 record_in_use when other records still refer to it). */
export async function deleteRecord(ctx: AppContext, resource: Resource, access: Access, params: Row) {
  const keys = keysFrom(resource, params);
  const table = resource.entity.table;
  if (!keys) throw badRequest('field_required', { field: resource.entity.keys[0] });
  const conditions = [...scopeConditions(resource, access), ...keyConditions(table, keys)];
  if (params.edit_at !== undefined)
    conditions.push(sql<SqlBool>`${sql.ref(`${table}.edit_at`)} = ${parseEditAt(params.edit_at)}`);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const deleted = await byTableName(trx).deleteFrom(table).where(and(conditions)).returningAll().executeTakeFirst();
      if (!deleted) throw (await readRecord(ctx, resource, access, keys, trx)) ? conflict() : notFound();
      // Rolls the delete back.
      if (resource.rowEditable && !resource.rowEditable(access, deleted)) throw forbidden();
      await resource.moveStock?.(trx, { mode: 'delete', row: deleted });
      await resource.afterRowWrite?.(trx, { mode: 'delete', row: deleted });
    });
  } catch (error) {
    if ((error as { code?: string }).code === '23503') throw conflict('record_in_use');
    throw error;
  }
  return { status: 'OK', result: keys };
}
