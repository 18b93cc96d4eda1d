import { expect, test } from '@playwright/test';
import { loadChunkSources } from '../support/chunkNames';
import { recordRequests, originOf } from '../support/fixtures';
import { E2E_PORTS } from '../support/ports';

const shellOrigin = `http://localhost:${E2E_PORTS.shell}`;
const publicToolsOrigin = `http://localhost:${E2E_PORTS.remoteBase}`;
const apiOrigin = `http://localhost:${E2E_PORTS.api}`;

for (const path of ['/info/chart/flavorwheel', '/en/info/intro']) {
  test(`a guest on ${path} loads files only from the shell and the public tools`, async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto(path);
    await expect(page.locator('#area-slot')).toBeVisible();
    await page.waitForLoadState('networkidle');

    const fileRequests = requests.filter((request) => originOf(request.url()) !== apiOrigin);
    const origins = new Set(fileRequests.map((request) => originOf(request.url())));
    expect([...origins].sort()).toEqual([shellOrigin, publicToolsOrigin].sort());
    expect(
      requests.filter((request) => originOf(request.url()) === apiOrigin).every((r) => r.url().includes('/api/')),
    ).toBe(true);

    const scripts = fileRequests.filter((request) => request.resourceType() === 'script').map((r) => r.url());
    const sourcesOf = await loadChunkSources();
    const reactDomClients = scripts.filter((url) =>
      sourcesOf(url).some((source) => /node_modules\/react-dom\/cjs\/react-dom-client\./.test(source)),
    );
    expect(reactDomClients).toHaveLength(1);
  });
}
