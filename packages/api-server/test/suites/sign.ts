import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startApiServer } from '../../src/index';
import { Client, as, guest } from '../harness';
import type { TestEnv } from '../harness';

export function signSuite(env: TestEnv): void {
  describe('sign and session', () => {
    it('signs in with the demo password and sets an HttpOnly SameSite=Lax cookie', async () => {
      const client = new Client(env.url);
      const reply = await client.post('/api/sign/signin', { user_id: 'admin', user_pass: 'coffee1234' });
      assert.equal(reply.code, 200);
      assert.deepEqual(reply.body, { status: 'OK', result: { user_id: 'admin', name: 'Admin', usertype: ['ADMIN'] } });
      const cookie = reply.headers.get('set-cookie') ?? '';
      assert.match(cookie, /HttpOnly/i);
      assert.match(cookie, /SameSite=Lax/i);
      const session = await client.get('/api/sign/session');
      assert.equal(session.body.result.user_id, 'admin');
    });

    it('limits sign-in attempts per minute and address with 429 too_many_requests', async () => {
      const limited = await startApiServer({ databaseUrl: env.databaseUrl, port: 0, signinPerMinute: 3 });
      try {
        const attempt = () => new Client(limited.url).post('/api/sign/signin', { user_id: 'admin', user_pass: 'nope' });
        const codes = [];
        for (let i = 0; i < 4; i += 1) codes.push((await attempt()).code);
        assert.deepEqual(codes, [401, 401, 401, 429]);
        assert.equal((await attempt()).body.description, 'too_many_requests');
      } finally {
        await limited.close();
      }
    });

    it('denies a wrong password and an unknown user alike, and blank input as a bad request', async () => {
      const wrong = await guest(env).post('/api/sign/signin', { user_id: 'admin', user_pass: 'nope' });
      const unknown = await guest(env).post('/api/sign/signin', { user_id: 'nobody', user_pass: 'coffee1234' });
      assert.deepEqual([wrong.code, wrong.body.description], [401, 'signin_denied']);
      assert.deepEqual([unknown.code, unknown.body.description], [401, 'signin_denied']);
      const blank = await guest(env).post('/api/sign/signin', { user_id: '  ', user_pass: 'x' });
      assert.deepEqual([blank.code, blank.body.description, blank.body.field], [400, 'field_required', 'user_id']);
    });

    it('answers 401 noauth for a guest session and after sign-out', async () => {
      const none = await guest(env).get('/api/sign/session');
      assert.deepEqual([none.code, none.body.status], [401, 'noauth']);
      const client = new Client(env.url);
      await client.post('/api/sign/signin', { user_id: 'user', user_pass: 'coffee1234' });
      assert.equal((await client.post('/api/sign/refresh', {})).body.status, 'OK');
      const token = client.cookie;
      assert.equal((await client.post('/api/sign/signout')).body.status, 'OK');
      const reused = new Client(env.url);
      reused.cookie = token;
      assert.equal((await reused.get('/api/sign/session')).code, 401);
    });

    it('signs out by POST only: GET /api/sign/signout is no page and leaves the session signed in', async () => {
      const client = new Client(env.url);
      await client.post('/api/sign/signin', { user_id: 'user', user_pass: 'coffee1234' });
      const get = await client.get('/api/sign/signout');
      assert.deepEqual([get.code, get.body.description], [404, 'nopage_text']);
      assert.equal(get.headers.get('set-cookie'), null);
      assert.equal((await client.get('/api/sign/session')).body.result.user_id, 'user');
      const post = await client.post('/api/sign/signout');
      assert.match(post.headers.get('set-cookie') ?? '', /^coffee_sid=;/);
      assert.equal((await client.get('/api/sign/session')).code, 401);
    });

    it('answers 501 provider_not_configured for the provider callback without a client id', async () => {
      const reply = await guest(env).post('/api/sign/callback', { code: 'x', ux_mode: 'popup' });
      assert.deepEqual(
        [reply.code, reply.body.status, reply.body.description],
        [501, '501', 'provider_not_configured'],
      );
    });

    it('lists memberships per organisation type', async () => {
      const reply = await (await as(env, 'rmng')).post('/api/userAuth/select', { auth: ['cafe', 'roaster'] });
      assert.equal(reply.body.status, 'OK');
      assert.deepEqual(reply.body.result.cafe_auth, []);
      assert.equal(reply.body.result.roaster_auth.length, 1);
      assert.equal(reply.body.result.roaster_auth[0].user_auth, 'MNG');
      assert.equal(reply.body.result.roaster_auth[0].name_kr, '데모 로스터스 서울');
      assert.equal((await guest(env).post('/api/userAuth/select', { auth: ['cafe'] })).code, 401);
    });

    it('allows credentialed CORS only from the allow-list', async () => {
      const allowed = await fetch(`${env.url}/api/health`, { headers: { origin: 'http://localhost:3001' } });
      assert.equal(allowed.headers.get('access-control-allow-origin'), 'http://localhost:3001');
      assert.equal(allowed.headers.get('access-control-allow-credentials'), 'true');
      const other = await fetch(`${env.url}/api/health`, { headers: { origin: 'http://evil.example' } });
      assert.equal(other.headers.get('access-control-allow-origin'), null);
    });
  });
}
