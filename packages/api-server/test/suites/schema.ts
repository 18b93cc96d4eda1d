import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { entities, PAGES } from '@coffee/api-kernel/domain';
import { PAGE_TABLES } from '@coffee/api-kernel/db/page-tables';
import type { FieldDef } from '@coffee/domain';
import { sql } from 'kysely';
import { missingFieldColumns } from '@coffee/api-kernel/engine/column-check';
import { missingColumns } from '@coffee/api-kernel/engine/resource';
import type { Resource } from '@coffee/api-kernel/engine/resource';
import { resources } from '../../src/resources';
import { generateTableTypes, TABLE_TYPES_FILE } from '../../scripts/table-types';
import type { TestEnv } from '../harness';

/**
 * Entities that are not records of a table of their own: forms of a call whose resource maps them onto other columns
 * (sign-up and register events), views assembled by their routes (public bean pages), and the system table tool.
 */
const NOT_TABLES: Readonly<Record<string, string>> = {
  RoasterSignUp: 'sign-up event form: its resource writes roaster_user columns',
  CafeSignUp: 'sign-up event form: its resource writes cafe_user columns',
  CafeRoasterRegister: 'customer event form: its resource writes roaster_cafe and cafe_roaster',
  SystemTable: 'information_schema viewer',
  BeanInfo: 'public view of a blend',
  BeanDetail: 'public view of a blend batch',
  CafeBeanInfo: 'public view of a cafe bean',
  CafeBeanDetail: 'public view of a received batch',
};
/** Entities whose definition names a table the server keeps under another name. */
const TABLE_OF: Readonly<Record<string, string>> = {};

/** Definitions and migrations cannot drift: every stored field of every entity has its column. */
export function schemaSuite(env: TestEnv): void {
  describe('schema and definitions', () => {
    const columnsOf = async (): Promise<Map<string, Set<string>>> => {
      const client = new pg.Client({ connectionString: env.databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ table_name: string; column_name: string }>(
          `select table_name, column_name from information_schema.columns where table_schema = current_schema()`,
        );
        const columns = new Map<string, Set<string>>();
        for (const row of rows)
          columns.set(row.table_name, (columns.get(row.table_name) ?? new Set()).add(row.column_name));
        return columns;
      } finally {
        await client.end();
      }
    };

    it('has a column for every stored field of every entity', async () => {
      const columns = await columnsOf();
      const drift: string[] = [];
      for (const [name, entity] of Object.entries(entities)) {
        if (name in NOT_TABLES) continue;
        const table = TABLE_OF[name] ?? entity.table;
        const own = columns.get(table);
        if (!own) drift.push(`${name}: no table ${table}`);
        else for (const field of missingColumns(entity, own)) drift.push(`${name}: ${table}.${field}`);
      }
      assert.deepEqual(drift, []);
    });

    it('has a column for every stored field of every sub-list row', async () => {
      const columns = await columnsOf();
      const drift: string[] = [];
      for (const spec of PAGE_TABLES) {
        const { entity } = spec.page;
        for (const sub of spec.subLists ?? []) {
          const rows = entity.fields.find((field) => field.name === sub.field)?.rows;
          const own = columns.get(sub.table);
          if (!rows || !own) {
            drift.push(`${spec.page.key}: no ${rows ? `table ${sub.table}` : `sub-list ${sub.field}`}`);
            continue;
          }
          for (const field of rows.fields) {
            if (field.stored !== false && field.type !== 'array' && !field.transient && !own.has(field.name))
              drift.push(`${spec.page.key}: ${sub.table}.${field.name}`);
          }
        }
      }
      assert.deepEqual(drift, []);
    });

    it('finds at start the column of every stored field of every served page and sub-list row', async () => {
      assert.deepEqual(
        missingFieldColumns(
          resources(() => {}),
          await columnsOf(),
        ),
        [],
      );
    });

    it('checks at start only fields kept in a column: not helpers, transient values, sub-lists or SQL', () => {
      const field = (name: string, more: Partial<FieldDef> = {}) =>
        ({ name, type: 'string', input: 'input', ...more }) as FieldDef;
      const rows = {
        fields: [field('row_kept'), field('row_joined', { stored: false }), field('row_helper', { transient: true })],
      };
      const page = {
        ...PAGES.CoffeebeanDefault.entity,
        name: 'Probe',
        table: 'probe',
        fields: [
          field('kept'),
          field('joined', { stored: false }),
          field('helper', { type: 'number', transient: true }),
          field('row_list', { type: 'array', rows }),
          field('shown'),
        ],
      };
      const probe = {
        entity: page,
        expressions: { shown: sql`1` },
        subLists: [{ field: 'row_list', table: 'probe_row', rowKeys: ['row_kept'] }],
      } as unknown as Resource;
      const none = new Map([
        ['probe', new Set<string>()],
        ['probe_row', new Set<string>()],
      ]);
      assert.deepEqual(missingFieldColumns([probe], none), [
        'Probe: field kept has no column probe.kept',
        'Probe row_list: field row_kept has no column probe_row.row_kept',
      ]);
      assert.deepEqual(missingFieldColumns([probe], new Map()), [
        'Probe: no table probe',
        'Probe row_list: no table probe_row',
      ]);
      const all = new Map([
        ['probe', new Set(['kept'])],
        ['probe_row', new Set(['row_kept'])],
      ]);
      assert.deepEqual(missingFieldColumns([probe], all), []);
    });

    it('knows why each entity without a table of its own has none', () => {
      for (const name of Object.keys(NOT_TABLES)) assert.ok(name in entities, `${name} is no longer defined`);
    });

    it('types the queries with the tables the migrations build (src/db/tables.generated.ts is current)', async () => {
      const checkedIn = await readFile(TABLE_TYPES_FILE, 'utf8');
      const generated = await generateTableTypes(env.databaseUrl);
      assert.equal(checkedIn, generated, 'run `pnpm --filter @coffee/api-server db:types` and commit the file');
    });
  });
}
