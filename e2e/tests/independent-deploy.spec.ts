import { expect, test } from '@playwright/test';
import { E2E_PORTS, e2eEnv } from '../support/ports';
import { loadDeploys, removeWork } from '../support/remoteBuild';
import { loadServe, loadSuite } from '../support/suite';

const REMOTE = 'mf-public-tools';

test('a remote rebuilt and redeployed on its own shows its change with the shell untouched', async ({ page }) => {
  test.setTimeout(240_000);
  // The remote with a page of its own at the guide's address, built on its own (workspace-tools' test-deploys.mjs).
  const { testDeploy, GUIDE_RELEASE_HEADING: heading } = await loadDeploys();
  const output = await testDeploy('guide-release');

  const suite = await loadSuite();
  const env = e2eEnv(E2E_PORTS.spareShell, E2E_PORTS.spareRemoteBase);
  const ports = suite.suitePorts(env);
  const servers = await suite.serveApps(ports, suite.suiteConfig(ports, env));
  const url = `http://localhost:${ports.shell}/en/info/guide`;
  try {
    const shellScripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`http://localhost:${ports.shell}/main.`)) shellScripts.push(request.url());
    });
    await page.goto(url);
    await expect(page.locator('#area-mf-public-tools')).not.toBeEmpty();
    await expect(page.getByRole('heading', { name: heading })).toHaveCount(0);

    await servers[REMOTE]!.close();
    servers[REMOTE] = await (await loadServe()).serveApp({ dir: output, port: ports.remotes[REMOTE]! });
    await page.reload();
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    expect(new Set(shellScripts).size).toBe(1);
  } finally {
    await Promise.all(Object.values(servers).map((server) => server.close()));
    removeWork('guide-release');
  }
});
