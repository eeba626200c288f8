// One product's failures never fail another product's page (issue 38, decision 0059), against the real
// host server and simulator: a catalogue whose lamp's summary hangs, a burst of the lamp's requests,
// and then every other product, never rendered before, server-rendered as usual.
import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { productPath } from '@pdp/host-contract/links';
import { loadCatalogue } from '../simulator/catalogue/load-catalogue';
import { ROOT } from '../servers/stack';
import { after, describe, e2eSuite, it } from './harness';
import { LAMP } from './products';

let catalogue: string;

// A copy of the catalogue whose lamp never answers its summary (the simulator holds it 30 s).
const e2e = e2eSuite(async () => {
  catalogue = await mkdtemp(path.join(tmpdir(), 'pdp-catalogue-'));
  await cp(path.join(ROOT, 'tooling/fixtures/catalogue'), catalogue, { recursive: true });
  const lamp = path.join(catalogue, 'products/lampu-meja.json');
  await writeFile(lamp, JSON.stringify({ ...JSON.parse(await readFile(lamp, 'utf8')), faults: { summary: 'timeout' } }));
  return { fixturesDir: catalogue };
});
const { host } = e2e;
after(async () => {
  await rm(catalogue, { recursive: true, force: true });
});

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

describe('failures kept apart', () => {
  it('answers a hanging product within its budget, then at once, and every other product as always', async () => {
    // A burst of the hanging product, as a crawler or an impatient shopper would send it.
    const burst = await Promise.all(Array.from({ length: 12 }, () => timed(`${host}${LAMP.path}`)));
    for (const answer of burst) {
      // The shell, for the browser to build the page with its own loading and failure states.
      assert.equal(answer.status, 200);
      assert.ok(!answer.html.includes(`>${LAMP.name}</h1>`), 'no server render of the hanging product');
      assert.ok(answer.html.includes('id="pdp-runtime-config"'), 'the shell carries its hints');
      assert.ok(answer.ms < 4_000, `answered in ${Math.round(answer.ms)} ms, past the render budget`);
    }
    // After the first failure, answered at once.
    const again = await timed(`${host}${LAMP.path}`);
    assert.equal(again.status, 200);
    assert.ok(again.ms < 500, `answered in ${Math.round(again.ms)} ms after it failed`);

    // Products never rendered before: server-rendered, none answered by a breaker the lamp opened.
    for (const product of await otherProducts()) {
      const answer = await timed(`${host}${product.path}`);
      assert.equal(answer.status, 200, product.path);
      assert.match(answer.html, new RegExp(`<h1[^>]*>${product.name}</h1>`), product.path);
    }
  });

  it('lets the browser build the hanging product’s page from the shell: its loading state, never a blank page', async () => {
    const tracked = await e2e.openPage({ width: 360 });
    const { page } = tracked;
    await page.goto(`${host}${LAMP.path}`);
    // The host and the remote's skeleton while the summary hangs in the browser too.
    await page.getByRole('banner').waitFor();
    await page.getByRole('status').filter({ hasText: 'Memuat produk…' }).waitFor();
    assert.deepEqual(tracked.pageErrors, []);
    await page.context().close();
  });
});
