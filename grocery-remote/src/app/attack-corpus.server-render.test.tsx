/**
 * @jest-environment node
 */
// The attack corpus in the grocery remote's server render (tooling/e2e/attack-corpus.e2e.ts, "is only
// text in the server's HTML, and the JSON-LD holds it as the product's name", its grocery half), as a
// host's server calls it: each string as the simulator's hostile grocery product carries it (name,
// brand, seller, categories, SEO text) is only escaped text in the markup, nothing in it would run,
// and the JSON-LD, head and seed hold it as it is.
import type { ServerRenderRequest } from '@pdp/host-contract/contract';
import { productPath } from '@pdp/host-contract/links';
import { createServerModule } from '@pdp/pdp-remote/server';
import { ATTACK_CORPUS, EXECUTABLE_MARKUP, escapedAsText } from '@pdp/pdp-remote/testing';
import { groceryDefinition } from './grocery-definition';
import { envelope, GROCERY_BACKEND, groceryBackend, http, startGroceryBackend } from '../testing/grocery-backend';
import { berasSummary } from '../testing/factories';

startGroceryBackend();

const HOSTILE_GROCERY = ATTACK_CORPUS.map(({ label, text }, index) => ({
  label,
  text,
  index,
  path: productPath({ vendor: 'GROCERY', productName: `serangan-grocery-${index}`, id: `ps--ATG-${90000 + index}` }),
}));

const request = (path: string): ServerRenderRequest => ({
  path,
  vendor: 'GROCERY',
  locale: 'id',
  brand: 'Pasarku',
  backendBaseUrl: GROCERY_BACKEND,
  origin: 'https://toko.test',
});

describe('the server render of a hostile grocery product', () => {
  it.each(HOSTILE_GROCERY)('$label: is only escaped text in the markup, and the JSON-LD, head and seed hold it as it is', async ({ text, index, path }) => {
    const sku = `ATG-${90000 + index}`;
    const base = berasSummary();
    groceryBackend.use(
      http.get(`${GROCERY_BACKEND}/product-detail/products/:id/_summary`, () =>
        envelope(
          berasSummary({
            itemSku: `${sku}-00001`,
            productSku: sku,
            name: text,
            urlFriendlyName: `serangan-grocery-${index}`,
            brand: { code: `ATG${index}`, name: text },
            merchant: { ...base.merchant, code: `ATGM-${index}`, name: text },
            categories: base.categories.map((category) => ({ ...category, name: text })),
          }),
        ),
      ),
      http.get(`${GROCERY_BACKEND}/content/seo`, () =>
        envelope({ description: `Beli ${text} original dari ${text}. Gratis retur 15 hari.`, keywords: [text, text, text] }),
      ),
      http.get(`${GROCERY_BACKEND}/seo/custom-urls`, () => envelope({ url: path, customUrl: path })),
    );

    const result = await createServerModule(groceryDefinition).renderPage(request(path));

    expect(result.status).toBe(200);
    const { html } = result;
    if (/[<>"]/.test(text)) expect(html).not.toContain(text);
    expect(EXECUTABLE_MARKUP.exec(html)?.[0]).toBeUndefined();
    expect(html).toContain(`>${escapedAsText(text)}</h1>`);
    expect(result.seo.structuredData).toMatchObject({ name: text, brand: { name: text }, offers: { seller: { name: text } } });
    expect(result.seo.description).toBe(`Beli ${text} original dari ${text}. Gratis retur 15 hari.`);
    expect(result.state).toMatchObject({ name: text, merchant: { name: text } });
  });
});
