import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { seedDemo } from '../src/seed/demo';
import { seedReference } from '../src/seed/reference';
import { dumpDatabase } from './schema-dump';
import { migratedDatabase, startThrowawayServer } from './throwaway-postgres';

/**
 * Writes src/db/schema-snapshots/<release>.sql: the schema this checkout's migrations build, the migrator's record
 * of them and a few demo rows per table (see the server README, "Upgrades"). Run at each release:
 * `pnpm --filter @coffee/api-server schema:snapshot <release>`.
 */
export const SNAPSHOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/db/schema-snapshots');

const release = process.argv[2];
if (!release || !/^[\w.-]+$/.test(release)) {
  console.error('usage: schema:snapshot <release>   (letters, digits, dots and dashes, e.g. 2026-11-25)');
  process.exit(2);
}
const server = await startThrowawayServer();
try {
  const url = await migratedDatabase(server, async (db) => {
    await seedReference(db);
    await seedDemo(db);
  });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const text = await dumpDatabase(
      client,
      {
        wholeTables: ['kysely_migration', 'kysely_migration_lock'],
        sampleRows: 3,
        redacted: { app_user: ['user_pass'] },
      },
      [
        `Release ${release}: the schema its migrations build, their record in kysely_migration, and sample rows`,
        '(three per table and the rows they reference; demo data, passwords left out).',
        'Written by `pnpm --filter @coffee/api-server schema:snapshot`; test/upgrade.test.ts replays it and migrates.',
        'Generated: do not edit.',
      ],
    );
    const file = path.join(SNAPSHOT_DIR, `${release}.sql`);
    await writeFile(file, text);
    console.log(`wrote ${path.relative(process.cwd(), file)} (${Math.round(text.length / 1024)} KB)`);
  } finally {
    await client.end();
  }
} finally {
  await server.close();
}
