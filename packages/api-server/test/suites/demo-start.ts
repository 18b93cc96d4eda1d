import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { demoChoice } from '../../src/seed/demo-choice';
import { DEMO_PASSWORD } from '../../src/seed/data/demo';
import { Client } from '../harness';

const SUITE_MODULE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../workspace-tools/src/suite.mjs',
);

interface StartedApi {
  url: string;
  demo: { seeded: boolean; reason: string };
  close(): Promise<void>;
}
interface SuiteModule {
  startApi(
    ports: { shell: number; api: number; remotes: Record<string, number> },
    env: NodeJS.ProcessEnv,
  ): Promise<StartedApi>;
}

/** The API as `npm start` runs it, on an embedded database in `dataDir`, with `extra` settings. */
async function start(dataDir: string, extra: NodeJS.ProcessEnv): Promise<StartedApi> {
  const { startApi } = (await import(SUITE_MODULE)) as SuiteModule;
  const environment: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG: '0', ...extra };
  for (const name of ['DATABASE_URL', 'DEMO', 'PASSWORD_COST', 'HOST']) if (!(name in extra)) delete environment[name];
  if (!('NODE_ENV' in extra)) delete environment.NODE_ENV;
  return startApi({ shell: 0, api: 0, remotes: {} }, environment);
}

const sadminSignIn = (url: string) =>
  new Client(url).post('/api/sign/signin', { user_id: 'sadmin', user_pass: DEMO_PASSWORD });

/** behaviour §01-7.1: the demo accounts' password is public, so a deployment never gets them by default. */
export function demoStartSuite(): void {
  describe('demo data at start', () => {
    let dataDir = '';
    before(async () => {
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'coffee-demo-start-'));
    });
    after(() => rm(dataDir, { recursive: true, force: true }));

    it(
      'seeds nothing with NODE_ENV=production on the embedded database, and says why',
      { timeout: 180_000 },
      async () => {
        const api = await start(dataDir, { NODE_ENV: 'production' });
        try {
          assert.deepEqual(api.demo, { seeded: false, reason: 'NODE_ENV=production (DEMO=1 seeds it anyway)' });
          assert.deepEqual((await sadminSignIn(api.url)).code, 401);
        } finally {
          await api.close();
        }
      },
    );

    it('seeds nothing when the API listens on every address, and says why', { timeout: 180_000 }, async () => {
      const api = await start(dataDir, { HOST: '0.0.0.0' });
      try {
        assert.equal(api.demo.seeded, false);
        assert.match(api.demo.reason, /^the API listens on 0\.0\.0\.0, not a loopback address/);
        assert.deepEqual((await sadminSignIn(api.url)).code, 401);
      } finally {
        await api.close();
      }
    });

    it('seeds only on an explicit DEMO=1 or a development start on this machine', () => {
      const seeds = (context: Parameters<typeof demoChoice>[0]) => demoChoice(context).seed;
      const local = { host: '127.0.0.1', production: false };
      assert.equal(seeds(local), true);
      assert.equal(seeds({ ...local, host: 'localhost' }), true);
      assert.equal(seeds({ ...local, host: '::1' }), true);
      assert.equal(seeds({ ...local, production: true }), false);
      assert.equal(seeds({ ...local, host: '::' }), false);
      assert.equal(seeds({ ...local, host: '192.168.0.10' }), false);
      assert.equal(seeds({ ...local, databaseUrl: 'postgres://db/coffee' }), false);
      assert.equal(seeds({ ...local, demo: false }), false);
      assert.equal(seeds({ host: '0.0.0.0', production: true, demo: true }), true);
    });
  });
}
