import { DEFAULT_CORS_ORIGINS, startApiServer } from './index';

const env = process.env;
const flag = (value: string | undefined) => value === '1' || value === 'true';

const server = await startApiServer({
  port: Number(env.PORT ?? 4000),
  host: env.HOST ?? '127.0.0.1',
  ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
  ...(env.DATA_DIR ? { dataDir: env.DATA_DIR } : {}),
  ...(env.DEMO !== undefined || process.argv.includes('--demo')
    ? { demo: flag(env.DEMO) || process.argv.includes('--demo') }
    : {}),
  corsOrigins: env.CORS_ORIGINS
    ? env.CORS_ORIGINS.split(',')
        .map((origin) => origin.trim())
        .filter(Boolean)
    : DEFAULT_CORS_ORIGINS,
  logger: flag(env.LOG),
  ...(env.COUNT_CACHE_MS !== undefined ? { countCacheMs: Number(env.COUNT_CACHE_MS) } : {}),
  ...(env.SIGNIN_PER_MINUTE ? { signinPerMinute: Number(env.SIGNIN_PER_MINUTE) } : {}),
}).catch((error: unknown) => {
  // What failed (the database's own message, a seed file), never an anonymous `undefined`.
  console.error(`API server did not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
console.log(`API server listening on ${server.url}`);

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping`);
  server.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
