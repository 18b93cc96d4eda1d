import type { EntityDef, EntityPageDescriptor, FieldDef, PageApi } from '@coffee/domain';
import { allFields, menuSegments } from '../domain';
import type { Expression, RawBuilder, SqlBool } from 'kysely';
import { sql } from 'kysely';
import type { Database, Row } from '../db/database';
import type { Reference, SubListTable } from '../db/page-tables';
import type { Access } from '../http/context';

export type Where = Array<Expression<SqlBool>>;

/** What `beforeRowWrite` sees: the values about to be written (it may complete or refuse them). */
export interface SaveContext {
  trx: Database;
  access: Access;
  mode: 'write' | 'edit';
  params: Row;
  values: Row;
  /** The stored record on update. */
  stored?: Row;
  /** The sub-list rows this save leaves, by sub-list field (merged with the stored rows on update). */
  rows: ReadonlyMap<string, readonly Row[]>;
}

/**
 * One list/detail/edit family: an entity definition of @coffee/domain served under its API paths, with the page's
 * lifecycle hooks.
 */
export interface Resource extends LifecycleHooks {
  /** The page served: its key, route and calls (menu and paths below are taken from it by `resourceOf`). */
  page: EntityPageDescriptor;
  entity: EntityDef;
  /** The menu page whose rights apply (e.g. ['info', 'map', 'country']). */
  menu: readonly string[];
  paths: PageApi;
  /** Sub-lists kept in child tables, written with the record (UPList / DEList) and returned by detail. */
  subLists?: readonly SubListTable[];
  /** Columns (also of sub-list rows) naming another record, which must exist and belong to the same owner. */
  references?: Readonly<Record<string, Reference>>;
  /** SQL of fields without a column of their own (names of other records, derived status). */
  expressions?: Readonly<Record<string, RawBuilder<unknown>>>;
  /** SQL of sub-list row fields without a column, by sub-list field (the row's table is named as such). */
  rowExpressions?: Readonly<Record<string, Readonly<Record<string, RawBuilder<unknown>>>>>;
  /** Conditions every query of the page carries (e.g. the statuses of a staff screen). */
  conditions?: (access: Access) => Where;
  /**
   * Whether this visitor may change or delete a stored row (e.g. a staff row by its status and the editor's role):
   * list rows and the detail answer it as `row_editable`; save and delete refuse the others (403).
   */
  rowEditable?: (access: Access, row: Row) => boolean;
  /** Further parts of the detail answer (e.g. detail_result_step). */
  detailExtras?: (record: Row) => Row;
}

/** What a save or delete wrote: the saved record's keys and written values, or the deleted row. */
export type Written = { mode: 'write' | 'edit'; keys: Row; values: Row } | { mode: 'delete'; row: Row };

/**
 * What a page adds to the engine's save and delete. Each hook's name says when it runs; each may do only what its
 * comment says, so a reader finds every stock movement in `moveStock` and every derived column in `afterRowWrite`.
 */
export interface LifecycleHooks {
  /** Save, before validation and without the database: completes parameters from each other (an event's end). */
  prepareInput?: (save: { mode: 'write' | 'edit'; params: Row; stored?: Row }) => void;
  /**
   * Save, in the transaction, after validation and the reference checks, before the row is inserted or updated:
   * refuses the save (throw a 4xx ApiError) or completes `values`. Reads any table, writes none.
   */
  beforeRowWrite?: (save: SaveContext) => Promise<void> | void;
  /**
   * Save and delete, in the transaction, once the row and its sub-lists are written (or the row is deleted): the
   * only hook that writes the stock ledger (inventory/ledger.ts), through which a save settles and a delete releases.
   */
  moveStock?: (trx: Database, written: Written) => Promise<void>;
  /**
   * Save and delete, in the transaction, after `moveStock`: recomputes the record's derived columns and keeps
   * related records in step (a code's group marked changed). Never moves stock.
   */
  afterRowWrite?: (trx: Database, written: Written) => Promise<void>;
  /** Save and delete, after the transaction committed: process-local state only (the code cache). */
  afterCommit?: () => void;
}

type SaveStep = (trx: Database, keys: Row, mode: 'write' | 'edit') => Promise<void>;
type DeleteStep = (trx: Database, row: Row) => Promise<void>;

/** A `moveStock` or `afterRowWrite` hook from what a save does (by the keys written) and what a delete does. */
export const onSaveOrDelete =
  (save?: SaveStep, remove?: DeleteStep) =>
  async (trx: Database, written: Written): Promise<void> => {
    if (written.mode === 'delete') await remove?.(trx, written.row);
    else await save?.(trx, written.keys, written.mode);
  };

/**
 * A page served by the engine, from its descriptor: its rights are those of the descriptor's route and its calls
 * the descriptor's (the served entity may differ, e.g. a view's fields under its own calls).
 */
export const resourceOf = (
  page: EntityPageDescriptor,
  hooks: Omit<Resource, 'page' | 'entity' | 'menu' | 'paths'> & { entity?: EntityDef } = {},
): Resource => ({ entity: page.entity, ...hooks, page, menu: menuSegments(page), paths: page.api });

/**
 * Whether an entity field is read and written as a column (not helpers, joined values, sub-lists). A stored field
 * without its column never gets here: the server refuses to start (column-check.ts).
 */
export const storedField = (field: FieldDef, columns: ReadonlySet<string>): boolean =>
  field.stored !== false && field.type !== 'array' && columns.has(field.name);

export const storedFields = (entity: EntityDef, columns: ReadonlySet<string>): FieldDef[] =>
  entity.fields.filter((field) => storedField(field, columns));

/** Defined fields that have no column: the drift between domain and migrations (tests keep it empty). */
export const missingColumns = (entity: EntityDef, columns: ReadonlySet<string>): string[] =>
  allFields(entity)
    .filter((field) => field.stored !== false && field.type !== 'array' && !field.rows && !columns.has(field.name))
    .filter((field) => !entity.fields.some((top) => top.rows?.fields.includes(field)))
    .map((field) => field.name);

/** A value of another table's row matched on `on` (its column → the outer table's column). */
export const joinedColumn = (
  outer: string,
  table: string,
  column: string,
  on: Readonly<Record<string, string>>,
): RawBuilder<unknown> =>
  sql`(select ${sql.ref(`j.${column}`)} from ${sql.table(table)} j where ${sql.join(
    Object.entries(on).map(([remote, local]) => sql`${sql.ref(`j.${remote}`)} = ${sql.ref(`${outer}.${local}`)}`),
    sql` and `,
  )} limit 1)`;

/** Several columns of the same joined row, each under its own name. */
export const joinedColumns = (
  outer: string,
  table: string,
  columns: readonly string[],
  on: Readonly<Record<string, string>>,
): Record<string, RawBuilder<unknown>> =>
  Object.fromEntries(columns.map((column) => [column, joinedColumn(outer, table, column, on)]));
