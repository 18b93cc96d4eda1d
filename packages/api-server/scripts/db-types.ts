import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generateTableTypes, TABLE_TYPES_FILE } from './table-types';
import { migratedDatabase, startThrowawayServer } from './throwaway-postgres';

/**
 * Migrates a fresh database and writes its table types to src/db/tables.generated.ts. Run after adding a
 * migration: `pnpm --filter @coffee/api-server db:types` (the schema suite fails while the file is out of date).
 */
const server = await startThrowawayServer();
try {
  const url = await migratedDatabase(server);
  await writeFile(TABLE_TYPES_FILE, await generateTableTypes(url));
  console.log(`wrote ${path.relative(process.cwd(), TABLE_TYPES_FILE)}`);
} finally {
  await server.close();
}
