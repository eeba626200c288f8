/**
 * @jest-environment node
 */
// Caching and compression as browsers and CDNs meet them, over real HTTP on loopback (issue 20): a
// hashed file immutable for a year; an unhashed one (remoteEntry.js, index.html, the run-time
// configuration) revalidated by ETag and answered 304 while unchanged, 200 with a new tag once a
// release replaced it; the build's brotli and gzip sent by what the browser accepts, brotli first;
// a file without siblings compressed by the server; nothing outside the folder.
import http from 'node:http';
import { execFileSync } from 'node:child_process';
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { closeNow, listen } from '../../tooling/servers/listen';
import { createStaticServer } from '../../tooling/servers/static-server';
import { HASHED_FILE, matchesEtag, negotiateEncoding } from './static-files';
import { scratchDir } from '@pdp/test-kit/scratch-dir';

const ROOT = path.resolve(__dirname, '../..');
/** Text worth compressing (over 512 bytes). */
const SCRIPT = `console.log(${JSON.stringify('pasarku '.repeat(200))});\n`;

const servers: http.Server[] = [];
afterAll(() => Promise.all(servers.map((server) => closeNow(server))));

function request(url: string, headers: http.OutgoingHttpHeaders = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** A build folder compressed by the build's own script, served as a remote's static server is. */
async function remoteBuild(): Promise<{ url: string; dir: string }> {
  const dir = scratchDir('static-');
  writeFileSync(path.join(dir, 'remoteEntry.js'), SCRIPT);
  writeFileSync(path.join(dir, '1029.7b30df1.js'), SCRIPT.replace('pasarku', 'chunk'));
  writeFileSync(path.join(dir, 'tiny.js'), 'x();');
  mkdirSync(path.join(dir, 'server'));
  writeFileSync(path.join(dir, 'server', 'remoteEntry.js'), SCRIPT);
  execFileSync(process.execPath, [path.join(ROOT, 'tooling/scripts/compress-dist.mjs'), dir]);
  const server = createStaticServer(dir);
  servers.push(server);
  return { url: await listen(server, 0), dir };
}

describe('caching', () => {
  it('sends a hashed file immutable for a year, and an unhashed one to revalidate with its ETag', async () => {
    const { url } = await remoteBuild();
    const chunk = await request(`${url}/1029.7b30df1.js`);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const entry = await request(`${url}/remoteEntry.js`);
    expect(entry.status).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(entry.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers 304 with no body while the file is unchanged, and 200 with a new tag once a release replaced it', async () => {
    const { url, dir } = await remoteBuild();
    const first = await request(`${url}/remoteEntry.js`);
    const etag = String(first.headers.etag);
    const again = await request(`${url}/remoteEntry.js`, { 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(again.status).toBe(304);
    expect(again.body).toHaveLength(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('no-cache');
    // A weak form of the tag, or one among others, is the same version.
    expect((await request(`${url}/remoteEntry.js`, { 'if-none-match': `"other", W/${etag}` })).status).toBe(304);

    const released = path.join(dir, 'remoteEntry.js');
    writeFileSync(released, SCRIPT.replace('pasarku', 'rilis-2'));
    utimesSync(released, new Date(), new Date(Date.now() + 2000));
    const after = await request(`${url}/remoteEntry.js`, { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.body.toString()).toContain('rilis-2');
  });

  it('gives the same bytes the same tag on every server (a CDN in front of several)', async () => {
    const [one, two] = await Promise.all([remoteBuild(), remoteBuild()]);
    expect((await request(`${one.url}/remoteEntry.js`)).headers.etag).toBe((await request(`${two.url}/remoteEntry.js`)).headers.etag);
  });
});

describe('compression', () => {
  it('sends the build’s brotli first, gzip when only that is accepted, and the file as it is otherwise', async () => {
    const { url } = await remoteBuild();
    const brotli = await request(`${url}/remoteEntry.js`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(SCRIPT);
    expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length);
    const gzip = await request(`${url}/remoteEntry.js`, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(SCRIPT);
    const plain = await request(`${url}/remoteEntry.js`, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    // Too small to be worth it: as it is.
    expect((await request(`${url}/tiny.js`, { 'accept-encoding': 'br' })).headers['content-encoding']).toBeUndefined();
  });

  it('serves the siblings the build wrote, and compresses a file copied in without them', async () => {
    const { url, dir } = await remoteBuild();
    const written = zlib.brotliDecompressSync((await request(`${url}/server/remoteEntry.js`, { 'accept-encoding': 'br' })).body);
    expect(written.toString()).toBe(SCRIPT);
    writeFileSync(path.join(dir, 'copied.js'), SCRIPT);
    const copied = await request(`${url}/copied.js`, { 'accept-encoding': 'br' });
    expect(copied.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(copied.body).toString()).toBe(SCRIPT);
  });

  it('does not send a sibling older than its file (a file replaced by hand after the build)', async () => {
    const { url, dir } = await remoteBuild();
    const replaced = path.join(dir, 'remoteEntry.js');
    writeFileSync(replaced, SCRIPT.replace('pasarku', 'tangan'));
    utimesSync(replaced, new Date(), new Date(Date.now() + 5000));
    const sent = await request(`${url}/remoteEntry.js`, { 'accept-encoding': 'br' });
    expect(zlib.brotliDecompressSync(sent.body).toString()).toContain('tangan');
  });
});

describe('the rules', () => {
  it.each([
    ['gzip, deflate, br', ['br', 'gzip'], 'br'],
    ['gzip', ['br', 'gzip'], 'gzip'],
    ['br;q=0, gzip;q=0.5', ['br', 'gzip'], 'gzip'],
    ['*', ['br', 'gzip'], 'br'],
    ['*, br;q=0', ['br', 'gzip'], 'gzip'],
    ['identity', ['br', 'gzip'], null],
    [undefined, ['br', 'gzip'], null],
    ['br', [], null],
  ] as const)('negotiates %j among %j as %j', (header, available, chosen) => {
    expect(negotiateEncoding(header, available)).toBe(chosen);
  });

  it('knows the builds’ hashed names, and matches tags', () => {
    for (const name of ['262.b4821276.js', '1029.7b30df1.js', 'main.8020bb81a7.js', 'host-messages-en.1a2b3c4d.js']) expect(name).toMatch(HASHED_FILE);
    for (const name of ['main.js', 'remoteEntry.js', 'mf-manifest.json', 'index.html', 'page-1.js']) expect(name).not.toMatch(HASHED_FILE);
    expect(matchesEtag('*', '"a"')).toBe(true);
    expect(matchesEtag('"b"', '"a"')).toBe(false);
    expect(matchesEtag(undefined, '"a"')).toBe(false);
  });

  it('serves nothing outside its folder', async () => {
    const { url } = await remoteBuild();
    for (const pathname of ['/..%2f..%2fetc%2fpasswd', '/%2e%2e/package.json', '/a%00.js', '/%E0%A4%A']) {
      expect((await request(`${url}${pathname}`)).status).toBe(404);
    }
  });
});
