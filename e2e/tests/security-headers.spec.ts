import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { AREA_NAMES } from '@coffee/domain/navigation';
import { API } from '../support/fixtures';
import { watchPolicy } from '../support/policy';
import { E2E_PORTS, e2eEnv } from '../support/ports';
import type { RunningServer, SuiteConfig } from '../support/suite';
import { loadServe, loadSuite, repoRoot } from '../support/suite';

/** The area has drawn its page: a heading in the main region, nothing busy, no request pending. */
async function settled(page: Page, area: string): Promise<void> {
  await expect(page.locator(`#area-${area}`)).not.toBeEmpty();
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
}

// Every page of every area loads under the policy without a violation: the page sweep watches for them on each
// (every-page.spec.ts).

test('a chart downloads as PNG under the policy (data: and blob: images) without a violation', async ({ page }) => {
  const violations = await watchPolicy(page);
  await page.goto('/en/info/chart/radarchart');
  await settled(page, 'mf-public-tools');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save as PNG' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.png$/);
  expect(await violations()).toEqual([]);
});

test('the shell, the remotes and the API send their security headers', async ({ page, request }) => {
  const scripts: Array<{ url: string; headers: Record<string, string> }> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push({ url: response.url(), headers: response.headers() });
  });
  const document = (await page.goto('/en/info/intro'))!;
  await settled(page, 'mf-public-tools');
  const policy = document.headers()['content-security-policy'] ?? '';
  const directive = (name: string) =>
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find(([key]) => key === name)
      ?.slice(1) ?? [];
  const config = (await (await request.get('/remotes.json')).json()) as SuiteConfig;
  const remoteOrigins = Object.values(config.remotes).map((url) => new URL(url).origin);
  expect(remoteOrigins).toHaveLength(AREA_NAMES.length);
  for (const origin of remoteOrigins) expect(directive('script-src')).toContain(origin);
  expect(directive('script-src')).not.toContain("'unsafe-inline'");
  expect(directive('script-src')).not.toContain("'unsafe-eval'");
  expect(directive('style-src')).not.toContain("'unsafe-inline'");
  expect(directive('connect-src')).toContain(new URL(API).origin);
  expect(directive('object-src')).toEqual(["'none'"]);
  expect(directive('frame-ancestors')).toEqual(["'none'"]);
  expect(document.headers()['x-content-type-options']).toBe('nosniff');
  expect(document.headers()['referrer-policy']).toBeTruthy();

  // The shell's own bundle and a remote's entry and chunks.
  expect(scripts.some(({ url }) => url.includes('/remoteEntry.js'))).toBe(true);
  for (const { url, headers } of scripts) expect(headers['x-content-type-options'], url).toBe('nosniff');

  for (const response of [await request.get(`${API}/api/health`), await request.get(`${API}/api/no/such/route`)]) {
    expect(response.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['referrer-policy']).toBe('no-referrer');
  }
});

test('a policy that leaves out a remote’s origin is caught as a violation', async ({ page }) => {
  const suite = await loadSuite();
  const env = e2eEnv(E2E_PORTS.spareShell, E2E_PORTS.spareRemoteBase);
  const ports = suite.suitePorts(env);
  const config = suite.suiteConfig(ports, env);
  const { 'mf-public-tools': left, ...others } = config.remotes;
  const serve = await loadServe();
  const servers: RunningServer[] = [];
  try {
    servers.push(
      await serve.serveApp({
        dir: join(repoRoot, 'shell', 'dist'),
        port: ports.shell,
        spa: true,
        json: { '/remotes.json': config },
        headers: suite.suiteHeaders(ports, { ...config, remotes: others }),
      }),
      await serve.serveApp({ dir: join(repoRoot, 'mf-public-tools', 'dist'), port: ports.remotes['mf-public-tools']! }),
    );
    const violations = await watchPolicy(page);
    await page.goto(`http://localhost:${ports.shell}/en/info/intro`);
    await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toBeVisible();
    expect((await violations()).join('\n')).toContain(`script-src-elem refused ${left}`);
  } finally {
    await Promise.all(servers.map((server) => server.close()));
  }
});
