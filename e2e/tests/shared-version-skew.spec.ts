import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signInAs } from '../support/fixtures';
import { E2E_PORTS, e2eEnv } from '../support/ports';
import { loadDeploys, removeWork } from '../support/remoteBuild';
import type { RunningServer } from '../support/suite';
import { loadServe, loadSuite, repoRoot } from '../support/suite';

// The smallest remote, deployed on its own after being built against a newer field toolkit than the shell's: a newer
// patch runs on the shell's copy, a newer minor (which may call what the shell's copy lacks) is refused with its area
// saying which suite it needs.
const REMOTE = 'mf-quality';
const shellToolkit: string = JSON.parse(
  readFileSync(join(repoRoot, 'packages', 'field-toolkit', 'package.json'), 'utf8'),
).version;
const [major, minor] = shellToolkit.split('.').map(Number) as [number, number];
const NEWER_PATCH = `${major}.${minor}.${Number(shellToolkit.split('.')[2]) + 1}`;
const NEWER_MINOR = `${major}.${minor + 1}.0`;

test.describe.configure({ mode: 'serial' });

const deploys: Record<string, string> = {};
const SKEWED = ['quality-on-newer-patch', 'quality-on-newer-minor'];
test.beforeAll(async () => {
  test.setTimeout(300_000);
  removeWork(...SKEWED);
  // The remote built against each toolkit on its own (packages/workspace-tools/src/test-deploys.mjs), both at once when
  // not built ahead (each build is mostly one core).
  const { testDeploy } = await loadDeploys();
  const [newerPatch, newerMinor] = await Promise.all(SKEWED.map((name) => testDeploy(name)));
  Object.assign(deploys, { [NEWER_PATCH]: newerPatch, [NEWER_MINOR]: newerMinor });
});
test.afterAll(() => removeWork(...SKEWED));

/** The unchanged shell and remotes on the spare ports, with the remote served from `deploy`; then `visit(shell)`. */
async function withRemoteDeploy(deploy: string, visit: (shell: string) => Promise<void>): Promise<void> {
  const suite = await loadSuite();
  const env = e2eEnv(E2E_PORTS.spareShell, E2E_PORTS.spareRemoteBase);
  const ports = suite.suitePorts(env);
  const servers: Record<string, RunningServer> = await suite.serveApps(ports, suite.suiteConfig(ports, env));
  try {
    await servers[REMOTE]!.close();
    servers[REMOTE] = await (await loadServe()).serveApp({ dir: deploy, port: ports.remotes[REMOTE]! });
    await visit(`http://localhost:${ports.shell}`);
  } finally {
    await Promise.all(Object.values(servers).map((server) => server.close()));
  }
}

const qualityArea = (page: Page) => page.locator('#area-mf-quality');

/** The versions of the toolkit's runtime in the federation runtime's share scope. */
const toolkitVersionsOffered = (page: Page) =>
  page.evaluate(() => {
    const found = new Set<string>();
    const walk = (node: unknown, depth: number) => {
      if (!node || typeof node !== 'object' || depth > 4) return;
      for (const [key, value] of Object.entries(node)) {
        if (key === '@coffee/field-toolkit/runtime') Object.keys(value as object).forEach((v) => found.add(v));
        else walk(value, depth + 1);
      }
    };
    walk((globalThis as { __FEDERATION__?: { __SHARE__?: unknown } }).__FEDERATION__?.__SHARE__, 0);
    return [...found].sort();
  });

test(`a remote built against a newer patch of the toolkit (${NEWER_PATCH}) runs on the shell's ${shellToolkit}`, async ({
  page,
}) => {
  await signInAs(page.request, 'rown');
  await withRemoteDeploy(deploys[NEWER_PATCH]!, async (shell) => {
    await page.goto(`${shell}/en/roaster/qc/greenbean`);
    await expect(qualityArea(page).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'needs a newer suite' })).toHaveCount(0);
    // The remote offered its newer copy; the page runs on the shell's.
    expect(await toolkitVersionsOffered(page)).toEqual([shellToolkit, NEWER_PATCH]);
  });
});

test(`a remote that needs a newer minor of the toolkit (${NEWER_MINOR}) says so in its area, in both languages, and the rest of the suite works`, async ({
  page,
}) => {
  const [needed, has] = [`${major}.${minor + 1}`, `${major}.${minor}`];
  await signInAs(page.request, 'rown');
  await withRemoteDeploy(deploys[NEWER_MINOR]!, async (shell) => {
    await page.goto(`${shell}/en/roaster/qc/greenbean`);
    const explanation = page.getByRole('alert').filter({ hasText: 'This area needs a newer suite' });
    await expect(explanation).toContainText(
      `The quality control screens need toolkit ${needed} or later; this suite has ${has}. Ask your administrator to update it.`,
    );
    await expect(qualityArea(page)).toBeEmpty();

    // Another area, opened from the menu on this page, runs on the shell's toolkit, not the refused remote's.
    await page.getByRole('link', { name: 'Roasting', exact: true }).first().click();
    await expect(page).toHaveURL(/\/en\/roaster\/roasting\//);
    await expect(page.locator('#area-mf-roaster').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(explanation).toHaveCount(0);

    await page.goto(`${shell}/roaster/qc/greenbean`);
    await expect(
      page.getByRole('alert').filter({ hasText: '이 영역에는 더 새로운 사이트가 필요합니다' }),
    ).toContainText(
      `품질 관리 화면에는 툴킷 ${needed} 이상이 필요하지만 이 사이트는 ${has}입니다. 관리자에게 사이트 업데이트를 요청하세요.`,
    );
  });
});
