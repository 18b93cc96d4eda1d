// `pnpm perf`: the suite's key pages as a phone loads them (Lighthouse's mobile conditions: 150 ms round trip,
// 1.6 Mbit/s down, 750 kbit/s up, CPU slowed 4x) in Debian's Chromium, with a cold cache and warm (a second and a
// third visit): JavaScript transferred, largest contentful paint and the time the page's main content is visible,
// beside their goals, and for a page the build prerendered, the time its live page took over (usable).
// Each page runs PERF_RUNS times (5) and the median is printed, beside the fastest and slowest run of what its goal
// judges; PERF_PAGES picks pages ("counter" the counter's figures: perf-counter.mjs; PERF_DEBUG=1 says its steps). Prints
// numbers; nothing is asserted.
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { SHELL } from '../../build-config/src/apps.mjs';
import { PHONE_PAGES } from './phone-pages.mjs';
import { measureCounter, measureWheelTap, reportCounter } from './perf-counter.mjs';
import { PRERENDERED_LIST } from './shell-documents.mjs';
import { ensureDependencies } from './setup.mjs';

ensureDependencies();
const { distOf, signInDemo, startMeasuredSuite } = await import('./measured-suite.mjs');

/** Bytes per second of 1.6 Mbit/s down and 750 kbit/s up; latency in ms. */
const PHONE = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 };
const CPU_SLOWDOWN = 4;
const WARM_GOAL_MS = 1500;

const RUNS = Number(process.env.PERF_RUNS ?? 5);
/** PERF_PAGES=batch,brewing: only the pages whose name holds one of these words. */
const ONLY = (process.env.PERF_PAGES ?? '').split(',').filter(Boolean);
/** A guest's page the build prerendered (shell/dist/prerendered/pages.json): its live page's take-over is timed too. */
const prerenderedList = join(distOf(SHELL.dir), PRERENDERED_LIST);
const prerenderedPaths = existsSync(prerenderedList) ? JSON.parse(readFileSync(prerenderedList, 'utf8')) : {};
const chosen = PHONE_PAGES.filter((target) => ONLY.length === 0 || ONLY.some((word) => target.name.includes(word))).map(
  (target) => ({ ...target, prerendered: !target.user && target.path in prerenderedPaths }),
);

/** Script bytes on the wire (compressed as sent, headers included) of the requests made until `stop()`. */
function recordScriptBytes(context) {
  const pending = [];
  const onFinished = (request) => {
    const isScript = /\.m?js$/.test(new URL(request.url()).pathname);
    if (!isScript) return;
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return 0;
        // A response from the HTTP cache reports its headers' size and minus that as its body: nothing crossed.
        const { responseBodySize, responseHeadersSize } = await request.sizes();
        return Math.max(0, responseBodySize + responseHeadersSize);
      })().catch(() => 0),
    );
  };
  context.on('requestfinished', onFinished);
  return async () => {
    context.off('requestfinished', onFinished);
    return (await Promise.all(pending)).reduce((sum, bytes) => sum + bytes, 0);
  };
}

/** Milliseconds from navigation start until an element of `selector` is laid out, then the largest contentful paint so far. */
async function timings(page, selector) {
  const main = await page.waitForFunction(
    (css) => {
      // Any of them: a prerendered page holds its content for wide and narrow screens, one of them hidden.
      const elements = [...globalThis.document.querySelectorAll(css)];
      return elements.some((element) => element.getBoundingClientRect().height > 0) ? performance.now() : false;
    },
    selector,
    { polling: 'raf', timeout: 90_000 },
  );
  const mainMs = await main.jsonValue();
  await page.waitForLoadState('networkidle');
  const lcpMs = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? null)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
        setTimeout(() => resolve(null), 1000);
      }),
  );
  return { mainMs, lcpMs };
}

/**
 * Milliseconds from navigation start until the live page took over a prerendered one: the shell drops the copy and
 * its style element once the remote has drawn the page (shell/src/remotes/prerendered.ts), which then works.
 */
async function liveTimeMs(page) {
  const live = await page.waitForFunction(
    () => {
      const { document } = globalThis;
      const drawn = document.getElementById('root')?.childElementCount > 0;
      return drawn && !document.querySelector('style[data-prerendered]') ? performance.now() : false;
    },
    undefined,
    { polling: 'raf', timeout: 90_000 },
  );
  return live.jsonValue();
}

async function visit(page, url, target) {
  const stop = recordScriptBytes(page.context());
  await page.goto(url, { waitUntil: 'commit' });
  const [{ mainMs, lcpMs }, liveMs] = await Promise.all([
    timings(page, target.main),
    target.prerendered ? liveTimeMs(page) : null,
  ]);
  return { jsBytes: await stop(), mainMs, lcpMs, liveMs };
}

/**
 * One cold visit in a fresh browser context (empty cache), then two warm ones in the same context: the second visit
 * (`warm`) is when V8 writes its code cache of the scripts it has now run twice (`v8.produceCache`, 0.2 s of the batch
 * page's main thread at 4x), the third (`hot`) reads it, as every later visit does.
 */
async function measure(suite, target) {
  // No service worker: Chromium's network and CPU emulation is set on the page and does not reach a worker's own
  // fetches, so chunks a worker fetched during the first visit would arrive at full speed. Warm is the HTTP cache.
  const context = await suite.browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  if (target.user) await signInDemo(page, suite.apiUrl, target.user);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', PHONE);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  try {
    const url = `${suite.shellUrl}${target.path}`;
    const cold = await visit(page, url, target);
    await page.goto('about:blank');
    const warm = await visit(page, url, target);
    await page.goto('about:blank');
    const hot = await visit(page, url, target);
    return { cold, warm, hot };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const known = values.filter((value) => value !== null).sort((a, b) => a - b);
  return known.length ? known[Math.floor((known.length - 1) / 2)] : null;
};
const seconds = (ms) => (ms === null ? '   -  ' : `${(ms / 1000).toFixed(1).padStart(4)} s`);
/** The fastest and slowest of the runs: how far one run may stray from the median on this machine. */
const spread = (values) => {
  const known = values.filter((value) => value !== null);
  if (known.length < 2) return '';
  const [low, high] = [Math.min(...known), Math.max(...known)].map((ms) => (ms / 1000).toFixed(1));
  return `${low}-${high} s`;
};
const kb = (bytes) => `${Math.round(bytes / 1024)} KB`.padStart(8);

const suite = await startMeasuredSuite();
const loadBefore = loadavg()[0];
console.log(
  `Phone conditions: ${PHONE.latency} ms RTT, 1.6 Mbit/s, CPU ${CPU_SLOWDOWN}x slower; median of ${RUNS} runs.`,
);
console.log(
  `${'page'.padEnd(20)} ${'cache'.padEnd(5)} ${'JS sent'.padStart(8)} ${'largest paint'.padStart(13)} ` +
    `${'main content'.padStart(12)} ${'runs'.padStart(11)}  goal`,
);
try {
  for (const target of chosen) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await measure(suite, target));
    for (const cache of ['cold', 'warm', 'hot']) {
      const of = (key) => median(runs.map((result) => result[cache][key]));
      const goal = cache === 'cold' ? target.goal : WARM_GOAL_MS;
      const judgedKey = target.goalOf === 'largest paint' && cache === 'cold' ? 'lcpMs' : 'mainMs';
      const judged = of(judgedKey);
      const verdict = judged !== null && judged <= goal ? 'met' : 'MISSED';
      console.log(
        `${target.name.padEnd(20)} ${cache.padEnd(5)} ${kb(of('jsBytes'))} ${seconds(of('lcpMs')).padStart(13)} ` +
          `${seconds(of('mainMs')).padStart(12)} ${spread(runs.map((result) => result[cache][judgedKey])).padStart(11)}  ${cache === 'cold' && target.goalOf ? target.goalOf : 'main content'}` +
          ` <= ${seconds(goal).trim()}: ${verdict}` +
          (target.prerendered ? `; prerendered, the live page usable at ${seconds(of('liveMs')).trim()}` : ''),
      );
    }
  }
  if (ONLY.length === 0 || ONLY.includes('counter')) {
    const conditions = { phone: PHONE, cpuSlowdown: CPU_SLOWDOWN };
    const runs = [];
    for (let run = 0; run < RUNS; run += 1)
      runs.push({
        ...(await measureCounter(suite, conditions, signInDemo)),
        ...(await measureWheelTap(suite, conditions)),
      });
    reportCounter(runs, `PERF_PAGES=counter PERF_RUNS=${RUNS} pnpm perf, median of ${RUNS} runs`);
  }
} finally {
  await suite.close();
}
console.log(`Load average (1 min) ${loadBefore.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end.`);
