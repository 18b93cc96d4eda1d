import type { Locale } from '@coffee/domain';
import type { RawBuilder } from 'kysely';
import { sql } from 'kysely';
import type { Access, AppContext } from '../http/context';
import { answeredColumns, fieldOf } from './fields';
import { labelExpressions } from './labels';
import type { Resource } from './resource';
import type { Viewer } from './visibility';
import { mayDisclose, viewerOf } from './visibility';

/** Fields every list row carries besides the list definition's own: what names, links, flags and dates a row. */
const ROW_FIELD = /(?:_name|_nick)(?:_kr)?$|_use$|_uuid|^(?:rgst|edit)_(?:at|by|user)$/;

/**
 * Columns of list rows: the keys, the fields the list definition shows, filters, sorts or searches (with their Korean
 * twins and direct-input companions), and the fields that name, link, flag or date a row (names, nicks, uuids, use
 * flags, audit fields). Everything else of a record (timelines, curves, readings, descriptions) comes with its detail:
 * a list page reads ten or more records at once, and the unread fields were most of its cost.
 */
const listColumnSets = new WeakMap<Resource, string[]>();
export const listColumns = (ctx: AppContext, resource: Resource): string[] => {
  const known = listColumnSets.get(resource);
  if (known) return known;
  const { entity } = resource;
  const list = entity.list;
  const named = new Set<string>([
    ...entity.keys,
    ...(list?.columns ?? []),
    ...(list?.search ?? []),
    ...(list?.titleSearch ?? []),
    ...(list?.sort ?? []),
  ]);
  for (const name of [...named]) {
    named.add(`${name}_kr`);
    const direct = fieldOf(resource, name)?.direct;
    if (direct) named.add(direct);
  }
  const columns = answeredColumns(ctx, resource).filter(
    (name) => named.has(name) || ROW_FIELD.test(name) || fieldOf(resource, name)?.generated,
  );
  listColumnSets.set(resource, columns);
  return columns;
};

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The visitor as far as what it may see goes, and a key of that (the select lists are cached by it). */
export const visitorKind = (access: Access): { viewer: Viewer; id: string } => {
  const viewer = viewerOf(access);
  const types = [...viewer.types].sort();
  return { viewer, id: types.includes('SADMIN') ? 'SADMIN' : `${types.join(',')}:${viewer.role ?? ''}` };
};

/** Expressions of a list row besides its columns: the page's own and the labels of its code and reference columns. */
export const listExpressions = (
  ctx: AppContext,
  resource: Resource,
  locale: Locale,
  fields: readonly string[] = resource.entity.list?.columns ?? [],
): Array<[string, RawBuilder<unknown>]> => [
  ...Object.entries(resource.expressions ?? {}),
  ...Object.entries(labelExpressions(ctx, resource, fields, locale)),
];

/**
 * The select list of a list page for a kind of visitor and a locale, as SQL text built once: the list columns the
 * visitor may see (so nothing is fetched only to be dropped), the page's expressions and the column labels. Null
 * when an expression has parameters.
 */
const selectLists = new WeakMap<Resource, Map<string, RawBuilder<unknown> | null>>();
export function listSelect(
  ctx: AppContext,
  resource: Resource,
  access: Access,
  locale: Locale,
): RawBuilder<unknown> | null {
  const { viewer, id } = visitorKind(access);
  let byVisitor = selectLists.get(resource);
  if (!byVisitor) selectLists.set(resource, (byVisitor = new Map()));
  const key = `${id}\u0000${locale}`;
  const known = byVisitor.get(key);
  if (known !== undefined) return known;
  const table = quoted(resource.entity.table);
  const parts = listColumns(ctx, resource)
    .filter((name) => mayDisclose(resource, viewer, name))
    .map((name) => `${table}.${quoted(name)} as ${quoted(name)}`);
  let select: RawBuilder<unknown> | null = null;
  const expressions = listExpressions(ctx, resource, locale)
    .filter(([name]) => mayDisclose(resource, viewer, name))
    .map(([name, expression]) => ({ name, compiled: expression.compile(ctx.db) }));
  if (expressions.every(({ compiled }) => compiled.parameters.length === 0)) {
    select = sql.raw(
      [...parts, ...expressions.map(({ name, compiled }) => `${compiled.sql} as ${quoted(name)}`)].join(', '),
    );
  }
  byVisitor.set(key, select);
  return select;
}
