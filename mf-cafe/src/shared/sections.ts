import type { EntityDef } from '@coffee/domain';
import type { DetailSection } from '@coffee/field-toolkit/engine';

/** Registration and edit info: the entity's audit fields. */
export const auditSection = (entity: EntityDef): DetailSection => ({
  title: 'blocks.sections.audit',
  fields: entity.fields.filter((field) => field.audit).map((field) => field.name),
});
