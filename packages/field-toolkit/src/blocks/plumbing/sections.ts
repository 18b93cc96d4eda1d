import type { EntityDef } from '@coffee/domain';
import type { DetailSection } from '@coffee/field-toolkit/engine';

/** Fields a detail draws: companions of 'input direct' selects go with their select, serial keys nowhere. */
export const drawnFields = (entity: EntityDef): string[] =>
  entity.fields
    .filter((field) => !field.directFor && !field.hidden && !(field.key && field.generated))
    .map((field) => field.name);

/**
 * The usual detail layout: the named main fields, then every other drawn field, then the registration and edit
 * info.
 */
export function standardSections(entity: EntityDef, main: readonly string[]): DetailSection[] {
  const audit = new Set(entity.fields.filter((field) => field.audit).map((field) => field.name));
  const drawn = drawnFields(entity);
  const rest = drawn.filter((name) => !audit.has(name) && !main.includes(name));
  const audited = drawn.filter((name) => audit.has(name));
  return [
    { title: 'blocks.sections.basic', fields: main },
    ...(rest.length ? [{ title: 'blocks.sections.detail', fields: rest }] : []),
    ...(audited.length ? [{ title: 'blocks.sections.audit', fields: audited }] : []),
  ];
}

/** `{prefix}_name_kr`, `{prefix}_name` and, unless left out, the nick pair. */
export const namesOf = (prefix: string, withNick = true): string[] => [
  `${prefix}_name_kr`,
  `${prefix}_name`,
  ...(withNick ? [`${prefix}_nick_kr`, `${prefix}_nick`] : []),
];

/** Registration and edit info: the entity's audit fields. */
export const auditSection = (entity: EntityDef): DetailSection => ({
  title: 'blocks.sections.audit',
  fields: entity.fields.filter((field) => field.audit).map((field) => field.name),
  // Who registered and edited a record is looked up, not read: closed until asked (behaviour §10-2.2).
  closedInView: true,
});
