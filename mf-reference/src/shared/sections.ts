import type { EntityDef } from '@coffee/domain';
import type { DetailSection } from '@coffee/field-toolkit/engine';

/**
 * The usual detail layout: the named main fields, then every other editable field, then the registration and
 * edit info. Companions of 'input direct' selects are drawn by their select and left out.
 */
export function standardSections(entity: EntityDef, main: readonly string[]): DetailSection[] {
  const shown = entity.fields.filter((field) => !field.directFor && !(field.key && field.generated));
  const rest = shown.filter((field) => !field.audit && !main.includes(field.name)).map((field) => field.name);
  const audit = shown.filter((field) => field.audit).map((field) => field.name);
  return [
    { title: 'area.sections.basic', fields: main },
    ...(rest.length ? [{ title: 'area.sections.detail', fields: rest }] : []),
    ...(audit.length ? [{ title: 'area.sections.audit', fields: audit }] : []),
  ];
}
