import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase } from '@coffee/api-kernel/db/database';
import type { Database } from '@coffee/api-kernel/db/database';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { migrateToLatest } from '../src/db/migrate';

/** A PostgreSQL server to create throwaway databases on: DATABASE_URL's server, or an embedded one in a temp folder. */
export interface ThrowawayServer {
  /** Creates an empty database and answers its URL (dropped by `close`). */
  createDatabase(): Promise<string>;
  close(): Promise<void>;
}

export async function startThrowawayServer(): Promise<ThrowawayServer> {
  const external = process.env.DATABASE_URL;
  const dataDir = external ? null : await mkdtemp(path.join(os.tmpdir(), 'coffee-schema-'));
  const embedded = dataDir ? await startEmbeddedPostgres(dataDir) : null;
  const serverUrl = external ?? embedded!.url;
  const created: string[] = [];
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  return {
    async createDatabase() {
      const name = `coffee_schema_${randomBytes(4).toString('hex')}`;
      await admin(`create database ${name}`);
      created.push(name);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
    async close() {
      if (embedded) {
        await embedded.stop();
        await rm(dataDir!, { recursive: true, force: true });
        return;
      }
      for (const name of created) await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

/** A new database on `server` with today's migrations (and what `fill` adds); answers its URL. */
export async function migratedDatabase(
  server: ThrowawayServer,
  fill?: (db: Database) => Promise<void>,
): Promise<string> {
  const url = await server.createDatabase();
  const { db } = createDatabase(url);
  try {
    await migrateToLatest(db);
    await fill?.(db);
  } finally {
    await db.destroy();
  }
  return url;
}
