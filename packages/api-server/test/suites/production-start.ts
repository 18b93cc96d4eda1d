import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { DEMO_PASSWORD, DEMO_USERS } from '../../src/seed/data/demo';
import { Client } from '../harness';
import type { TestEnv } from '../harness';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SUITE_MODULE = path.resolve(SERVER_DIR, '../workspace-tools/src/suite.mjs');

interface SuiteModule {
  startApi(
    ports: { shell: number; api: number; remotes: Record<string, number> },
    env: NodeJS.ProcessEnv,
  ): Promise<{ url: string; close(): Promise<void> }>;
}

/** `npm run create-admin` with `answers` piped into it, as a script would. */
function createAdmin(databaseUrl: string, answers: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/create-admin.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stdin.end(answers.join('\n') + '\n');
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

/**
 * `npm run create-admin` on a terminal (util-linux `script` gives it one), answering each question once it is asked;
 * the output is what the person at the terminal sees.
 */
function createAdminOnTerminal(
  databaseUrl: string,
  answers: string[],
): Promise<{ code: number | null; output: string }> {
  const command = [process.execPath, '--import', 'tsx', 'src/create-admin.ts'].join(' ');
  const child = spawn('script', ['-qfec', command, '/dev/null'], {
    cwd: SERVER_DIR,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const questions = ['User id: ', 'Name: ', 'Password (not shown): ', 'Password again: '];
  let output = '';
  let answered = 0;
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    let from = 0;
    for (let index = 0; index < answered; index += 1) from = output.indexOf(questions[index]!, from) + 1;
    if (answered < answers.length && output.indexOf(questions[answered]!, from) >= 0) {
      child.stdin.write(`${answers[answered]}\r`);
      answered += 1;
    }
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

const signIn = (url: string, userId: string, password: string) =>
  new Client(url).post('/api/sign/signin', { user_id: userId, user_pass: password });

export function productionStartSuite(env: TestEnv): void {
  describe('npm start on DATABASE_URL and the first administrator', () => {
    // A throwaway database on the suite's server (its URL is known once the suite's server runs).
    const name = `coffee_start_${randomBytes(4).toString('hex')}`;
    let databaseUrl = '';
    let api: { url: string; close(): Promise<void> } | undefined;
    const users = async (ids: readonly string[]) => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ user_id: string; user_type: string[] }>(
          'select user_id, user_type from app_user where user_id = any($1) order by user_id',
          [ids],
        );
        return rows;
      } finally {
        await client.end();
      }
    };

    before(async () => {
      const target = new URL(env.databaseUrl);
      target.pathname = `/${name}`;
      databaseUrl = target.toString();
      const { startApi } = (await import(SUITE_MODULE)) as SuiteModule;
      const environment: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl, LOG: '0' };
      delete environment.DEMO;
      api = await startApi({ shell: 0, api: 0, remotes: {} }, environment);
    });
    after(async () => {
      await api?.close();
      const admin = new pg.Client({ connectionString: env.databaseUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${pg.escapeIdentifier(name)}`);
      await admin.end();
    });

    it('writes no demo account into a database given by DATABASE_URL', async () => {
      assert.deepEqual(await users(DEMO_USERS.map((user) => user.user_id)), []);
      const reply = await signIn(api!.url, 'sadmin', DEMO_PASSWORD);
      assert.deepEqual([reply.code, reply.body.description], [401, 'signin_denied']);
    });

    it('creates the first administrator from piped answers, refusing a weak password', async () => {
      const weak = await createAdmin(databaseUrl, ['owner', 'Owner', 'coffee1234']);
      assert.equal(weak.code, 1);
      assert.match(weak.output, /create-admin: the password is too weak: at least 12 characters/);
      assert.deepEqual(await users(['owner']), []);

      const created = await createAdmin(databaseUrl, ['owner', 'Roastery Owner', 'first strong secret']);
      assert.equal(created.code, 0, created.output);
      assert.match(created.output, /Created the system administrator owner\./);
      assert.deepEqual(await users(['owner']), [{ user_id: 'owner', user_type: ['SADMIN'] }]);
      const session = await signIn(api!.url, 'owner', 'first strong secret');
      assert.deepEqual(session.body.result, { user_id: 'owner', name: 'Roastery Owner', usertype: ['SADMIN'] });

      const reset = await createAdmin(databaseUrl, ['owner', 'Roastery Owner', 'second strong secret']);
      assert.match(
        reset.output,
        /owner is a system administrator with the new password; their sessions were signed out/,
      );
      const client = new Client(api!.url);
      client.cookie = (session.headers.get('set-cookie') ?? '').split(';')[0]!;
      assert.equal((await client.get('/api/sign/session')).code, 401);
      assert.equal((await signIn(api!.url, 'owner', 'first strong secret')).code, 401);
      assert.equal((await signIn(api!.url, 'owner', 'second strong secret')).code, 200);
    });

    it('asks on a terminal without showing the password, and twice', async () => {
      const typo = await createAdminOnTerminal(databaseUrl, ['keeper', 'Keeper', 'third strong secret', 'other']);
      assert.equal(typo.code, 1);
      assert.match(typo.output, /the two passwords differ/);
      const password = 'third strong secret';
      const asked = await createAdminOnTerminal(databaseUrl, ['keeper', 'Night Keeper', password, password]);
      assert.equal(asked.code, 0, asked.output);
      // What the terminal shows, without its cursor codes (ESC [n G, ESC [n J) and carriage returns.
      const shown = asked.output.replaceAll(String.fromCharCode(27), '').replace(/\[\d+[GJ]|\r/g, '');
      assert.match(shown, /^User id: keeper\nName: Night Keeper\nPassword \(not shown\): \nPassword again: \nCreated/);
      assert.ok(!asked.output.includes(password), asked.output);
      assert.equal((await signIn(api!.url, 'keeper', password)).code, 200);
    });
  });
}
