import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_PORTS, e2eEnv } from '../support/ports';
import { loadServe, loadSuite, repoRoot } from '../support/suite';

const REMOTE = 'mf-public-tools';

/** A copy of the remote's sources whose app adds a page with the given heading. */
function prepareChangedRemote(heading: string): string {
  const work = join(repoRoot, '.e2e-work', REMOTE);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  for (const entry of ['src', 'package.json', 'webpack.config.mjs', 'tsconfig.json']) {
    cpSync(join(repoRoot, REMOTE, entry), join(work, entry), { recursive: true });
  }
  symlinkSync(join(repoRoot, REMOTE, 'node_modules'), join(work, 'node_modules'));
  writeFileSync(
    join(work, 'src', 'app.ts'),
    `import { createElement } from 'react';
import { createAreaApp } from '@coffee/field-toolkit/runtime';
import { pages } from './pages';

const Release = () => createElement('h1', null, ${JSON.stringify(heading)});
export const { bootstrap, mount, unmount } = createAreaApp({ pages: [{ path: 'info/guide', Page: Release }, ...pages] });
`,
  );
  return work;
}

test('a remote rebuilt and redeployed on its own shows its change with the shell untouched', async ({ page }) => {
  test.setTimeout(240_000);
  const heading = `Release ${Date.now()}`;
  const output = join(repoRoot, '.e2e-work', `${REMOTE}-dist`);
  const work = prepareChangedRemote(heading);
  execFileSync(join(work, 'node_modules', '.bin', 'webpack'), ['--mode', 'production'], {
    cwd: work,
    env: { ...process.env, OUTPUT_DIR: output },
    stdio: 'pipe',
  });

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
    rmSync(join(repoRoot, '.e2e-work'), { recursive: true, force: true });
  }
});
