import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import { diffFacts, readRowCounts, readSchemaFacts } from '../scripts/schema-catalog';
import { startThrowawayServer } from '../scripts/throwaway-postgres';
import type { ThrowawayServer } from '../scripts/throwaway-postgres';
import { createDatabase } from '@coffee/api-kernel/db/database';
import { migrateTo, migrateToLatest } from '../src/db/migrate';
import { startApiServer } from '../src/index';
import type { ApiServer } from '../src/index';

const SNAPSHOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/db/schema-snapshots');
const snapshots = readdirSync(SNAPSHOT_DIR)
  .filter((file) => file.endsWith('.sql'))
  .sort();

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function migrated(url: string, last?: string): Promise<void> {
  const { db } = createDatabase(url, 2);
  try {
    await (last ? migrateTo(db, last) : migrateToLatest(db));
  } finally {
    await db.destroy();
  }
}

/** A database as the release left it: its snapshot replayed (schema, migrator's record, sample rows). */
async function restored(server: ThrowawayServer, file: string): Promise<string> {
  const url = await server.createDatabase();
  await withClient(url, (client) => client.query(readFileSync(path.join(SNAPSHOT_DIR, file), 'utf8')));
  return url;
}

/** Schema facts of two databases compared; a difference fails with one line per fact (`-` expected, `+` actual). */
async function assertSameSchema(expected: { url: string; name: string }, actual: { url: string; name: string }) {
  const want = await withClient(expected.url, readSchemaFacts);
  const have = await withClient(actual.url, readSchemaFacts);
  assert.ok(want.size > 100, 'the catalog was read');
  const diff = diffFacts(want, have);
  const title = `${actual.name} differs from ${expected.name} (- ${expected.name}, + ${actual.name})`;
  assert.equal(diff.length, 0, `${title}:\n${diff.join('\n')}`);
}

/**
 * Upgrades never lose data (ARCHITECTURE.md, "Add a migration"): the migrations, frozen as literal DDL, still build each release's schema
 * (src/db/schema-snapshots, one file per release), and a database of that release migrated to today's schema equals
 * a fresh one, column for column, with every row kept. Runs on DATABASE_URL's server when set.
 */
describe('upgrades from a release', () => {
  let server: ThrowawayServer;
  before(async () => (server = await startThrowawayServer()), { timeout: 60_000 });
  after(() => server?.close());

  it('has a snapshot of the last release', () => assert.ok(snapshots.length > 0, `no snapshot in ${SNAPSHOT_DIR}`));

  for (const file of snapshots) {
    const release = file.replace(/\.sql$/, '');

    it(`builds release ${release}'s schema from the migrations it ran`, { timeout: 30_000 }, async () => {
      const old = await restored(server, file);
      const ran = await withClient(old, async (client) => {
        const { rows } = await client.query<{ name: string }>('select name from kysely_migration order by name');
        return rows.map((row) => row.name);
      });
      const fresh = await server.createDatabase();
      await migrated(fresh, ran.at(-1));
      await assertSameSchema(
        { url: old, name: `release ${release}` },
        { url: fresh, name: `a database migrated up to ${ran.at(-1)}` },
      );
    });

    it(
      `upgrades a database of release ${release} to today's schema, keeping every row`,
      { timeout: 30_000 },
      async () => {
        const old = await restored(server, file);
        const before = await withClient(old, readRowCounts);
        await migrated(old);
        const fresh = await server.createDatabase();
        await migrated(fresh);
        await assertSameSchema(
          { url: fresh, name: 'a fresh database' },
          { url: old, name: `release ${release} migrated` },
        );
        const after = await withClient(old, readRowCounts);
        const lost = [...before]
          .filter(([table, count]) => (after.get(table) ?? 0) < count)
          .map(([table, count]) => `${table}: ${count} rows before, ${after.get(table) ?? 'no table'} after`);
        assert.deepEqual(lost, []);
        assert.ok([...before.values()].reduce((sum, count) => sum + count, 0) > 50, 'the snapshot holds sample rows');
      },
    );
  }

  it(
    'refuses to start on a database without the column of a stored field, naming entity, field and table',
    { timeout: 30_000 },
    async () => {
      const url = await server.createDatabase();
      await migrated(url);
      const { db } = createDatabase(url, 1);
      await sql`alter table coffeebean drop column coffeebean_nick`.execute(db);
      await sql`alter table roasting_default_greenbean drop column greenbean_percent`.execute(db);
      await db.destroy();
      const outcome = await startApiServer({ databaseUrl: url, demo: false }).catch((error: unknown) => error);
      if (!(outcome instanceof Error)) {
        await (outcome as ApiServer).close();
        assert.fail('the server started on a database that lacks two columns of stored fields');
      }
      assert.match(
        outcome.message,
        /CoffeebeanDefault: field coffeebean_nick has no column coffeebean\.coffeebean_nick/,
      );
      assert.match(
        outcome.message,
        /RoastingDefault greenbean_list: field greenbean_percent has no column roasting_default_greenbean\.greenbean_percent/,
      );
    },
  );
});
