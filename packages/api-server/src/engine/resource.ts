import type { EntityDef, FieldDef } from '@coffee/domain';
import { allFields } from '../domain';
import type { Database, Row } from '../db/database';

/** One list/detail/edit family: an entity definition of @coffee/domain served under its API paths. */
export interface Resource {
  entity: EntityDef;
  /** The menu page whose rights apply (e.g. ['info', 'map', 'country']). */
  menu: readonly string[];
  paths: { list: string; detail: string; save: string; remove: string };
  /** Called after a successful save or delete (e.g. to clear the code cache). */
  afterWrite?: () => void;
  /** Runs inside the save or delete transaction with the values written (or the row deleted). */
  onWrite?: (db: Database, values: Row, mode: 'write' | 'edit' | 'delete') => Promise<void>;
}

export const pathsFrom = (entity: EntityDef, base?: string): Resource['paths'] => {
  const root = base ?? entity.api?.list?.replace(/\/list$/, '');
  if (!root) throw new Error(`${entity.name}: no API paths`);
  return {
    list: entity.api?.list ?? `${root}/list`,
    detail: (entity.api?.detail ?? `${root}/detail/`).replace(/\/$/, ''),
    save: entity.api?.save ?? `${root}/edit`,
    remove: `${root}/delete`,
  };
};

/** The column an entity field is stored in, or null (helpers, joined values, sub-lists, missing columns). */
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
