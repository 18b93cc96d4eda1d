import { defineConfig } from '@playwright/test';
import { E2E_PORTS } from './support/ports';

/**
 * The page sweeps (every page's accessibility and phone fit) and the specs that only read (guest tools, what a page
 * loads, the words and strings it shows) spread their tests over any free worker; the stories write the demo data and
 * start and stop the spare servers, so each story file runs whole on one worker. Every worker has a suite of its own
 * (its lane, support/ports.ts: API server, database, shell, remotes and spare ports), so no two workers' stories meet.
 * A spec that writes belongs to the stories.
 */
const READ_ONLY =
  /(accessibility|every-page|public-tools|guest-tools-phone|guest-loading|prerendered-pages|list-loading|loads-what-it-draws|strings-one-language|shell-toolbar|code-cache)\.spec\.ts$/;

/** End-to-end tests of the built suite in Debian's Chromium (never a downloaded browser), on two workers and lanes. */
export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // Stories first: the longest files start early, and the read-only tests' short ones fill the workers at the end.
  projects: [
    { name: 'stories', testIgnore: READ_ONLY, fullyParallel: false },
    { name: 'read-only', testMatch: READ_ONLY, fullyParallel: true },
  ],
  // A committed test.only fails the run on CI instead of quietly running one test (eslint refuses it too).
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report (PLAYWRIGHT_JSON_OUTPUT_FILE) gives `npm test` its count of passed and failed tests.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [['list'], ['json']] : [['list']],
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: `http://localhost:${E2E_PORTS.shell}`,
    browserName: 'chromium',
    launchOptions: {
      // Debian's build of Chromium's headless shell (package chromium-headless-shell), which Playwright itself runs
      // headless tests in: the same engine without the desktop browser around it, about a fifth less CPU than
      // /usr/bin/chromium (docs/performance.md), whose Debian wrapper also turns on GPU rasterization (SwiftShader on the CPU here).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // Recording a trace costs every test about a fifth of its CPU time, so only a retry records one (CI retries once;
    // elsewhere add `--trace on` to the run of a failing test).
    trace: 'on-first-retry',
    // The shell's service worker would answer the tests' routed and counted requests itself; its own spec
    // (offline-counter) lets it run.
    serviceWorkers: 'block',
  },
});
