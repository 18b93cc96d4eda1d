import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildApp } from '../../src/app';
import type { AppOptions } from '../../src/app';
import { TEST_SCRYPT_PARAMS, hashPassword } from '@coffee/api-kernel/auth/password';
import { createDatabase } from '@coffee/api-kernel/db/database';
import { DEMO_PASSWORD } from '../../src/seed/data/demo';
import { Client, query } from '../harness';
import type { TestEnv } from '../harness';

/** The suite's own user: capping and ending its sessions leaves the other suites' signed-in clients alone. */
const PROBE = 'session-probe';

/**
 * A second app on the suite's database with other settings (no migration or seed: the suite's server did those), at
 * the suites' password cost unless `options` say otherwise.
 */
export async function withServer(
  env: TestEnv,
  options: Omit<AppOptions, 'db' | 'corsOrigins'>,
  body: (server: { url: string }) => Promise<void>,
): Promise<void> {
  const { db } = createDatabase(env.databaseUrl, 2);
  const { app } = await buildApp({
    db,
    corsOrigins: [],
    signinPerMinute: 10_000,
    publicPerMinute: 100_000,
    passwordCost: TEST_SCRYPT_PARAMS,
    ...options,
  });
  try {
    await body({ url: await app.listen({ port: 0, host: '127.0.0.1' }) });
  } finally {
    await app.close();
    await db.destroy();
  }
}

/** A user of the calling suite's own for its tests (created before them, deleted after). */
export function withUser(env: TestEnv, userId: string, password: string): void {
  before(async () => {
    await query(env, `insert into app_user (user_id, user_name, user_pass) values ($1, $1, $2)`, [
      userId,
      await hashPassword(password, TEST_SCRYPT_PARAMS),
    ]);
  });
  after(() => query(env, 'delete from app_user where user_id = $1', [userId]));
}

async function signedIn(url: string, userId: string, headers: Record<string, string> = {}): Promise<Client> {
  const client = new Client(url);
  const reply = await client.post('/api/sign/signin', { user_id: userId, user_pass: DEMO_PASSWORD }, headers);
  assert.equal(reply.body.status, 'OK', JSON.stringify(reply.body));
  return client;
}

/** The stored row of the client's session (the newest of its user, as each test signs in afresh). */
const newestSession = async (env: TestEnv, userId: string) =>
  (
    await query(
      env,
      `select s.session_hash, s.expires_at, s.last_seen_at from app_session s join app_user u using (user_seq)
       where u.user_id = $1 order by s.created_at desc limit 1`,
      [userId],
    )
  )[0]!;

export function sessionSuite(env: TestEnv): void {
  describe('session limits and cookie', () => {
    withUser(env, PROBE, DEMO_PASSWORD);

    it('ends a session unused for longer than the idle limit, and moves the idle end of one in use', async () => {
      const client = await signedIn(env.url, PROBE);
      const { session_hash } = await newestSession(env, PROBE);
      await query(env, `update app_session set last_seen_at = now() - interval '11 hours' where session_hash = $1`, [
        session_hash,
      ]);
      assert.equal((await client.get('/api/sign/session')).code, 200);
      const seen = (await newestSession(env, PROBE)).last_seen_at as Date;
      assert.ok(Date.now() - seen.getTime() < 60_000, `last use moved to now, not ${seen.toISOString()}`);
      await query(
        env,
        `update app_session set last_seen_at = now() - interval '12 hours 1 minute' where session_hash = $1`,
        [session_hash],
      );
      assert.equal((await client.get('/api/sign/session')).code, 401);
    });

    it('ends a session at its absolute end however recently used, and a refresh does not move that end', async () => {
      const client = await signedIn(env.url, PROBE);
      const { session_hash, expires_at } = await newestSession(env, PROBE);
      const days = ((expires_at as Date).getTime() - Date.now()) / 86_400_000;
      assert.ok(days > 13.99 && days <= 14, `14 days from sign-in, not ${days}`);
      assert.equal((await client.post('/api/sign/refresh')).body.status, 'OK');
      assert.deepEqual((await newestSession(env, PROBE)).expires_at, expires_at);
      await query(env, `update app_session set expires_at = now() - interval '1 second' where session_hash = $1`, [
        session_hash,
      ]);
      assert.equal((await client.get('/api/sign/session')).code, 401);
    });

    it('keeps at most the per-user number of sessions: a new sign-in ends the oldest and deletes ended ones', async () => {
      const limits = { idleSeconds: 3600, maxSeconds: 86_400, perUser: 2 };
      await withServer(env, { sessionLimits: limits }, async (server) => {
        const first = await signedIn(server.url, PROBE);
        const { session_hash: ended } = await newestSession(env, PROBE);
        await query(env, `update app_session set last_seen_at = now() - interval '2 hours' where session_hash = $1`, [
          ended,
        ]);
        const second = await signedIn(server.url, PROBE);
        assert.deepEqual(await query(env, 'select 1 from app_session where session_hash = $1', [ended]), []);
        const third = await signedIn(server.url, PROBE);
        const fourth = await signedIn(server.url, PROBE);
        assert.equal((await first.get('/api/sign/session')).code, 401);
        assert.equal((await second.get('/api/sign/session')).code, 401);
        assert.equal((await third.get('/api/sign/session')).code, 200);
        assert.equal((await fourth.get('/api/sign/session')).code, 200);
        const [sessions] = await query(
          env,
          `select count(*)::int as count from app_session join app_user using (user_seq) where user_id = $1`,
          [PROBE],
        );
        assert.equal(sessions?.count, 2);
      });
    });

    it('marks the cookie Secure with the __Host- prefix under SECURE_COOKIES, and reads only that cookie', async () => {
      await withServer(env, { secureCookies: true }, async (server) => {
        const client = new Client(server.url);
        const reply = await client.post('/api/sign/signin', { user_id: PROBE, user_pass: DEMO_PASSWORD });
        const cookie = reply.headers.get('set-cookie') ?? '';
        assert.match(cookie, /^__Host-coffee_sid=[\w-]+;/);
        assert.match(cookie, /; Secure/);
        assert.match(cookie, /; Path=\//);
        assert.doesNotMatch(cookie, /Domain=/i);
        assert.equal((await client.get('/api/sign/session')).body.result.user_id, PROBE);
        const plain = new Client(server.url);
        plain.cookie = client.cookie.replace('__Host-coffee_sid', 'coffee_sid');
        assert.equal((await plain.get('/api/sign/session')).code, 401);
        const out = await client.post('/api/sign/signout');
        assert.match(out.headers.get('set-cookie') ?? '', /^__Host-coffee_sid=;.*Secure/);
      });
    });

    it('marks the cookie Secure behind an HTTPS proxy only when the proxy is trusted (TRUST_PROXY)', async () => {
      const https = { 'x-forwarded-proto': 'https' };
      const untrusted = await new Client(env.url).post(
        '/api/sign/signin',
        { user_id: PROBE, user_pass: DEMO_PASSWORD },
        https,
      );
      assert.match(untrusted.headers.get('set-cookie') ?? '', /^coffee_sid=/);
      assert.doesNotMatch(untrusted.headers.get('set-cookie') ?? '', /Secure/);
      await withServer(env, { trustProxy: 1 }, async (server) => {
        const behindProxy = new Client(server.url);
        const reply = await behindProxy.post('/api/sign/signin', { user_id: PROBE, user_pass: DEMO_PASSWORD }, https);
        assert.match(reply.headers.get('set-cookie') ?? '', /^__Host-coffee_sid=.*; Secure/);
        const session = await behindProxy.request('GET', '/api/sign/session', undefined, https);
        assert.equal(session.body.result.user_id, PROBE);
      });
    });
  });
}
