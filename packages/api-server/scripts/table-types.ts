import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kysely, PostgresDialect as KyselyPostgresDialect } from 'kysely';
import { generate, PostgresDialect } from 'kysely-codegen';
import pg from 'pg';
import { format, resolveConfig } from 'prettier';

/** The checked-in `Tables` interface of the migrated schema (see the server README, "Typed queries"). */
export const TABLE_TYPES_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../api-kernel/src/db/tables.generated.ts',
);

/**
 * The text kysely-codegen writes for the schema of the database at `url`: one interface per table of the public
 * schema (the migrator's own tables left out), with the types our pg parsers return — int8 as number and date as
 * 'YYYY-MM-DD' string (src/db/database.ts sets both) — formatted as the repository's Prettier formats it.
 */
export async function generateTableTypes(url: string): Promise<string> {
  const db = new Kysely<unknown>({
    dialect: new KyselyPostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
  });
  try {
    const text = await generate({
      db,
      dialect: new PostgresDialect({ dateParser: 'string', numericParser: 'string' }),
      excludePattern: 'kysely_migration*',
      typeMapping: { int8: 'number' },
      outFile: null,
    });
    return await format(text, { ...(await resolveConfig(TABLE_TYPES_FILE)), filepath: TABLE_TYPES_FILE });
  } finally {
    await db.destroy();
  }
}
