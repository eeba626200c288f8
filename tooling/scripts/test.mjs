// `npm test`: every check, in order of cost: type checks, lint, the unused-code check and format (at once), unit and component tests, production
// builds, then the end-to-end suite in headless Chromium against those builds and the simulator. It ends
// with each phase's duration, so a slow-down shows the day it happens, and the end-to-end tests that
// failed with their errors.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { failedE2eTests, formatFailures } from './e2e-failures.mjs';
import { runTempDir } from './temp-dir-check.mjs';
import { ROOT, SERVER_ENV, build, ensureChromium, install, phase, pnpm, printPhases, runAtOnce, step } from './lib.mjs';

const reports = path.join(ROOT, '.tmp/test-reports');
mkdirSync(reports, { recursive: true });
const tempDir = runTempDir(ROOT);

phase('install', install);
// Independent and mostly single-threaded: at once, they take the time of the type checks alone.
await phase('type checks, lint, knip, format', () =>
  runAtOnce([
    { title: 'Type checks (every package, incremental)', args: ['-r', '--workspace-concurrency=2', 'run', 'typecheck'] },
    { title: 'Lint', args: ['exec', 'eslint', '.', '--max-warnings=0', '--cache', '--cache-location', '.tmp/eslint-cache'] },
    { title: 'Unused files, exports and dependencies (knip)', args: ['exec', 'knip', '--no-progress'] },
    {
      title: 'Format (prettier)',
      args: ['exec', 'prettier', '--check', '--log-level=warn', '--cache', '--cache-location', '.tmp/prettier-cache', '**/*.{ts,tsx,js,cjs,mjs}'],
    },
  ]),
);
phase('unit and component (jest)', () => {
  step('Unit and component tests (jest)');
  // Two workers on two cores: half the time of one (tooling/jest/create-project.js explains the timeouts).
  pnpm(['exec', 'jest', '--ci', '--maxWorkers=2', '--json', `--outputFile=${path.join(reports, 'jest.json')}`], { env: tempDir.env });
});
phase('builds', build);
phase('chromium', ensureChromium);
const e2eStatus = phase('end to end (Chromium)', () => {
  step('End-to-end suite (Chromium, @playwright/test)');
  return pnpm(['exec', 'playwright', 'test', '-c', 'tooling/e2e/playwright.config.ts'], { env: { ...SERVER_ENV, ...tempDir.env }, allowFailure: true });
});

const jest = JSON.parse(readFileSync(path.join(reports, 'jest.json'), 'utf8'));
const e2eReport = JSON.parse(readFileSync(path.join(reports, 'e2e.json'), 'utf8'));
const e2e = e2eReport.stats;
const e2ePassed = e2e.expected;
const e2eFailed = e2e.unexpected + e2e.flaky;
printPhases();
// Last, so that a log cut to its tail still says which end-to-end tests failed and why.
process.stdout.write(formatFailures(failedE2eTests(e2eReport)));
const passed = jest.numPassedTests + e2ePassed;
const failed = jest.numFailedTests + e2eFailed + (e2eStatus !== 0 && e2eFailed === 0 ? 1 : 0);
const left = tempDir.left();
console.log(`\nunit and component: ${jest.numPassedTests} passed; end-to-end: ${e2ePassed} passed, ${e2e.skipped} skipped`);
console.log(`left in the temporary directory: ${left.length}${left.length > 0 ? ` (${left.join(', ')})` : ''}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 && left.length === 0 ? 0 : 1);
