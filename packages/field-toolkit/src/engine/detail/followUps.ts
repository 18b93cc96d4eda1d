import { indexedName, originKey, parseIndexedName, shareUpdates, subListFields } from '@coffee/field-toolkit/forms';
import type { FormValues } from '@coffee/field-toolkit/forms';
import type { PageConfig, PageContext } from '@coffee/field-toolkit/engine';
import { sameValue } from './changes';

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/**
 * Fields whose options need `field` (lookup `dependsOn` or a page dependency): "region needs country". A row
 * field's dependents are its siblings in the same row (`greenbean_roaster_seq_3` → `greenbean_year_3`).
 */
export function dependentsOf(page: PageConfig, field: string): string[] {
  const indexed = parseIndexedName(page.entity, field);
  const fields = indexed ? (indexed.list.rows?.fields ?? []) : page.entity.fields;
  const base = indexed ? indexed.field.name : field;
  const own = new Set(fields.map((def) => def.name));
  const fromLookups = fields
    .filter((def) => Object.values(def.lookup?.dependsOn ?? {}).includes(base))
    .map((def) => def.name);
  const fromPage = (page.detail?.dependencies ?? [])
    .filter((dependency) => own.has(dependency.field) && dependency.requires.includes(base))
    .map((dependency) => dependency.field);
  const names = [...new Set([...fromLookups, ...fromPage])];
  return indexed ? names.map((name) => indexedName(name, indexed.index)) : names;
}

/** Names whose values differ between two snapshots of a form. */
export function changedFields(before: FormValues, after: FormValues): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => !sameValue(before[name], after[name]));
}

/** The sub-lists a change touches (a row field, or rows added or removed). */
function touchedLists(page: PageConfig, changed: readonly string[]) {
  return subListFields(page.entity).filter((list) =>
    changed.some((name) => name === originKey(list) || parseIndexedName(page.entity, name)?.list === list),
  );
}

/**
 * What follows a user's change of `changed`: shares and totals of the touched sub-lists, the page's derived
 * values, and dependents of a changed field cleared (unless they changed in the same step, as on paste or undo).
 */
export function followUps(page: PageConfig, changed: readonly string[], context: PageContext): FormValues {
  const { values } = context;
  const updates: FormValues = shareUpdates(values, touchedLists(page, changed));
  for (const name of changed)
    Object.assign(updates, page.detail?.derive?.(name, { ...context, values: { ...values, ...updates } }));
  for (const name of changed) {
    for (const dependent of dependentsOf(page, name)) {
      if (!changed.includes(dependent) && !isBlank(values[dependent]) && !(dependent in updates))
        updates[dependent] = null;
    }
  }
  return Object.fromEntries(Object.entries(updates).filter(([name, value]) => !sameValue(values[name], value)));
}
