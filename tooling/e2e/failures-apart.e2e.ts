// One product's failures never fail another product's page (issue 38, decision 0059), against the real
// host server and simulator: a catalogue whose lamp's summary hangs, a burst of the lamp's requests,
// and then every other product, never rendered before, server-rendered as usual.
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { productPath } from '@pdp/host-contract/links';
import { loadCatalogue } from '../simulator/catalogue/load-catalogue';
import { ROOT } from '../servers/stack';
import { expect, test as e2eTest } from './fixtures';
import { LAMP } from './products';

// A copy of the catalogue whose lamp never answers its summary (the simulator holds it 30 s), in a
// folder of the worker's that goes when the worker ends, however its tests ended.
const test = e2eTest.extend<object, { catalogue: string }>({
  catalogue: [
    async ({ workerTempDir }, use) => {
      const catalogue = await workerTempDir('pdp-catalogue-');
      await cp(path.join(ROOT, 'tooling/fixtures/catalogue'), catalogue, { recursive: true });
      const lamp = path.join(catalogue, 'products/lampu-meja.json');
      await writeFile(lamp, JSON.stringify({ ...JSON.parse(await readFile(lamp, 'utf8')), faults: { summary: 'timeout' } }));
      await use(catalogue);
    },
    { scope: 'worker' },
  ],
  ownStack: [async ({ catalogue }, use) => use({ fixturesDir: catalogue }), { scope: 'worker' }],
});
// The tests share the stack and what the first left in it (the lamp's failures): in order, on one worker.
test.describe.configure({ mode: 'default' });

/** Every retail product of the catalogue but the lamp, whose page is the product (not a fixture's 429 or a deleted one's 410). */
async function otherProducts(): Promise<{ path: string; name: string }[]> {
  const { products } = await loadCatalogue(path.join(ROOT, 'tooling/fixtures/catalogue'));
  return products
    .filter((product) => product.vendor === 'RETAIL' && product.productSku !== 'LMP-60013' && !product.faults && product.status !== 'DELETED')
    .map((product) => ({
      name: product.name,
      path: productPath({ vendor: product.vendor, productName: product.urlFriendlyName, id: `ps--${product.productSku}` }),
    }));
}

async function timed(url: string): Promise<{ status: number; html: string; ms: number }> {
  const started = performance.now();
  const response = await fetch(url);
  const html = await response.text();
  return { status: response.status, html, ms: performance.now() - started };
}

test.describe('failures kept apart', () => {
  test('answers a hanging product within its budget, then at once, and every other product as always', async ({ stack: { host } }) => {
    // A burst of the hanging product, as a crawler or an impatient shopper would send it.
    const burst = await Promise.all(Array.from({ length: 12 }, () => timed(`${host}${LAMP.path}`)));
    for (const answer of burst) {
      // The shell, for the browser to build the page with its own loading and failure states.
      expect(answer.status).toBe(200);
      expect(answer.html, 'no server render of the hanging product').not.toContain(`>${LAMP.name}</h1>`);
      expect(answer.html, 'the shell carries its hints').toContain('id="pdp-runtime-config"');
      expect(answer.ms, 'answered within the render budget').toBeLessThan(4_000);
    }
    // After the first failure, answered at once.
    const again = await timed(`${host}${LAMP.path}`);
    expect(again.status).toBe(200);
    expect(again.ms, 'answered at once after it failed').toBeLessThan(500);

    // Products never rendered before: server-rendered, none answered by a breaker the lamp opened.
    for (const product of await otherProducts()) {
      const answer = await timed(`${host}${product.path}`);
      expect(answer.status, product.path).toBe(200);
      expect(answer.html, product.path).toMatch(new RegExp(`<h1[^>]*>${product.name}</h1>`));
    }
  });

  test.describe(() => {
    test.use({ shopperOptions: { width: 360 } });
    test('lets the browser build the hanging product’s page from the shell: its loading state, never a blank page', async ({
      stack: { host },
      shopper: { page },
    }) => {
      await page.goto(`${host}${LAMP.path}`);
      // The host and the remote's skeleton while the summary hangs in the browser too (the page is
      // checked for uncaught errors as the test ends).
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Memuat produk…' })).toBeVisible();
    });
  });
});
