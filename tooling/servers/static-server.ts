// What stands in for a remote's CDN on this machine (issue 20): a remote's build folder served as the
// production nginx serves it (deploy/docker/remote-nginx.conf): hashed files immutable for a year, the
// rest revalidated by ETag, the build's brotli or gzip by Accept-Encoding, and CORS, since the host's
// page on another origin loads the files. Nothing else: no pages, no proxy, no configuration.
import http from 'node:http';
import { createStaticFiles, staticResponse } from '../../host-shell/server/static-files';

export function createStaticServer(dir: string): http.Server {
  const files = createStaticFiles(dir);
  return http.createServer((request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, HEAD', 'Access-Control-Max-Age': '86400' });
      response.end();
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD, OPTIONS', 'Access-Control-Allow-Origin': '*' });
      response.end();
      return;
    }
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    files.find(pathname).then(
      (found) => {
        if (!found) {
          response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Access-Control-Allow-Origin': '*' });
          response.end('Not found');
          return;
        }
        const { status, headers, body } = staticResponse(found.file, request, { cors: true });
        response.writeHead(status, headers);
        response.end(body ?? undefined);
      },
      () => {
        response.writeHead(500);
        response.end();
      },
    );
  });
}
