// The page without its JavaScript, for the Lighthouse bench (decision 0081): a proxy in front of the
// host that passes everything on, and takes out of the HTML it passes on the scripts a browser would
// run and the preloads of scripts and fetches. What Lighthouse counts on that page is what the page
// costs before any code of ours runs (its HTML, styles and images, and the browser's own work), so
// the difference from the page as served is what its JavaScript costs.
// Loopback only; it lives in the bench's process and stops with it.
import http from 'node:http';
import { closeNow, listen } from '../servers/listen';

/** A `<script>` element, its attributes and its content. */
const SCRIPT_ELEMENT = /<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi;

/** A type a browser runs: none, a JavaScript MIME type or a module (a data block, JSON or JSON-LD, is not run). */
const RUN_TYPE = /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i;

/** A `<link>` element: `withoutScripts` takes out those that preload scripts and the answers they read. */
const LINK_ELEMENT = /<link\b[^>]*>/gi;

function attribute(attributes: string, name: string): string | undefined {
  return new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(attributes)
    ?.slice(1)
    .find((value) => value !== undefined);
}

/** `html` with every script a browser would run and every script or fetch preload taken out. */
export function withoutScripts(html: string): string {
  return html
    .replace(SCRIPT_ELEMENT, (element, attributes: string) => (RUN_TYPE.test((attribute(attributes, 'type') ?? '').trim()) ? '' : element))
    .replace(LINK_ELEMENT, (link) => {
      const rel = attribute(link, 'rel')?.toLowerCase();
      const as = attribute(link, 'as')?.toLowerCase();
      return rel === 'modulepreload' || (rel === 'preload' && (as === 'script' || as === 'fetch')) ? '' : link;
    });
}

/** A proxy on `port` in front of `target` whose HTML answers have no scripts (see `withoutScripts`). */
export async function startScriptlessProxy(target: string, port: number): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    // Uncompressed, so the HTML can be read; the page's own size is not what this measures.
    const headers = { ...request.headers, host: new URL(target).host, 'accept-encoding': 'identity' };
    const upstream = http.request(new URL(request.url ?? '/', target), { method: request.method, headers }, (answer) => {
      if (!String(answer.headers['content-type'] ?? '').startsWith('text/html')) {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const body = Buffer.from(withoutScripts(Buffer.concat(chunks).toString('utf8')));
        const { 'content-length': _length, 'transfer-encoding': _encoding, ...kept } = answer.headers;
        response.writeHead(answer.statusCode ?? 502, { ...kept, 'content-length': body.length });
        response.end(body);
      });
      answer.on('error', () => response.destroy());
    });
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  const url = await listen(server, port);
  return { url, close: () => closeNow(server) };
}
