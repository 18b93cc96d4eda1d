import type { Locale } from '@coffee/domain';
import { isEmptyValue } from '../domain';
import type { Database, Row } from '../db/database';
import { byTableName } from '../db/database';
import type { SubListTable } from '../db/page-tables';
import type { AuthUser } from '../auth/session';
import type { Access, AppContext } from '../http/context';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { columnsOf, fieldOf, pick } from './fields';
import { keysFrom, parseEditAt, readRecord } from './record';
import type { Resource } from './resource';
import { storedFields } from './resource';
import { checkCode, checkDuplicateRows, checkReferences, checkRowCodes, checkWriteAudiences } from './save-checks';
import { and, keyConditions, ownerOf } from './scope';
import { checkListSizes, mergeRows, readRows, writeRows } from './sub-lists';
import { toColumnValue } from './values';
import { auditColumns } from './audit';
import { refuseInvalid } from './validation';
import { claimSaveRequest, keepSaveAnswer } from './save-requests';
import type { SaveRequest } from './save-requests';

export interface SaveInput {
  params: Row;
  locale: Locale;
  user: AuthUser;
  /** Sent with a client-made id: written once however often it arrives (behaviour §06-3). */
  request?: SaveRequest | null;
}

/** On create, fields the form did not send take their definition's default (as stored: scaled). */
function withDefaults(resource: Resource, params: Row): void {
  for (const field of resource.entity.fields) {
    if (
      field.name in params ||
      field.defaultValue === undefined ||
      field.readOnly ||
      field.generated ||
      field.transient ||
      field.stored === false
    )
      continue;
    params[field.name] =
      typeof field.defaultValue === 'number' ? field.defaultValue * (field.scale ?? 1) : field.defaultValue;
  }
}

/** Fields a save of this mode may write for the member's role. */
function writableFields(ctx: AppContext, resource: Resource, access: Access, mode: 'write' | 'edit') {
  const role = access.org?.membership.user_auth;
  return storedFields(resource.entity, columnsOf(ctx, resource.entity.table)).filter(
    (field) =>
      !field.readOnly &&
      !field.generated &&
      !field.audit &&
      !field.computed &&
      !(mode === 'edit' && (field.lockedOnUpdate || field.key)) &&
      !(field.editableByRoles && !field.editableByRoles.includes(role as never)) &&
      // A field a role does not see is not written by it either (costs, behaviour §05-14).
      !(
        field.visibleToRoles &&
        !field.visibleToRoles.includes(role as never) &&
        !access.user?.user_type?.includes('SADMIN')
      ),
  );
}

/** Locks the stored record of an update; 404 when it is not the owner's, 409 when it changed since it was loaded. */
async function lockRecord(
  ctx: AppContext,
  trx: Database,
  resource: Resource,
  access: Access,
  keys: Row,
  editAt: unknown,
): Promise<Row> {
  const loadedAt = parseEditAt(editAt);
  const stored = await readRecord(ctx, resource, access, keys, trx, true);
  if (!stored) throw notFound();
  if (resource.rowEditable && !resource.rowEditable(access, stored)) throw forbidden();
  if (new Date(stored.edit_at as string).getTime() !== loadedAt.getTime()) throw conflict();
  return stored;
}

/** The sub-list rows this save writes: merged with the stored rows on update, all of them on create. */
async function rowSetsOf(
  ctx: AppContext,
  trx: Database,
  resource: Resource,
  params: Row,
  keys: Row | null,
): Promise<Map<SubListTable, Row[]>> {
  const rowSets = new Map<SubListTable, Row[]>();
  for (const sub of resource.subLists ?? []) {
    const existing = keys ? await readRows(ctx, resource, sub, keys, trx) : [];
    const merged = mergeRows(resource, sub, params, existing) ?? (keys ? null : []);
    if (merged) rowSets.set(sub, merged);
  }
  return rowSets;
}

/**
 * POST {save}: changed fields plus key fields and sub-list changes. Without the generated key (or with mode
 * 'write') it creates; otherwise it updates when `edit_at` still matches the stored one (409 save_conflict).
 * Pages whose records are made elsewhere (`creatable: false`, read-only views) refuse a create: 403 record_not_creatable.
 * Everything, sub-lists and derived values included, is written in one transaction or not at all.
 */
export async function saveRecord(
  ctx: AppContext,
  resource: Resource,
  access: Access,
  mode: 'write' | 'edit',
  input: SaveInput,
) {
  const { entity } = resource;
  if (mode === 'write' && (entity.creatable === false || entity.readOnly)) throw forbidden('record_not_creatable');
  const table = entity.table;
  const { locale, user } = input;
  const writable = writableFields(ctx, resource, access, mode);
  checkListSizes(resource, input.params);
  return ctx.db.transaction().execute(async (trx) => {
    const { request } = input;
    const earlier = request ? await claimSaveRequest(trx, request, user) : null;
    if (earlier) return earlier;
    const keys = mode === 'edit' ? keysFrom(resource, input.params) : null;
    if (mode === 'edit' && !keys)
      throw badRequest('field_required', {
        field: entity.keys.find((key) => isEmptyValue(input.params[key])) ?? entity.keys[0],
      });
    const stored = keys ? await lockRecord(ctx, trx, resource, access, keys, input.params.edit_at) : undefined;
    const params: Row = { ...input.params };
    if (mode === 'write') withDefaults(resource, params);
    resource.prepareInput?.({ mode, params, ...(stored ? { stored } : {}) });
    checkWriteAudiences(entity, user, params, stored);
    const rowSets = await rowSetsOf(ctx, trx, resource, params, keys);
    const checked: Row = { ...params };
    for (const [sub, rows] of rowSets) checked[sub.field] = rows;
    refuseInvalid(entity, checked, { mode, locale, changedOnly: mode === 'edit', representation: 'stored' });
    checkDuplicateRows(resource, rowSets);
    const values: Row = {};
    for (const field of writable) {
      if (!(field.name in params)) continue;
      await checkCode(ctx, field, params[field.name], trx);
      values[field.name] = toColumnValue(field, params[field.name]);
    }
    await checkRowCodes(ctx, resource, rowSets, trx);
    await checkReferences(ctx, trx, resource, access, values, [...rowSets.values()], keys);
    const rows = new Map([...rowSets].map(([sub, subRows]) => [sub.field, subRows]));
    await resource.beforeRowWrite?.({ trx, access, mode, params, values, rows, ...(stored ? { stored } : {}) });
    let written: Row;
    if (mode === 'write') {
      const owner = ownerOf(resource, access);
      const keyValues = pick(
        params,
        entity.keys.filter((key) => !fieldOf(resource, key)?.generated),
      );
      const inserted = await byTableName(trx)
        .insertInto(table)
        .values({
          ...values,
          ...keyValues,
          ...(owner ? { [owner.column]: owner.value } : {}),
          ...auditColumns(user, true),
        })
        .onConflict((onConflict) => onConflict.doNothing())
        .returning([...entity.keys])
        .executeTakeFirst();
      if (!inserted) throw conflict('duplicate_key');
      written = inserted;
    } else {
      written = keys ?? {};
      await byTableName(trx)
        .updateTable(table)
        .set({ ...values, ...auditColumns(user, false) })
        .where(and(keyConditions(table, written)))
        .execute();
    }
    for (const [sub, rows] of rowSets) await writeRows(ctx, trx, resource, sub, written, rows);
    await resource.moveStock?.(trx, { mode, keys: written, values });
    await resource.afterRowWrite?.(trx, { mode, keys: written, values });
    const after = await byTableName(trx)
      .selectFrom(table)
      .select('edit_at')
      .where(and(keyConditions(table, written)))
      .executeTakeFirstOrThrow();
    const answer = { ...written, edit_at: after.edit_at };
    if (request) await keepSaveAnswer(trx, request, answer);
    return answer;
  });
}
