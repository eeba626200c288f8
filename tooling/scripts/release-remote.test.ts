/**
 * @jest-environment node
 */
// The release script as a release job runs it (issue 20): a build published to a versioned folder of
// the store and the host's run-time configuration switched to it, leaving the other remote alone;
// versions never overwritten; a rollback that goes back one release at a time and refuses to go past
// the first; nothing half-written left behind; and what it refuses, said.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RuntimeConfig } from '@pdp/host-contract/contract';
import { scratchDir } from '../test-kit/src/scratch-dir';

const SCRIPT = path.resolve(__dirname, 'release-remote.mjs');
const BASE_URL = 'https://cdn.example/pdp';

interface Workspace {
  dir: string;
  store: string;
  config: string;
  /** A build of the remote whose bundle says `label`. */
  build: (label: string, options?: { server?: boolean }) => string;
  run: (...args: string[]) => { status: number | null; stdout: string; stderr: string };
  readConfig: () => RuntimeConfig;
}

function workspace(): Workspace {
  const dir = scratchDir('release-');
  const store = path.join(dir, 'cdn');
  const config = path.join(dir, 'runtime-config.json');
  const initial: RuntimeConfig = {
    brand: 'Pasarku',
    backendBaseUrl: '/backend',
    remotes: {
      retail: { manifestUrl: 'http://127.0.0.1:8081/mf-manifest.json', serverEntryUrl: 'http://127.0.0.1:8081/server/remoteEntry.js' },
      grocery: { manifestUrl: 'http://127.0.0.1:8082/mf-manifest.json' },
    },
  };
  writeFileSync(config, JSON.stringify(initial));
  return {
    dir,
    store,
    config,
    build(label, { server = true } = {}) {
      const build = path.join(dir, `build-${label}`);
      mkdirSync(path.join(build, 'server'), { recursive: true });
      writeFileSync(path.join(build, 'mf-manifest.json'), JSON.stringify({ label }));
      writeFileSync(path.join(build, 'remoteEntry.js'), `/* ${label} */`);
      if (server) writeFileSync(path.join(build, 'server', 'remoteEntry.js'), `/* ${label} server */`);
      return build;
    },
    run: (...args) => {
      const result = spawnSync(process.execPath, [SCRIPT, ...args], { encoding: 'utf8' });
      return { status: result.status, stdout: result.stdout, stderr: result.stderr };
    },
    readConfig: () => JSON.parse(readFileSync(config, 'utf8')) as RuntimeConfig,
  };
}

const common = (w: Workspace, remote = 'grocery') => ['--remote', remote, '--store', w.store, '--base-url', BASE_URL, '--config', w.config];
const release = (w: Workspace, version: string, from: string, remote = 'grocery') =>
  w.run('release', ...common(w, remote), '--version', version, '--from', from);

describe('releasing a remote', () => {
  it('publishes the build under its version and switches the configuration to it, leaving the other remote alone', () => {
    const w = workspace();
    const result = release(w, '2.0.1', w.build('one'));
    expect(result.status).toBe(0);
    expect(readFileSync(path.join(w.store, 'grocery/2.0.1/remoteEntry.js'), 'utf8')).toBe('/* one */');
    const config = w.readConfig();
    expect(config.remotes.grocery).toEqual({
      manifestUrl: `${BASE_URL}/grocery/2.0.1/mf-manifest.json`,
      serverEntryUrl: `${BASE_URL}/grocery/2.0.1/server/remoteEntry.js`,
    });
    expect(config.remotes.retail.manifestUrl).toBe('http://127.0.0.1:8081/mf-manifest.json');
    expect(config.brand).toBe('Pasarku');
    // Nothing half-written is left beside the files.
    expect(readdirSync(w.dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    expect(readdirSync(path.join(w.store, 'grocery')).sort()).toEqual(['2.0.1', 'releases.json']);
  });

  it('never overwrites a published version', () => {
    const w = workspace();
    expect(release(w, '2.0.1', w.build('one')).status).toBe(0);
    const again = release(w, '2.0.1', w.build('two'));
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('grocery 2.0.1 is published already');
    expect(readFileSync(path.join(w.store, 'grocery/2.0.1/remoteEntry.js'), 'utf8')).toBe('/* one */');
  });

  it('points only at the browser build when the release has no server build', () => {
    const w = workspace();
    expect(release(w, '3.0.0', w.build('browser-only', { server: false }), 'retail').status).toBe(0);
    expect(w.readConfig().remotes.retail).toEqual({
      manifestUrl: `${BASE_URL}/retail/3.0.0/mf-manifest.json`,
      serverEntryUrl: 'http://127.0.0.1:8081/server/remoteEntry.js',
    });
  });
});

describe('rolling back', () => {
  it('goes back one release at a time, and refuses to go past the first', () => {
    const w = workspace();
    for (const [version, label] of [
      ['2.0.0', 'a'],
      ['2.0.1', 'b'],
      ['2.1.0', 'c'],
    ]) {
      expect(release(w, version as string, w.build(label as string)).status).toBe(0);
    }
    const manifest = () => w.readConfig().remotes.grocery.manifestUrl;
    expect(w.run('rollback', ...common(w)).status).toBe(0);
    expect(manifest()).toBe(`${BASE_URL}/grocery/2.0.1/mf-manifest.json`);
    expect(w.run('rollback', ...common(w)).status).toBe(0);
    expect(manifest()).toBe(`${BASE_URL}/grocery/2.0.0/mf-manifest.json`);
    const pastFirst = w.run('rollback', ...common(w));
    expect(pastFirst.status).toBe(1);
    expect(pastFirst.stderr).toContain('no earlier release');
    expect(manifest()).toBe(`${BASE_URL}/grocery/2.0.0/mf-manifest.json`);
    // A new release after a rollback is the one in force; rolling back returns to the version before it.
    expect(release(w, '2.2.0', w.build('d')).status).toBe(0);
    expect(w.run('rollback', ...common(w)).status).toBe(0);
    expect(manifest()).toBe(`${BASE_URL}/grocery/2.0.0/mf-manifest.json`);
    const list = w.run('list', '--remote', 'grocery', '--store', w.store);
    expect(
      list.stdout
        .trim()
        .split('\n')
        .map((line) => line.split(/\s+/).slice(1).join(' ')),
    ).toEqual(['release 2.0.0', 'release 2.0.1', 'release 2.1.0', 'rollback 2.0.1', 'rollback 2.0.0', 'release 2.2.0', 'rollback 2.0.0']);
  });
});

describe('what it refuses', () => {
  it.each([
    [['release', '--version', 'latest'], '--version is the release'],
    [['release', '--version', '1.0.0', '--from', '/nowhere'], '--from is the remote'],
    [['deploy'], 'the command is release, rollback or list'],
  ])('%j', (args, message) => {
    const w = workspace();
    const [command, ...rest] = args as string[];
    const result = w.run(command as string, ...common(w), ...rest);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(message);
  });

  it('a remote the configuration does not have, and a store address that is not http, changing nothing', () => {
    const w = workspace();
    const build = w.build('x');
    const before = readFileSync(w.config, 'utf8');
    const unknown = w.run('release', ...common(w, 'furniture'), '--version', '1.0.0', '--from', build);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('the run-time configuration has no remote "furniture"');
    expect(existsSync(path.join(w.store, 'furniture'))).toBe(false);
    const badBase = w.run(
      'release',
      '--remote',
      'grocery',
      '--store',
      w.store,
      '--base-url',
      'javascript:alert(1)',
      '--config',
      w.config,
      '--version',
      '1.0.0',
      '--from',
      build,
    );
    expect(badBase.status).toBe(1);
    expect(badBase.stderr).toContain('--base-url');
    expect(existsSync(path.join(w.store, 'grocery', '1.0.0'))).toBe(false);
    expect(readFileSync(w.config, 'utf8')).toBe(before);
  });
});
