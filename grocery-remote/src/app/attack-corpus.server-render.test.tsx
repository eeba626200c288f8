/**
 * @jest-environment node
 */
// The attack corpus in the grocery remote's server render (tooling/e2e/attack-corpus.e2e.ts, "is only
// text in the server's HTML, and the JSON-LD holds it as the product's name", its grocery half), as a
// host's server calls it: each string as the simulator's hostile grocery product carries it (name,
// brand, seller, categories, SEO text) is only escaped text in the markup, nothing in it would run,
// and the JSON-LD, head and seed hold it as it is. The backend is the simulator (mounted in MSW) with
// its attack corpus on: its products, SEO text and custom URLs are the ones the browser meets.
import { createServerModule } from '@pdp/pdp-remote/server';
import { EXECUTABLE_MARKUP, escapedAsText, serverRenderRequest } from '@pdp/test-kit';
import { groceryDefinition } from './grocery-definition';
import { GROCERY_BACKEND, startGrocerySimulator } from '../__tests__/grocery-backend';
import { HOSTILE_GROCERY } from '../__tests__/hostile-grocery';

startGrocerySimulator({ attackCorpus: true });

const request = (path: string) => serverRenderRequest({ path, vendor: 'GROCERY', backendBaseUrl: GROCERY_BACKEND });

describe('the server render of a hostile grocery product', () => {
  it.each(HOSTILE_GROCERY)('$label: is only escaped text in the markup, and the JSON-LD, head and seed hold it as it is', async (hostile) => {
    const { text, path } = hostile;

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
