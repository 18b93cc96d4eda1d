// The built suite on ports of its own (shifted by E2E_PORT_OFFSET like the e2e suite's), its demo data in a
// temporary folder, and Debian's Chromium: what `pnpm size` and `pnpm perf` measure against.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REMOTES, SHELL } from '../../build-config/src/apps.mjs';
import { repoRoot } from './setup.mjs';
import { serveApps, startApi, suiteConfig, suitePorts } from './suite.mjs';

export const DEMO_PASSWORD = 'coffee1234';

export const distOf = (dir) => join(repoRoot, dir, 'dist');

/**
 * @returns {Promise<{ shellUrl: string, apiUrl: string, remoteUrls: Record<string, string>,
 *   dirByPort: Record<number, string>,
 *   browser: import('@playwright/test').Browser, close(): Promise<void> }>}
 */
export async function startMeasuredSuite() {
  const require = createRequire(join(repoRoot, 'e2e', 'package.json'));
  const { chromium } = require('@playwright/test');
  const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
  const env = {
    SHELL_PORT: String(3500 + offset),
    REMOTE_PORT_BASE: String(3501 + offset),
    API_PORT: String(4500 + offset),
  };
  const ports = suitePorts(env);
  const dataDir = mkdtempSync(join(tmpdir(), 'coffee-measure-'));
  const api = await startApi(ports, { ...process.env, ...env, DATA_DIR: dataDir, DEMO: '1', LOG: '0' });
  const config = suiteConfig(ports, env);
  const servers = await serveApps(ports, config);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  return {
    shellUrl: `http://localhost:${ports.shell}`,
    apiUrl: api.url,
    remoteUrls: config.remotes,
    dirByPort: Object.fromEntries([
      [ports.shell, distOf(SHELL.dir)],
      ...REMOTES.map((remote) => [ports.remotes[remote.dir], distOf(remote.dir)]),
    ]),
    browser,
    close: async () => {
      await browser.close();
      await Promise.all([...Object.values(servers).map((server) => server.close()), api.close()]);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs the browser context of `page` in as a demo user (the session cookie is shared by every port). */
export async function signInDemo(page, apiUrl, user) {
  const response = await page.request.post(`${apiUrl}/api/sign/signin`, {
    data: { user_id: user, user_pass: DEMO_PASSWORD },
  });
  if (!response.ok()) throw new Error(`sign-in as ${user} failed: ${response.status()}`);
}
