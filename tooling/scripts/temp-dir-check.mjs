// What the tests leave in the temporary directory: `npm test` runs its tests with a temporary
// directory of its own (TMPDIR), so whatever this run left there, and nothing another process made,
// can be counted at the end. A test's folders go when it ends (tooling/jest/scratch-dir.ts, the e2e
// files' own), so the count must be 0: a CI machine that runs the suite daily would fill its disk.
import { mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The caches tools keep there on purpose, reused by every run: jest's, tsx's and Playwright's compiled files. */
const TOOL_CACHES = [/^jest_\w+$/, /^tsx-\d+$/, /^playwright-transform-cache-\d+$/];

/** The run's temporary directory (`env` for the test phases) and, at the end, the entries it left. */
export function runTempDir(root) {
  const dir = path.join(root, '.tmp/test-tmp');
  mkdirSync(dir, { recursive: true });
  const before = new Set(readdirSync(dir));
  return {
    env: { TMPDIR: dir },
    left: () => readdirSync(dir).filter((name) => !before.has(name) && !TOOL_CACHES.some((cache) => cache.test(name))),
  };
}
