import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import type { JsonWebKey } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, it } from 'node:test';
import { jwksFrom } from '@coffee/api-kernel/auth/google';
import { Client, as } from '../harness';
import type { Reply, TestEnv } from '../harness';
import { withServer } from './sessions';

/** An address of its own per test run (the counts live in the suites' one database). */
const address = () =>
  `10.${(Date.now() >> 16) % 250}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

const from = (client: Client, ip: string) => ({
  post: (url: string, body: unknown = {}) => client.post(url, body, { 'x-forwarded-for': ip }),
});

const refusedWithWait = (reply: Reply) => {
  assert.deepEqual([reply.code, reply.body.description], [429, 'too_many_requests'], JSON.stringify(reply.body));
  const wait = reply.body.retry_after as number;
  assert.ok(Number.isInteger(wait) && wait >= 1 && wait <= 60, `retry_after ${wait}`);
  assert.equal(reply.headers.get('retry-after'), String(wait));
};

/** behaviour §04-7: the calls open to guests are limited per address, one count for every API process. */
export function rateLimitSuite(env: TestEnv): void {
  describe('per-address limits of the calls open to guests', () => {
    it('limits code lists per address and answers 429 with the seconds to wait', async () => {
      await withServer(env, { publicPerMinute: 3, trustProxy: 1 }, async (server) => {
        const ip = address();
        const guest = from(new Client(server.url), ip);
        const codes = [];
        for (let i = 0; i < 3; i += 1) codes.push((await guest.post('/api/code/simple', { code_group: ['WTR'] })).code);
        assert.deepEqual(codes, [200, 200, 200]);
        refusedWithWait(await guest.post('/api/code/simple', { code_group: ['WTR'] }));
        const other = from(new Client(server.url), address());
        assert.equal((await other.post('/api/code/simple', { code_group: ['WTR'] })).code, 200);
      });
    });

    it('counts the public bean pages, short codes and note counts together', async () => {
      await withServer(env, { publicPerMinute: 3, trustProxy: 1 }, async (server) => {
        const guest = from(new Client(server.url), address());
        const answered = [
          (await guest.post('/api/user/beaninfo/default', { blending_uuid_str: 'no-such-serial' })).code,
          (
            await new Client(server.url).request('GET', '/api/public/shortcode/0000000000', undefined, {
              'x-forwarded-for': '203.0.113.1',
            })
          ).code,
          (await guest.post('/api/user/beaninfo/notecount', { coffeebean_uuid: 'no-such-serial' })).code,
        ];
        assert.ok(
          answered.every((code) => code !== 429),
          String(answered),
        );
        await guest.post('/api/user/beaninfo/notecount', { coffeebean_uuid: 'no-such-serial' });
        refusedWithWait(await guest.post('/api/user/beaninfo/detail', { blending_result_uuid_str: 'no-such-serial' }));
      });
    });

    it('holds one count for all API processes on the database', async () => {
      await withServer(env, { publicPerMinute: 4, trustProxy: 1 }, async (first) => {
        await withServer(env, { publicPerMinute: 4, trustProxy: 1 }, async (second) => {
          const ip = address();
          const processes = [from(new Client(first.url), ip), from(new Client(second.url), ip)];
          const codes = [];
          for (let i = 0; i < 6; i += 1)
            codes.push((await processes[i % 2]!.post('/api/code/simple', { code_group: ['WTR'] })).code);
          assert.deepEqual(codes, [200, 200, 200, 200, 429, 429]);
        });
      });
    });

    it('counts a signed-in visitor by their user, not by the address they share', async () => {
      await withServer(env, { publicPerMinute: 2, trustProxy: 1 }, async (server) => {
        const ip = address();
        for (const userId of ['user', 'paid']) {
          const signedIn = Object.assign(new Client(server.url), { cookie: (await as(env, userId)).cookie });
          const codes = [];
          for (let i = 0; i < 3; i += 1)
            codes.push((await from(signedIn, ip).post('/api/code/simple', { code_group: ['WTR'] })).code);
          assert.deepEqual(codes, [200, 200, 429], userId);
        }
      });
    });
  });

  describe("Google's signing keys", () => {
    it('are fetched once and kept as long as their Cache-Control allows', async () => {
      const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const keys = { keys: [{ ...(publicKey.export({ format: 'jwk' }) as JsonWebKey), kid: 'k1' }] };
      let fetched = 0;
      const server = createServer((_request, response) => {
        fetched += 1;
        response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=300' });
        response.end(JSON.stringify(keys));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        let clock = 1_000_000;
        const source = jwksFrom(`http://127.0.0.1:${(server.address() as AddressInfo).port}/certs`, () => clock);
        await Promise.all([source(), source()]);
        for (let i = 0; i < 5; i += 1) assert.deepEqual(await source(), keys);
        assert.equal(fetched, 1, 'fetches within max-age');
        clock += 299_000;
        await source();
        assert.equal(fetched, 1, 'fetches just before max-age ends');
        clock += 2_000;
        await source();
        assert.equal(fetched, 2, 'fetches once max-age has passed');
      } finally {
        server.close();
      }
    });
  });
}
