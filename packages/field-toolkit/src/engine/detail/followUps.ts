import type { PageConfig } from '../config';
import type { FormValues } from '@coffee/field-toolkit/forms';
import { sameValue } from './changes';

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/** Fields whose options need `field` (lookup `dependsOn` or a page dependency): "region needs country". */
export function dependentsOf(page: PageConfig, field: string): string[] {
  const fromLookups = page.entity.fields
    .filter((def) => Object.values(def.lookup?.dependsOn ?? {}).includes(field))
    .map((def) => def.name);
  const fromPage = (page.detail?.dependencies ?? [])
    .filter((dependency) => dependency.requires.includes(field))
    .map((dependency) => dependency.field);
  return [...new Set([...fromLookups, ...fromPage])];
}

/** Names whose values differ between two snapshots of a form. */
export function changedFields(before: FormValues, after: FormValues): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => !sameValue(before[name], after[name]));
}

/**
 * What follows a user's change of `changed`: the page's derived values, and dependents of a changed field cleared
 * (unless they changed in the same step, as on paste or undo).
 */
export function followUps(page: PageConfig, changed: readonly string[], values: FormValues): FormValues {
  const updates: FormValues = {};
  for (const name of changed) Object.assign(updates, page.detail?.derive?.(name, { ...values, ...updates }));
  for (const name of changed) {
    for (const dependent of dependentsOf(page, name)) {
      if (!changed.includes(dependent) && !isBlank(values[dependent]) && !(dependent in updates))
        updates[dependent] = null;
    }
  }
  return Object.fromEntries(Object.entries(updates).filter(([name, value]) => !sameValue(values[name], value)));
}
