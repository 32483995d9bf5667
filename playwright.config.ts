// End-to-end tests: Debian's Chromium against the BUILT app (run `npm run build` first; `npm test` does).
// The global setup starts FerretDB, a loopback SMTP server, a fake DVLA service and `node api/dist/server.js`
// serving the shell and remotes at one address, and puts that address in E2E_BASE_URL.
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium.cjs';

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/support/global-setup.ts',
  globalTeardown: './e2e/support/global-teardown.ts',
  workers: 1,
  // In CI a test that fails is run once more; one that then passes is reported as flaky (scripts/test.mjs prints it).
  retries: process.env.CI ? 1 : 0,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Several people may run the e2e tests at once in one work tree: PLAYWRIGHT_OUTPUT_DIR keeps runs apart.
  outputDir: process.env.PLAYWRIGHT_OUTPUT_DIR ?? 'test-results/e2e',
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    // Set by the global setup; the workers start after it and read it here.
    baseURL: process.env.E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
      },
    },
  ],
});
