import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { appendFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { isRunning, readPostmasterLock } from '../src/db/postmaster';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { startApiProcess } from './api-process';
import type { ApiProcess } from './api-process';
import { Client } from './harness';
import { DEMO_PASSWORD } from '../src/seed/data/demo';

/** The API as `npm start` runs it, on its own port and data folder (the embedded database). */
async function startApi(port: number, dataDir: string): Promise<ApiProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env, DEMO: '1', DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  return startApiProcess(port, env);
}

async function signIn(port: number): Promise<Client> {
  const client = new Client(`http://127.0.0.1:${port}`);
  const reply = await client.post('/api/sign/signin', { user_id: 'admin', user_pass: DEMO_PASSWORD });
  assert.equal(reply.body.status, 'OK', JSON.stringify(reply.body));
  return client;
}

/**
 * Saves companies four at a time until `count` are acknowledged, then lets `crash` run while saves are in flight;
 * returns the acknowledged ones (seq → name). Saves cut off by the crash are not acknowledged and not counted.
 */
async function saveThenCrash(client: Client, label: string, count: number, crash: () => void) {
  const acknowledged = new Map<number, string>();
  let crashed = false;
  let next = 0;
  const worker = async () => {
    while (!crashed) {
      const name = `Crash ${label} ${(next += 1)}`;
      const reply = await client
        .post('/api/setting/company/edit', { company_type: 'GBD', company_name: name, company_name_kr: name })
        .catch(() => null);
      if (reply?.body.status === 'OK') acknowledged.set(Number(reply.body.result.company_seq), name);
      if (!crashed && acknowledged.size >= count) {
        crashed = true;
        crash();
      }
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return acknowledged;
}

async function assertSaved(client: Client, saved: ReadonlyMap<number, string>): Promise<void> {
  for (const [seq, name] of saved) {
    const detail = await client.get(`/api/setting/company/detail/${seq}`);
    assert.equal(detail.body.result?.company_name, name, `acknowledged save ${seq} (${name}) is missing`);
  }
}

const postmasterPid = (dataDir: string) => {
  const lock = readPostmasterLock(path.join(dataDir, 'cluster'));
  assert.ok(lock, 'the embedded database wrote no postmaster.pid');
  return lock.pid;
};

describe('the API after a crash', { skip: process.env.DATABASE_URL ? 'embedded database only' : false }, () => {
  const dataDirs: string[] = [];
  const running: ChildProcess[] = [];
  after(async () => {
    for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
    for (const dir of dataDirs) {
      const lock = readPostmasterLock(path.join(dir, 'cluster'));
      if (lock && isRunning(lock.pid)) process.kill(lock.pid, 'SIGKILL');
      await rm(dir, { recursive: true, force: true });
    }
  });

  it(
    'restarts with the same command after SIGKILL of the API alone and of the API with its database, losing no acknowledged save, and stops its database on SIGTERM',
    { timeout: 240_000 },
    async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'coffee-crash-'));
      dataDirs.push(dataDir);
      // The first start takes a free port itself (one chosen beforehand may be taken first); the restarts reuse it.
      const first = await startApi(0, dataDir);
      const port = Number(new URL(first.url).port);
      running.push(first.child);
      const orphan = postmasterPid(dataDir);
      const saved = await saveThenCrash(await signIn(port), 'api', 30, () => first.child.kill('SIGKILL'));
      await first.exited;
      assert.ok(isRunning(orphan), 'the database outlives the killed API (the case under test)');

      const second = await startApi(port, dataDir);
      running.push(second.child);
      assert.equal(isRunning(orphan), false, 'the orphaned database was stopped before the restart');
      await assertSaved(await signIn(port), saved);

      const database = postmasterPid(dataDir);
      const more = await saveThenCrash(await signIn(port), 'api+db', 30, () => {
        second.child.kill('SIGKILL');
        process.kill(database, 'SIGKILL');
      });
      await second.exited;

      const third = await startApi(port, dataDir);
      running.push(third.child);
      const client = await signIn(port);
      await assertSaved(client, saved);
      await assertSaved(client, more);

      const last = postmasterPid(dataDir);
      third.child.kill('SIGTERM');
      assert.equal(await third.exited, 0);
      assert.equal(isRunning(last), false, 'the database stops with the API');
    },
  );
});

describe('the embedded database start', { skip: process.env.DATABASE_URL ? 'embedded database only' : false }, () => {
  it("retries a failed start, then reports PostgreSQL's own message", { timeout: 120_000 }, async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'coffee-start-'));
    try {
      await (await startEmbeddedPostgres(dataDir)).stop();
      await appendFile(path.join(dataDir, 'cluster', 'postgresql.conf'), '\nno_such_setting = 1\n');
      const log: string[] = [];
      await assert.rejects(
        startEmbeddedPostgres(dataDir, (line) => log.push(line), [50]),
        (error: Error) => {
          assert.match(error.message, /did not start/);
          assert.match(error.message, /no_such_setting/);
          return true;
        },
      );
      assert.equal(log.filter((line) => line.includes('trying again')).length, 1);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
