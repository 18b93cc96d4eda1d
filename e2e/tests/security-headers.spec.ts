import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { AREA_NAMES, areaOfRoute } from '@coffee/domain/navigation';
import { API, signInAs } from '../support/fixtures';
import { suitePages } from '../support/pages';
import { E2E_PORTS, e2eEnv } from '../support/ports';
import type { RunningServer, SuiteConfig } from '../support/suite';
import { loadServe, loadSuite, repoRoot } from '../support/suite';
import { AREA_ROUTES } from '@coffee/suite';

/** The first page of each remote, as the menu tree lists them, with the demo user who opens it. */
const firstPages = AREA_NAMES.map((area) => {
  const first = suitePages().find(({ path }) => areaOfRoute(path.split('/').slice(2), AREA_ROUTES) === area);
  if (!first) throw new Error(`no page of ${area} in the menu tree`);
  return { area, ...first };
});

/**
 * Collects what the Content-Security-Policy blocks on the page from its first script on: the document's
 * `securitypolicyviolation` events, and the console's CSP errors (which also name what a worker or frame refused).
 */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} refused ${event.blockedURI || '(inline)'} in ${event.sourceFile}`),
    );
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
    ...consoleErrors,
  ];
}

/** The area has drawn its page: a heading in the main region, nothing busy, no request pending. */
async function settled(page: Page, area: string): Promise<void> {
  await expect(page.locator(`#area-${area}`)).not.toBeEmpty();
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
}

/** Pages that draw charts: Highcharts writes its palette as style text unless told not to (each chart module). */
const chartPages = [
  { area: 'mf-public-tools', path: '/en/info/chart/flavorwheel' },
  { area: 'mf-public-tools', path: '/en/info/chart/radarchart' },
  { area: 'mf-public-tools', path: '/en/info/chart/roasting' },
  { area: 'mf-cafe', path: '/en/cafe/setting/settinghistory', user: 'cown' },
];

for (const { area, path, user } of [...firstPages, ...chartPages]) {
  test(`${area} (${path}${user ? `, ${user}` : ''}) loads under the Content-Security-Policy without a violation`, async ({
    page,
  }) => {
    const violations = await watchPolicy(page);
    if (user) await signInAs(page.request, user);
    const document = await page.goto(path);
    expect(document?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await settled(page, area);
    expect(await violations()).toEqual([]);
  });
}

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
