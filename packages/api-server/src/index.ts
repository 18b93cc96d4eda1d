import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import type { AppOptions } from './app';
import { listenForChanges } from '@coffee/api-kernel/db/changes';
import { createDatabase, ensureDatabase } from '@coffee/api-kernel/db/database';
import { startEmbeddedPostgres } from './db/embedded';
import { migrateToLatest } from './db/migrate';
import { demoPresent, seedDemo } from './seed/demo';
import { demoChoice } from './seed/demo-choice';
import type { DemoChoice } from './seed/demo-choice';
import { seedReference } from './seed/reference';

export interface ApiServerOptions {
  port?: number;
  host?: string;
  /** A PostgreSQL server to use instead of the embedded one. */
  databaseUrl?: string;
  /** Data folder of the embedded PostgreSQL (default `<repo>/.data/pg`). */
  dataDir?: string;
  /**
   * Demo accounts and organisations: true / false as DEMO=1 / DEMO=0 say; not given, only the embedded database on a
   * loopback address outside production gets them (seed/demo-choice.ts).
   */
  demo?: boolean;
  /** NODE_ENV=production (default: read from the environment): no demo data unless `demo` is true. */
  production?: boolean;
  corsOrigins?: string[];
  /** Request log (default off here; `main.ts` turns it on unless LOG=0). */
  logger?: AppOptions['logger'];
  /** Sign-in attempts per minute and client (default 10). */
  signinPerMinute?: number;
  /** Calls open to guests per minute and address (default 120). */
  publicPerMinute?: number;
  accountThrottle?: AppOptions['accountThrottle'];
  secureCookies?: boolean;
  trustProxy?: AppOptions['trustProxy'];
  sessionLimits?: AppOptions['sessionLimits'];
  /** How long a list count may be reused while its table is unchanged (ms, default 5000; 0: never). */
  countCacheMs?: number;
  /** Serve the OpenAPI description and page at /documentation (the settings: unless NODE_ENV=production). */
  openApi?: boolean;
  /** The password hash's cost: the real one unless a test suite's server says otherwise (settings.ts). */
  passwordCost?: AppOptions['passwordCost'];
  /** Check every answer against its route's response schema (the test suites). */
  checkAnswers?: boolean;
}

export interface ApiServer {
  url: string;
  /** The database the server uses (the embedded one's URL includes its generated password). */
  databaseUrl: string;
  /** Whether the demo data was seeded, and why. */
  demo: DemoChoice;
  close(): Promise<void>;
}

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, '.data', 'pg');
export const DEFAULT_CORS_ORIGINS = Array.from({ length: 7 }, (_, i) => `http://localhost:${3000 + i}`);

/** Starts the database (embedded unless databaseUrl), migrates, seeds, and listens. */
export async function startApiServer(options: ApiServerOptions = {}): Promise<ApiServer> {
  const embedded = options.databaseUrl ? null : await startEmbeddedPostgres(options.dataDir ?? DEFAULT_DATA_DIR);
  const databaseUrl = options.databaseUrl ?? `${embedded?.url.replace(/\/postgres$/, '')}/coffee`;
  // What is started is stopped in reverse order, on close or when the start fails half-way.
  const stops: Array<() => Promise<unknown>> = embedded ? [() => embedded.stop()] : [];
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop().catch(() => {});
  };
  try {
    await ensureDatabase(databaseUrl);
    const { db, changes } = createDatabase(databaseUrl);
    stops.push(() => db.destroy());
    await migrateToLatest(db);
    await seedReference(db);
    const host = options.host ?? '127.0.0.1';
    const demo = demoChoice({
      demo: options.demo,
      databaseUrl: options.databaseUrl,
      host,
      production: options.production ?? process.env.NODE_ENV === 'production',
    });
    if (demo.seed) await seedDemo(db, options.passwordCost);
    else if (await demoPresent(db))
      demo.reason += '; demo accounts written by an earlier start are still in this database (public password)';
    const listener = await listenForChanges(databaseUrl, changes);
    stops.push(() => listener.close());
    const { app } = await buildApp({
      db,
      changes,
      ...(options.countCacheMs !== undefined ? { countCacheMs: options.countCacheMs } : {}),
      openApi: options.openApi ?? false,
      ...(options.checkAnswers ? { checkAnswers: true } : {}),
      ...(options.passwordCost ? { passwordCost: options.passwordCost } : {}),
      corsOrigins: options.corsOrigins ?? DEFAULT_CORS_ORIGINS,
      logger: options.logger ?? false,
      ...(options.signinPerMinute ? { signinPerMinute: options.signinPerMinute } : {}),
      ...(options.publicPerMinute ? { publicPerMinute: options.publicPerMinute } : {}),
      ...(options.accountThrottle ? { accountThrottle: options.accountThrottle } : {}),
      ...(options.secureCookies ? { secureCookies: true } : {}),
      ...(options.trustProxy ? { trustProxy: options.trustProxy } : {}),
      ...(options.sessionLimits ? { sessionLimits: options.sessionLimits } : {}),
      ...(process.env.GOOGLE_CLIENT_ID ? { googleClientId: process.env.GOOGLE_CLIENT_ID } : {}),
      ...(process.env.GOOGLE_CLIENT_SECRET ? { googleClientSecret: process.env.GOOGLE_CLIENT_SECRET } : {}),
    });
    stops.push(() => app.close());
    const address = await app.listen({ port: options.port ?? 0, host });
    return { url: address.replace('[::1]', 'localhost'), databaseUrl, demo, close: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

export { buildApp } from './app';
export { DEMO_PASSWORD, DEMO_USERS } from './seed/data/demo';
