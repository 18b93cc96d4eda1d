// A throwaway cluster of Debian's PostgreSQL (the oldest version the server supports) on 127.0.0.1, for the
// server's integration tests in CI. Installs the package when it is missing and the user is root.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chmodSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PG_ROOT = '/usr/lib/postgresql';

function installedBinDir() {
  if (!existsSync(PG_ROOT)) return null;
  const versions = readdirSync(PG_ROOT).sort((a, b) => Number(a) - Number(b));
  return versions.length ? join(PG_ROOT, versions[0], 'bin') : null;
}

function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs `use(databaseUrl)` against a fresh cluster, then stops and removes it. */
export async function withDebianPostgres(use) {
  let binDir = installedBinDir();
  if (!binDir) {
    if (process.getuid?.() !== 0) throw new Error("Debian's postgresql is not installed");
    execFileSync('apt-get', ['install', '-y', '-qq', 'postgresql'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    binDir = installedBinDir();
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'coffee-pg-'));
  chmodSync(dataDir, 0o777);
  const asPostgres = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  const pg = (tool, args, run = execFileSync) => {
    const [command, ...rest] = [...asPostgres, join(binDir, tool), ...args];
    return run(command, rest, { stdio: 'inherit' });
  };
  const port = await freePort();
  pg('initdb', ['-D', join(dataDir, 'data'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  pg('pg_ctl', ['-D', join(dataDir, 'data'), '-o', `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1`, '-w', 'start']);
  try {
    await use(`postgres://postgres@127.0.0.1:${port}/postgres`);
  } finally {
    pg('pg_ctl', ['-D', join(dataDir, 'data'), '-m', 'fast', 'stop'], spawnSync);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
