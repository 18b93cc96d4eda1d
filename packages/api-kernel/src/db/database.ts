import type { CompiledQuery, PostgresPool, PostgresPoolClient, QueryResult } from 'kysely';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { TableChanges, TrackingDriver } from './changes';
import type { DB as Tables } from './tables.generated';

export type { Tables };
/** The database with its real tables and columns (src/db/tables.generated.ts, written by `db:types`). */
export type Database = Kysely<Tables>;

/** A row as the entity engine handles it: columns named by the page definitions, values checked by their fields. */
export type Row = Record<string, unknown>;
/** Every table addressed by a name known only at run time. */
export type DynamicTables = Record<string, Row>;
export type DynamicDatabase = Kysely<DynamicTables>;

/**
 * The one escape hatch from the typed tables, for code that names its table at run time: the entity engine and the
 * code lookups (tables and columns of page definitions and lookup descriptions, checked against the migrated
 * database at start and by the schema suite) and the demo seed's per-organisation inserts. Hand-written queries
 * use `Database` and never this.
 */
export function byTableName(db: Kysely<Tables>): DynamicDatabase {
  return db as unknown as DynamicDatabase;
}

// int8 (bigint identity keys, counts) fits in a JS number for any realistic table; return numbers, not strings.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
// Dates stay 'YYYY-MM-DD' strings as the client sends and shows them.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

/** PostgreSQL through Kysely; every write moves the versions of `changes` (see TrackingDriver). */
class TrackingPostgresDialect extends PostgresDialect {
  constructor(
    config: ConstructorParameters<typeof PostgresDialect>[0],
    private readonly changes: TableChanges,
  ) {
    super(config);
  }

  override createDriver() {
    return new TrackingDriver(super.createDriver(), this.changes);
  }
}

/**
 * Statement texts run as named prepared statements: PostgreSQL then parses and plans them once per connection (the
 * list and session queries spend more time being planned than executed). Only texts marked by the hot paths, and at
 * most `max` of them, so the connections' prepared statements stay few.
 */
class PreparedTexts {
  readonly #names = new Map<string, string>();
  constructor(private readonly max = 200) {}

  mark(text: string): void {
    if (!this.#names.has(text) && this.#names.size < this.max) this.#names.set(text, `coffee_${this.#names.size}`);
  }

  nameOf(text: string): string | undefined {
    return this.#names.get(text);
  }
}

const preparedTexts = new WeakMap<Database, PreparedTexts>();

/** Runs a compiled query as a named prepared statement (on a database of createDatabase; plainly otherwise). */
export function executePrepared<R>(db: Database, query: CompiledQuery<R>): Promise<QueryResult<R>> {
  preparedTexts.get(db)?.mark(query.sql);
  return db.executeQuery(query);
}

/** The pool as Kysely sees it: clients whose marked statements are sent by name. */
function preparingPool(pool: pg.Pool, texts: PreparedTexts): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrapped.get(client);
      if (!wrapper) {
        // A connection lost during a query (the database stopped or hangs up) fails that query; pg also emits the
        // error on the client, which the pool listens to only while the client is idle: unheard, it ends the process.
        client.on('error', () => {});
        wrapper = {
          query: ((text: string | pg.Submittable, values?: unknown[]) => {
            if (typeof text !== 'string') return client.query(text); // a cursor (streamed query)
            const name = texts.nameOf(text);
            return name ? client.query({ name, text, values: values ?? [] }) : client.query(text, values);
          }) as unknown as PostgresPoolClient['query'],
          release: () => client.release(),
        };
        wrapped.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}

export function createDatabase(
  url: string,
  max = 10,
  changes = new TableChanges(),
): { db: Database; pool: pg.Pool; changes: TableChanges } {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection dropped by the server (shutdown, restart) must not crash the process; the pool reconnects.
  pool.on('error', () => {});
  const texts = new PreparedTexts();
  const db = new Kysely<Tables>({
    dialect: new TrackingPostgresDialect({ pool: preparingPool(pool, texts) }, changes),
  });
  preparedTexts.set(db, texts);
  return { db, pool, changes };
}

/** Creates the database named in the URL when it does not exist yet (connecting to the maintenance db). */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!name || name === 'postgres') return;
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${pg.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}
