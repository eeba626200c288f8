// Types of temp-dir-check.mjs (a plain script `npm test` runs before anything is built).

export interface RunTempDir {
  /** The environment of the test phases: TMPDIR, the run's own temporary directory. */
  env: { TMPDIR: string };
  /** The entries this run left there, the tools' caches aside. */
  left(): string[];
}

export function runTempDir(root: string): RunTempDir;
