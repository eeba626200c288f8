// Folders a test writes files into, in the system's temporary directory, each removed when its test
// file ends (passed or failed), so a run of the suite leaves nothing there (`npm test` counts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const made: string[] = [];

afterAll(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A new empty folder named `prefix` + a random tail, removed after the test file's last test. */
export function scratchDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}
