// The grocery team ships its remote on its own: a second release, built from the same sources with a
// visible change (its page-type label, grocery-release/), is served from another URL; pointing the
// host's run-time configuration at it shows the change on the next page load, server-rendered and in
// the browser, without rebuilding or restarting the host; pointing it back rolls the release back.
import { spawnSync } from 'node:child_process';
import { promises as fs, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RuntimeConfig } from '@pdp/host-contract/contract';
import { closeNow, listen } from '../servers/listen';
import { createStaticServer } from '../servers/static-server';
import { ROOT } from '../servers/stack';
import { expect, test as e2eTest, type E2eStack } from './fixtures';
import { visit } from './harness';

const RELEASE_DIR = path.join(ROOT, '.tmp/e2e/grocery-release');
const BERAS = { path: '/grocery/p/beras-pandan-wangi-premium/ps--BRS-70001', name: 'Beras Pandan Wangi Premium' };

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

// The second release, built once for the worker and served on a spare port of its stack's block.
const test = e2eTest.extend<object, { release: string }>({
  release: [
    async ({ stack }, use) => {
      buildRelease();
      const port = stack.ports.grocery + 2;
      const server = createStaticServer(RELEASE_DIR);
      await listen(server, port);
      try {
        await use(`http://127.0.0.1:${port}`);
      } finally {
        await closeNow(server);
      }
    },
    { scope: 'worker' },
  ],
});
// It writes the run-time configuration: a stack of its own.
test.use({ ownStack: {} });

async function pointGroceryAt(stack: E2eStack, origin: string): Promise<void> {
  const config = JSON.parse(await fs.readFile(stack.runtimeConfigPath, 'utf8')) as RuntimeConfig;
  config.remotes.grocery = { manifestUrl: `${origin}/mf-manifest.json`, serverEntryUrl: `${origin}/server/remoteEntry.js` };
  await fs.writeFile(stack.runtimeConfigPath, JSON.stringify(config, null, 2));
}

/** The page-type label as the host's server renders it, before any script runs. */
async function serverRenderedLabel(stack: E2eStack): Promise<string | undefined> {
  const html = await (await fetch(`${stack.host}${BERAS.path}`)).text();
  return /data-page-type="[^"]*"[^>]*><span[^>]*>([^<]+)<\/span>/.exec(html)?.[1];
}

test.describe('deploying the grocery remote on its own', () => {
  test('switches to a second release and back through the run-time configuration only', async ({ stack, release, shopper: { page } }) => {
    const label = page.locator('[data-page-type] > span').first();
    /**
     * Loads the page afresh and picks a variant, which re-renders the page in the browser (the
     * server's markup alone would show the server build's label): the label is then the browser's build's.
     */
    const show = async () => {
      await visit(page, `${stack.host}${BERAS.path}`);
      await expect(page.getByRole('heading', { level: 1, name: BERAS.name })).toBeVisible();
      await page.getByRole('button', { name: '5 kg' }).click();
      await expect(page).toHaveURL(/is--BRS-70001-00002$/);
      await expect(page.getByTestId('product-price')).toContainText('Rp89.900');
    };

    await show();
    await expect(label).toHaveText('Grocery');
    expect(await serverRenderedLabel(stack)).toBe('Grocery');

    await pointGroceryAt(stack, release);
    // The browser loads the release's container (named by the server's page, decision 0085).
    const releaseEntry = page.waitForRequest(`${release}/remoteEntry.js`);
    await show();
    await expect(label).toHaveText('Grocery Segar');
    await releaseEntry;
    expect(await serverRenderedLabel(stack)).toBe('Grocery Segar');
    // The rest of the page is the same page: the store picker still opens from the new release.
    await page.getByRole('button', { name: 'Pilih toko' }).click();
    await expect(page.getByRole('dialog', { name: 'Pilih toko' })).toBeVisible();

    await pointGroceryAt(stack, stack.urls.grocery);
    const firstEntry = page.waitForRequest(`${stack.urls.grocery}/remoteEntry.js`);
    await show();
    await expect(label).toHaveText('Grocery');
    await firstEntry;
    expect(await serverRenderedLabel(stack)).toBe('Grocery');
  });
});
