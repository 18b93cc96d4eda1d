import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { API_SECURITY_HEADERS } from '@coffee/api-kernel/http/security-headers';
import { as } from '../harness';
import type { TestEnv } from '../harness';

/** Every kind of answer carries the API's security headers. */
export function securityHeaderSuite(env: TestEnv): void {
  describe('security headers', () => {
    it('come with JSON, CSV, errors, unknown routes and CORS preflights', async () => {
      const admin = await as(env, 'admin');
      const answers = {
        health: await fetch(`${env.url}/api/health`),
        list: await fetch(`${env.url}/api/setting/country/farm/list`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: admin.cookie },
          body: '{}',
        }),
        csv: await fetch(`${env.url}/api/setting/country/farm/list/export`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: admin.cookie },
          body: '{}',
        }),
        unauthorised: await fetch(`${env.url}/api/sign/session`),
        malformed: await fetch(`${env.url}/api/sign/signin`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{',
        }),
        unknown: await fetch(`${env.url}/api/no/such/route`),
        preflight: await fetch(`${env.url}/api/sign/signin`, {
          method: 'OPTIONS',
          headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
        }),
      };
      const statuses = Object.fromEntries(Object.entries(answers).map(([name, answer]) => [name, answer.status]));
      assert.deepEqual(statuses, {
        health: 200,
        list: 200,
        csv: 200,
        unauthorised: 401,
        malformed: 400,
        unknown: 404,
        preflight: 204,
      });
      for (const [name, answer] of Object.entries(answers)) {
        for (const [header, value] of Object.entries(API_SECURITY_HEADERS)) {
          assert.equal(answer.headers.get(header), value, `${header} of ${name}`);
        }
      }
      assert.equal(API_SECURITY_HEADERS['content-security-policy'], "default-src 'none'; frame-ancestors 'none'");
    });
  });
}
