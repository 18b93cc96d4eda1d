import assert from 'node:assert/strict';
import net from 'node:net';
import { describe, it } from 'node:test';
import { buildApp } from '../../src/app';
import { createDatabase } from '@coffee/api-kernel/db/database';
import { DEMO_PASSWORD } from '../../src/seed/data/demo';
import { TEST_SCRYPT_PARAMS } from '@coffee/api-kernel/auth/password';
import { DEFAULT_ACCOUNT_THROTTLE } from '@coffee/api-kernel/auth/throttle';
import { serverOptionsFromEnv } from '../../src/settings';
import type { JsonBody, TestEnv } from '../harness';

/** A TCP relay to the database that can stop relaying (a database that hangs) and then refuse connections. */
async function relayTo(databaseUrl: string) {
  const target = new URL(databaseUrl);
  const sockets = new Set<net.Socket>();
  let frozen = false;
  const server = net.createServer((client) => {
    sockets.add(client);
    if (frozen) return;
    const upstream = net.connect(Number(target.port), target.hostname);
    sockets.add(upstream);
    client.pipe(upstream).pipe(client);
    for (const socket of [client, upstream]) socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(databaseUrl);
  url.port = String((server.address() as net.AddressInfo).port);
  return {
    url: url.toString(),
    freeze() {
      frozen = true;
      for (const socket of sockets) {
        socket.unpipe();
        socket.pause();
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export function operationsSuite(env: TestEnv): void {
  describe('settings, health and request log', () => {
    it('reads the production settings from the environment: demo only when asked on DATABASE_URL, log on', () => {
      const production = serverOptionsFromEnv({
        DATABASE_URL: 'postgres://db/coffee',
        SECURE_COOKIES: '1',
        TRUST_PROXY: '1',
        SESSION_IDLE_HOURS: '2',
        SESSION_MAX_DAYS: '7',
        SIGNIN_PER_ACCOUNT: '5',
      });
      assert.equal(production.demo, undefined);
      assert.equal(production.logger, true);
      assert.equal(production.secureCookies, true);
      assert.equal(production.trustProxy, 1);
      assert.deepEqual(production.sessionLimits, { idleSeconds: 7200, maxSeconds: 604_800, perUser: 10 });
      assert.deepEqual(production.accountThrottle, { ...DEFAULT_ACCOUNT_THROTTLE, attempts: 5 });
      assert.equal(serverOptionsFromEnv({ DATABASE_URL: 'postgres://db/coffee', DEMO: '1' }).demo, true);
      assert.equal(serverOptionsFromEnv({ LOG: '0', TRUST_PROXY: '10.0.0.0/8' }).logger, false);
      assert.equal(serverOptionsFromEnv({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy, '10.0.0.0/8');
      assert.throws(() => serverOptionsFromEnv({ SESSION_IDLE_HOURS: 'two' }), /SESSION_IDLE_HOURS must be a positive/);
    });

    it('hashes passwords at the real cost unless a test suite’s server asks for its cheap one, which nothing else may', () => {
      assert.equal(serverOptionsFromEnv({ NODE_ENV: 'production' }).passwordCost, undefined);
      assert.deepEqual(
        serverOptionsFromEnv({ NODE_ENV: 'test', PASSWORD_COST: 'test' }).passwordCost,
        TEST_SCRYPT_PARAMS,
      );
      for (const env of [
        { PASSWORD_COST: 'test' },
        { NODE_ENV: 'production', PASSWORD_COST: 'test' },
        { NODE_ENV: 'test', PASSWORD_COST: '1' },
      ])
        assert.throws(() => serverOptionsFromEnv(env), /PASSWORD_COST=\S+ is for test suites only/);
    });

    it('answers /api/health only while the database answers: 503 when it hangs or refuses', async () => {
      const relay = await relayTo(env.databaseUrl);
      const { db } = createDatabase(relay.url, 2);
      const { app } = await buildApp({ db, corsOrigins: [], healthTimeoutMs: 500 });
      try {
        const up = await app.inject({ url: '/api/health' });
        assert.deepEqual([up.statusCode, up.json()], [200, { status: 'OK', result: null }]);
        relay.freeze();
        const started = Date.now();
        const hung = await app.inject({ url: '/api/health' });
        assert.deepEqual([hung.statusCode, hung.json()], [503, { status: '503', description: 'database_unavailable' }]);
        assert.ok(Date.now() - started < 2000, `answered after ${Date.now() - started} ms`);
        await relay.close();
        const refused = await app.inject({ url: '/api/health' });
        assert.equal(refused.statusCode, 503);
      } finally {
        await relay.close();
        await app.close();
        await db.destroy();
      }
    });

    it('logs one JSON line per request with its id, sign-ins and 500s with their stack, and no secret', async () => {
      let output = '';
      const { db } = createDatabase(env.databaseUrl, 2);
      const { app } = await buildApp({ db, corsOrigins: [], logger: { write: (line) => (output += line) } });
      app.get('/api/test/failure', async () => {
        throw new Error('planned failure');
      });
      try {
        const signIn = (password: string) =>
          app.inject({ method: 'POST', url: '/api/sign/signin', payload: { user_id: 'user', user_pass: password } });
        const ok = await signIn(DEMO_PASSWORD);
        const token = /coffee_sid=([^;]+)/.exec(String(ok.headers['set-cookie']))?.[1] ?? '';
        assert.ok(token.length > 20);
        const denied = await signIn('not the password');
        const session = await app.inject({ url: '/api/sign/session', headers: { cookie: `coffee_sid=${token}` } });
        const failed = await app.inject({ url: '/api/test/failure' });
        assert.deepEqual(
          [ok.statusCode, denied.statusCode, session.statusCode, failed.statusCode],
          [200, 401, 200, 500],
        );

        const lines = output
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line) as JsonBody);
        const requests = lines.filter((line) => line.msg === 'request');
        assert.deepEqual(
          requests.map((line) => [line.method, line.url, line.statusCode]),
          [
            ['POST', '/api/sign/signin', 200],
            ['POST', '/api/sign/signin', 401],
            ['GET', '/api/sign/session', 200],
            ['GET', '/api/test/failure', 500],
          ],
        );
        const ids = requests.map((line) => line.reqId);
        assert.equal(new Set(ids).size, 4);
        assert.deepEqual(
          [ok, denied, session, failed].map((reply) => reply.headers['x-request-id']),
          ids,
        );
        const signIns = lines.filter((line) => line.msg === 'sign-in');
        assert.deepEqual(
          signIns.map((line) => [line.reqId, line.signIn, line.userId]),
          [
            [ids[0], 'signed_in', 'user'],
            [ids[1], 'denied', 'user'],
          ],
        );
        const error = lines.find((line) => line.msg === 'request failed');
        assert.equal(error?.reqId, ids[3]);
        assert.match(error?.err?.stack ?? '', /planned failure\n\s+at /);
        for (const secret of [DEMO_PASSWORD, 'not the password', token]) assert.ok(!output.includes(secret), secret);
      } finally {
        await app.close();
        await db.destroy();
      }
    });
  });
}
