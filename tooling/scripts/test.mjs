// `npm test`: every check, in order of cost: type checks, lint, format, unit and component tests, production
// builds, then the end-to-end suite in headless Chromium against those builds and the simulator.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, SERVER_ENV, build, e2eFiles, ensureChromium, install, pnpm, run, step } from './lib.mjs';

const reports = path.join(ROOT, '.tmp/test-reports');
mkdirSync(reports, { recursive: true });

install();
step('Type checks (every package)');
pnpm(['-r', '--workspace-concurrency=1', 'run', 'typecheck']);
step('Lint');
pnpm(['exec', 'eslint', '.', '--max-warnings=0']);
step('Format (prettier)');
pnpm(['exec', 'prettier', '--check', '--log-level=warn', '**/*.{ts,tsx,js,cjs,mjs}']);
step('Unit and component tests (jest)');
pnpm(['exec', 'jest', '--ci', '--json', `--outputFile=${path.join(reports, 'jest.json')}`]);
build();
ensureChromium();
step('End-to-end suite (Chromium)');
const tap = path.join(reports, 'e2e.tap');
run(
  process.execPath,
  [
    '--import',
    'tsx',
    '--test',
    '--test-concurrency=1',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${tap}`,
    ...e2eFiles(),
  ],
  { env: SERVER_ENV },
);

const jest = JSON.parse(readFileSync(path.join(reports, 'jest.json'), 'utf8'));
const count = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(readFileSync(tap, 'utf8'))?.[1] ?? 0);
const passed = jest.numPassedTests + count('pass');
const failed = jest.numFailedTests + count('fail');
console.log(`\nunit and component: ${jest.numPassedTests} passed; end-to-end: ${count('pass')} passed`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
