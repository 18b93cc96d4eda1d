import { screen } from '@testing-library/react';
import { Route, Routes } from '@coffee/field-toolkit/runtime';
import { ListView } from '@coffee/field-toolkit/engine/list';
import { DetailView } from '@coffee/field-toolkit/engine/detail';
import { jsonResponse, mockFetch } from '@coffee/field-toolkit/testing';
import { renderReference, signInTest } from '../../testing/renderReference';
import type { DbColumn } from './codegen';
import {
  ParsingError,
  buildEntity,
  buildPageConfig,
  compareColumns,
  defaultSettings,
  generateSource,
  infoBlock,
  parseInfoBlock,
} from './codegen';

const columns: DbColumn[] = [
  { COLUMN_NAME: 'bean_seq', DATA_TYPE: 'integer', IS_NULLABLE: 'NO', COLUMN_KEY: true },
  { COLUMN_NAME: 'bean_name', DATA_TYPE: 'character varying', IS_NULLABLE: 'NO', CHARACTER_MAXIMUM_LENGTH: 300 },
  { COLUMN_NAME: 'bean_country', DATA_TYPE: 'character varying', IS_NULLABLE: 'YES', CHARACTER_MAXIMUM_LENGTH: 45 },
  { COLUMN_NAME: 'bean_use', DATA_TYPE: 'boolean', IS_NULLABLE: 'NO' },
  { COLUMN_NAME: 'rgst_at', DATA_TYPE: 'timestamp with time zone', IS_NULLABLE: 'NO' },
];

const settings = () => {
  const base = defaultSettings('public', 'bean', ['bean_seq'], columns);
  return {
    ...base,
    page_path: 'info/test/bean',
    search_columns: 'bean_country',
    name_columns: 'bean_name',
    order_columns: 'bean_name',
    column_list: base.column_list.map((column) =>
      column.column_name === 'bean_name'
        ? { ...column, column_checks: [...column.column_checks, 'LIST' as const] }
        : column.column_name === 'bean_country'
          ? {
              ...column,
              column_code_group: 'CNTR',
              column_checks: ['LIST' as const, 'READ' as const, 'CREATE' as const],
            }
          : column,
    ),
  };
};

describe('system table code generation', () => {
  it('starts from the table: page name from the table, serial keys and audit columns read-only', () => {
    const base = defaultSettings('public', 'bean_default', ['bean_seq'], columns);
    expect(base.page_name).toBe('BeanDefault');
    expect(base.column_list.find((column) => column.column_name === 'bean_seq')?.column_checks).toEqual([
      'LIST',
      'READ',
    ]);
    expect(base.column_list.find((column) => column.column_name === 'bean_name')).toMatchObject({
      column_required: true,
      column_max_bytes: 300,
    });
  });

  it('turns the column checks into fields: create-only is locked on update, a code group makes a select', () => {
    const entity = buildEntity(settings());
    const field = (name: string) => entity.fields.find((def) => def.name === name);
    expect(field('bean_seq')).toMatchObject({ key: true, generated: true, readOnly: true });
    expect(field('bean_name')).toMatchObject({ type: 'string', required: true, maxBytes: 300 });
    expect(field('bean_country')).toMatchObject({ codeGroup: 'CNTR', lockedOnUpdate: true });
    expect(field('bean_use')).toMatchObject({ type: 'boolean', input: 'switch' });
    expect(entity.list).toEqual({
      columns: ['bean_seq', 'bean_name', 'bean_country', 'rgst_at'],
      search: ['bean_country'],
      titleSearch: ['bean_name'],
      sort: ['bean_name'],
    });
    expect(entity.api?.list).toBe('/api/info/test/bean/list');
  });

  it('writes the page folder source with the same fields', () => {
    const source = generateSource(settings());
    expect(source).toContain(
      "import { code, dateTime, entity, entityPageOf, flag, number, text } from '@coffee/domain';",
    );
    expect(source).toContain("code('bean_country', 'CNTR', { lockedOnUpdate: true, maxBytes: 45 }),");
    expect(source).toContain("keys: ['bean_seq'],");
    expect(source).toContain("export const BeanPage = entityPageOf(Bean, 'info/test/bean');");
  });

  it('reads back its own info block and refuses anything else with Parsing Error', () => {
    const block = infoBlock(settings());
    expect(parseInfoBlock(block)).toEqual(settings());
    for (const broken of ['{', 'null', '[]', '{"table_schema":"public"}', block.replace('"READ"', '"WRITE"')]) {
      expect(() => parseInfoBlock(broken)).toThrow(ParsingError);
    }
    expect(new ParsingError().message).toBe('Parsing Error');
  });

  it('compares the columns of two tables', () => {
    const other: DbColumn[] = [
      { COLUMN_NAME: 'bean_seq', DATA_TYPE: 'bigint' },
      { COLUMN_NAME: 'bean_name', DATA_TYPE: 'character varying' },
      { COLUMN_NAME: 'bean_memo', DATA_TYPE: 'text' },
    ];
    expect(compareColumns(columns, other)).toEqual({
      onlyLeft: ['bean_country', 'bean_use', 'rgst_at'],
      onlyRight: ['bean_memo'],
      differing: [{ column: 'bean_seq', left: 'integer', right: 'bigint' }],
      same: ['bean_name'],
    });
  });
});

describe('a generated page config', () => {
  beforeEach(() => {
    localStorage.clear();
    signInTest(['SADMIN']);
    mockFetch().mockImplementation(async (url: string) => {
      if (url.includes('/detail/'))
        return jsonResponse({
          status: 'OK',
          result: { bean_seq: 1, bean_name: 'Geisha', bean_country: 'PAN', bean_use: true },
        });
      if (url.endsWith('/list'))
        return jsonResponse({
          status: 'OK',
          result: [{ bean_seq: 1, bean_name: 'Geisha' }],
          pagination: { page: 1, total_pages: 1 },
        });
      return jsonResponse({ status: 'OK', result: {} });
    });
  });

  it('renders as a list', async () => {
    const page = buildPageConfig(settings());
    renderReference(<ListView page={page} />, { route: '/info/test/bean' });
    expect(await screen.findByRole('link', { name: '1' })).toHaveAttribute('href', '/info/test/bean/1');
    expect(screen.getByText('Geisha')).toBeInTheDocument();
  });

  it('renders as a detail with its fields', async () => {
    const page = buildPageConfig(settings());
    renderReference(
      <Routes>
        <Route path="/info/test/bean/:id" element={<DetailView page={page} />} />
      </Routes>,
      { route: '/info/test/bean/1' },
    );
    expect(await screen.findByDisplayValue('Geisha', {})).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });
});
