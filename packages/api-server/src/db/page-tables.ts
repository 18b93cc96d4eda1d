import type { EntityDef, FieldDef } from '@coffee/domain';
import { entities } from '../domain';

/** A column pointing at another table's single-column key (a foreign key; same organisation when both are scoped). */
export interface Reference {
  table: string;
  column: string;
}

/** A sub-list stored in a child table: the parent's keys plus the row fields; rows are identified by `rowKeys`. */
export interface SubListTable {
  field: string;
  table: string;
  rowKeys: readonly string[];
}

/** How the tables of the pages beyond the reference data are laid out: one row per page key owning a table. */
export interface PageTable {
  page: string;
  references?: Readonly<Record<string, Reference>>;
  subLists?: readonly SubListTable[];
  /** Columns the entity does not define (links kept by the server). */
  extraColumns?: string;
}

const to = (table: string, column = `${table}_seq`): Reference => ({ table, column });
const greenbean = to('greenbean_roaster', 'greenbean_roaster_seq');
const roastingDefault = to('roasting_default', 'roasting_seq');
const roastingResult = to('roasting_result', 'roasting_result_seq');
const blendingDefault = to('blending_default', 'blending_seq');
const blendingResult = to('blending_result', 'blending_result_seq');
const coffeebean = to('coffeebean');
const received = to('coffeebean_received', 'received_seq');
const roasterEquip = to('roaster_equip');
const cafeEquip = to('cafe_equip');
const userEquip = to('user_equip_data', 'user_equip_seq');
const equipRefs = (equip: Reference) => ({
  brewing_machine_seq: equip,
  brewing_grinder_seq: equip,
  brewing_shower: equip,
  brewing_basket: equip,
  brewing_temper: equip,
});

/** In dependency order (a table only references tables above it). */
export const PAGE_TABLES: readonly PageTable[] = [
  { page: 'RoasterGreenbeanDefault', references: { greenbean_default_seq: to('greenbean_default') } },
  { page: 'RoasterGreenbeanYear', references: { greenbean_roaster_seq: greenbean } },
  {
    page: 'RoastingDefault',
    references: { roasting_machine_seq: roasterEquip, greenbean_roaster_seq: greenbean },
    subLists: [{ field: 'greenbean_list', table: 'roasting_default_greenbean', rowKeys: ['greenbean_roaster_seq'] }],
  },
  {
    page: 'RoastingResult',
    references: { roasting_seq: roastingDefault, greenbean_roaster_seq: greenbean },
    subLists: [
      {
        field: 'greenbean_list',
        table: 'roasting_result_greenbean',
        rowKeys: ['greenbean_roaster_seq', 'greenbean_year'],
      },
    ],
  },
  {
    page: 'BlendingDefault',
    references: { roasting_seq: roastingDefault, roasting_create_seq: roastingDefault },
    subLists: [{ field: 'roasting_list', table: 'blending_default_roasting', rowKeys: ['roasting_seq'] }],
  },
  {
    page: 'BlendingResult',
    references: { blending_seq: blendingDefault, roasting_result_seq: roastingResult },
    subLists: [
      {
        field: 'roasting_result_list',
        table: 'blending_result_roasting',
        rowKeys: ['roasting_result_year', 'roasting_result_seq'],
      },
    ],
  },
  { page: 'QCBlending', references: { blending_seq: blendingDefault } },
  { page: 'QCRoasting', references: { roasting_result_seq: roastingResult } },
  { page: 'QCGreenbean', references: { greenbean_roaster_seq: greenbean } },
  { page: 'QCBrewingDefault', references: { blending_seq: blendingDefault } },
  {
    page: 'QCBrewingResult',
    references: {
      blending_seq: blendingDefault,
      blending_result_seq: blendingResult,
      brewing_seq: to('qc_brewing_default', 'brewing_seq'),
      ...equipRefs(roasterEquip),
    },
  },
  { page: 'CoffeebeanDefault' },
  { page: 'CoffeebeanReceived', references: { coffeebean_seq: coffeebean } },
  { page: 'QCCoffeebean', references: { coffeebean_seq: coffeebean } },
  { page: 'CafeBrewingDefault', references: { coffeebean_seq: coffeebean } },
  {
    page: 'CafeBrewingResult',
    references: {
      coffeebean_seq: coffeebean,
      received_seq: received,
      brewing_seq: to('cafe_brewing_default', 'brewing_seq'),
      ...equipRefs(cafeEquip),
    },
  },
  { page: 'UserEquip' },
  { page: 'UserBrewingDefault', references: equipRefs(userEquip) },
  {
    page: 'UserBrewingResult',
    references: { brewing_seq: to('user_brewing_default', 'brewing_seq'), ...equipRefs(userEquip) },
  },
  { page: 'UserQCCoffebean', references: equipRefs(userEquip) },
  { page: 'RoasterEvent' },
  { page: 'CafeEvent' },
  { page: 'RoasterCafe', extraColumns: 'cafe_seq bigint not null references cafe on delete cascade' },
  {
    page: 'CafeRoaster',
    extraColumns:
      'roaster_seq bigint not null references roaster on delete cascade, roaster_cafe_uuid text references roaster_cafe (roaster_cafe_uuid) on delete cascade',
  },
];

/** Tables of later migrations, by migration (each creates its own; 004 and 006 keep to PAGE_TABLES). */
export const ADDED_PAGE_TABLES: Readonly<Record<string, readonly PageTable[]>> = {
  '009-dialin': [
    {
      page: 'CafeSettingToday',
      references: { coffeebean_seq: coffeebean, received_seq: received, ...equipRefs(cafeEquip) },
    },
    { page: 'CafeSettingDefault', references: { coffeebean_seq: coffeebean, ...equipRefs(cafeEquip) } },
  ],
};

const EVERY_PAGE_TABLE: readonly PageTable[] = [...PAGE_TABLES, ...Object.values(ADDED_PAGE_TABLES).flat()];

export const pageTable = (page: string): PageTable | undefined =>
  EVERY_PAGE_TABLE.find((candidate) => candidate.page === page);

export const entityOf = (page: string): EntityDef => {
  const definition = entities[page];
  if (!definition) throw new Error(`no entity ${page}`);
  return definition;
};

/** References of an entity's own tables, by table name (for the organisation check of referenced records). */
export const referencesByTable = (): ReadonlyMap<string, Readonly<Record<string, Reference>>> =>
  new Map(EVERY_PAGE_TABLE.map((spec) => [entityOf(spec.page).table, spec.references ?? {}]));

// ---- DDL from the entity definitions ---------------------------------------------------------------------

const SQL_TYPES: Record<FieldDef['type'], string> = {
  string: 'text',
  number: 'bigint',
  boolean: 'boolean',
  date: 'date',
  datetime: 'timestamptz(3)',
  time: 'text',
  month: 'text',
  stringArray: 'text[]',
  array: 'jsonb',
};

const literal = (value: unknown): string | null => {
  if (typeof value === 'boolean' || typeof value === 'number') return String(value);
  if (typeof value === 'string' && /^[A-Za-z0-9_]+$/.test(value)) return `'${value}'`;
  return null;
};

const AUDIT = new Set(['rgst_user', 'rgst_by', 'rgst_at', 'edit_user', 'edit_by', 'edit_at']);

/** The column of one field: generated keys are identities or uuids, flags and defaults follow the definition. */
export function columnDdl(field: FieldDef, reference?: Reference, primaryKey = false): string {
  if (field.generated && field.type === 'number')
    return `${field.name} bigint generated by default as identity${primaryKey ? '' : ' unique'}`;
  if (field.generated) return `${field.name} text not null unique default gen_random_uuid()::text`;
  const parts = [field.name, SQL_TYPES[field.type]];
  if (field.key) parts.push('not null');
  const fallback =
    field.type === 'boolean'
      ? (field.defaultValue ?? false)
      : typeof field.defaultValue === 'number'
        ? field.defaultValue * (field.scale ?? 1)
        : field.defaultValue;
  const value = literal(fallback);
  if (value !== null && field.type !== 'stringArray')
    parts.push(`${field.type === 'boolean' ? 'not null ' : ''}default ${value}`);
  if (reference) parts.push(`references ${reference.table} (${reference.column})`);
  return parts.join(' ');
}

const storedOwn = (fields: readonly FieldDef[]): FieldDef[] =>
  fields.filter(
    (field) => field.stored !== false && field.type !== 'array' && !field.transient && !AUDIT.has(field.name),
  );

export interface TableDdl {
  table: string;
  columns: string;
  indexes: string[][];
  children: Array<{ table: string; columns: string }>;
}

/** Table, child tables and list indexes of a page (organisation or user scoped, keys and audit columns). */
export function tableDdl(spec: PageTable): TableDdl {
  const definition = entityOf(spec.page);
  const references = spec.references ?? {};
  const scopeColumn =
    definition.scope === 'user' ? 'user_seq' : definition.scope === 'none' ? null : `${definition.scope}_seq`;
  const scopeTable = definition.scope === 'user' ? 'app_user' : definition.scope;
  const singleKey = definition.keys.length === 1;
  const columns = storedOwn(definition.fields).map((field) =>
    columnDdl(field, references[field.name], singleKey && field.key),
  );
  if (scopeColumn) columns.unshift(`${scopeColumn} bigint not null references ${scopeTable} on delete cascade`);
  if (spec.extraColumns) columns.push(spec.extraColumns);
  columns.push(`primary key (${definition.keys.join(', ')})`);
  const indexed = new Set([
    ...(definition.list?.search ?? []),
    ...(definition.list?.sort ?? []),
    ...Object.keys(references),
  ]);
  const own = new Set(
    storedOwn(definition.fields)
      .map((field) => field.name)
      .concat('rgst_at'),
  );
  const indexes = [...indexed]
    .filter((name) => own.has(name))
    .map((name) => (scopeColumn ? [scopeColumn, name] : [name]));
  const children = (spec.subLists ?? []).map((sub) => {
    const rows = definition.fields.find((field) => field.name === sub.field)?.rows;
    if (!rows) throw new Error(`${spec.page}: no sub-list ${sub.field}`);
    const parentKeys = definition.keys.map((key) => `${key} bigint not null`);
    const rowColumns = storedOwn(rows.fields).map((field) =>
      columnDdl({ ...field, key: sub.rowKeys.includes(field.name) }, references[field.name]),
    );
    return {
      table: sub.table,
      columns: [
        ...parentKeys,
        ...rowColumns,
        `primary key (${[...definition.keys, ...sub.rowKeys].join(', ')})`,
        `foreign key (${definition.keys.join(', ')}) references ${definition.table} (${definition.keys.join(', ')}) on delete cascade`,
      ].join(',\n'),
    };
  });
  return { table: definition.table, columns: columns.join(',\n'), indexes, children };
}

export interface OrderIndex {
  name: string;
  /** Index columns as SQL (names with direction and null order where they differ from the default). */
  columns: string[];
  /** The two-column index of migration 004 it makes redundant (a prefix of it). */
  replaces?: string;
}

const indexName = (table: string, parts: readonly string[]): string => {
  const name = `${table}_${parts.join('_')}`.replace(/[^a-z0-9_]/g, '');
  // PostgreSQL cuts names at 63 bytes; keep them distinct with a short checksum.
  if (name.length <= 59) return `${name}_ord`;
  let sum = 0;
  for (const char of name) sum = (sum * 31 + char.charCodeAt(0)) >>> 0;
  return `${name.slice(0, 52)}_${sum.toString(36).slice(0, 6)}`;
};

/**
 * Indexes that serve each list's orders as the engine writes them (`{field} {dir} nulls last, {keys} {dir}`; no null
 * order on keys and registration times, which are never null): owner column, sort field, keys, so a page is an index
 * walk of `list_count` entries whatever the table's size. Pages whose records are filed by year (first key
 * `*_year`, a list filter) also get owner + year + sort field + keys, for a year's list in any order.
 */
export function orderIndexes(spec: PageTable): OrderIndex[] {
  const definition = entityOf(spec.page);
  if (definition.scope === 'none') return [];
  const table = definition.table;
  const scope = definition.scope === 'user' ? 'user_seq' : `${definition.scope}_seq`;
  const own = new Set(
    storedOwn(definition.fields)
      .map((field) => field.name)
      .concat('rgst_at'),
  );
  const keys = definition.keys;
  const first = keys[0] ?? '';
  const year = keys.length > 1 && first.endsWith('_year') && definition.list?.search.includes(first) ? first : null;
  const sorts = [...new Set(['rgst_at', ...(definition.list?.sort ?? [])])].filter((name) => own.has(name));
  const indexes: OrderIndex[] = [];
  const add = (parts: string[], columns: string[], replaces?: string) => {
    const name = indexName(table, parts);
    if (!indexes.some((index) => index.name === name))
      indexes.push({ name, columns, ...(replaces ? { replaces } : {}) });
  };
  for (const sort of sorts) {
    const rest = keys.filter((key) => key !== sort);
    const replaces = `${table}_${scope}_${sort}_idx`;
    if (sort === 'rgst_at' || keys.includes(sort)) {
      add([scope, sort], [scope, sort, ...rest], replaces);
      if (year && sort !== year)
        add([scope, year, sort], [scope, year, sort, ...keys.filter((key) => key !== year && key !== sort)]);
      continue;
    }
    // Nullable: ascending with nulls last is the index's forward order, descending with nulls last needs its own.
    add([scope, sort], [scope, sort, ...rest], replaces);
    add([scope, sort, 'desc'], [scope, `${sort} desc nulls last`, ...rest.map((key) => `${key} desc`)]);
    if (year) {
      const others = keys.filter((key) => key !== year);
      add([scope, year, sort], [scope, year, sort, ...others]);
      add([scope, year, sort, 'desc'], [scope, year, `${sort} desc nulls last`, ...others.map((key) => `${key} desc`)]);
    }
  }
  if (year) add([scope, year], [scope, ...keys], `${table}_${scope}_${year}_idx`);
  return indexes;
}
