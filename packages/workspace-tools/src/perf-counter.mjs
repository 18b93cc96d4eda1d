// The counter's figures for `pnpm perf` (behaviour §10-4.4), under the same phone conditions as its pages, on a
// 375 px phone with a touch screen: a barista's new brew on a warm visit until it can be logged, a Save until the page
// says it is saved (online, offline where the phone's outbox answers) and until the server's answer that it stored
// the brew, the answer to each tap of two brews (Start, the step stamps, End, the rating, Save) as Interaction to
// Next Paint measures it, and a guest's tap on the flavor wheel after a cold load.

/** Goals, ms: the form usable warm, a save acknowledged on screen, a tap answered, the wheel answering a tap cold. */
export const COUNTER_GOALS = { usable: 1000, saved: 300, interaction: 200, wheelTap: 3500 };

const FORM = '/en/cafe/brewing/result/write';
const WHEEL = '/en/info/chart/flavorwheel';
const PHONE_SCREEN = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' };
/** The calls of a brew's form that are not its save (the form's next start, a repeat, lists and details). */
const NOT_THE_SAVE = /\/brewing\/result\/(start|last|list|detail)/;
const trace = (...words) => process.env.PERF_DEBUG && console.error(new Date().toISOString(), ...words);

/** A fresh phone: its own cache, the network and the CPU slowed as `pnpm perf` slows them. */
async function phoneContext(suite, { phone, cpuSlowdown }) {
  const context = await suite.browser.newContext(PHONE_SCREEN);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', phone);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return { context, page, cdp };
}

/**
 * Each tap's input time and name, and the page's event timings (Event Timing reports an interaction of 16 ms or
 * more: its input, handlers and the next paint); read by `tapFigures`.
 */
async function watchTaps(page) {
  await page.evaluate(() => {
    globalThis.__taps = [];
    globalThis.__events = [];
    globalThis.document.addEventListener(
      'pointerdown',
      (event) => globalThis.__taps.push({ name: globalThis.__tapName, at: event.timeStamp }),
      { capture: true },
    );
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.interactionId)
          globalThis.__events.push({ id: entry.interactionId, start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'event', durationThreshold: 16, buffered: false });
  });
}

/** A tap on `target`, named for the figures. */
async function tap(page, target, name) {
  trace('tap', name);
  await page.evaluate((named) => (globalThis.__tapName = named), name);
  await target.tap();
}

/** What the page showed when a brew could not be logged: a screenshot and the Save button's hit test (PERF_DEBUG). */
async function traceFailure(page) {
  const shot = `test-results/perf-failure-${Date.now()}.png`;
  await page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
  const hit = await page
    .evaluate(() => {
      const save = [...globalThis.document.querySelectorAll('button')].find((button) => button.textContent === 'Save');
      if (!save) return 'no Save button';
      const box = save.getBoundingClientRect();
      const top = globalThis.document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      const blockers = [];
      for (let node = save; node; node = node.parentElement) {
        const style = globalThis.getComputedStyle(node);
        if (node.inert || style.pointerEvents === 'none' || node.getAttribute('aria-hidden'))
          blockers.push(`${node.tagName}.${node.className} inert=${node.inert} pe=${style.pointerEvents}`);
      }
      return JSON.stringify({
        box,
        top: top && `${top.tagName}.${top.className}`,
        blockers,
        scrollY: globalThis.scrollY,
      });
    })
    .catch((error) => `no hit test: ${error.message}`);
  trace('failure screenshot', shot, hit);
}

/** Each tap's longest event of its interaction (ms), or 0 under Event Timing's 16 ms floor. */
async function tapFigures(page) {
  await page.waitForTimeout(500);
  const { taps, events } = await page.evaluate(() => ({ taps: globalThis.__taps, events: globalThis.__events }));
  return taps.map((one, index) => {
    const until = taps[index + 1]?.at ?? Infinity;
    const own = events.filter((event) => event.start >= one.at - 1 && event.start < until - 1);
    return { name: one.name, ms: Math.max(0, ...own.map((event) => event.duration)) };
  });
}

/**
 * Milliseconds from the Save tap's input to the painted notice that says the brew is saved (or kept on this device),
 * and, online, to the end of the server's answer to the save.
 */
async function saveTimed(page, online) {
  await page.evaluate(() => {
    let pressed = null;
    globalThis.document.addEventListener(
      'pointerdown',
      (event) => {
        if (event.target.closest?.('button')?.textContent === 'Save') pressed = event.timeStamp;
      },
      { capture: true },
    );
    globalThis.__saved = new Promise((resolve) => {
      new globalThis.MutationObserver((_, observer) => {
        const notice = [...globalThis.document.querySelectorAll('[role=status]')].find((node) =>
          /^(Saved|No connection: kept)/.test(node.textContent ?? ''),
        );
        if (!notice || pressed === null) return;
        observer.disconnect();
        // The frame that shows it: after its animation frame's callbacks, the paint.
        globalThis.requestAnimationFrame(() =>
          setTimeout(() => resolve({ pressed, shown: performance.now() - pressed })),
        );
      }).observe(globalThis.document.body, { subtree: true, childList: true, characterData: true });
    });
  });
  const answered = online
    ? page.waitForResponse((response) => {
        const url = response.url();
        return response.request().method() === 'POST' && /\/brewing\/result\//.test(url) && !NOT_THE_SAVE.test(url);
      })
    : null;
  await tap(page, page.getByRole('button', { name: 'Save', exact: true }), 'Save');
  const { pressed, shown } = await page.evaluate(() => globalThis.__saved);
  trace('saved on screen', shown);
  if (!answered) return { shown, stored: null };
  const saveUrl = (await answered).url();
  const stored = await page.evaluate(
    ([url, since]) => {
      const entry = performance.getEntriesByName(url).findLast((one) => one.startTime >= since);
      return entry ? entry.responseEnd - since : null;
    },
    [saveUrl, pressed],
  );
  return { shown, stored };
}

/** A brew in the counter's taps: Start, two step stamps a second apart, End, a rating, Save. */
async function logBrew(page, rating, online) {
  const bar = page.getByRole('region', { name: 'Brewing counter' });
  await tap(page, bar.getByRole('button', { name: 'Start', exact: true }), 'Start');
  // The next step's stamp (a brew may begin with the steps of the bean's last brew planned, behaviour §10-4.4).
  for (let stamps = 0; stamps < 2; stamps += 1) {
    await page.waitForTimeout(1000);
    await tap(page, bar.getByRole('button', { name: /^Stamp step \d$/ }), 'step stamp');
  }
  await page.waitForTimeout(1000);
  await tap(page, bar.getByRole('button', { name: 'End', exact: true }), 'End');
  await tap(page, page.getByRole('radio', { name: `${rating} of 10` }), 'rating');
  return saveTimed(page, online);
}

/** The brews of the day the server holds for the barista's cafe. */
async function brewsStored(page, apiUrl) {
  const rights = await (await page.request.post(`${apiUrl}/api/userAuth/select`, { data: { auth: ['cafe'] } })).json();
  const cafe = rights.result.cafe_auth[0].auth_seq;
  const list = await page.request.post(`${apiUrl}/api/cafe/brewing/result/list`, {
    data: { cafe_seq: cafe, page: 1, list_count: 500, brewing_result_date: new Date().toLocaleDateString('sv') },
  });
  return (await list.json()).result.length;
}

/**
 * Milliseconds from navigation until the new brew can be logged (its bean on the bar filled in, the timer's Start on
 * screen), and the scripts requested before then: all, and the remotes' (not the shell's origin).
 */
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
      if (!started || !start) return false;
      const at = performance.now();
      // The scripts requested before it (from the cache on a warm visit): each one the browser ran before Start.
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => /\.js$/.test(new URL(entry.name).pathname) && entry.startTime < at);
      const remote = scripts.filter((entry) => entry.name.startsWith(globalThis.location.origin) === false);
      const names = remote.map((entry) => new URL(entry.name).pathname);
      return { at, scripts: scripts.length, remoteScripts: remote.length, names };
    },
    undefined,
    { polling: 'raf', timeout: 90_000 },
  );
  const figures = await ready.jsonValue();
  trace('scripts before Start', figures.names.join(' '));
  return figures;
}

/**
 * The form ready for the next brew after a save: begun anew from the bean on the bar (the server's start), the last
 * save's notice gone (a notice of the same words would not change the page when the next save is acknowledged).
 */
async function nextBrewReady(page, started) {
  await started;
  await page.waitForFunction(
    () =>
      ![...globalThis.document.querySelectorAll('[role=status]')].some((node) =>
        /^(Saved|No connection: kept)/.test(node.textContent ?? ''),
      ),
    undefined,
    { timeout: 30_000 },
  );
  const bar = page.getByRole('region', { name: 'Brewing counter' });
  await bar.getByRole('button', { name: 'Start', exact: true }).waitFor();
  await page.getByRole('radio', { name: /of 10$/, checked: true }).waitFor({ state: 'detached' });
}

/**
 * One run: a cold visit, then a warm one and a third (which reads V8's code cache) timed until usable; a brew saved
 * online, then one offline, each timed until acknowledged (online also until the server's answer, the brew then
 * counted among the server's); every tap of both brews.
 */
export async function measureCounter(suite, conditions, signInDemo) {
  const { context, page, cdp } = await phoneContext(suite, conditions);
  await signInDemo(page, suite.apiUrl, 'cbarista');
  try {
    const url = `${suite.shellUrl}${FORM}`;
    await usableMs(page, url);
    await page.goto('about:blank');
    const { at: usable, scripts, remoteScripts } = await usableMs(page, url);
    await page.goto('about:blank');
    const { at: usableThird } = await usableMs(page, url);
    await watchTaps(page);
    try {
      const before = await brewsStored(page, suite.apiUrl);
      const started = page.waitForResponse((response) => response.url().includes('/brewing/result/start'), {
        timeout: 90_000,
      });
      started.catch(() => undefined);
      const online = await logBrew(page, 8, true);
      if ((await brewsStored(page, suite.apiUrl)) !== before + 1) throw new Error('the server did not store the brew');
      await nextBrewReady(page, started);
      await cdp.send('Network.emulateNetworkConditions', { ...conditions.phone, offline: true });
      await context.setOffline(true);
      const offline = await logBrew(page, 7, false);
      const taps = await tapFigures(page);
      const saves = { online: online.shown, stored: online.stored, offline: offline.shown };
      return { usable, usableThird, scripts, remoteScripts, ...saves, taps };
    } catch (error) {
      trace(error.message);
      if (process.env.PERF_DEBUG) await traceFailure(page);
      // A brew that cannot be logged leaves its figures unmeasured, said with why; the form's figures still count.
      return { usable, usableThird, scripts, remoteScripts, taps: [], failed: String(error.message).split('\n')[0] };
    }
  } finally {
    await context.close();
  }
}

/**
 * A guest's first visit to the flavor wheel, tapping its "Fruity" family every quarter second from the moment the
 * wheel is on screen: milliseconds from navigation to the first painted answer (the prerendered copy's, which marks
 * the family, or the live wheel's, the family opened or chosen), from the tap that got it, and to the live wheel's
 * answer (the family opened, the copy's tap acted on; no tap after the first answer).
 */
export async function measureWheelTap(suite, conditions) {
  const { context, page } = await phoneContext(suite, conditions);
  await page.addInitScript(() => {
    const { document } = globalThis;
    const answers = { first: null, live: null };
    globalThis.__wheelTaps = [];
    globalThis.__wheelAnswers = answers;
    globalThis.addEventListener('pointerdown', (event) => globalThis.__wheelTaps.push(event.timeStamp), true);
    const painted = (key) =>
      globalThis.requestAnimationFrame(() => setTimeout(() => (answers[key] ??= performance.now())));
    new globalThis.MutationObserver((_, observer) => {
      const shown = (node) => node.getBoundingClientRect().height > 0;
      const live = [...document.querySelectorAll('button, [role=status]')].some(
        (node) => /^(Whole wheel|\d+ selected)$/.test(node.textContent ?? '') && shown(node),
      );
      if (live || [...document.querySelectorAll('svg[data-copy-tap]')].some(shown)) painted('first');
      if (!live) return;
      painted('live');
      observer.disconnect();
    }).observe(document, { subtree: true, childList: true, characterData: true, attributeFilter: ['data-copy-tap'] });
  });
  try {
    await page.goto(`${suite.shellUrl}${WHEEL}`, { waitUntil: 'commit' });
    const family = page.locator('main svg .highcharts-data-label').getByText('Fruity', { exact: true });
    // The copy may give way to the live wheel between finding the label and measuring it: then the live one's.
    let box = null;
    for (let tries = 0; box === null && tries < 20; tries += 1)
      box = await family.filter({ visible: true }).first().boundingBox({ timeout: 90_000 });
    const answers = () => page.evaluate(() => ({ ...globalThis.__wheelAnswers, taps: globalThis.__wheelTaps }));
    const deadline = Date.now() + 60_000;
    let answered = await answers();
    while (answered.first === null && Date.now() < deadline) {
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      await page.waitForTimeout(250);
      answered = await answers();
    }
    while (answered.first !== null && answered.live === null && Date.now() < deadline) {
      await page.waitForTimeout(250);
      answered = await answers();
    }
    const { first, live, taps } = answered;
    if (first === null) return { wheelTap: null, wheelFailed: 'no tap on the wheel was answered within 60 s' };
    return {
      wheelTap: first,
      wheelTapAnswer: first - taps.findLast((at) => at < first),
      wheelLive: live ?? undefined,
      wheelFailed: live === null ? 'the live wheel did not open the tapped family within 60 s' : undefined,
    };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const known = values.filter((value) => value !== null && value !== undefined).sort((a, b) => a - b);
  return known.length ? known[Math.floor((known.length - 1) / 2)] : null;
};

/** The counter's figures of the runs, each beside its goal: the median, the fastest and slowest run. */
export function reportCounter(runs, command) {
  console.log(`The counter, 375 px phone (${command}):`);
  for (const failure of new Set(runs.flatMap((run) => [run.failed, run.wheelFailed].filter(Boolean))))
    console.log(`counter: not every run measured: ${failure}`);
  for (const run of runs) {
    const taps = run.taps ?? [];
    if (taps.length === 0) continue;
    const worst = taps.reduce((slowest, one) => (one.ms > slowest.ms ? one : slowest));
    Object.assign(run, { tapWorst: worst.ms, tapWorstName: worst.name, tapMedian: median(taps.map((t) => t.ms)) });
  }
  const line = (label, key, goal, why) => {
    const values = runs.map((run) => run[key]).filter((value) => value !== null && value !== undefined);
    if (values.length === 0) {
      console.log(`  ${label.padEnd(44)} not measured (${why})  goal <= ${goal} ms`);
      return;
    }
    const value = median(values);
    const range =
      values.length > 1 ? ` (${Math.round(Math.min(...values))} to ${Math.round(Math.max(...values))})` : '';
    const verdict = value <= goal ? 'met' : 'MISSED';
    console.log(
      `  ${label.padEnd(44)} ${String(Math.round(value)).padStart(5)} ms${range.padEnd(16)} goal <= ${goal} ms: ${verdict}`,
    );
  };
  const noBrew = 'no brew could be logged';
  line('brew form usable, warm (second visit)', 'usable', COUNTER_GOALS.usable, 'the form did not open');
  line('brew form usable, warm (third, code cache)', 'usableThird', COUNTER_GOALS.usable, 'the form did not open');
  const counted = runs.filter((run) => run.scripts !== undefined);
  if (counted.length)
    console.log(
      `  ${'scripts run before Start, warm (second visit)'.padEnd(44)} ${String(median(counted.map((run) => run.scripts))).padStart(5)}` +
        ` (of them the remotes' ${median(counted.map((run) => run.remoteScripts))}; no goal, a count the load does not move)`,
    );
  line('save acknowledged on screen, online', 'online', COUNTER_GOALS.saved, noBrew);
  line('save acknowledged on screen, offline', 'offline', COUNTER_GOALS.saved, noBrew);
  console.log(
    `  ${'save stored: the server answered (online)'.padEnd(44)} ${(() => {
      const value = median(runs.map((run) => run.stored));
      return value === null
        ? `not measured (${noBrew})`
        : `${String(Math.round(value)).padStart(5)} ms (no goal of its own)`;
    })()}`,
  );
  line('tap answered, slowest of 12 (INP)', 'tapWorst', COUNTER_GOALS.interaction, noBrew);
  line('tap answered, median of 12', 'tapMedian', COUNTER_GOALS.interaction, noBrew);
  const slowest = runs.map((run) => run.tapWorstName).filter(Boolean);
  if (slowest.length) console.log(`  (the slowest tap of each run: ${slowest.join(', ')}; under 16 ms counts as 0)`);
  line('flavor wheel answers a tap, cold (guest)', 'wheelTap', COUNTER_GOALS.wheelTap, 'no tap was answered');
  line('  that tap itself, from input to answer', 'wheelTapAnswer', COUNTER_GOALS.interaction, 'no tap was answered');
  const live = median(runs.map((run) => run.wheelLive));
  if (live !== null)
    console.log(
      `  ${'  the live wheel opens that family'.padEnd(44)} ${String(Math.round(live)).padStart(5)} ms (no goal of its own)`,
    );
}
