import type { RuntimeConfig } from '@pdp/shared-contracts';
import { pageHints, scriptSafeJson, withPageHints } from './page-hints';

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

  it('preloads the grocery manifest on grocery pages and nothing on host pages', () => {
    expect(pageHints(config, '/grocery/p/beras/ps--BRS-1')).toContain('href="https://cdn.example/grocery/mf-manifest.json"');
    expect(pageHints(config, '/cart')).not.toContain('<link');
  });

  it('cannot be broken out of by the configuration', () => {
    const hostile = { ...config, brand: '</script><script>alert(1)</script>' };
    const html = withPageHints('<html><head><title>x</title></head><body></body></html>', hostile, '/');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(JSON.parse(scriptSafeJson(hostile))).toEqual(hostile);
    expect(html.indexOf('pdp-runtime-config')).toBeLessThan(html.indexOf('</head>'));
  });
});
