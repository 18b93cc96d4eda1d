import assert from 'node:assert/strict';
import { randomBytes, scryptSync } from 'node:crypto';
import { after, describe, it } from 'node:test';
import { SCRYPT_PARAMS } from '../../src/auth/password';
import { Client, guest, query } from '../harness';
import type { TestEnv } from '../harness';
import { withServer, withUser } from './sessions';

const PROBE = 'throttle-probe';
const PROBE_PASSWORD = 'a long probe password';

const attempt = (url: string, userId: string, password: string, address?: string) =>
  new Client(url).post(
    '/api/sign/signin',
    { user_id: userId, user_pass: password },
    address ? { 'x-forwarded-for': address } : {},
  );

/** A stored hash as the server wrote them before the OWASP parameters (N = 2^14). */
function legacyHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 64, { N: 16384, r: 8, p: 1 });
  return ['scrypt', 16384, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export function signInThrottleSuite(env: TestEnv): void {
  describe('sign-in throttling and password hashing', () => {
    withUser(env, PROBE, PROBE_PASSWORD);
    after(() => query(env, `delete from signin_throttle where user_key like 'throttle-%'`));

    it('refuses an account after its attempts without success, from any address, and says nothing of which ids exist', async () => {
      await withServer(env, { trustProxy: 1, accountThrottle: { attempts: 3, windowSeconds: 60 } }, async (server) => {
        for (const userId of [PROBE, 'throttle-nobody']) {
          const codes = [];
          for (let i = 0; i < 3; i += 1) codes.push((await attempt(server.url, userId, 'wrong', `10.0.0.${i}`)).code);
          assert.deepEqual(codes, [401, 401, 401]);
          // The right password from a fresh address does not help once the account is over its limit.
          const refused = await attempt(server.url, userId, PROBE_PASSWORD, '10.9.9.9');
          assert.deepEqual([refused.code, refused.body.description], [429, 'too_many_requests']);
          const wait = Number(refused.headers.get('retry-after'));
          assert.ok(wait > 0 && wait <= 60, `retry-after ${wait}`);
        }
        assert.equal((await attempt(server.url, 'user', 'coffee1234', '10.0.0.1')).code, 200);
        await query(
          env,
          `update signin_throttle set window_start = now() - interval '61 seconds' where user_key = $1`,
          [PROBE],
        );
        assert.equal((await attempt(server.url, PROBE, PROBE_PASSWORD, '10.0.0.1')).code, 200);
      });
    });

    it('starts an account count afresh at a successful sign-in', async () => {
      await withServer(env, { accountThrottle: { attempts: 2, windowSeconds: 60 } }, async (server) => {
        const codes = [];
        for (const password of ['wrong', PROBE_PASSWORD, 'wrong', 'wrong', PROBE_PASSWORD]) {
          codes.push((await attempt(server.url, PROBE, password)).code);
        }
        assert.deepEqual(codes, [401, 200, 401, 401, 429]);
        await query(env, `delete from signin_throttle where user_key = $1`, [PROBE]);
      });
    });

    it('limits each address apart behind a trusted proxy, and ignores X-Forwarded-For from an untrusted one', async () => {
      await withServer(env, { signinPerMinute: 2, trustProxy: 1 }, async (server) => {
        const codes = [];
        for (const address of ['10.1.0.1', '10.1.0.1', '10.1.0.1', '10.1.0.2']) {
          codes.push((await attempt(server.url, 'throttle-a', 'x', address)).code);
        }
        assert.deepEqual(codes, [401, 401, 429, 401]);
      });
      await withServer(env, { signinPerMinute: 2 }, async (server) => {
        const codes = [];
        for (const address of ['10.2.0.1', '10.2.0.2', '10.2.0.3']) {
          codes.push((await attempt(server.url, 'throttle-b', 'x', address)).code);
        }
        assert.deepEqual(codes, [401, 401, 429]);
      });
    });

    it('hashes with scrypt N=2^17, r=8, p=1 and rehashes an older hash at its next sign-in', async () => {
      // A server at the real cost (the suites' servers sign in at the test cost, a setting of theirs).
      await withServer(env, { passwordCost: SCRYPT_PARAMS }, async (server) => {
        await query(env, `update app_user set user_pass = $2 where user_id = $1`, [PROBE, legacyHash(PROBE_PASSWORD)]);
        assert.equal((await attempt(server.url, PROBE, PROBE_PASSWORD)).code, 200);
        const [probe] = await query(env, `select user_pass from app_user where user_id = $1`, [PROBE]);
        assert.match(probe?.user_pass, /^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
        assert.equal((await attempt(server.url, PROBE, PROBE_PASSWORD)).code, 200);
        assert.equal((await attempt(server.url, PROBE, 'a long probe passworD')).code, 401);
        // The demo accounts' hash, made at the suites' cost, is raised like any other.
        assert.equal((await attempt(server.url, 'sadmin', 'coffee1234')).code, 200);
        const [demo] = await query(env, `select user_pass from app_user where user_id = 'sadmin'`);
        assert.match(demo?.user_pass, /^scrypt\$131072\$8\$1\$/);
      });
      // And the suites' server, at its cost, still signs the raised hash in.
      assert.equal(
        (await guest(env).post('/api/sign/signin', { user_id: 'sadmin', user_pass: 'coffee1234' })).code,
        200,
      );
    });
  });
}
