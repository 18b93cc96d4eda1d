import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** What `<cluster>/postmaster.pid` says about the server that wrote it (line 1: pid, line 4: port). */
export interface PostmasterLock {
  pid: number;
  port: number | null;
}

export function readPostmasterLock(clusterDir: string): PostmasterLock | null {
  const file = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(file)) return null;
  const lines = readFileSync(file, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  return Number.isInteger(pid) && pid > 0 ? { pid, port: Number.isInteger(port) && port > 0 ? port : null } : null;
}

/** Linux tells a zombie (exited, not yet reaped) apart from a running process; elsewhere signal 0 must do. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to someone we may not signal.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !/^\d+ \(.*\) Z/.test(stat);
  } catch {
    return true;
  }
}

/** Whether the live process `pid` is a PostgreSQL server on `clusterDir` (a reused pid belongs to someone else). */
function isPostmasterOf(pid: number, clusterDir: string): boolean {
  let cmdline: string;
  try {
    cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return true; // no /proc: trust the lock file
  }
  const args = cmdline.split('\0');
  const dir = args[args.indexOf('-D') + 1];
  return /postgres/.test(args[0] ?? '') && dir !== undefined && path.resolve(dir) === path.resolve(clusterDir);
}

async function waitForExit(pid: number, clusterDir: string, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (!isRunning(pid) || readPostmasterLock(clusterDir)?.pid !== pid) return true;
    await sleep(100);
  }
  return false;
}

/**
 * Makes the cluster startable after a crash: a server still running on it (orphaned when the API was killed) is
 * shut down (fast, then immediate, then killed), and a lock file naming no server of this cluster is removed.
 */
export async function releaseCluster(clusterDir: string, log: (line: string) => void): Promise<void> {
  const lock = readPostmasterLock(clusterDir);
  if (!lock) return;
  if (isRunning(lock.pid) && isPostmasterOf(lock.pid, clusterDir)) {
    log(`stopping the PostgreSQL server ${lock.pid} left running on ${clusterDir}`);
    for (const [signal, waitMs] of [
      ['SIGINT', 15_000],
      ['SIGQUIT', 5_000],
      ['SIGKILL', 5_000],
    ] as const) {
      try {
        process.kill(lock.pid, signal);
      } catch {
        break; // gone meanwhile
      }
      if (await waitForExit(lock.pid, clusterDir, waitMs)) break;
    }
  }
  const left = readPostmasterLock(clusterDir);
  if (left && (!isRunning(left.pid) || !isPostmasterOf(left.pid, clusterDir))) {
    log(`removing the stale lock file of server ${left.pid}`);
    await rm(path.join(clusterDir, 'postmaster.pid'), { force: true });
  }
}
