import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RawBuilder, SqlBool } from 'kysely';
import { sql } from 'kysely';
import type { FieldDef } from '@coffee/domain';
import { byTableName } from '../db/database';
import type { AppContext } from '../http/context';
import { authorize, paramsOf, requireUser } from '../http/context';
import { lookupCall } from '@coffee/domain/contracts';
import type { LookupOption, Static } from '@coffee/domain/contracts';
import { serveCall } from '../http/calls';
import { visibleRecords } from '../engine/record-visibility';
import { toFilterValue } from '../engine/values';
import type { Lookup } from './lookupParts';
import { nameLabel } from './lookupParts';

/** Every lookup the areas serve, by path (each area's server part adds its own as it registers). */
const LOOKUPS = new Map<string, Lookup>();

/** Table, value column and label of the lookup served at `path`: list cells name a chosen record as its select does. */
export function lookupLabelSource(
  path: string,
): { table: string; value: string; label: (english: boolean) => RawBuilder<string> } | undefined {
  const lookup = LOOKUPS.get(path);
  if (lookup?.valueFor) return undefined;
  return lookup && { table: lookup.table, value: lookup.value, label: lookup.label ?? nameLabel(lookup.name) };
}

/** The paths of every option lookup, and whose records each lists (tests walk them all). */
export const lookupPaths = (): ReadonlyArray<{ path: string; table: string; owner?: 'roaster' | 'cafe' | 'user' }> =>
  [...LOOKUPS.values()].map(({ path, table, owner }) => ({ path, table, ...(owner ? { owner } : {}) }));

const MAX_OPTIONS = 1000;

/** An option as its lookup's contract types it. */
type LookupRow = Static<typeof LookupOption>;

/** A lookup's filter parameters as fields of their value types (the handler reads them, the schema checks them). */
const filterFields = (lookup: Lookup): FieldDef[] =>
  Object.entries(lookup.filters).map(([name, { type }]) => ({ name, type, input: 'input' }));

/**
 * Serves an area's option lookups (its server part calls it when it registers) to signed-in users of any type: every
 * area's forms use them. A path is one lookup's.
 */
export function serveLookups(app: FastifyInstance, ctx: AppContext, lookups: readonly Lookup[]): void {
  for (const lookup of lookups) {
    const known = LOOKUPS.get(lookup.path);
    if (known && known !== lookup) throw new Error(`Two lookups at ${lookup.path}`);
    LOOKUPS.set(lookup.path, lookup);
    const filters = filterFields(lookup);
    const handler = async (request: FastifyRequest) => {
      const user = requireUser(request);
      const params = paramsOf(request);
      const conditions = [
        ...(lookup.use ? [sql<SqlBool>`${sql.ref(lookup.use)}`] : []),
        ...(lookup.special?.(params) ?? []),
      ];
      if (lookup.owner === 'user') conditions.push(sql<SqlBool>`user_seq = ${user.user_seq}`);
      else if (lookup.owner) {
        // Any member of the organisation: forms of every role need these options, of the records the role sees.
        const access = await authorize(ctx, request, [lookup.owner], 'listview');
        const orgSeq = access.org?.seq ?? -1;
        conditions.push(
          lookup.offeredTo ? lookup.offeredTo(orgSeq) : sql<SqlBool>`${sql.ref(`${lookup.owner}_seq`)} = ${orgSeq}`,
        );
        conditions.push(...visibleRecords(access, lookup.table));
      }
      for (const field of filters) {
        const value = toFilterValue(field, params[field.name]);
        if (value !== undefined)
          conditions.push(sql<SqlBool>`${sql.ref(lookup.filters[field.name]!.column)} = ${value}`);
      }
      const english = (params.locale ?? request.headers['x-locale']) === 'en';
      const label = (lookup.label ?? nameLabel(lookup.name))(english);
      const named = (lookup.label ? [lookup.name] : [lookup.name, `${lookup.name}_kr`]).filter(
        (name) => !(lookup.extra ?? []).includes(name),
      );
      const rows = await byTableName(ctx.db)
        .selectFrom(lookup.table)
        .select([
          sql.ref(lookup.valueFor?.(params) ?? lookup.value).as('value'),
          label.as('label'),
          label.as('label_str'),
          ...[lookup.value, ...named, ...(lookup.extra ?? [])]
            .filter((column, index, all) => all.indexOf(column) === index)
            .map((column) => sql.ref(column).as(column)),
          ...Object.entries(lookup.computed ?? {}).map(([name, value]) => value.as(name)),
        ])
        .where(sql<SqlBool>`${sql.join(conditions, sql` and `)}`)
        .orderBy(lookup.orderBy ?? label)
        .limit(MAX_OPTIONS)
        .execute();
      return { status: 'OK' as const, result: rows as LookupRow[] };
    };
    serveCall(app, lookupCall(lookup.path, `options of ${lookup.table}`), handler, { fields: filters });
  }
}
