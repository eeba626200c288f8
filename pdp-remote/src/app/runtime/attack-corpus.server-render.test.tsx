/**
 * @jest-environment node
 */
// The attack corpus in the retail remote's server render (tooling/e2e/attack-corpus.e2e.ts, "is only text
// in the server's HTML, and the JSON-LD holds it as the product's name"), as a host's server calls it:
// for each string in every field of the summary and the SEO content, the markup holds it only as
// escaped text, nothing that would run as the page is parsed, and the head's data (JSON-LD,
// description, keywords) and the client's seed hold it as it is, for the host to write out
// (host-shell/server/attack-corpus.test.tsx covers that writing). The backend is the simulator (mounted
// in MSW) with its attack corpus on: its hostile products (tooling/simulator/catalogue/attack-corpus.ts).
import { createServerModule } from './server-render';
import { TEST_BACKEND } from '@pdp/test-kit/backend-mock';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { retailDefinition } from '../../__tests__/render-remote';
import { EXECUTABLE_MARKUP, HOSTILE_CASES, escapedAsText } from '@pdp/test-kit/attack-corpus';
import { serverRenderRequest } from '@pdp/test-kit/server-render-request';

startSimulatorBackend(TEST_BACKEND, { attackCorpus: true });

const request = (path: string) => serverRenderRequest({ path, vendor: 'RETAIL', backendBaseUrl: TEST_BACKEND });

describe('the server render of a hostile product', () => {
  it.each(HOSTILE_CASES)('$label: is only escaped text in the markup, and the JSON-LD, head and seed hold it as it is', async (hostile) => {
    const { text } = hostile;
    const result = await createServerModule(retailDefinition).renderPage(request(hostile.path));

    expect(result.status).toBe(200);
    const { html } = result;
    if (/[<>"]/.test(text)) expect(html).not.toContain(text);
    expect(EXECUTABLE_MARKUP.exec(html)?.[0]).toBeUndefined();
    // Shown, as text: the heading, the breadcrumbs' categories, the brand, the variants' names and the seller.
    expect(html).toContain(`>${escapedAsText(text)}</h1>`);
    expect(html.split(escapedAsText(text)).length - 1).toBeGreaterThanOrEqual(6);
    expect(result.seo.structuredData).toMatchObject({ name: text, brand: { name: text }, offers: { seller: { name: text } } });
    expect(result.seo.description).toBe(`Beli ${text} original dari ${text}. Gratis retur 15 hari.`);
    expect(result.seo.keywords).toEqual([text, text, text, text]);
    expect(result.state).toMatchObject({ name: text, merchant: { name: text } });
  });
});
