import type { FieldDef, Locale } from '@coffee/domain';
import { INPUT_DIRECT_VALUE } from '../domain';
import type { RawBuilder } from 'kysely';
import { sql } from 'kysely';
import { lookupLabelSource } from '../codes/lookups';
import type { AppContext } from '../http/context';
import { columnsOf, fieldOf } from './fields';
import type { Resource } from './resource';

/** A list row carries the label of a code or reference column under `{field}__label`, in the request's locale. */
export const LABEL_SUFFIX = '__label';

/** Options served by routes other than the lookups: code groups (the code list's group column). */
const OTHER_SOURCES: Readonly<Record<string, { table: string; value: string; name: string }>> = {
  '/api/codegroup/simple': { table: 'code_group', value: 'code_group_id', name: 'code_group_name' },
};

/** A name in the locale, the other twin when it is empty (both columns of the row aliased `alias`). */
const localeName = (alias: string, name: string, english: boolean) =>
  english
    ? sql<string>`coalesce(${sql.ref(`${alias}.${name}`)}, ${sql.ref(`${alias}.${name}_kr`)})`
    : sql<string>`coalesce(${sql.ref(`${alias}.${name}_kr`)}, ${sql.ref(`${alias}.${name}`)})`;

/** Code names of a code column; a code array reads as its names joined in order. */
function codeLabel(group: string, value: RawBuilder<unknown>, array: boolean, english: boolean) {
  const name = localeName('c', 'code_name', english);
  return array
    ? sql`(select string_agg(coalesce(${name}, u.id), ', ' order by u.n) from unnest(${value}) with ordinality u(id, n) left join code c on c.code_group_id = ${sql.lit(group)} and c.code_id = u.id)`
    : sql`(select ${name} from code c where c.code_group_id = ${sql.lit(group)} and c.code_id = ${value})`;
}

/** The name of the record a reference column points to, as its select's options name it. */
function referenceLabel(path: string, value: RawBuilder<unknown>, english: boolean) {
  const source = lookupLabelSource(path);
  if (source)
    return sql`(select ${source.label(english)} from ${sql.table(source.table)} j where ${sql.ref(`j.${source.value}`)} = ${value} limit 1)`;
  const other = OTHER_SOURCES[path];
  if (!other) return undefined;
  return sql`(select ${localeName('j', other.name, english)} from ${sql.table(other.table)} j where ${sql.ref(`j.${other.value}`)} = ${value} limit 1)`;
}

/** The label SQL of a stored code or reference column; undefined for other fields. */
function labelOf(
  ctx: AppContext,
  resource: Resource,
  def: FieldDef,
  english: boolean,
): RawBuilder<unknown> | undefined {
  const { table } = resource.entity;
  const columns = columnsOf(ctx, table);
  if (!columns.has(def.name) || def.transient) return undefined;
  const value = sql.ref(`${table}.${def.name}`);
  const label = def.codeGroup
    ? codeLabel(def.codeGroup, value, def.type === 'stringArray', english)
    : def.lookup
      ? referenceLabel(def.lookup.url, value, english)
      : undefined;
  if (!label) return undefined;
  // 'Input direct' keeps the typed text in the companion field.
  return def.direct && columns.has(def.direct)
    ? sql`(case when ${value} is null or ${value}::text = ${sql.lit(String(INPUT_DIRECT_VALUE))} then ${sql.ref(`${table}.${def.direct}`)} else ${label} end)`
    : label;
}

const cache = new WeakMap<Resource, Map<string, RawBuilder<unknown> | null>>();

/** Label expressions of these fields, by `{field}__label`, built once per page, field and locale. */
export function labelExpressions(
  ctx: AppContext,
  resource: Resource,
  fields: readonly string[],
  locale: Locale,
): Record<string, RawBuilder<unknown>> {
  let known = cache.get(resource);
  if (!known) cache.set(resource, (known = new Map()));
  const labels: Record<string, RawBuilder<unknown>> = {};
  for (const name of fields) {
    const key = `${name}\u0000${locale}`;
    let label = known.get(key);
    if (label === undefined) {
      const def = fieldOf(resource, name);
      label = (def && labelOf(ctx, resource, def, locale === 'en')) ?? null;
      known.set(key, label);
    }
    if (label) labels[`${name}${LABEL_SUFFIX}`] = label;
  }
  return labels;
}
