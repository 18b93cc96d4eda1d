import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { TableChanges, TrackingDriver } from './changes';

/** Tables are addressed dynamically by the entity engine, so rows are plain records. */
export type Row = Record<string, unknown>;
export type DB = Record<string, Row>;
export type Database = Kysely<DB>;

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

export function createDatabase(url: string, max = 10, changes = new TableChanges()): { db: Database; pool: pg.Pool; changes: TableChanges } {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection dropped by the server (shutdown, restart) must not crash the process; the pool reconnects.
  pool.on('error', () => {});
  return { db: new Kysely<DB>({ dialect: new TrackingPostgresDialect({ pool }, changes) }), pool, changes };
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
