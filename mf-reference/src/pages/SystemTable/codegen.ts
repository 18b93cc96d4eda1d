import { SYSTEM_COLUMN_CHECKS } from 'mf-reference/model';
import type { EntityDef, FieldDef, FieldOptions, ValueType } from '@coffee/domain';
import { code, date, dateTime, entityPageOf, flag, number, text, textArea } from '@coffee/domain';
import { definePage } from '@coffee/field-toolkit/engine';
import type { PageConfig } from '@coffee/field-toolkit/engine';
import { generatedPagePaths } from '../../../model';

export type ColumnCheck = (typeof SYSTEM_COLUMN_CHECKS)[number];

/** A column as `/api/setting/system/column` answers it. */
export interface DbColumn {
  COLUMN_NAME: string;
  DATA_TYPE: string;
  IS_NULLABLE?: string;
  CHARACTER_MAXIMUM_LENGTH?: number | null;
  COLUMN_KEY?: boolean;
}

export interface ColumnSetting {
  column_name: string;
  /** The domain value type the column maps to. */
  column_type: ValueType;
  column_code_group: string;
  column_checks: ColumnCheck[];
  /** Not null in the database: required on the page. */
  column_required?: boolean;
  column_max_bytes?: number;
}

/** The table settings of behaviour §03-3.14. */
export interface TableSettings {
  table_schema: string;
  table_name: string;
  table_keys: string[];
  page_name: string;
  page_path: string;
  page_tab: string;
  auth_list: string[];
  cafe_auth_field: string;
  roaster_auth_field: string;
  mapper_name: string;
  detail_result_name: string;
  search_columns: string;
  order_columns: string;
  name_columns: string;
  column_list: ColumnSetting[];
}

const AUDIT_COLUMNS = ['rgst_user', 'rgst_by', 'rgst_at', 'edit_user', 'edit_by', 'edit_at'];

/** The domain value type of a PostgreSQL data type. */
export function valueTypeOf(dataType: string): ValueType {
  const type = dataType.toLowerCase();
  if (/int|numeric|decimal|real|double/.test(type)) return 'number';
  if (type === 'boolean') return 'boolean';
  if (type.startsWith('timestamp')) return 'datetime';
  if (type === 'date') return 'date';
  if (type === 'array') return 'stringArray';
  return 'string';
}

/** First settings of a table: keys read-only, audit columns read, everything else listed in forms. */
export function defaultSettings(
  schema: string,
  table: string,
  keys: readonly string[],
  columns: readonly DbColumn[],
): TableSettings {
  const pascal = table.replace(/(^|_)([a-z])/g, (_, __: string, letter: string) => letter.toUpperCase());
  const column_list = columns.map((column): ColumnSetting => {
    const name = column.COLUMN_NAME;
    const generatedKey = keys.includes(name) && /int/.test(column.DATA_TYPE);
    const checks: ColumnCheck[] =
      AUDIT_COLUMNS.includes(name) || generatedKey ? ['LIST', 'READ'] : ['READ', 'CREATE', 'UPDATE'];
    return {
      column_name: name,
      column_type: valueTypeOf(column.DATA_TYPE),
      column_code_group: '',
      column_checks: checks,
      ...(column.IS_NULLABLE === 'NO' && !generatedKey && !AUDIT_COLUMNS.includes(name)
        ? { column_required: true }
        : {}),
      ...(column.CHARACTER_MAXIMUM_LENGTH ? { column_max_bytes: column.CHARACTER_MAXIMUM_LENGTH } : {}),
    };
  });
  return {
    table_schema: schema,
    table_name: table,
    table_keys: [...keys],
    page_name: pascal,
    page_path: '',
    page_tab: '',
    auth_list: ['SADMIN', 'ADMIN'],
    cafe_auth_field: '',
    roaster_auth_field: '',
    mapper_name: '',
    detail_result_name: '',
    search_columns: '',
    order_columns: '',
    name_columns: '',
    column_list,
  };
}

const words = (list: string) =>
  list
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);

const has = (column: ColumnSetting, check: ColumnCheck) => column.column_checks.includes(check);

/** The builder call of a column: its name, builder and options (shared by the entity and the generated source). */
function fieldSpec(
  settings: TableSettings,
  column: ColumnSetting,
): { builder: string; args: unknown[]; options: FieldOptions } {
  const key = settings.table_keys.includes(column.column_name);
  const editable = has(column, 'CREATE') || has(column, 'UPDATE');
  const options: FieldOptions = {
    ...(key ? { key: true } : {}),
    ...(key && !editable ? { generated: true } : {}),
    ...(!editable ? { readOnly: true } : {}),
    ...(has(column, 'CREATE') && !has(column, 'UPDATE') ? { lockedOnUpdate: true } : {}),
    ...(column.column_required && editable ? { required: true } : {}),
    ...(column.column_max_bytes && column.column_type === 'string' ? { maxBytes: column.column_max_bytes } : {}),
  };
  const name = column.column_name;
  if (column.column_code_group) return { builder: 'code', args: [name, column.column_code_group], options };
  const builders: Record<ValueType, string> = {
    number: 'number',
    boolean: 'flag',
    datetime: 'dateTime',
    date: 'date',
    string: column.column_max_bytes && column.column_max_bytes > 1000 ? 'textArea' : 'text',
    time: 'text',
    month: 'text',
    stringArray: 'text',
    array: 'text',
  };
  const builder = builders[column.column_type];
  return builder === 'textArea'
    ? { builder, args: [name, column.column_max_bytes], options }
    : { builder, args: [name], options };
}

const BUILDERS: Record<string, (...args: never[]) => FieldDef> = { code, number, flag, dateTime, date, text, textArea };

/** Columns that appear on the page (read in the detail or listed). */
const pageColumns = (settings: TableSettings) =>
  settings.column_list.filter((column) => has(column, 'READ') || has(column, 'LIST'));

/** The entity a table's settings describe: fields of the read columns, list of the listed ones. */
export function buildEntity(settings: TableSettings): EntityDef {
  const fields = pageColumns(settings).map((column) => {
    const { builder, args, options } = fieldSpec(settings, column);
    const build = BUILDERS[builder] as (...params: unknown[]) => FieldDef;
    return build(...args, options);
  });
  const listed = settings.column_list.filter((column) => has(column, 'LIST')).map((column) => column.column_name);
  return {
    name: settings.page_name,
    table: settings.table_name,
    keys: settings.table_keys,
    scope: 'none',
    fields,
    list: {
      columns: listed,
      search: words(settings.search_columns),
      titleSearch: words(settings.name_columns),
      sort: words(settings.order_columns),
    },
    api: generatedPagePaths(settings.page_path),
  };
}

/** The page config the engine renders for these settings. */
export function buildPageConfig(settings: TableSettings): PageConfig {
  return definePage(entityPageOf(buildEntity(settings), settings.page_path));
}

/** A value as TypeScript source (single quotes, unquoted keys). */
function literal(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (value !== null && typeof value === 'object')
    return `{ ${Object.entries(value)
      .map(([key, item]) => `${key}: ${literal(item)}`)
      .join(', ')} }`;
  return typeof value === 'string' ? `'${value.replace(/['\\]/g, '\\$&')}'` : String(value);
}

/** The source of the page folder's `page.ts` (the code-generation step). */
export function generateSource(settings: TableSettings): string {
  const entity = buildEntity(settings);
  const specs = pageColumns(settings).map((column) => fieldSpec(settings, column));
  const used = [...new Set(['entity', 'entityPageOf', ...specs.map((spec) => spec.builder)])].sort();
  const fieldLines = specs.map(({ builder, args, options }) => {
    const params = [...args.map(literal), ...(Object.keys(options).length ? [literal(options)] : [])];
    return `    ${builder}(${params.join(', ')}),`;
  });
  return [
    `import { ${used.join(', ')} } from '@coffee/domain';`,
    `import { definePage } from '@coffee/field-toolkit/engine';`,
    '',
    `export const ${settings.page_name} = entity({`,
    `  name: '${entity.name}',`,
    `  table: '${entity.table}',`,
    `  keys: ${literal(entity.keys)},`,
    `  scope: 'none',`,
    '  fields: [',
    ...fieldLines,
    '  ],',
    `  list: ${literal(entity.list)},`,
    `  api: ${literal(entity.api)},`,
    '});',
    '',
    '/** Its descriptor: add it to its area in @coffee/domain (docs/adding-a-page.md) and import it from there. */',
    `export const ${settings.page_name}Page = entityPageOf(${settings.page_name}, '${settings.page_path}');`,
    '',
    `export const page = definePage(${settings.page_name}Page);`,
    '',
  ].join('\n');
}

/** The settings as a block to copy elsewhere and paste back. */
export const infoBlock = (settings: TableSettings): string => JSON.stringify(settings, null, 2);

export class ParsingError extends Error {
  constructor() {
    super('Parsing Error');
    this.name = 'ParsingError';
  }
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

const isColumn = (value: unknown): value is ColumnSetting => {
  const column = value as Partial<ColumnSetting> | null;
  return (
    typeof column === 'object' &&
    column !== null &&
    typeof column.column_name === 'string' &&
    typeof column.column_type === 'string' &&
    isStringList(column.column_checks) &&
    column.column_checks.every((check) => (SYSTEM_COLUMN_CHECKS as readonly string[]).includes(check))
  );
};

/** A pasted info block; anything that is not one raises ParsingError. */
export function parseInfoBlock(textBlock: string): TableSettings {
  let parsed: unknown;
  try {
    parsed = JSON.parse(textBlock);
  } catch {
    throw new ParsingError();
  }
  const settings = parsed as Partial<TableSettings> | null;
  if (
    typeof settings !== 'object' ||
    settings === null ||
    typeof settings.table_schema !== 'string' ||
    typeof settings.table_name !== 'string' ||
    !isStringList(settings.table_keys) ||
    !Array.isArray(settings.column_list) ||
    !settings.column_list.every(isColumn)
  ) {
    throw new ParsingError();
  }
  const blank = defaultSettings(settings.table_schema, settings.table_name, settings.table_keys, []);
  return {
    ...blank,
    ...settings,
    column_list: settings.column_list.map((column) => ({
      ...column,
      column_code_group: column.column_code_group ?? '',
    })),
  };
}

export interface ColumnComparison {
  onlyLeft: string[];
  onlyRight: string[];
  /** Present in both with another data type. */
  differing: { column: string; left: string; right: string }[];
  same: string[];
}

/** Columns of two tables side by side (the compare screen). */
export function compareColumns(left: readonly DbColumn[], right: readonly DbColumn[]): ColumnComparison {
  const rightByName = new Map(right.map((column) => [column.COLUMN_NAME, column]));
  const leftNames = new Set(left.map((column) => column.COLUMN_NAME));
  const result: ColumnComparison = { onlyLeft: [], onlyRight: [], differing: [], same: [] };
  for (const column of left) {
    const other = rightByName.get(column.COLUMN_NAME);
    if (!other) result.onlyLeft.push(column.COLUMN_NAME);
    else if (other.DATA_TYPE !== column.DATA_TYPE)
      result.differing.push({ column: column.COLUMN_NAME, left: column.DATA_TYPE, right: other.DATA_TYPE });
    else result.same.push(column.COLUMN_NAME);
  }
  result.onlyRight = right.filter((column) => !leftNames.has(column.COLUMN_NAME)).map((column) => column.COLUMN_NAME);
  return result;
}
