// A throwaway cluster of Debian's PostgreSQL (the oldest version the server supports) on 127.0.0.1, for the
// server's integration tests in CI. Installs the package when it is missing and the user is root.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PG_ROOT = '/usr/lib/postgresql';
/** The server tools; the client packages (postgresql-client-NN, libpq-dev) create the same folder without them. */
const SERVER_TOOLS = ['initdb', 'pg_ctl', 'postgres'];

/** The bin folder of the oldest installed PostgreSQL server, or null. */
function installedBinDir() {
  if (!existsSync(PG_ROOT)) return null;
  const versions = readdirSync(PG_ROOT)
    .filter((version) => /^\d+$/.test(version))
    .sort((a, b) => Number(a) - Number(b));
  const version = versions.find((candidate) =>
    SERVER_TOOLS.every((tool) => existsSync(join(PG_ROOT, candidate, 'bin', tool))),
  );
  return version ? join(PG_ROOT, version, 'bin') : null;
}

const isRoot = () => process.getuid?.() === 0;

/** apt-get install of Debian's `postgresql`; on a fresh image the package lists are empty, so update once and retry. */
function installPostgres() {
  if (!isRoot())
    throw new Error("Debian's postgresql is not installed (install it, or run as root to let this script install it)");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'postgresql'], { stdio: 'inherit', env });
  if (install().status === 0) return;
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const retried = install();
  if (retried.status !== 0) throw new Error(`apt-get install postgresql failed (${retried.status ?? retried.signal})`);
}

/** As root the cluster runs as the OS user `postgres` (initdb refuses root); create it when it is missing. */
function ensurePostgresUser() {
  if (spawnSync('id', ['-u', 'postgres'], { stdio: 'ignore' }).status === 0) return;
  execFileSync(
    'useradd',
    ['--system', '--user-group', '--home-dir', '/var/lib/postgresql', '--shell', '/bin/sh', 'postgres'],
    { stdio: 'inherit' },
  );
}

/** How many ports the cluster's start tries. */
const PORT_ATTEMPTS = 3;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs `use(databaseUrl)` against a fresh cluster, then stops and removes it (also when anything fails). */
export async function withDebianPostgres(use) {
  let binDir = installedBinDir();
  if (!binDir) {
    installPostgres();
    binDir = installedBinDir();
    if (!binDir) throw new Error(`no PostgreSQL server under ${PG_ROOT} after installing postgresql`);
  }
  if (isRoot()) ensurePostgresUser();
  const root = mkdtempSync(join(tmpdir(), 'coffee-pg-'));
  const dataDir = join(root, 'data');
  const logFile = join(root, 'postgres.log');
  // The folder is created 0700 by root; the cluster's user must enter it (data, socket and log live inside).
  chmodSync(root, 0o777);
  const asPostgres = isRoot() ? ['runuser', '-u', 'postgres', '--'] : [];
  const pg = (tool, args, { quiet = false } = {}) => {
    const [command, ...rest] = [...asPostgres, join(binDir, tool), ...args];
    // cwd: the caller's folder may not be readable by the postgres user.
    const result = spawnSync(command, rest, { cwd: root, stdio: quiet ? 'ignore' : ['ignore', 'ignore', 'inherit'] });
    if (result.status !== 0 && !quiet) {
      const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n') : '';
      throw new Error(`${tool} failed (${result.status ?? result.signal})${log ? `\n${log}` : ''}`);
    }
    return result;
  };
  let started = false;
  try {
    pg('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
    const options = (port) => `-p ${port} -k ${root} -c listen_addresses=127.0.0.1`;
    // A port found free may be taken (another suite's connection) before PostgreSQL binds it: then another one; the
    // last attempt's failure is thrown with PostgreSQL's log.
    let port;
    for (let attempt = 1; !started; attempt += 1) {
      port = await freePort();
      const quiet = attempt < PORT_ATTEMPTS;
      const args = ['-D', dataDir, '-l', logFile, '-o', options(port), '-w', '-t', '60', 'start'];
      started = pg('pg_ctl', args, { quiet }).status === 0;
    }
    await use(`postgres://postgres@127.0.0.1:${port}/postgres`);
  } finally {
    if (started) pg('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop'], { quiet: true });
    rmSync(root, { recursive: true, force: true });
  }
}
