import type { EntityDef, FieldDef } from '@coffee/domain';
import { AUDIT_FIELD_NAMES } from '@coffee/domain/pages';
import { readRows, rowOrigins, subListFields } from '@coffee/field-toolkit/forms';
import type { FormValues, Row } from '@coffee/field-toolkit/forms';

export interface SaveBody {
  /** False when nothing changed: the save shows save_not_changed and sends nothing. */
  changed: boolean;
  body: Record<string, unknown>;
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

export function sameValue(a: unknown, b: unknown): boolean {
  if (isEmpty(a) && isEmpty(b)) return true;
  if (typeof a === 'object' || typeof b === 'object') return JSON.stringify(a) === JSON.stringify(b);
  return a === b;
}

/** Fields a save may carry: not audit, read-only, generated, computed, transient or sub-list. */
function sendable(field: FieldDef, mode: 'write' | 'edit'): boolean {
  return (
    !field.audit &&
    !field.readOnly &&
    !field.generated &&
    !field.computed &&
    !field.transient &&
    !field.rows &&
    !(mode === 'edit' && field.lockedOnUpdate)
  );
}

const rowChanged = (fields: readonly FieldDef[], before: Row | undefined, after: Row) =>
  before === undefined || fields.some((field) => !sameValue(before[field.name], after[field.name]));

/**
 * The save body (behaviour §01-4, §01-7.3): changed fields plus the key fields; in edit also `edit_at` so the server can
 * refuse a stale edit. Write sends every filled field (defaults included). A changed sub-list is sent as
 * `{list}: rows` (current rows, then deleted ones) with per-row flags `UPList.{list}` (1: new or changed) and
 * `DEList.{list}` (1: delete).
 */
export function computeChanges(
  entity: EntityDef,
  initial: FormValues,
  current: FormValues,
  mode: 'write' | 'edit',
): SaveBody {
  const body: Record<string, unknown> = {};
  let changed = false;
  for (const field of entity.fields) {
    if (!sendable(field, mode)) continue;
    const differs = !sameValue(initial[field.name], current[field.name]);
    if (differs) changed = true;
    if (differs || (mode === 'write' && !isEmpty(current[field.name]))) body[field.name] = current[field.name] ?? null;
  }

  const upList: Record<string, number[]> = {};
  const deList: Record<string, number[]> = {};
  for (const list of subListFields(entity)) {
    const fields = list.rows?.fields ?? [];
    const before = readRows(initial, list);
    const after = readRows(current, list);
    const origins = rowOrigins(current, list);
    const updates = after.map((row, index) => {
      const origin = origins[index];
      return rowChanged(fields, origin === null || origin === undefined ? undefined : before[origin], row) ? 1 : 0;
    });
    const deleted = before.filter((_, index) => !origins.includes(index));
    if (!updates.includes(1) && deleted.length === 0 && !(mode === 'write' && after.length > 0)) continue;
    changed = true;
    body[list.name] = [...after, ...deleted];
    upList[list.name] = [...updates, ...deleted.map(() => 0)];
    deList[list.name] = [...after.map(() => 0), ...deleted.map(() => 1)];
  }
  if (Object.keys(upList).length > 0) {
    body.UPList = upList;
    body.DEList = deList;
  }

  for (const key of entity.keys) if (!isEmpty(current[key] ?? initial[key])) body[key] = current[key] ?? initial[key];
  if (mode === 'edit' && initial.edit_at !== undefined) body.edit_at = initial.edit_at;
  return { changed, body };
}

/** A record for the clipboard: audit fields stripped (behaviour §01-3.2). */
export function stripAudit(values: FormValues): FormValues {
  const copy = { ...values };
  for (const name of AUDIT_FIELD_NAMES) delete copy[name];
  return copy;
}
