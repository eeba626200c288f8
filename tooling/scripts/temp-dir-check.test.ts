/**
 * @jest-environment node
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runTempDir } from './temp-dir-check.mjs';
import { scratchDir } from '../test-kit/src/scratch-dir';

describe("the run's temporary directory", () => {
  it('counts what the run left there, not what was there before it or the tools keep as caches', () => {
    const root = scratchDir('temp-dir-check-');
    mkdirSync(path.join(root, '.tmp/test-tmp/earlier-run-'), { recursive: true });
    const run = runTempDir(root);
    expect(run.env.TMPDIR).toBe(path.join(root, '.tmp/test-tmp'));
    expect(run.left()).toEqual([]);

    mkdirSync(path.join(run.env.TMPDIR, 'pdp-catalogue-a1b2'));
    writeFileSync(path.join(run.env.TMPDIR, 'report.json'), '{}');
    mkdirSync(path.join(run.env.TMPDIR, 'jest_0'));
    mkdirSync(path.join(run.env.TMPDIR, 'tsx-0'));
    mkdirSync(path.join(run.env.TMPDIR, 'playwright-transform-cache-0'));
    expect(run.left().sort()).toEqual(['pdp-catalogue-a1b2', 'report.json']);
  });
});
