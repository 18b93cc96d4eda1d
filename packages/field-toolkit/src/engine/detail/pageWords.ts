import { findField, hasWrittenLabel, isNamedReference, isRecordReference } from '@coffee/domain/pages';
import type { PageConfig } from '@coffee/field-toolkit/engine';

/**
 * Words a page shows that read like a database (behaviour §09-1.1, §09-2.1): a field in a section, a list column
 * or a filter whose label is composed from its column words, or a reference shown by its bare id. Each problem
 * names the page, where the field is and the field.
 */
export function pageWordProblems(page: PageConfig): string[] {
  const { entity } = page;
  const sections = page.detail?.sections;
  const shown: { where: string; names: readonly string[] }[] = [
    ...(sections ?? [{ title: 'form', fields: entity.fields.map((field) => field.name) }]).map((section, index) => ({
      where: `section ${section.title ?? index}`,
      names: section.fields,
    })),
    { where: 'list column', names: page.list?.columns?.map((column) => column.field) ?? entity.list?.columns ?? [] },
    { where: 'list filter', names: entity.list?.search ?? [] },
  ];
  const problems: string[] = [];
  for (const { where, names } of shown) {
    for (const name of names) {
      const def = findField(entity, name);
      const rows = def?.rows?.fields.map((field) => field.name) ?? [];
      for (const shownName of [name, ...rows]) {
        if (!hasWrittenLabel(shownName))
          problems.push(`${page.key} ${where}: ${shownName} has a label composed from its column words`);
      }
      for (const row of def?.rows?.fields ?? [])
        if (isRecordReference(entity, row, row.name) && !isNamedReference(row))
          problems.push(`${page.key} ${where}: ${row.name} shows a bare id`);
      if (isRecordReference(entity, def, name) && !isNamedReference(def))
        problems.push(`${page.key} ${where}: ${name} shows a bare id`);
    }
  }
  return problems;
}
