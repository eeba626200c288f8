// The end-to-end suite: @playwright/test over Debian's Chromium, one shared stack of servers
// (global-setup.ts), a browser context per page and a simulator session per context (its cookie).
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_PORTS } from './e2e-config';
import type { StorefrontName } from './journeys/storefronts';

const ROOT = path.resolve(import.meta.dirname, '../..');

export default defineConfig({
  testDir: '.',
  testMatch: '*.e2e.ts',
  globalSetup: './global-setup.ts',
  // Every test on the shared stack is a page of its own (its own context and simulator session), so
  // the tests of a file spread over the workers. A file with a stack of its own (fixtures.ts's
  // `ownStack`, worker-scoped) starts one on each worker that runs its tests; a file whose tests share
  // what they set up runs them in order (`test.describe.configure({ mode: 'default' })`).
  fullyParallel: true,
  // Two cores: Chromium is CPU-bound here, and two workers keep both busy (E2E_WORKERS to change it).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // A retry hides a flake, and a flaky test is a defect to fix.
  retries: 0,
  forbidOnly: true,
  // A guard against a hang, not a performance limit (benchmarks measure speed).
  timeout: 180_000,
  expect: { timeout: 15_000 },
  outputDir: path.join(ROOT, '.tmp/e2e-results'),
  reporter: [[process.env.CI ? 'line' : 'list'], ['json', { outputFile: path.join(ROOT, '.tmp/test-reports/e2e.json') }]],
  use: {
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    // A failure's trace: its actions and console. DOM snapshots of every test's actions cost 15% of the
    // suite's time (the attack corpus: 209 test-seconds with them, 184 without), and Playwright records
    // the network only with them: a failing test attaches its pages' requests instead (fixtures.ts). A
    // run that needs snapshots passes `--trace on`.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'suite', testIgnore: 'journeys/**' },
    // The shopper journeys of spec §1, written once and run on each storefront (journeys/journey.ts).
    ...(['retail', 'grocery'] as const).map((storefront) => ({
      name: storefront,
      testMatch: 'journeys/*.e2e.ts',
      use: { storefront: storefront satisfies StorefrontName, baseURL: `http://127.0.0.1:${E2E_PORTS.host}` },
    })),
  ],
});
