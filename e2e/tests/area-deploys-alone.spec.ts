import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/fixtures';
import { E2E_PORTS, e2eEnv } from '../support/ports';
import { loadDeploys, removeWork } from '../support/remoteBuild';
import type { RunningServer } from '../support/suite';
import { loadServe, loadSuite, modelOverride } from '../support/suite';

const REMOTE = 'mf-quality';

/** Signs the page's browser in as `userId` at the API server `api`. */
async function signIn(page: Page, api: string, userId: string): Promise<void> {
  await page.context().clearCookies();
  const answer = await page.request.post(`${api}/api/sign/signin`, {
    data: { user_id: userId, user_pass: DEMO_PASSWORD },
  });
  expect(answer.ok()).toBe(true);
}

/**
 * docs/adding-a-page.md, followed by a team that owns one area: a page added to mf-quality's model, menu and remote
 * (test-deploys.mjs `quality-with-new-page`) is deployed by building that remote alone and restarting the API server
 * on the area's new model. The shell and the other five remotes are the builds the suite already runs.
 */
test('a page added to one area shows in its menu, with its rights, when only that remote and the API server are deployed', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const { testDeploy, ADDED_PAGE: added } = await loadDeploys();
  const output = await testDeploy('quality-with-new-page');
  const suite = await loadSuite();
  const env = { ...e2eEnv(E2E_PORTS.spareShell, E2E_PORTS.spareRemoteBase), API_PORT: String(E2E_PORTS.spareApi) };
  const ports = suite.suitePorts(env);
  const dataDir = mkdtempSync(join(tmpdir(), 'coffee-e2e-area-'));
  const servers: Record<string, RunningServer> = {};
  let api: RunningServer | undefined;
  try {
    api = await suite.startApi(
      ports,
      {
        ...process.env,
        ...env,
        DATA_DIR: dataDir,
        DEMO: '1',
        LOG: '0',
        NODE_ENV: 'test',
        PASSWORD_COST: 'test',
        SIGNIN_PER_MINUTE: '1000',
        AREA_MODEL_OVERRIDE: JSON.stringify({
          [`${REMOTE}/model`]: join(dirname(output), REMOTE, 'model', 'index.ts'),
        }),
      },
      { imports: [pathToFileURL(modelOverride).href] },
    );
    Object.assign(servers, await suite.serveApps(ports, suite.suiteConfig(ports, env)));
    await servers[REMOTE]!.close();
    servers[REMOTE] = await (await loadServe()).serveApp({ dir: output, port: ports.remotes[REMOTE]! });
    const shell = `http://localhost:${ports.shell}`;

    // A manager finds the page in the area's menu group and it answers from the server.
    await signIn(page, api.url, 'rmng');
    await page.goto(`${shell}/en/roaster/qc/cupping`);
    const menu = page.getByRole('navigation');
    await menu.getByRole('link', { name: 'Quality control', exact: true }).click();
    await menu.getByRole('link', { name: added.title.en, exact: true }).click();
    await expect(page).toHaveURL(`${shell}/en/${added.route}`);
    await expect(page.getByRole('heading', { level: 1, name: added.title.en })).toBeVisible();
    await expect(page.getByText(new RegExp(`^${added.says} (SCA|CVA)$`))).toBeVisible();
    // Its title in the other language came with the deploy too.
    await page.goto(`${shell}/${added.route}`);
    await expect(page.getByRole('heading', { level: 1, name: added.title.kr })).toBeVisible();

    // Its rights are the entry's: the roaster role has the area's other pages but not this one, on any road in.
    await signIn(page, api.url, 'rroaster');
    await page.goto(`${shell}/en/roaster/qc/cuppingsheet`);
    await expect(page.getByRole('heading', { level: 1, name: 'My cupping sheets' })).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('link', { name: added.title.en, exact: true })).toHaveCount(0);
    await page.goto(`${shell}/en/${added.route}`);
    await expect(page.getByRole('heading', { name: 'No permission' })).toBeVisible();
    await expect(page.getByText(new RegExp(`^${added.says}`))).toHaveCount(0);
  } finally {
    await Promise.all(Object.values(servers).map((server) => server.close()));
    await api?.close();
    rmSync(dataDir, { recursive: true, force: true });
    removeWork('quality-with-new-page');
  }
});
