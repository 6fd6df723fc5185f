import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { prepareRun } from './e2e/support/run-environment';

// A port and data directory of this run's own (E2E_PORT and E2E_DATA_DIR, else free ones), and the identity
// provider's port the build points the browser to (IDP_PORT): chosen once, in the main process, before the
// workers start (they inherit them). Two runs on one machine never share a server or a database.
prepareRun();
const port = Number(process.env.E2E_PORT);
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${port}`;

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // A test that fails and then passes on its retry is flaky: the retry keeps its trace for the report, and the run fails.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: true,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    ignoreHTTPSErrors: true,
    // In CI a failed test's retry records its trace (recording every test's cost about a fifth of the run's CPU);
    // locally, without retries, the failed run keeps its own.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's headless shell (chromium-headless-shell, what Playwright runs headless by default), installed by
      // scripts/ci/ensure-chromium.sh: the same Blink at about half the CPU of the full browser's headless mode.
      executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } } },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'node scripts/start.mjs',
        // Every browser of the run signs in from 127.0.0.1: the provider's per-address brake (10 a minute, tested in
        // tests/idp/provider.test.ts) would refuse the popup sign-ins of parallel specs.
        // Webhook endpoints on this machine (the tests' local receivers): the development flag of lib/server/webhooks/endpoint-url.ts.
        env: { PORT: String(port), DATA_DIR: process.env.E2E_DATA_DIR!, IDP_PORT: process.env.IDP_PORT!, IDP_RATE_LIMIT: '200', WEBHOOK_ALLOW_PRIVATE_NETWORK: '1' },
        url: `${baseURL}/`,
        timeout: 120_000,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
