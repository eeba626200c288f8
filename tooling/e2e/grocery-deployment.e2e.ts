// The grocery team ships its remote on its own: a second release, built from the same sources with a
// visible change (its page-type label, grocery-release/), is served from another URL; pointing the
// host's run-time configuration at it shows the change on the next page load, server-rendered and in
// the browser, without rebuilding or restarting the host; pointing it back rolls the release back.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { promises as fs, readFileSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import type { RuntimeConfig } from '@pdp/host-contract/contract';
import { closeNow, listen } from '../servers/listen';
import { createStaticServer } from '../servers/static-server';
import { ROOT } from '../servers/stack';
import { assertClean, e2eSuite, visit, after, before, describe, it } from './harness';

// It writes the run-time configuration: a stack of its own.
const e2e = e2eSuite({ ownStack: true });
const RELEASE_PORT = e2e.ports.grocery + 2;
const RELEASE_DIR = path.join(ROOT, '.tmp/e2e/grocery-release');
const BERAS = { path: '/grocery/p/beras-pandan-wangi-premium/ps--BRS-70001', name: 'Beras Pandan Wangi Premium' };

let releaseServer: http.Server;

/** Builds the second release as the grocery team would, with the grocery remote's own toolchain. */
function buildRelease(): void {
  const pnpm = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { packageManager: string }).packageManager;
  const result = spawnSync(
    'npx',
    [
      '-y',
      pnpm,
      '--filter',
      '@pdp/grocery-remote',
      'exec',
      'webpack',
      '--config',
      '../tooling/e2e/grocery-release/webpack.config.cjs',
      '--mode',
      'production',
      '--env',
      `outDir=${RELEASE_DIR}`,
    ],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`the second grocery release did not build:\n${result.stdout}\n${result.stderr}`);
}

before(async () => {
  buildRelease();
  releaseServer = createStaticServer(RELEASE_DIR);
  await listen(releaseServer, RELEASE_PORT);
});
after(async () => {
  await closeNow(releaseServer);
});

async function pointGroceryAt(origin: string): Promise<void> {
  const config = JSON.parse(await fs.readFile(e2e.stack.runtimeConfigPath, 'utf8')) as RuntimeConfig;
  config.remotes.grocery = { manifestUrl: `${origin}/mf-manifest.json`, serverEntryUrl: `${origin}/server/remoteEntry.js` };
  await fs.writeFile(e2e.stack.runtimeConfigPath, JSON.stringify(config, null, 2));
}

/** The page-type label as the host's server renders it, before any script runs. */
async function serverRenderedLabel(): Promise<string | undefined> {
  const html = await (await fetch(`${e2e.stack.urls.host}${BERAS.path}`)).text();
  return /data-page-type="[^"]*"[^>]*><span[^>]*>([^<]+)<\/span>/.exec(html)?.[1];
}

describe('deploying the grocery remote on its own', () => {
  it('switches to a second release and back through the run-time configuration only', async () => {
    const tracked = await e2e.openPage();
    const { page } = tracked;
    const label = page.locator('[data-page-type] > span').first();
    /**
     * The label once the browser's build renders it: after a variant pick, which re-renders the
     * page in the browser (the server's markup alone would show the server build's label).
     */
    const show = async () => {
      await visit(page, `${e2e.stack.urls.host}${BERAS.path}`);
      await page.getByRole('heading', { level: 1, name: BERAS.name }).waitFor();
      await page.getByRole('button', { name: '5 kg' }).click();
      await page.waitForURL(/is--BRS-70001-00002$/);
      await page.getByTestId('product-price').getByText('Rp89.900').waitFor();
      return label.textContent();
    };

    assert.equal(await show(), 'Grocery');
    assert.equal(await serverRenderedLabel(), 'Grocery');

    await pointGroceryAt(`http://127.0.0.1:${RELEASE_PORT}`);
    // The browser loads the release's container (named by the server's page, decision 0085).
    const releaseEntry = page.waitForRequest(`http://127.0.0.1:${RELEASE_PORT}/remoteEntry.js`);
    assert.equal(await show(), 'Grocery Segar');
    await releaseEntry;
    assert.equal(await serverRenderedLabel(), 'Grocery Segar');
    // The rest of the page is the same page: the store picker still opens from the new release.
    await page.getByRole('button', { name: 'Pilih toko' }).click();
    await page.getByRole('dialog', { name: 'Pilih toko' }).waitFor();

    await pointGroceryAt(e2e.stack.urls.grocery);
    const firstEntry = page.waitForRequest(`${e2e.stack.urls.grocery}/remoteEntry.js`);
    assert.equal(await show(), 'Grocery');
    await firstEntry;
    assert.equal(await serverRenderedLabel(), 'Grocery');
    assertClean(tracked);
  });
});
