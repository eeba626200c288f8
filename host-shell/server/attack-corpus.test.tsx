/**
 * @jest-environment node
 */
// The attack corpus in the host server's page (tooling/e2e/attack-corpus.e2e.ts, "is only text in the
// server's HTML, and the JSON-LD holds it as the product's name"), the host's half: the remote's server
// render, faked at its module boundary, carries each string as the remotes' own renders do
// (pdp-remote and grocery-remote's attack-corpus.server-render tests): escaped in the markup, as it is in
// the head's data and the seed. The host writes the head (title, description, keywords, JSON-LD) and
// the seed around it: the page holds the string only as text, nothing in it runs, and the JSON-LD,
// description and seed read back as the string.
import type { RemoteServerModule, ServerRenderResult } from '@pdp/host-contract/contract';
import { productPath } from '@pdp/host-contract/links';
import { ATTACK_CORPUS } from '@pdp/test-kit/attack-corpus';
import type { RemoteServerModules } from './remote-server-modules';
import { renderServerPage } from './render-page';
import { pageInput, testRuntimeConfig } from './testing/page-input';

/** Text as React writes it into markup. */
const asMarkupText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** A remote's render of the hostile product of `text`, as the remotes' server renders give it. */
const hostileRender = (text: string, productId: string): ServerRenderResult => ({
  status: 200,
  html: `<article><p><a href="/brand/ATK">${asMarkupText(text)}</a></p><h1 class="pdp-x">${asMarkupText(text)}</h1></article>`,
  styles: { key: 'pdp', ids: ['x'], css: '.pdp-x{overflow-wrap:anywhere;}' },
  seo: {
    description: `Beli ${text} original dari ${text}. Gratis retur 15 hari.`,
    keywords: [text, text],
    structuredData: { '@context': 'https://schema.org', '@type': 'Product', name: text, brand: { '@type': 'Brand', name: text } },
    leadImage: { src: '/backend/media/sepatu-lari-pria-aero-run-2.svg' },
  },
  state: { productId, name: text, images: [], categories: [{ id: '53000', name: text }], merchant: { code: 'ATKM', name: text } },
});

function modulesRendering(result: ServerRenderResult): RemoteServerModules {
  const module: RemoteServerModule = { contractVersion: '1.1.0', renderPage: async () => result };
  return { load: async () => module };
}

const input = (requestUrl: string, modules: RemoteServerModules) => pageInput(testRuntimeConfig({ groceryServerBuild: true }), requestUrl, modules);

/** An attribute's value as a browser reads it back. */
const attributeValue = (html: string, pattern: RegExp) =>
  pattern
    .exec(html)?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

const CASES = ATTACK_CORPUS.flatMap(({ label, text }, index) => [
  {
    surface: 'retail',
    label,
    text,
    id: `ps--ATK-${90000 + index}`,
    path: productPath({ vendor: 'RETAIL', productName: `serangan-${index}`, id: `ps--ATK-${90000 + index}` }),
  },
  {
    surface: 'grocery',
    label,
    text,
    id: `ps--ATG-${90000 + index}`,
    path: productPath({ vendor: 'GROCERY', productName: `serangan-grocery-${index}`, id: `ps--ATG-${90000 + index}` }),
  },
]);

describe("the host server's page of a hostile product", () => {
  // What a page without a hostile string holds: a string may add no script element to it.
  let plainScripts = 0;
  beforeAll(async () => {
    const page = await renderServerPage(input('/p/sepatu/ps--SPL-60001', modulesRendering(hostileRender('Sepatu Lari', 'ps--SPL-60001'))));
    plainScripts = (page?.html.match(/<script\b/gi) ?? []).length;
  });

  it.each(CASES)('$surface, $label: holds it only as text, and the JSON-LD, description and seed read back as it', async ({ text, id, path }) => {
    const page = await renderServerPage(input(path, modulesRendering(hostileRender(text, id))));
    expect(page?.status).toBe(200);
    const html = page?.html ?? '';

    if (/[<>"]/.test(text)) expect(html).not.toContain(text);
    // The e2e's check, widened to any handler attribute (a real quote) and a script or data URL anywhere.
    expect(/<script>\(window\.pdpPwned|\son[a-z]+\s*=\s*["'(]|(?:href|src|action)="\s*(?:javascript|data):/i.exec(html)?.[0]).toBeUndefined();
    expect((html.match(/<script\b/gi) ?? []).length).toBe(plainScripts);

    const jsonLd = /<script type="application\/ld\+json">([^]*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(jsonLd ?? 'null')).toMatchObject({ name: text, brand: { name: text } });
    expect(attributeValue(html, /<meta name="description" content="([^"]*)">/)).toBe(`Beli ${text} original dari ${text}. Gratis retur 15 hari.`);
    expect(attributeValue(html, /<meta name="keywords" content="([^"]*)">/)).toBe(`${text}, ${text}`);
    const seed = /<script id="pdp-server-page" type="application\/json">([^]*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(seed ?? 'null')).toMatchObject({ state: { name: text, merchant: { name: text } } });
    expect(html).toContain(`<h1 class="pdp-x">${asMarkupText(text)}</h1>`);
  });
});
