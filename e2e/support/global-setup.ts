import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { e2eEnv, laneCount, lanePorts } from './ports';
import { loadSuite } from './suite';

/**
 * Starts a suite for each lane (ports.ts), all at once: the API server on a fresh embedded database in demo mode,
 * and the built apps.
 */
export default async function globalSetup(config: FullConfig) {
  const suite = await loadSuite();
  const lanes = await Promise.all(
    Array.from({ length: laneCount(config.workers) }, async (_, lane) => {
      const lanePortsOf = lanePorts(lane);
      const dataDir = mkdtempSync(join(tmpdir(), 'coffee-e2e-'));
      const env = { ...process.env, ...e2eEnv(lanePortsOf.shell, lanePortsOf.remoteBase, lanePortsOf.api) };
      const ports = suite.suitePorts(env);
      const spare = suite.suitePorts({
        ...env,
        ...e2eEnv(lanePortsOf.spareShell, lanePortsOf.spareRemoteBase, lanePortsOf.api),
      });
      const origins = [ports, spare].flatMap((set) =>
        [set.shell, ...Object.values(set.remotes)].map((port) => `http://localhost:${port}`),
      );
      // The tests sign in dozens of times a minute from one address; the limit itself has its own server test.
      const api = await suite.startApi(ports, {
        ...env,
        DATA_DIR: dataDir,
        DEMO: '1',
        // The API's request log (a line per request) would bury the test report.
        LOG: process.env.LOG ?? '0',
        CORS_ORIGINS: origins.join(','),
        SIGNIN_PER_MINUTE: '1000',
        PUBLIC_PER_MINUTE: '100000',
        // Hundreds of sign-ins of the public demo password: at the test suites' hash cost (the real one has its server test).
        NODE_ENV: 'test',
        PASSWORD_COST: 'test',
      });
      const servers = await suite.serveApps(ports, suite.suiteConfig(ports, env));
      return { api, servers, dataDir };
    }),
  );
  return async () => {
    await Promise.all(
      lanes.flatMap(({ api, servers }) => [...Object.values(servers).map((server) => server.close()), api.close()]),
    );
    for (const { dataDir } of lanes) rmSync(dataDir, { recursive: true, force: true });
  };
}
