import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { signInAs } from '../support/fixtures';
import { E2E_PORTS, e2eEnv } from '../support/ports';
import type { RunningServer } from '../support/suite';
import { loadServe, loadSuite, repoRoot } from '../support/suite';

test('a remote that is down leaves the shell and other areas working, and Retry mounts it once it is back', async ({
  page,
}) => {
  const suite = await loadSuite();
  const env = e2eEnv(E2E_PORTS.spareShell, E2E_PORTS.spareRemoteBase);
  const ports = suite.suitePorts(env);
  const servers = await suite.serveApps(ports, suite.suiteConfig(ports, env));
  let revived: RunningServer | undefined;
  try {
    await servers['mf-public-tools']!.close();
    await signInAs(page.request, 'admin');
    await page.goto(`http://localhost:${ports.shell}/en/info/intro`);
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));

    const failure = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
    await expect(failure).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

    // The header, the menu and another area still work.
    await page.getByRole('link', { name: 'Code settings' }).click();
    await expect(page).toHaveURL(/\/en\/info\/code\/codegroup$/);
    await expect(
      page.getByRole('navigation', { name: 'Pages of this menu' }).getByRole('link', { name: 'Code groups' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('#area-mf-reference')).not.toBeEmpty();
    await expect(failure).toBeHidden();

    await page.getByRole('link', { name: 'Introduction' }).click();
    await expect(failure).toBeVisible();

    revived = await (
      await loadServe()
    ).serveApp({
      dir: join(repoRoot, 'mf-public-tools', 'dist'),
      port: ports.remotes['mf-public-tools']!,
    });
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(failure).toBeHidden();
    await expect(page.locator('#area-mf-public-tools')).not.toBeEmpty();
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  } finally {
    await Promise.all([...Object.values(servers).map((server) => server.close()), revived?.close()]);
  }
});

test('[kr] a first visit whose menu cannot be reached says so with Retry, and Retry opens the page', async ({
  page,
}) => {
  let menuDown = true;
  await page.route('**/api/menu', (route) => (menuDown ? route.abort('connectionrefused') : route.continue()));
  await signInAs(page.request, 'admin');
  await page.goto('/info/code/codegroup');
  const failure = page.getByRole('alert').filter({ hasText: '메뉴를 불러오지 못했습니다' });
  await expect(failure).toBeVisible();
  await expect(failure).toContainText('서버에 연결할 수 없습니다');
  await expect(page.getByRole('navigation', { name: '이 메뉴의 페이지' })).toHaveCount(0);

  menuDown = false;
  await page.getByRole('button', { name: '다시 시도' }).click();
  await expect(failure).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: '코드 그룹' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: '이 메뉴의 페이지' }).getByRole('link', { name: '코드 그룹' }),
  ).toHaveAttribute('aria-current', 'page');
});
