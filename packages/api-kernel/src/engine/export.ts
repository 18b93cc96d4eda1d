import type { FieldDef, Locale } from '@coffee/domain';
import { fieldLabel, fixedOptionLabel, fromCompactDate } from '../domain';
import { stringify } from 'csv-stringify';
import type { Stringifier } from 'csv-stringify';
import { sql } from 'kysely';
import { Readable, pipeline } from 'node:stream';
import type { Database, Row } from '../db/database';
import { byTableName } from '../db/database';
import type { Access, AppContext } from '../http/context';
import { badRequest } from '../http/errors';
import { columnsOf, fieldOf } from './fields';
import { LABEL_SUFFIX, labelExpressions } from './labels';
import { listColumns, visitorKind } from './list-select';
import { listQuery } from './list-query';
import type { Resource } from './resource';
import { and } from './scope';
import { mayDisclose } from './visibility';
import { NAMED_BY, hiddenKeys, hiddenNames, mayMissRecords } from './record-visibility';

/** Rows read per query while exporting: memory stays flat however many rows the filters select. */
export const EXPORT_CHUNK = 1000;
/**
 * How long an export may wait for its reader before it is ended: it holds an export slot (and its rows in memory), so
 * a client that stops reading must not keep them for ever.
 */
export const EXPORT_IDLE_MS = 60_000;

/** The columns asked for (`columns`, names or a comma list), else the list definition's; each must be a list field. */
function exportColumns(ctx: AppContext, resource: Resource, access: Access, requested: unknown): string[] {
  const names =
    Array.isArray(requested) || typeof requested === 'string'
      ? (Array.isArray(requested) ? requested : requested.split(',')).map((name) => String(name).trim())
      : [...(resource.entity.list?.columns ?? [])];
  const allowed = new Set([...listColumns(ctx, resource), ...Object.keys(resource.expressions ?? {})]);
  const unknown = names.find((name) => !allowed.has(name));
  if (unknown !== undefined || names.length === 0) throw badRequest('field_code', { field: 'columns', value: unknown });
  const { viewer } = visitorKind(access);
  return names.filter((name) => mayDisclose(resource, viewer, name));
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A cell as the list shows it: label (of a code, lookup or fixed option), the locale's name twin, scaled number, date, flag. */
function cellOf(def: FieldDef | undefined, row: Row, name: string, locale: Locale): string {
  const fixed = fixedOptionLabel(def, row[name], locale);
  if (fixed !== undefined) return fixed;
  const label = row[`${name}${LABEL_SUFFIX}`];
  const twin = locale === 'kr' ? row[`${name}_kr`] : undefined;
  const value = label ?? (twin !== undefined && twin !== null && twin !== '' ? twin : row[name]);
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const date = `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
    return def?.type === 'date' ? date : `${date} ${pad(value.getHours())}:${pad(value.getMinutes())}`;
  }
  if (def?.compactDate && typeof value === 'string') return fromCompactDate(value);
  if (typeof value === 'boolean') return value ? 'O' : 'X';
  if (Array.isArray(value)) return value.join(', ');
  if (label === undefined && def?.type === 'number' && def.scale && typeof value !== 'object')
    return String(Number(value) / def.scale);
  return String(value);
}

/** What a spreadsheet reads as the start of a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?(e[-+]?\d+)?$/i;

/**
 * A cell that a spreadsheet would run as a formula gets a leading `'` (OWASP's rule); the number of a number field
 * (e.g. -3.5) stays a number: it is data the database checked, not a formula.
 */
export function neutraliseFormula(cell: string, def: FieldDef | undefined): string {
  if (!FORMULA_START.test(cell) || (def?.type === 'number' && PLAIN_NUMBER.test(cell))) return cell;
  return `'${cell}`;
}

/**
 * POST {list}/export: every row the list's filters select (all pages, same rights and scope), as CSV in UTF-8 with a
 * byte order mark (Excel reads Korean), labels instead of ids and headers in the request's locale. The count comes
 * first (`x-total-count`). Every row is read in chunks from one snapshot (a read-only REPEATABLE READ
 * transaction) as fast as the database answers, and the snapshot ends before the first byte is sent: its pooled
 * connection is back in the pool however slowly the client reads (behaviour §04-5). The export holds one of the
 * process's export slots (`ExportSlots`) until its answer is read to the end, dropped or idle for `idleMs`.
 */
export async function exportRecords(
  ctx: AppContext,
  resource: Resource,
  access: Access,
  params: Row,
  locale: Locale,
  { chunkSize = EXPORT_CHUNK, idleMs = EXPORT_IDLE_MS }: { chunkSize?: number; idleMs?: number } = {},
): Promise<{ total: number; stream: Stringifier }> {
  const { entity } = resource;
  const table = entity.table;
  const names = exportColumns(ctx, resource, access, params.columns);
  const { where, order } = await listQuery(ctx, resource, access, params, locale);
  const columns = columnsOf(ctx, table);
  const twins = names.map((name) => `${name}_kr`).filter((twin) => columns.has(twin) && !names.includes(twin));
  // The keys naming records with a visibility come along, so a hidden one's name is read as the placeholder.
  const keys = NAMED_BY.map(({ key }) => key).filter((key) => columns.has(key) && !names.includes(key));
  const read = [...names, ...twins, ...keys];
  const select = [
    ...read.map((name) => (resource.expressions?.[name] ?? sql.ref(`${table}.${name}`)).as(name)),
    ...Object.entries(labelExpressions(ctx, resource, names, locale)).map(([name, label]) => label.as(name)),
  ];
  const freeSlot = ctx.exports.take(access.user?.user_seq ?? 0);
  let cells: string[][];
  try {
    const hidden = mayMissRecords(access) ? await hiddenKeys(ctx.db, access) : new Map();
    const stored = await readSnapshot(
      ctx,
      (snapshot, offset) =>
        byTableName(snapshot)
          .selectFrom(table)
          .select(select)
          .where(and(where))
          .orderBy(order)
          .limit(chunkSize)
          .offset(offset)
          .execute(),
      chunkSize,
    );
    cells = stored.map((found) => {
      const row = hiddenNames(found, hidden, locale);
      return names.map((name) => {
        const def = fieldOf(resource, name);
        return neutraliseFormula(cellOf(def, row, name, locale), def);
      });
    });
  } catch (error) {
    freeSlot();
    throw error;
  }
  const total = cells.length;
  function* rows() {
    for (let index = 0; index < cells.length; index += 1) {
      idle.refresh();
      yield cells[index]!;
    }
  }
  const source = Readable.from(rows());
  const stream = stringify({ bom: true, header: true, columns: names.map((name) => fieldLabel(name, locale)) });
  // A reader that takes no rows for idleMs ends the export and frees its slot (rows go out as the reader reads).
  const idle = setTimeout(() => source.destroy(new Error('export reader idle')), idleMs);
  source.on('close', () => clearTimeout(idle));
  // Read to the end, dropped (the stringifier destroyed, the source with it) or idle: the slot is free either way.
  pipeline(source, stream, () => {
    cells = [];
    freeSlot();
  });
  return { total, stream };
}

/** Every row `chunk` reads (offset by offset), from one read-only snapshot that ends here, its connection freed. */
async function readSnapshot(
  ctx: AppContext,
  chunk: (snapshot: Database, offset: number) => Promise<Row[]>,
  chunkSize: number,
): Promise<Row[]> {
  const snapshot = await ctx.db
    .startTransaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute();
  try {
    const rows: Row[] = [];
    for (let offset = 0; ; offset += chunkSize) {
      const read = await chunk(snapshot, offset);
      rows.push(...read);
      if (read.length < chunkSize) return rows;
    }
  } finally {
    // Nothing was written: a rollback ends the snapshot and returns its connection to the pool.
    await snapshot
      .rollback()
      .execute()
      .catch(() => {});
  }
}
