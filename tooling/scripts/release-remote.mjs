// Releases a remote without the host (issue 20): publishes its build to a versioned folder of the
// static store (a folder standing in for the CDN bucket) and switches the host's run-time
// configuration to it in one atomic rename; rolling back switches to the version released before.
// Versions are immutable: publishing one that exists is refused. Each switch is recorded in the
// store's `<remote>/releases.json`. Only Node built-ins: a release job runs it without an install.
//
//   node tooling/scripts/release-remote.mjs release  --remote grocery --version 2.0.1 --from grocery-remote/dist \
//        --store .tmp/cdn --base-url https://cdn.example/pdp --config host-shell/config/runtime-config.json
//   node tooling/scripts/release-remote.mjs rollback --remote grocery --store .tmp/cdn --base-url … --config …
//   node tooling/scripts/release-remote.mjs list     --remote grocery --store .tmp/cdn
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;
const REMOTE = /^[a-z][a-z0-9-]{0,30}$/;

function fail(message) {
  console.error(`release-remote: ${message}`);
  process.exit(1);
}

/** Writes a file whole or not at all: a reader sees the old content or the new, never half. */
function writeAtomically(file, content) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
}

const historyFile = (store, remote) => path.join(store, remote, 'releases.json');
const readHistory = (store, remote) => (existsSync(historyFile(store, remote)) ? JSON.parse(readFileSync(historyFile(store, remote), 'utf8')) : []);

/**
 * The releases in force, oldest first: each release adds one, each rollback takes the last away (so
 * rolling back twice goes two releases back, never forward again).
 */
function releasesInForce(history) {
  const stack = [];
  for (const entry of history) {
    if (entry.action === 'rollback') stack.pop();
    else stack.push(entry.version);
  }
  return stack;
}

/** Points the remote's URLs in the run-time configuration at a published version. */
function switchTo({ store, remote, version, baseUrl, config, action }) {
  const folder = path.join(store, remote, version);
  if (!existsSync(path.join(folder, 'mf-manifest.json'))) fail(`${remote} ${version} is not published in ${store}`);
  const runtimeConfig = JSON.parse(readFileSync(config, 'utf8'));
  if (!runtimeConfig.remotes?.[remote]) fail(`the run-time configuration has no remote "${remote}"`);
  const base = `${baseUrl.replace(/\/$/, '')}/${remote}/${version}`;
  runtimeConfig.remotes[remote] = {
    ...runtimeConfig.remotes[remote],
    manifestUrl: `${base}/mf-manifest.json`,
    ...(existsSync(path.join(folder, 'server', 'remoteEntry.js')) ? { serverEntryUrl: `${base}/server/remoteEntry.js` } : {}),
  };
  writeAtomically(config, `${JSON.stringify(runtimeConfig, null, 2)}\n`);
  const history = readHistory(store, remote);
  history.push({ action, version, at: new Date().toISOString() });
  writeAtomically(historyFile(store, remote), `${JSON.stringify(history, null, 2)}\n`);
  console.log(`release-remote: ${remote} now ${version} (${base}/mf-manifest.json)`);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    remote: { type: 'string' },
    version: { type: 'string' },
    from: { type: 'string' },
    store: { type: 'string' },
    'base-url': { type: 'string' },
    config: { type: 'string' },
  },
});
const [command] = positionals;
const { remote, version, from, store } = values;
if (!remote || !REMOTE.test(remote)) fail('--remote names the remote (retail, grocery)');
if (!store) fail('--store is the static store folder');

if (command === 'list') {
  for (const entry of readHistory(store, remote)) console.log(`${entry.at}  ${entry.action.padEnd(8)}  ${entry.version}`);
  process.exit(0);
}
const baseUrl = values['base-url'];
const config = values.config;
if (!baseUrl || !/^https?:\/\//.test(baseUrl)) fail('--base-url is the store’s public address (http or https)');
if (!config || !existsSync(config)) fail('--config is the host’s run-time configuration file');

if (command === 'release') {
  if (!version || !VERSION.test(version)) fail('--version is the release’s version (1.2.3 or 1.2.3-rc.1)');
  if (!from || !existsSync(path.join(from, 'mf-manifest.json'))) fail('--from is the remote’s build folder (with mf-manifest.json)');
  if (!JSON.parse(readFileSync(config, 'utf8')).remotes?.[remote]) fail(`the run-time configuration has no remote "${remote}"`);
  const folder = path.join(store, remote, version);
  if (existsSync(folder)) fail(`${remote} ${version} is published already: versions never change, release a new one`);
  // Copied beside, then renamed into place: the store never serves half a version.
  const staging = `${folder}.${process.pid}.tmp`;
  mkdirSync(path.dirname(folder), { recursive: true });
  cpSync(from, staging, { recursive: true });
  renameSync(staging, folder);
  switchTo({ store, remote, version, baseUrl, config, action: 'release' });
} else if (command === 'rollback') {
  const previous = releasesInForce(readHistory(store, remote)).at(-2);
  if (!previous) fail(`${remote} has no earlier release to roll back to`);
  switchTo({ store, remote, version: previous, baseUrl, config, action: 'rollback' });
} else {
  fail('the command is release, rollback or list');
}
