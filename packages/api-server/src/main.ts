import { DEFAULT_CORS_ORIGINS, startApiServer } from './index';
import { demoLine } from './seed/demo-choice';
import { serverOptionsFromEnv } from './settings';

const env = process.env;

// A setting that is not valid stops the start with the setting named, like a database that does not answer.
const server = await Promise.resolve()
  .then(() =>
    startApiServer({
      ...serverOptionsFromEnv(env, process.argv),
      corsOrigins: env.CORS_ORIGINS
        ? env.CORS_ORIGINS.split(',')
            .map((origin) => origin.trim())
            .filter(Boolean)
        : DEFAULT_CORS_ORIGINS,
    }),
  )
  .catch((error: unknown) => {
    // What failed (the database's own message, a seed file), never an anonymous `undefined`.
    console.error(`API server did not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
// `npm start` reads this line for its summary (workspace-tools suite.mjs: startApi).
console.log(demoLine(server.demo));
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
