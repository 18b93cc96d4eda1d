// The counter's figures for `pnpm perf` (behaviour §10-4.4), under the same phone conditions as its pages: a barista's
// new brew on a warm visit until it can be logged, a save until the page says it is saved (online, and offline where
// the phone's outbox answers), and the answer to a tap (a rating, the timer's start) as Interaction to Next Paint
// measures it: the slowest interaction's input delay, handling and the next paint.

/** Goals, ms: the form usable warm, a save acknowledged on screen, an interaction answered. */
export const COUNTER_GOALS = { usable: 1000, saved: 300, interaction: 200 };

const FORM = '/en/cafe/brewing/result/write';

/**
 * The page's clock of one interaction: the slowest event timing of the taps made since `watchInteractions` (each
 * entry's duration runs from the input to the paint after its handlers).
 */
async function watchInteractions(page) {
  await page.evaluate(() => {
    globalThis.__slowestTap = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.interactionId) globalThis.__slowestTap = Math.max(globalThis.__slowestTap, entry.duration);
    }).observe({ type: 'event', durationThreshold: 16, buffered: false });
  });
}

/** Milliseconds from the Save press to the notice that says the brew is saved (or kept on this device). */
async function saveAcknowledged(page) {
  await page.evaluate(() => {
    globalThis.__saved = new Promise((resolve) => {
      let pressed = 0;
      globalThis.document.addEventListener(
        'click',
        (event) => {
          if (event.target.closest?.('button[type=submit]')) pressed = performance.now();
        },
        { capture: true, once: true },
      );
      new globalThis.MutationObserver((_, observer) => {
        const notice = [...globalThis.document.querySelectorAll('[role=status]')].find((node) =>
          /^(Saved|No connection: kept)/.test(node.textContent ?? ''),
        );
        if (!notice || !pressed) return;
        observer.disconnect();
        resolve(performance.now() - pressed);
      }).observe(globalThis.document.body, { subtree: true, childList: true, characterData: true });
    });
  });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  return page.evaluate(() => globalThis.__saved);
}

/** A brew in the counter's taps: start and end on the timer, a rating; Save's acknowledgement timed. */
async function logBrew(page, rating) {
  const bar = page.getByRole('region', { name: 'Brewing counter' });
  await bar.getByRole('button', { name: 'Start' }).click();
  await page.waitForTimeout(1200);
  await bar.getByRole('button', { name: 'End' }).click();
  await page.getByRole('radio', { name: `${rating} of 10` }).click();
  return saveAcknowledged(page);
}

/** Milliseconds from navigation until the new brew can be logged: its bean on the bar filled in, the timer's Start on screen. */
async function usableMs(page, url) {
  await page.goto(url, { waitUntil: 'commit' });
  const ready = await page.waitForFunction(
    () => {
      const started = [...globalThis.document.querySelectorAll('[role=status]')].some((node) =>
        /^(From today's dial-in|No dial-in of this bean today|This cafe has no brew yet)/.test(node.textContent ?? ''),
      );
      const start = [...globalThis.document.querySelectorAll('main section button')].some(
        (button) => button.textContent === 'Start' && button.getBoundingClientRect().height > 0,
      );
      return started && start ? performance.now() : false;
    },
    undefined,
    { polling: 'raf', timeout: 90_000 },
  );
  return ready.jsonValue();
}

/**
 * One run: a cold visit, then a warm one timed until usable; a brew saved online and one offline, each timed until
 * acknowledged; the slowest tap of both brews.
 */
export async function measureCounter(suite, { phone, cpuSlowdown, signInDemo }) {
  const context = await suite.browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await signInDemo(page, suite.apiUrl, 'cbarista');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', phone);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  try {
    const url = `${suite.shellUrl}${FORM}`;
    await usableMs(page, url);
    await page.goto('about:blank');
    const usable = await usableMs(page, url);
    await watchInteractions(page);
    try {
      const online = await logBrew(page, 8);
      await page.waitForTimeout(1500);
      await cdp.send('Network.emulateNetworkConditions', { ...phone, offline: true });
      await context.setOffline(true);
      const offline = await logBrew(page, 7);
      const interaction = await page.evaluate(() => globalThis.__slowestTap);
      return { usable, online, offline, interaction };
    } catch (error) {
      // A brew that cannot be logged leaves its figures unmeasured, said with why; the form's figure still counts.
      return { usable, online: null, offline: null, interaction: null, failed: String(error.message).split('\n')[0] };
    }
  } finally {
    await context.close();
  }
}
