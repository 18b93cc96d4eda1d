import assert from 'node:assert/strict';
import { randomBytes, scryptSync } from 'node:crypto';
import { after, describe, it } from 'node:test';
import { SCRYPT_PARAMS } from '@coffee/api-kernel/auth/password';
import { Client, guest, query } from '../harness';
import type { Reply, TestEnv } from '../harness';
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
    after(() => query(env, `delete from signin_slowdown where user_key like 'throttle-%'`));
    const slow = { attempts: 3, firstWaitSeconds: 60, maxWaitSeconds: 240, forgetSeconds: 3600 };
    const forget = (userId: string) => query(env, `delete from signin_slowdown where user_key = $1`, [userId]);
    const waitEnded = (userId: string) =>
      query(env, `update signin_slowdown set wait_until = now() - interval '1 second' where user_key = $1`, [userId]);
    const refusedFor = (reply: Reply, low: number, high: number) => {
      assert.deepEqual([reply.code, reply.body.description], [429, 'too_many_requests'], JSON.stringify(reply.body));
      const wait = reply.body.retry_after as number;
      assert.ok(wait > low && wait <= high, `retry_after ${wait}, not in (${low}, ${high}]`);
      assert.equal(reply.headers.get('retry-after'), String(wait));
    };

    it('slows an account down after its failures, from any address, and says nothing of which ids exist', async () => {
      await forget(PROBE);
      await withServer(env, { trustProxy: 1, accountThrottle: slow }, async (server) => {
        for (const userId of [PROBE, 'throttle-nobody']) {
          const codes = [];
          for (let i = 0; i < 3; i += 1) codes.push((await attempt(server.url, userId, 'wrong', `10.0.0.${i}`)).code);
          assert.deepEqual(codes, [401, 401, 401]);
          // The right password from a fresh address waits too, and is told for how long.
          refusedFor(await attempt(server.url, userId, PROBE_PASSWORD, '10.9.9.9'), 0, 60);
        }
        assert.equal((await attempt(server.url, 'user', 'coffee1234', '10.0.0.1')).code, 200);
        await waitEnded(PROBE);
        assert.equal((await attempt(server.url, PROBE, PROBE_PASSWORD, '10.0.0.1')).code, 200);
      });
    });

    it('never locks out: attempts during a wait are not counted, each failure after one doubles it up to a cap', async () => {
      await forget(PROBE);
      await withServer(env, { trustProxy: 1, accountThrottle: slow }, async (server) => {
        for (let i = 0; i < 3; i += 1) await attempt(server.url, PROBE, 'wrong', `10.3.0.${i}`);
        // A stranger hammering during the wait neither extends nor doubles it.
        for (let i = 0; i < 5; i += 1) refusedFor(await attempt(server.url, PROBE, 'wrong', `10.3.1.${i}`), 0, 60);
        const waits = [];
        for (let round = 0; round < 4; round += 1) {
          await waitEnded(PROBE);
          assert.equal((await attempt(server.url, PROBE, 'wrong', '10.3.2.1')).code, 401);
          const refused = await attempt(server.url, PROBE, PROBE_PASSWORD, '10.3.2.2');
          assert.equal(refused.code, 429);
          waits.push(Math.ceil(refused.body.retry_after / 60) * 60);
        }
        assert.deepEqual(waits, [120, 240, 240, 240]);
        // Once the wait is over, the right password gets in, and the count starts afresh.
        await waitEnded(PROBE);
        assert.equal((await attempt(server.url, PROBE, PROBE_PASSWORD, '10.3.2.3')).code, 200);
        assert.equal((await attempt(server.url, PROBE, 'wrong', '10.3.2.3')).code, 401);
      });
    });

    it('lets a device that signed in before in whatever strangers did, and slows its own failures apart', async () => {
      await forget(PROBE);
      await withServer(env, { trustProxy: 1, accountThrottle: slow }, async (server) => {
        const signedIn = await attempt(server.url, PROBE, PROBE_PASSWORD, '10.4.0.1');
        assert.equal(signedIn.code, 200);
        const device = signedIn.headers
          .getSetCookie()
          .map((cookie) => cookie.split(';')[0]!)
          .find((cookie) => cookie.startsWith('coffee_device='));
        assert.ok(device, 'the sign-in gave the device its cookie');
        const fromDevice = (password: string) =>
          new Client(server.url).post(
            '/api/sign/signin',
            { user_id: PROBE, user_pass: password },
            { cookie: device, 'x-forwarded-for': '10.4.0.1' },
          );
        for (let i = 0; i < 4; i += 1) await attempt(server.url, PROBE, 'wrong', `10.4.1.${i}`);
        refusedFor(await attempt(server.url, PROBE, PROBE_PASSWORD, '10.4.2.1'), 0, 60);
        assert.equal((await fromDevice(PROBE_PASSWORD)).code, 200);
        // Strangers are still slowed: the owner's sign-in did not clear their count.
        refusedFor(await attempt(server.url, PROBE, PROBE_PASSWORD, '10.4.2.2'), 0, 60);
        // A device's cookie is no way round the slow-down: its own failures count for it.
        const codes = [];
        for (let i = 0; i < 4; i += 1) codes.push((await fromDevice('wrong')).code);
        assert.deepEqual(codes, [401, 401, 401, 429]);
        await forget(PROBE);
      });
    });

    it('starts an account count afresh at a successful sign-in', async () => {
      await forget(PROBE);
      await withServer(env, { accountThrottle: { ...slow, attempts: 2 } }, async (server) => {
        const codes = [];
        for (const password of ['wrong', PROBE_PASSWORD, 'wrong', 'wrong', PROBE_PASSWORD]) {
          codes.push((await attempt(server.url, PROBE, password)).code);
        }
        assert.deepEqual(codes, [401, 200, 401, 401, 429]);
        await forget(PROBE);
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
