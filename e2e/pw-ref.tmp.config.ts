import { defineConfig } from '/work/main/e2e/node_modules/@playwright/test';
export default defineConfig({
  testDir: '/work/main/e2e/tests',
  outputDir: '/tmp/pw-ref-results',
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: 'http://localhost:3300',
    browserName: 'chromium',
    launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] },
  },
});
