// The retail team releases its remote with the release script (tooling/scripts/release-remote.mjs,
// decision 0056) while a shopper has the page open, and rolls it back: the build is published to a
// versioned folder of a static store (served here as the CDN would serve the bucket) and the host's
// run-time configuration switched to it, with no host restart. The open page keeps working on the
// version it loaded (its later chunks are still in the store: versions are immutable); the next page
// load, rendered on the server and in the browser, is the new version; a rollback is the same switch
// back. The two versions are the same build under two paths: what is tested is where the host and
// the browser take the remote from (a visibly different build is grocery-deployment.e2e.ts's part).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { closeNow, listen } from '../servers/listen';
import { createStaticServer } from '../servers/static-server';
import { ROOT } from '../servers/stack';
import { assertClean, e2eSuite, scrollToEnd, visit, after, before, describe, it } from './harness';
import { SHOES } from './products';

// It writes the run-time configuration: a stack of its own.
const e2e = e2eSuite({ ownStack: true });
const STORE_PORT = e2e.ports.grocery + 3;
const STORE_URL = `http://127.0.0.1:${STORE_PORT}`;

let store: string;
let storeServer: http.Server;
let originalConfig = '';

/** Runs the release script as a release job would: a separate process, its own arguments. */
function releaseScript(command: 'release' | 'rollback', version?: string): string {
  return execFileSync(
    process.execPath,
    [
      path.join(ROOT, 'tooling/scripts/release-remote.mjs'),
      command,
      '--remote',
      'retail',
      ...(version ? ['--version', version, '--from', path.join(ROOT, 'pdp-remote/dist')] : []),
      '--store',
      store,
      '--base-url',
      STORE_URL,
      '--config',
      e2e.stack.runtimeConfigPath,
    ],
    { encoding: 'utf8' },
  );
}

/** Every version of the retail remote the page has fetched a file of, from the store. */
function versionsFetched(page: Page): Set<string> {
  const seen = new Set<string>();
  page.on('request', (request) => {
    const version = new RegExp(`^${STORE_URL}/retail/([^/]+)/`).exec(request.url())?.[1];
    if (version) seen.add(version);
  });
  return seen;
}

/** The shoes' page loaded afresh: its server-rendered HTML and the versions its browser fetched. */
async function load(page: Page): Promise<{ html: string; versions: Set<string> }> {
  const versions = versionsFetched(page);
  const response = await visit(page, `${e2e.stack.urls.host}${SHOES.path}`);
  assert.equal(response?.status(), 200);
  await page.getByRole('heading', { level: 1, name: SHOES.name }).waitFor();
  return { html: (await response?.text()) ?? '', versions };
}

describe('releasing the retail remote under an open page', () => {
  before(async () => {
    store = await mkdtemp(path.join(tmpdir(), 'pdp-store-'));
    storeServer = createStaticServer(store);
    await listen(storeServer, STORE_PORT);
    originalConfig = await readFile(e2e.stack.runtimeConfigPath, 'utf8');
  });
  after(async () => {
    if (originalConfig) await writeFile(e2e.stack.runtimeConfigPath, originalConfig);
    await closeNow(storeServer);
    await rm(store, { recursive: true, force: true });
  });

  it('switches the next page load to the new version and back, while the open page keeps working', async () => {
    assert.match(releaseScript('release', '1.0.0'), /retail now 1\.0\.0/);
    const tracked = await e2e.openPage({ width: 360 });
    const { page } = tracked;
    const first = await load(page);
    assert.deepEqual([...first.versions], ['1.0.0']);
    assert.match(first.html, new RegExp(`${STORE_URL}/retail/1\\.0\\.0/`));

    // Released while the shopper reads: the sections still to load come from the version the page has.
    assert.match(releaseScript('release', '1.0.1'), /retail now 1\.0\.1/);
    const later = versionsFetched(page);
    await scrollToEnd(page);
    await page.getByRole('region', { name: 'Penjual' }).getByText(SHOES.merchant).waitFor();
    await page.getByRole('button', { name: '41' }).click();
    await page.waitForURL(/\/is--SPL-60001-00002/);
    await page.getByText('Tersisa 3 produk').waitFor();
    assert.deepEqual([...later], ['1.0.0']);

    // The next load is the new version, on the server and in the browser.
    const second = await load(page);
    assert.deepEqual([...second.versions], ['1.0.1']);
    assert.match(second.html, new RegExp(`${STORE_URL}/retail/1\\.0\\.1/`));
    assert.doesNotMatch(second.html, /\/retail\/1\.0\.0\//);

    // Rolled back under the page now on 1.0.1: a modal's chunk still comes, from 1.0.1.
    assert.match(releaseScript('rollback'), /retail now 1\.0\.0/);
    const afterRollback = versionsFetched(page);
    await page.getByRole('button', { name: 'Perbesar gambar' }).click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    assert.deepEqual([...afterRollback], ['1.0.1']);

    const third = await load(page);
    assert.deepEqual([...third.versions], ['1.0.0']);
    assert.match(third.html, new RegExp(`${STORE_URL}/retail/1\\.0\\.0/`));
    assertClean(tracked);
  });
});
