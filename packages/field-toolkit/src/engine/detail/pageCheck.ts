import type { EntityDef, FieldCondition, FieldDef } from '@coffee/domain';
import { allFields } from '@coffee/domain/pages';
import type { PageConfig } from '@coffee/field-toolkit/engine';

/**
 * Names a page config uses that its entity does not define: section fields (and their groups filled in turn, which
 * must be the section's own), list columns and filters, dependencies, copied options, field actions, and the fields
 * lookups and conditions refer to. Each problem reads `{where}: {name}`; a correct page has none (the engine would
 * otherwise drop the name silently).
 */
export function pageConfigProblems(page: PageConfig): string[] {
  const { entity } = page;
  const top = new Set(entity.fields.map((field) => field.name));
  const any = new Set(allFields(entity).map((field) => field.name));
  const problems: string[] = [];
  const expect = (names: Iterable<string>, known: ReadonlySet<string>, where: string) => {
    for (const name of names) if (!known.has(name)) problems.push(`${where}: ${name}`);
  };
  const detail = page.detail ?? {};
  for (const [index, section] of (detail.sections ?? []).entries()) {
    const where = `section ${section.title ?? index}`;
    expect(section.fields, top, where);
    expect(conditionFields([section.showWhen]), top, `${where} condition`);
    expect((section.inTurn ?? []).flat(), new Set(section.fields), `${where} group filled in turn`);
  }
  expect(listColumns(page, entity), top, 'list column');
  expect([...(entity.list?.search ?? []), ...Object.keys(page.list?.allowed ?? {})], top, 'list filter');
  for (const dependency of detail.dependencies ?? [])
    expect([dependency.field, ...dependency.requires], any, 'dependency');
  for (const copy of detail.optionCopies ?? []) expect([copy.field, ...Object.values(copy.copy)], any, 'option copy');
  expect(Object.keys(detail.fieldActions ?? {}), any, 'field action');
  expect(referencedFields(entity.fields), top, 'field reference');
  for (const list of entity.fields) {
    const rows = list.rows?.fields ?? [];
    if (rows.length === 0) continue;
    // Row fields refer to their siblings, or to the record's fields.
    const scope = new Set([...top, ...rows.map((field) => field.name)]);
    expect(referencedFields(rows), scope, `row field reference of ${list.name}`);
    expect(
      [list.rows?.uniqueBy, list.rows?.shares?.mass, list.rows?.shares?.percent].flatMap((name) => name ?? []),
      scope,
      `sub-list rule of ${list.name}`,
    );
    expect(list.rows?.shares?.total ? [list.rows.shares.total] : [], top, `sub-list total of ${list.name}`);
  }
  return problems;
}

const listColumns = (page: PageConfig, entity: EntityDef): string[] =>
  page.list?.columns?.map((column) => column.field) ?? [...(entity.list?.columns ?? [])];

const conditionFields = (conditions: readonly (FieldCondition | undefined)[]): string[] =>
  conditions.flatMap((condition) => (condition ? [condition.field] : []));

/** Fields that lookups, conditions, companions and charts of these fields refer to. */
const referencedFields = (fields: readonly FieldDef[]): string[] =>
  fields.flatMap((field) => [
    ...Object.values(field.lookup?.dependsOn ?? {}),
    ...Object.values(field.lookup?.filters ?? {}),
    ...conditionFields([field.showWhen]),
    ...(field.direct ? [field.direct] : []),
    ...(field.directFor ? [field.directFor] : []),
    ...(field.chartOf ?? []),
  ]);
