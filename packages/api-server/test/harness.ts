import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { TEST_SCRYPT_PARAMS } from '@coffee/api-kernel/auth/password';
import { startApiServer } from '../src/index';
import type { ApiServer } from '../src/index';
import { DEMO_PASSWORD } from '../src/seed/data/demo';

export interface TestEnv {
  url: string;
  /** The server's database (embedded or the throwaway one on DATABASE_URL's server). */
  databaseUrl: string;
  close(): Promise<void>;
}

/**
 * The suites' server: demo data, no per-address limits (the suites all call from one address; rate-limits checks
 * them), the cheap password hash (signin-throttle checks the real one).
 */
const TEST_SERVER = {
  demo: true,
  signinPerMinute: 10_000,
  publicPerMinute: 100_000,
  passwordCost: TEST_SCRYPT_PARAMS,
  // Every answer of a route with a response schema is checked against it: a schema that drifts fails the suite.
  checkAnswers: true,
} as const;

/**
 * One server for the whole run: an embedded PostgreSQL in a throwaway folder, or, when DATABASE_URL is set,
 * a throwaway database on that server (created here, dropped at the end).
 */
export async function startTestEnv(): Promise<TestEnv> {
  const external = process.env.DATABASE_URL;
  let server: ApiServer;
  let cleanup: () => Promise<void>;
  if (external) {
    const target = new URL(external);
    target.pathname = `/coffee_test_${randomBytes(4).toString('hex')}`;
    server = await startApiServer({ databaseUrl: target.toString(), ...TEST_SERVER });
    cleanup = async () => {
      const admin = new pg.Client({ connectionString: external });
      await admin.connect();
      await admin.query(`drop database if exists ${pg.escapeIdentifier(target.pathname.slice(1))}`);
      await admin.end();
    };
  } else {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'coffee-api-test-'));
    server = await startApiServer({ dataDir, ...TEST_SERVER });
    cleanup = () => rm(dataDir, { recursive: true, force: true });
  }
  return {
    url: server.url,
    databaseUrl: server.databaseUrl,
    async close() {
      await server.close();
      await cleanup();
    },
  };
}

/**
 * A JSON answer as the suites read it. Its shape varies per call and the assertions check every value they use;
 * typing each of the ~200 reads would add casts, not safety, so the body stays loosely typed here, in this one place.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above: JSON of varying shape, checked by assertions
export type JsonBody = Record<string, any>;

export interface Reply {
  code: number;
  body: JsonBody;
  headers: Headers;
}

/** A browser-like client keeping the session cookie. */
export class Client {
  cookie = '';
  constructor(readonly base: string) {}

  async request(
    method: 'GET' | 'POST',
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply> {
    const response = await fetch(`${this.base}${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0] ?? '';
    return { code: response.status, body: (await response.json()) as JsonBody, headers: response.headers };
  }

  post(url: string, body: unknown = {}, headers?: Record<string, string>): Promise<Reply> {
    return this.request('POST', url, body, headers);
  }

  get(url: string): Promise<Reply> {
    return this.request('GET', url);
  }
}

const sessions = new Map<string, Client>();

/** A signed-in client per demo user (signed in once per run). */
export async function as(env: TestEnv, userId: string): Promise<Client> {
  const known = sessions.get(userId);
  if (known) return known;
  const client = new Client(env.url);
  const reply = await client.post('/api/sign/signin', { user_id: userId, user_pass: DEMO_PASSWORD });
  if (reply.body.status !== 'OK') throw new Error(`sign-in of ${userId} failed: ${JSON.stringify(reply.body)}`);
  sessions.set(userId, client);
  return client;
}

export const guest = (env: TestEnv) => new Client(env.url);

/** One statement on the test database, outside the API (to age a session, read what a route stored). */
export async function query<R extends pg.QueryResultRow = JsonBody>(
  env: TestEnv,
  text: string,
  values: unknown[] = [],
): Promise<R[]> {
  const client = new pg.Client({ connectionString: env.databaseUrl });
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** The seq of the first membership of a user in a cafe or roaster. */
export async function orgSeq(env: TestEnv, userId: string, org: 'cafe' | 'roaster'): Promise<number> {
  const reply = await (await as(env, userId)).post('/api/userAuth/select', { auth: [org] });
  const seq = reply.body.result[`${org}_auth`]?.[0]?.auth_seq;
  if (typeof seq !== 'number') throw new Error(`${userId} has no ${org}`);
  return seq;
}
