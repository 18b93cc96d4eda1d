import assert from 'node:assert/strict';
import { generateKeyPairSync, sign } from 'node:crypto';
import type { JsonWebKey } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { createDatabase } from '@coffee/api-kernel/db/database';
import type { Database } from '@coffee/api-kernel/db/database';
import type { TestEnv } from '../harness';

const CLIENT_ID = 'coffee-test.apps.googleusercontent.com';
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const { privateKey: strangerKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const jwks = async () => ({ keys: [{ ...(publicKey.export({ format: 'jwk' }) as JsonWebKey), kid: 'test-key' }] });

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An RS256 ID token as Google issues it (signed with the test key unless told otherwise). */
function idToken(claims: Record<string, unknown>, key = privateKey): string {
  const now = Math.floor(Date.now() / 1000);
  const head = part({ alg: 'RS256', kid: 'test-key', typ: 'JWT' });
  const body = part({ iss: 'https://accounts.google.com', aud: CLIENT_ID, iat: now, exp: now + 600, ...claims });
  return `${head}.${body}.${sign('RSA-SHA256', Buffer.from(`${head}.${body}`), key).toString('base64url')}`;
}

/** The provider callback with Google's verification, against keys of the test (no network). */
export function googleSuite(env: TestEnv): void {
  describe('Google sign-in callback', () => {
    let app: FastifyInstance;
    let db: Database;
    before(async () => {
      db = createDatabase(env.databaseUrl, 2).db;
      // The suites' sign-ins from one address share its count (the limit has its own suite).
      app = (
        await buildApp({
          db,
          corsOrigins: [],
          googleClientId: CLIENT_ID,
          googleJwks: jwks,
          signinPerMinute: 10_000,
          publicPerMinute: 100_000,
        })
      ).app;
    });
    after(async () => {
      await app.close();
      await db.destroy();
    });
    const callback = (payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/api/sign/callback/google', payload });

    it('signs a verified Google account in, creating its user once, with a session cookie', async () => {
      const sub = `g-${Date.now()}`;
      const token = idToken({ sub, email: 'barista@example.com', email_verified: true, name: 'Google Barista' });
      const first = await callback({ credential: token });
      assert.equal(first.statusCode, 200, first.body);
      const body = first.json();
      assert.equal(body.status, 'OK');
      assert.equal(body.result.name, 'Google Barista');
      assert.equal(body.result.idToken, token);
      const cookie = String(first.headers['set-cookie']);
      assert.match(cookie, /coffee_sid=.+HttpOnly/i);
      const session = await app.inject({
        method: 'GET',
        url: '/api/sign/session',
        headers: { cookie: cookie.split(';')[0] ?? '' },
      });
      assert.equal(session.json().result.user_id, `google:${sub}`);
      const again = await callback({ id_token: idToken({ sub, name: 'Google Barista' }) });
      assert.equal(again.statusCode, 200);
      const users = await db.selectFrom('app_user').select('user_seq').where('user_provider_sub', '=', sub).execute();
      assert.equal(users.length, 1);
    });

    const REFUSED: ReadonlyArray<readonly [string, () => string]> = [
      ['another audience', () => idToken({ sub: 'x1', aud: 'someone-else' })],
      ['another issuer', () => idToken({ sub: 'x2', iss: 'https://evil.example.com' })],
      ['an expired token', () => idToken({ sub: 'x3', exp: Math.floor(Date.now() / 1000) - 60 })],
      ['a signature of another key', () => idToken({ sub: 'x4' }, strangerKey)],
      ['a malformed token', () => 'not.a.token'],
    ];
    for (const [name, token] of REFUSED) {
      it(`refuses ${name} with 401 signin_denied and creates nobody`, async () => {
        const reply = await callback({ credential: token() });
        assert.deepEqual([reply.statusCode, reply.json().description], [401, 'signin_denied']);
        assert.equal(reply.headers['set-cookie'], undefined);
      });
    }

    it('refuses a disabled account and asks for a token when none is sent', async () => {
      const sub = `g-off-${Date.now()}`;
      assert.equal((await callback({ credential: idToken({ sub }) })).statusCode, 200);
      await db.updateTable('app_user').set({ user_use: false }).where('user_provider_sub', '=', sub).execute();
      assert.equal((await callback({ credential: idToken({ sub }) })).statusCode, 401);
      const missing = await callback({});
      assert.deepEqual([missing.statusCode, missing.json().field], [400, 'code']);
      const created = await db
        .selectFrom('app_user')
        .select('user_id')
        .where('user_provider_sub', 'in', ['x1', 'x2', 'x3', 'x4'])
        .execute();
      assert.deepEqual(created, []);
    });
  });
}
