// The retail team releases its remote with the release script (tooling/scripts/release-remote.mjs,
// decision 0056) while a shopper has the page open, and rolls it back: the build is published to a
// versioned folder of a static store (served here as the CDN would serve the bucket) and the host's
// run-time configuration switched to it, with no host restart. The open page keeps working on the
// version it loaded (its later chunks are still in the store: versions are immutable); the next page
// load, rendered on the server and in the browser, is the new version; a rollback is the same switch
// back. The two versions are the same build under two paths: what is tested is where the host and
// the browser take the remote from (a visibly different build is grocery-deployment.e2e.ts's part).
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { closeNow, listen } from '../servers/listen';
import { createStaticServer } from '../servers/static-server';
import { ROOT } from '../servers/stack';
import { expect, test as e2eTest, type E2eStack } from './fixtures';
import { scrollToEnd, visit } from './harness';
import { SHOES } from './products';

/** The static store the release script publishes to: its folder and the URL it is served at. */
interface Store {
  dir: string;
  url: string;
}

const test = e2eTest.extend<object, { store: Store }>({
  // A folder of the worker's, served on a spare port of its stack's block: as the worker ends, the
  // run-time configuration is put back and the server stopped (and the folder removed), however the test ended.
  store: [
    async ({ stack, workerTempDir }, use) => {
      const dir = await workerTempDir('pdp-store-');
      const port = stack.ports.grocery + 3;
      const server = createStaticServer(dir);
      const originalConfig = await readFile(stack.runtimeConfigPath, 'utf8');
      try {
        await listen(server, port);
        await use({ dir, url: `http://127.0.0.1:${port}` });
      } finally {
        await writeFile(stack.runtimeConfigPath, originalConfig);
        await closeNow(server);
      }
    },
    { scope: 'worker' },
  ],
  shopperOptions: { width: 360 },
});
// It writes the run-time configuration: a stack of its own.
test.use({ ownStack: {} });

/** Runs the release script as a release job would: a separate process, its own arguments. */
function releaseScript(stack: E2eStack, store: Store, command: 'release' | 'rollback', version?: string): string {
  return execFileSync(
    process.execPath,
    [
      path.join(ROOT, 'tooling/scripts/release-remote.mjs'),
      command,
      '--remote',
      'retail',
      ...(version ? ['--version', version, '--from', path.join(ROOT, 'pdp-remote/dist')] : []),
      '--store',
      store.dir,
      '--base-url',
      store.url,
      '--config',
      stack.runtimeConfigPath,
    ],
    { encoding: 'utf8' },
  );
}

/** Every version of the retail remote the page has fetched a file of, from the store. */
function versionsFetched(page: Page, store: Store): Set<string> {
  const seen = new Set<string>();
  page.on('request', (request) => {
    const version = new RegExp(`^${store.url}/retail/([^/]+)/`).exec(request.url())?.[1];
    if (version) seen.add(version);
  });
  return seen;
}

/** The shoes' page loaded afresh: its server-rendered HTML and the versions its browser fetched. */
async function load(page: Page, stack: E2eStack, store: Store): Promise<{ html: string; versions: Set<string> }> {
  const versions = versionsFetched(page, store);
  const response = await visit(page, `${stack.host}${SHOES.path}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: SHOES.name })).toBeVisible();
  return { html: (await response?.text()) ?? '', versions };
}

test.describe('releasing the retail remote under an open page', () => {
  test('switches the next page load to the new version and back, while the open page keeps working', async ({ stack, store, shopper: { page } }) => {
    const release = (command: 'release' | 'rollback', version?: string) => releaseScript(stack, store, command, version);
    expect(release('release', '1.0.0')).toMatch(/retail now 1\.0\.0/);
    const first = await load(page, stack, store);
    expect([...first.versions]).toEqual(['1.0.0']);
    expect(first.html).toMatch(new RegExp(`${store.url}/retail/1\\.0\\.0/`));

    // Released while the shopper reads: the sections still to load come from the version the page has.
    expect(release('release', '1.0.1')).toMatch(/retail now 1\.0\.1/);
    const later = versionsFetched(page, store);
    await scrollToEnd(page);
    await expect(page.getByRole('region', { name: 'Penjual' }).getByText(SHOES.merchant)).toBeVisible();
    await page.getByRole('button', { name: '41' }).click();
    await expect(page).toHaveURL(/\/is--SPL-60001-00002/);
    await expect(page.getByText('Tersisa 3 produk')).toBeVisible();
    expect([...later]).toEqual(['1.0.0']);

    // The next load is the new version, on the server and in the browser.
    const second = await load(page, stack, store);
    expect([...second.versions]).toEqual(['1.0.1']);
    expect(second.html).toMatch(new RegExp(`${store.url}/retail/1\\.0\\.1/`));
    expect(second.html).not.toMatch(/\/retail\/1\.0\.0\//);

    // Rolled back under the page now on 1.0.1: a modal's chunk still comes, from 1.0.1.
    expect(release('rollback')).toMatch(/retail now 1\.0\.0/);
    const afterRollback = versionsFetched(page, store);
    await page.getByRole('button', { name: 'Perbesar gambar' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    expect([...afterRollback]).toEqual(['1.0.1']);

    const third = await load(page, stack, store);
    expect([...third.versions]).toEqual(['1.0.0']);
    expect(third.html).toMatch(new RegExp(`${store.url}/retail/1\\.0\\.0/`));
  });
});
