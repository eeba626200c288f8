import type { RuntimeConfig } from '@pdp/host-contract/contract';
import { matchRoute } from '@pdp/host-contract/routes';
import { pageHead, pageHints, scriptSafeJson, statusForPath, withPageHints } from './page-hints';

const config: RuntimeConfig = {
  brand: 'Pasarku',
  backendBaseUrl: '/backend',
  remotes: {
    retail: { manifestUrl: 'http://127.0.0.1:8081/mf-manifest.json' },
    grocery: { manifestUrl: 'https://cdn.example/grocery/mf-manifest.json' },
  },
};

describe('page hints', () => {
  it('inlines the configuration and preloads the retail manifest on a retail product page', () => {
    const hints = pageHints(config, '/p/sepatu/ps--SPL-1?utm_source=x');
    expect(hints).toContain('<script id="pdp-runtime-config" type="application/json">{"brand":"Pasarku"');
    expect(hints).toContain('<link rel="preconnect" href="http://127.0.0.1:8081" crossorigin>');
    expect(hints).toContain('<link rel="preload" as="fetch" href="http://127.0.0.1:8081/mf-manifest.json" crossorigin>');
    expect(hints).not.toContain('<link rel="preload" as="fetch" href="https://cdn.example');
  });

  it('preloads the remote’s container and the scripts of its page when the server read its manifest', () => {
    const assets = { entryUrl: 'http://127.0.0.1:8081/remoteEntry.js', exposeScripts: ['http://127.0.0.1:8081/176.ab12cd34ef.js'], namedChunks: {} };
    const hints = pageHints(config, '/p/sepatu/ps--SPL-1', { remoteAssets: assets });
    expect(hints).toContain('<link rel="preload" as="script" href="http://127.0.0.1:8081/remoteEntry.js">');
    expect(hints).toContain('<link rel="preload" as="script" href="http://127.0.0.1:8081/176.ab12cd34ef.js">');
    expect(pageHints(config, '/p/sepatu/ps--SPL-1')).not.toContain('as="script"');
    expect(pageHints(config, '/cart', { remoteAssets: assets })).not.toContain('as="script"');
  });

  it('preloads no manifest when the page tells the browser the remote’s container (decision 0085), its scripts still', () => {
    const assets = { entryUrl: 'http://127.0.0.1:8081/remoteEntry.js', exposeScripts: ['http://127.0.0.1:8081/176.ab12cd34ef.js'], namedChunks: {} };
    const hints = pageHints(config, '/p/sepatu/ps--SPL-1', { remoteAssets: assets, remoteEntryInPage: true });
    expect(hints).not.toContain('as="fetch"');
    expect(hints).toContain('<link rel="preconnect" href="http://127.0.0.1:8081" crossorigin>');
    expect(hints).toContain('<link rel="preload" as="script" href="http://127.0.0.1:8081/remoteEntry.js">');
    expect(hints).toContain('<link rel="preload" as="script" href="http://127.0.0.1:8081/176.ab12cd34ef.js">');
  });

  it('loads the scripts the host starts with as scripts of their own, with the page’s nonce, on any page', () => {
    const hostStartScripts = ['/262.ab12cd34.js', '/host-app.0123abcd.js'];
    for (const url of ['/p/sepatu/ps--SPL-1', '/cart']) {
      const hints = pageHints(config, url, { hostStartScripts, nonce: 'n0nce' });
      // The src as webpack's chunk loading asks for it (publicPath '/'), so it finds the element.
      expect(hints).toContain('<script src="/262.ab12cd34.js" async fetchpriority="high" data-pdp-start nonce="n0nce"></script>');
      expect(hints).toContain('<script src="/host-app.0123abcd.js" async fetchpriority="high" data-pdp-start nonce="n0nce"></script>');
      expect(hints).not.toContain('as="script" href="/');
      // The listener that takes them out once settled comes first, and runs under the policy.
      expect(hints.indexOf('<script nonce="n0nce">(function(){')).toBeLessThan(hints.indexOf('<script src="/262.ab12cd34.js"'));
    }
    expect(pageHints(config, '/cart')).not.toContain('<script src=');
    expect(pageHints(config, '/cart')).not.toContain('data-pdp-start');
  });

  it('takes each start script out once it has loaded or failed, so that webpack appends its own for a chunk not installed', () => {
    const hints = pageHints(config, '/cart', { hostStartScripts: ['/262.ab12cd34.js'], nonce: 'n0nce' });
    const listener = /<script nonce="n0nce">(\(function\(\)\{.*?)<\/script>/.exec(hints)?.[1] ?? '';
    new Function(listener)();
    const script = (attributes: Record<string, string>) => {
      const element = document.createElement('script');
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
      return document.head.appendChild(element);
    };
    const loaded = script({ 'data-pdp-start': '', 'data-name': 'loaded' });
    const failed = script({ 'data-pdp-start': '', 'data-name': 'failed' });
    const webpacks = script({ 'data-webpack': 'host:chunk-262' });
    const image = document.head.appendChild(document.createElement('img'));
    loaded.dispatchEvent(new Event('load'));
    failed.dispatchEvent(new Event('error'));
    webpacks.dispatchEvent(new Event('load'));
    image.dispatchEvent(new Event('load'));
    expect(loaded.isConnected).toBe(false);
    expect(failed.isConnected).toBe(false);
    // Not a start script: webpack takes out its own; nothing else is touched.
    expect(webpacks.isConnected).toBe(true);
    expect(image.isConnected).toBe(true);
    webpacks.remove();
    image.remove();
  });

  it('preloads the host’s and the remote’s English catalogues only for a page in English', () => {
    const assets = {
      entryUrl: 'http://127.0.0.1:8081/remoteEntry.js',
      exposeScripts: [],
      namedChunks: {
        'pdp-messages-en': 'http://127.0.0.1:8081/pdp-messages-en.ab12cd34ef.js',
        'modal-share': 'http://127.0.0.1:8081/modal-share.ab12cd34ef.js',
      },
    };
    const english = pageHints(config, '/p/sepatu/ps--SPL-1', { remoteAssets: assets, locale: 'en', hostEnglishScript: '/host-messages-en.0123456789.js' });
    expect(english).toContain('<link rel="preload" as="script" href="http://127.0.0.1:8081/pdp-messages-en.ab12cd34ef.js">');
    expect(english).toContain('<link rel="preload" as="script" href="/host-messages-en.0123456789.js">');
    expect(english).not.toContain('modal-share');
    const indonesian = pageHints(config, '/p/sepatu/ps--SPL-1', { remoteAssets: assets, locale: 'id', hostEnglishScript: '/host-messages-en.0123456789.js' });
    expect(indonesian).not.toContain('messages-en');
  });

  it('gives the page the language it is rendered in', () => {
    const template = '<!doctype html><html lang="id"><head><title>x</title></head><body></body></html>';
    expect(withPageHints(template, config, '/p/sepatu/ps--SPL-1', 'http://h', { locale: 'en' })).toContain('<html lang="en">');
    expect(withPageHints(template, config, '/p/sepatu/ps--SPL-1', 'http://h')).toContain('<html lang="id">');
  });

  it('preloads the grocery manifest on grocery pages and nothing on host pages', () => {
    expect(pageHints(config, '/grocery/p/beras/ps--BRS-1')).toContain('href="https://cdn.example/grocery/mf-manifest.json"');
    expect(pageHints(config, '/cart')).not.toContain('<link');
  });

  it('takes the match the server made for the request instead of matching the path again', () => {
    // A match for the grocery page handed in with a retail path: the hints follow the match.
    const grocery = matchRoute('/grocery/p/beras/ps--BRS-1');
    expect(pageHints(config, '/p/sepatu/ps--SPL-1', { match: grocery })).toContain('href="https://cdn.example/grocery/mf-manifest.json"');
    expect(pageHints(config, '/p/sepatu/ps--SPL-1', { match: null })).not.toContain('rel="preload"');
    expect(pageHead(config, '/p/sepatu/ps--SPL-1', 'http://x', { match: null }).title).toBe('Halaman tidak ditemukan');
  });

  it('cannot be broken out of by the configuration', () => {
    const hostile = { ...config, brand: '</script><script>alert(1)</script>' };
    const html = withPageHints('<html><head><title>x</title></head><body></body></html>', hostile, '/');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(JSON.parse(scriptSafeJson(hostile))).toEqual(hostile);
    expect(html.indexOf('pdp-runtime-config')).toBeLessThan(html.indexOf('</head>'));
  });
});

describe('the head the server writes', () => {
  const page = '<html><head><title>Pasarku</title><meta name="robots" content="index,follow" /></head><body></body></html>';

  it('titles a product page as the spec says, with a canonical link free of tracking parameters', () => {
    const html = withPageHints(page, config, '/p/sepatu/ps--SPL-1?utm_source=ig&qty=2&share_link=1#reviews', 'http://127.0.0.1:8080');
    expect(html).toContain('<title>Product Detail Page | Pasarku</title>');
    expect(html).toContain('<meta name="robots" content="index,follow" />');
    expect(html).toContain('<link rel="canonical" href="http://127.0.0.1:8080/p/sepatu/ps--SPL-1?qty=2">');
  });

  it('replaces the robots meta of the minified page too, leaving one', () => {
    const minified = '<html><head><meta name=robots content=index,follow><title>Pasarku</title></head><body></body></html>';
    const html = withPageHints(minified, config, '/p/sepatu/ps--SPL-1/description', 'http://h');
    expect(html.match(/name="?robots/g)).toHaveLength(1);
    expect(html).toContain('<meta name="robots" content="noindex,nofollow" />');
  });

  it('marks a secondary ps page noindex,nofollow and titles grocery pages', () => {
    expect(pageHead(config, '/p/sepatu/ps--SPL-1/description', '').robots).toBe('noindex,nofollow');
    expect(pageHead(config, '/grocery/p/beras/is--BRS-1-00001', '').title).toBe('Product Detail Page Grocery | Pasarku');
  });

  it('answers 404 for id-less and malformed product paths and unknown routes, 200 for pages', () => {
    expect(statusForPath('/p/sepatu')).toBe(404);
    expect(statusForPath('/grocery/p/beras')).toBe(404);
    expect(statusForPath('/p/sepatu/xx--1')).toBe(404);
    expect(statusForPath('/tidak-ada')).toBe(404);
    expect(statusForPath('/p/sepatu/ps--SPL-1')).toBe(200);
    expect(statusForPath('/cart')).toBe(200);
    expect(pageHead(config, '/p/sepatu', '').title).toBe('Halaman tidak ditemukan');
  });

  it('escapes what it writes', () => {
    const html = withPageHints(page, { ...config, brand: 'A & <B>' }, '/p/x/ps--A-1?q="><script>', 'http://h');
    expect(html).toContain('<title>Product Detail Page | A &amp; &lt;B&gt;</title>');
    expect(html).not.toContain('"><script>');
  });
});
