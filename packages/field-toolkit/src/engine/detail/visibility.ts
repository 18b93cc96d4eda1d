import type { EntityDef, FieldCondition, FieldDef } from '@coffee/domain';
import { conditionHolds } from '@coffee/domain/pages';
import type { FormValues } from '@coffee/field-toolkit/forms';
import type { DetailSection, PageConfig } from '@coffee/field-toolkit/engine';

const holds = (condition: FieldCondition | undefined, values: FormValues) =>
  !condition || conditionHolds(condition, values);

/** The fields whose condition (their own `showWhen` or their section's) fails for these values. */
export function hiddenFields(page: PageConfig, values: FormValues): Set<string> {
  const hidden = new Set(
    page.entity.fields.filter((field) => !holds(field.showWhen, values)).map((field) => field.name),
  );
  for (const section of page.detail?.sections ?? []) {
    if (!holds(section.showWhen, values)) for (const name of section.fields) hidden.add(name);
  }
  return hidden;
}

/** The entity as the form shows it now: hidden fields are neither validated nor sent. */
export function visibleEntity(page: PageConfig, values: FormValues): EntityDef {
  const hidden = hiddenFields(page, values);
  const { entity } = page;
  return hidden.size === 0 ? entity : { ...entity, fields: entity.fields.filter((field) => !hidden.has(field.name)) };
}

/** The names whose values decide what a section shows: its own condition and its fields'. */
export function sectionConditionFields(section: DetailSection, fields: readonly (FieldDef | undefined)[]): string[] {
  const conditions = [section.showWhen, ...fields.map((field) => field?.showWhen)];
  return [...new Set(conditions.flatMap((condition) => (condition ? [condition.field] : [])))];
}

/** Whether a section is drawn: its condition holds and at least one of its fields is visible here. */
export function sectionShown(
  section: DetailSection,
  fields: readonly (FieldDef | undefined)[],
  values: FormValues,
  allowed: (def: FieldDef) => boolean,
): boolean {
  return (
    holds(section.showWhen, values) &&
    fields.some((field) => field !== undefined && allowed(field) && holds(field.showWhen, values))
  );
}
