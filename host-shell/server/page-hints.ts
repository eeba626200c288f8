// What the host server writes into the page before it is sent: the run-time configuration inline
// (no extra round trip before the remote can load) and, for product routes, a preconnect to the
// remote's origin and a preload of its manifest, so the federation runtime finds it in the cache.
import { matchRoute, splitUrl, type RuntimeConfig } from '@pdp/shared-contracts';

export const RUNTIME_CONFIG_ELEMENT_ID = 'pdp-runtime-config';

/** JSON that is safe inside a <script> element. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function pageHints(config: RuntimeConfig, requestUrl: string): string {
  const hints = [`<script id="${RUNTIME_CONFIG_ELEMENT_ID}" type="application/json">${scriptSafeJson(config)}</script>`];
  const owner = matchRoute(splitUrl(requestUrl).pathname)?.route.owner;
  const remote = owner === 'pdp-remote' ? config.remotes.retail : owner === 'grocery-remote' ? config.remotes.grocery : null;
  if (remote) {
    let manifest: URL | null = null;
    try {
      manifest = new URL(remote.manifestUrl, 'http://relative.invalid');
    } catch {
      manifest = null;
    }
    if (manifest && manifest.origin !== 'http://relative.invalid') {
      hints.push(`<link rel="preconnect" href="${escapeAttribute(manifest.origin)}" crossorigin>`);
    }
    if (manifest) hints.push(`<link rel="preload" as="fetch" href="${escapeAttribute(remote.manifestUrl)}" crossorigin>`);
  }
  return hints.join('');
}

/** Puts the hints at the end of <head>. */
export function withPageHints(html: string, config: RuntimeConfig, requestUrl: string): string {
  return html.replace('</head>', `${pageHints(config, requestUrl)}</head>`);
}
