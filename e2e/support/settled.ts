import type { Page, Request } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * Follows the page's requests from now on. `idle()` resolves once none is in flight and none has started or ended
 * for a short spell: Playwright's `networkidle` rule, but on the requests themselves and with a 100 ms spell instead of
 * its fixed 500 ms after every load (which cost the page sweeps minutes of waiting on pages long since drawn).
 */
export function followRequests(page: Page) {
  const inFlight = new Set<Request>();
  let changedAt = Date.now();
  const start = (request: Request) => {
    inFlight.add(request);
    changedAt = Date.now();
  };
  const end = (request: Request) => {
    inFlight.delete(request);
    changedAt = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return {
    /** Stops following (a kept tab's next test follows its own requests). */
    stop: () => {
      page.off('request', start);
      page.off('requestfinished', end);
      page.off('requestfailed', end);
    },
    idle: (timeout = 30_000) =>
      expect.poll(() => inFlight.size === 0 && Date.now() - changedAt >= 100, { intervals: [25], timeout }).toBe(true),
  };
}

/** The page once its area has drawn it: a heading in the main region, no request pending, nothing busy. */
export async function pageSettled(page: Page, requests: ReturnType<typeof followRequests>): Promise<void> {
  // Attached rather than visible: a phone's layout may tuck the heading away.
  await expect(page.locator('main h1').first()).toBeAttached({ timeout: 30_000 });
  await requests.idle();
  // A prerendered public page is the area's own once its inert copy is released (the copy's style goes with it).
  await expect(page.locator('style[data-prerendered]')).toHaveCount(0, { timeout: 30_000 });
  // Charts load their library and then draw: on a busy machine that outlasts the default wait.
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
}

/**
 * Resolves once the page's running animations and transitions have ended (two frames after the last change that
 * could start one, at most 2 s): a colour easing to a new theme, a message sliding in, judged where it comes to rest.
 */
export async function animationsEnded(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame += 1) await new Promise(requestAnimationFrame);
    const ending = document
      .getAnimations()
      .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
      .map((animation) => animation.finished);
    await Promise.race([Promise.allSettled(ending), new Promise((resolve) => setTimeout(resolve, 2000))]);
  });
}
