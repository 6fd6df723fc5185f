import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/** `npm run screenshots`: the documentation's screenshots (scripts/screenshots), on a server of their own like the e2e run. */
export default defineConfig({
  ...base,
  testDir: './scripts/screenshots',
  outputDir: './test-results/screenshots',
  retries: 0,
  // One worker: the account's data is made once (the spec's beforeAll), and the images come out the same each run.
  fullyParallel: false,
  workers: 1,
  reporter: 'list',
  projects: [{ name: 'screenshots' }],
});
