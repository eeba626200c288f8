/**
 * @jest-environment node
 */
// The run-time configuration as the server reads it: afresh whenever the file changed, whether a
// release renamed a new file over it or someone wrote it in place, and null while it is broken or gone.
import { renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RuntimeConfig } from '@pdp/host-contract/contract';
import { runtimeConfigReader } from './runtime-config';
import { scratchDir } from '@pdp/test-kit/scratch-dir';

const configOf = (brand: string): RuntimeConfig => ({
  brand,
  backendBaseUrl: '/backend',
  remotes: { retail: { manifestUrl: '/retail/mf-manifest.json' }, grocery: { manifestUrl: '/grocery/mf-manifest.json' } },
});

describe('the run-time configuration reader', () => {
  it('sees a release’s rename, a write in place, a broken file and a missing one', async () => {
    const dir = scratchDir('config-');
    const file = path.join(dir, 'runtime-config.json');
    writeFileSync(file, JSON.stringify(configOf('Pasarku')));
    const read = runtimeConfigReader(file);
    expect((await read())?.brand).toBe('Pasarku');
    expect((await read())?.brand).toBe('Pasarku');

    // A release: a new file renamed over the old one (same size, same second).
    writeFileSync(`${file}.tmp`, JSON.stringify(configOf('Pasarki')));
    renameSync(`${file}.tmp`, file);
    expect((await read())?.brand).toBe('Pasarki');

    // Written in place, even with the same size, at a later time.
    writeFileSync(file, JSON.stringify(configOf('Pasarka')));
    utimesSync(file, new Date(), new Date(Date.now() + 2000));
    expect((await read())?.brand).toBe('Pasarka');

    writeFileSync(file, '{ broken');
    expect(await read()).toBeNull();
    writeFileSync(file, JSON.stringify(configOf('Pasarku')));
    utimesSync(file, new Date(), new Date(Date.now() + 4000));
    expect((await read())?.brand).toBe('Pasarku');

    rmSync(file);
    expect(await read()).toBeNull();
  });
});
