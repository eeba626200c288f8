// `npm run test:changed`: the inner loop, in a few minutes. For what changed since BASE (default: the
// last commit, so uncommitted work; e.g. `BASE=origin/main` for a branch): type checks of the changed
// packages and those that import them, lint and format of the changed files, the jest tests related to
// them, and the end-to-end files that cover the changed areas (E2E_FOR_AREA), against fresh builds.
// `npm test` stays the gate: it runs everything.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ROOT, SERVER_ENV, build, ensureChromium, install, phase, pnpm, printPhases, step } from './lib.mjs';

const base = process.env.BASE ?? 'HEAD';
const git = (args) => spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
const changed = [...new Set([...git(['diff', '--name-only', base]), ...git(['ls-files', '--others', '--exclude-standard'])])].filter((file) =>
  existsSync(`${ROOT}/${file}`),
);
if (changed.length === 0) {
  console.log(`Nothing changed since ${base}.`);
  process.exit(0);
}

/** Packages in the order they import each other: a change to one checks those after it that import it. */
const PACKAGES = ['shared-contracts/backend-api', 'shared-contracts/host-contract', 'pdp-remote', 'grocery-remote', 'host-shell', 'tooling'];
const IMPORTED_BY = {
  'shared-contracts/backend-api': PACKAGES,
  'shared-contracts/host-contract': PACKAGES.slice(1),
  'pdp-remote': ['pdp-remote', 'grocery-remote', 'tooling'],
  'grocery-remote': ['grocery-remote', 'tooling'],
  'host-shell': ['host-shell', 'tooling'],
  tooling: ['tooling'],
};
const packageOf = (file) => PACKAGES.find((name) => file.startsWith(`${name}/`));
const touched = new Set(changed.map(packageOf).filter(Boolean));
const typecheck = PACKAGES.filter((name) => [...touched].some((changedPackage) => IMPORTED_BY[changedPackage].includes(name)));

/**
 * The end-to-end files that cover an area, by the first path segments that name it. An area not
 * listed gets the smoke set (SMOKE); a change to an end-to-end file runs that file, and a change to
 * the fault matrix's rows or runner (tooling/e2e/fault-matrix/) runs fault-matrix.e2e.ts.
 */
const SMOKE = ['foundation', 'fault-matrix', 'first-load-budget'];
const E2E_FOR_AREA = [
  ['shared-contracts/', ['foundation', 'server-rendering', 'fault-matrix', 'first-load-budget']],
  ['host-shell/server/', ['server-rendering', 'foundation', 'remote-release']],
  ['host-shell/', ['foundation', 'server-rendering', 'first-load-budget']],
  ['grocery-remote/', ['grocery', 'grocery-deployment', 'fault-matrix', 'first-load-budget']],
  ['pdp-remote/src/features/reviews/', ['reviews-discussions']],
  ['pdp-remote/src/features/discussions/', ['reviews-discussions']],
  ['pdp-remote/src/features/seller-info/', ['seller']],
  ['pdp-remote/src/features/content-report/', ['seller', 'reviews-discussions']],
  ['pdp-remote/src/features/wishlist/', ['seller']],
  ['pdp-remote/src/features/buying/', ['buying']],
  ['pdp-remote/src/features/fulfillment/', ['buying', 'grocery']],
  ['pdp-remote/src/features/address/', ['buying', 'address']],
  ['pdp-remote/src/shared/location/', ['address', 'grocery']],
  ['pdp-remote/src/features/recently-viewed/', ['buying']],
  ['pdp-remote/src/features/promotions/', ['promotions']],
  ['pdp-remote/src/features/combo/', ['promotions', 'bundling-catalog']],
  ['pdp-remote/src/features/free-gift/', ['promotions']],
  ['pdp-remote/src/features/campaign/', ['promotions']],
  ['pdp-remote/src/features/installments/', ['payments']],
  ['pdp-remote/src/features/loan-simulation/', ['payments']],
  ['pdp-remote/src/features/trade-in/', ['payments']],
  ['pdp-remote/src/features/add-ons/', ['payments']],
  ['pdp-remote/src/features/subscription/', ['payments']],
  ['pdp-remote/src/features/quote/', ['payments']],
  ['pdp-remote/src/features/recommendations/', ['recommendations']],
  ['pdp-remote/src/features/onboarding/', ['onboarding']],
  ['pdp-remote/src/shared/tracking/', ['tracking']],
  ['pdp-remote/src/app/runtime/server-render', ['server-rendering']],
  ['pdp-remote/', ['retail-page', ...SMOKE]],
  ['tooling/simulator/', SMOKE],
  ['tooling/servers/', ['foundation', 'server-rendering']],
];
const e2eFiles = new Set();
for (const file of changed) {
  const e2eFile = /^tooling\/e2e\/([a-z-]+)\.e2e\.ts$/.exec(file);
  if (e2eFile) e2eFiles.add(e2eFile[1]);
  else if (file.startsWith('tooling/e2e/fault-matrix/')) e2eFiles.add('fault-matrix');
  else if (file.startsWith('tooling/e2e/')) SMOKE.forEach((name) => e2eFiles.add(name));
  else if (/\.(ts|tsx|js|cjs|mjs|json)$/.test(file) && !/\.test\.tsx?$/.test(file)) {
    const area = E2E_FOR_AREA.find(([prefix]) => file.startsWith(prefix));
    if (area) area[1].forEach((name) => e2eFiles.add(name));
  }
}

console.log(`Changed since ${base}: ${changed.length} files in ${[...touched].join(', ') || 'the root'}.`);
phase('install', install);
if (typecheck.length > 0) {
  phase('type checks', () => {
    step(`Type checks (${typecheck.join(', ')}, incremental)`);
    pnpm(['-r', '--workspace-concurrency=2', ...typecheck.flatMap((name) => ['--filter', `./${name}`]), 'run', 'typecheck']);
  });
}
const code = changed.filter((file) => /\.(ts|tsx|js|cjs|mjs)$/.test(file));
if (code.length > 0) {
  phase('lint and format', () => {
    step('Lint and format (changed files)');
    pnpm(['exec', 'eslint', '--max-warnings=0', '--cache', '--cache-location', '.tmp/eslint-cache', ...code]);
    pnpm(['exec', 'prettier', '--check', '--log-level=warn', ...code]);
    // Import cycles are checked over the whole tree (not by eslint: decision 0023), whatever changed.
    pnpm(['exec', 'jest', 'tooling/lint/import-cycles.test.ts']);
    // So is unused code (knip: files, exports, dependencies), in seconds.
    pnpm(['exec', 'knip', '--no-progress']);
  });
}
phase('unit and component (jest, related)', () => {
  step(`Jest: the tests related to what changed since ${base}`);
  pnpm(['exec', 'jest', '--maxWorkers=2', '--passWithNoTests', `--changedSince=${base}`]);
});
if (e2eFiles.size > 0) {
  phase('builds', build);
  phase('chromium', ensureChromium);
  phase('end to end (covering files)', () => {
    step(`End-to-end: ${[...e2eFiles].join(', ')}`);
    pnpm(['exec', 'playwright', 'test', '-c', 'tooling/e2e/playwright.config.ts', ...[...e2eFiles].map((name) => `${name}.e2e.ts`)], { env: SERVER_ENV });
  });
}
printPhases();
