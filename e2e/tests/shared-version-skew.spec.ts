import { cpSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signInAs } from '../support/fixtures';
import { E2E_PORTS, e2eEnv } from '../support/ports';
import { WORK, buildRemote, copyRemote, packagesWith, removeWork } from '../support/remoteBuild';
import type { RunningServer } from '../support/suite';
import { loadServe, loadSuite, repoRoot } from '../support/suite';

// The smallest remote, deployed on its own after being built against a newer field toolkit than the shell's.
const REMOTE = 'mf-quality';
const TOOLKIT = join(repoRoot, 'packages', 'field-toolkit');
const shellToolkit: string = JSON.parse(readFileSync(join(TOOLKIT, 'package.json'), 'utf8')).version;
const [major, minor] = shellToolkit.split('.').map(Number) as [number, number];
const NEWER_MINOR = `${major}.${minor + 1}.0`;
const NEWER_MAJOR = `${major + 1}.0.0`;

/** The toolkit's sources released as `version`, on the toolkit's installed packages. */
function toolkitAt(version: string): string {
  const dir = join(WORK, `toolkit-${version}`, 'field-toolkit');
  cpSync(join(TOOLKIT, 'src'), join(dir, 'src'), { recursive: true });
  const manifest = JSON.parse(readFileSync(join(TOOLKIT, 'package.json'), 'utf8'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ ...manifest, version }));
  symlinkSync(join(TOOLKIT, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

/** The remote built against toolkit `version`: the folder of its deploy. */
async function remoteBuiltAgainst(version: string): Promise<string> {
  const folder = `toolkit-${version}`;
  const packages = packagesWith(REMOTE, folder, { '@coffee/field-toolkit': toolkitAt(version) });
  const output = join(WORK, folder, 'dist');
  await buildRemote(copyRemote(REMOTE, folder, packages), output);
  return output;
}

test.describe.configure({ mode: 'serial' });

const deploys: Record<string, string> = {};
test.beforeAll(async () => {
  test.setTimeout(300_000);
  removeWork();
  // One small remote, both versions at once (each build is mostly one core).
  const [newerMinor, newerMajor] = await Promise.all([NEWER_MINOR, NEWER_MAJOR].map(remoteBuiltAgainst));
  Object.assign(deploys, { [NEWER_MINOR]: newerMinor, [NEWER_MAJOR]: newerMajor });
});
test.afterAll(removeWork);

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

test(`a remote built against a newer minor of the toolkit (${NEWER_MINOR}) runs on the shell's ${shellToolkit}`, async ({
  page,
}) => {
  await signInAs(page.request, 'rown');
  await withRemoteDeploy(deploys[NEWER_MINOR]!, async (shell) => {
    await page.goto(`${shell}/en/roaster/qc/greenbean`);
    await expect(qualityArea(page).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toHaveCount(0);
    // The remote offered its newer copy; the page runs on the shell's.
    expect(await toolkitVersionsOffered(page)).toEqual([shellToolkit, NEWER_MINOR]);
  });
});

test(`a remote built against a newer major of the toolkit (${NEWER_MAJOR}) shows its area's error with the reason, in both languages, and the rest of the suite works`, async ({
  page,
}) => {
  await signInAs(page.request, 'rown');
  await withRemoteDeploy(deploys[NEWER_MAJOR]!, async (shell) => {
    await page.goto(`${shell}/en/roaster/qc/greenbean`);
    const failure = page.getByRole('alert').filter({ hasText: 'This screen could not be loaded.' });
    await expect(failure).toContainText(
      `The quality control screens were built for @coffee/field-toolkit ^${NEWER_MAJOR} and cannot run on this suite’s ${shellToolkit}.`,
    );
    await expect(qualityArea(page)).toBeEmpty();

    // Another area, opened from the menu on this page, runs on the shell's toolkit, not the refused remote's.
    await page.getByRole('link', { name: 'Roasting', exact: true }).first().click();
    await expect(page).toHaveURL(/\/en\/roaster\/roasting\//);
    await expect(page.locator('#area-mf-roaster').getByRole('heading', { level: 1 })).toBeVisible();

    await page.goto(`${shell}/roaster/qc/greenbean`);
    await expect(page.getByRole('alert').filter({ hasText: '이 화면을 불러오지 못했습니다.' })).toContainText(
      `품질 관리 화면은 @coffee/field-toolkit ^${NEWER_MAJOR}에 맞게 만들어져 이 사이트의 ${shellToolkit}에서 실행할 수 없습니다.`,
    );
  });
});
