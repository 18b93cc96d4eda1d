import { expect } from '@playwright/test';
import type { CDPSession, Page } from '@playwright/test';

const devtoolsOf = new WeakMap<Page, CDPSession>();

/**
 * Tells a page whether its network is on, as the browser of a device tells it (`navigator.onLine` and its events).
 * Chromium 150, as Debian ships it on some machines, opens a document the service worker serves with
 * `navigator.onLine` true although the context is offline; its requests still fail. The emulation is sent again to
 * the page itself, by one session per page; `context.setOffline` keeps the requests offline.
 */
export async function tellNetwork(page: Page, online: boolean): Promise<void> {
  const devtools = devtoolsOf.get(page) ?? (await page.context().newCDPSession(page));
  devtoolsOf.set(page, devtools);
  await devtools.send('Network.emulateNetworkConditions', {
    offline: !online,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(online);
}
