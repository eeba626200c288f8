// Static files as browsers and CDNs can cache them (issue 20). A file whose name carries a content
// hash never changes: sent `immutable` for a year, so a returning shopper asks for it no more. Any
// other file (index.html, main.js, remoteEntry.js, mf-manifest.json) may be replaced in place by a
// release: sent `no-cache` with an `ETag` of its content, answered 304 while it is unchanged.
// Compression is done at build time (tooling/scripts/compress-dist.mjs writes `.br` and `.gz` beside
// each file): the server picks what the browser accepts, brotli first, and compresses only a file
// whose siblings are missing or older than it (a file copied in by hand), once per version.
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { sharedStat } from './shared-stat';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
};

/** Worth compressing: text, and not so small that the headers outweigh the saving. */
const COMPRESSIBLE = /^(text\/|application\/json|image\/svg)/;
export const MIN_COMPRESSED_BYTES = 512;
/**
 * A content hash in the name (`262.b4821276.js`, the remotes' `1029.7b30df12.js`); seven characters or
 * more, as a release built before decision 0060 has them.
 */
export const HASHED_FILE = /\.[0-9a-f]{7,}\.(js|css|mjs)$/;

const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export type Encoding = 'br' | 'gzip';

export interface StaticFile {
  body: Buffer;
  contentType: string;
  /** A strong validator of the content: the same bytes give the same tag on every server. */
  etag: string;
  hashed: boolean;
  /** The compressed bodies, by encoding; empty for a file not worth compressing. */
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** The strong ETag of some bytes. */
export const etagOf = (body: Buffer | string): string => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/**
 * The encoding to send of those the file has, by the request's Accept-Encoding: brotli, then gzip,
 * each unless refused (`;q=0`); none (identity) when neither is accepted.
 */
export function negotiateEncoding(acceptEncoding: string | string[] | undefined, available: readonly Encoding[]): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (encoding: Encoding) => accepted.get(encoding) ?? accepted.get('*') ?? 0;
  return (['br', 'gzip'] as const).find((encoding) => available.includes(encoding) && weight(encoding) > 0) ?? null;
}

/** Whether an If-None-Match header names this tag (or `*`); weak tags compare by their value. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

export interface StaticResponse {
  status: 200 | 304;
  headers: Record<string, string>;
  /** Null for a 304 and for HEAD. */
  body: Buffer | null;
}

/** The answer to a GET or HEAD of a file: headers, the encoding chosen, or 304 when the browser has it. */
export function staticResponse(
  file: StaticFile,
  request: { method?: string; headers: IncomingHttpHeaders },
  { cors = false }: { cors?: boolean } = {},
): StaticResponse {
  const headers: Record<string, string> = {
    'Content-Type': file.contentType,
    'Cache-Control': file.hashed ? IMMUTABLE : REVALIDATE,
    ETag: file.etag,
    Vary: 'Accept-Encoding',
    'X-Content-Type-Options': 'nosniff',
  };
  if (cors) headers['Access-Control-Allow-Origin'] = '*';
  if (matchesEtag(request.headers['if-none-match'], file.etag)) return { status: 304, headers, body: null };
  const encoding = negotiateEncoding(request.headers['accept-encoding'], Object.keys(file.encoded) as Encoding[]);
  const body = (encoding && file.encoded[encoding]) || file.body;
  if (encoding) headers['Content-Encoding'] = encoding;
  headers['Content-Length'] = String(body.length);
  return { status: 200, headers, body: request.method === 'HEAD' ? null : body };
}

/**
 * A file without siblings, compressed while a shopper waits: quick levels (brotli 5, gzip 6), not the
 * build's best (compress-dist.mjs), which would hold the first request of a large file for long.
 */
function compressNow(body: Buffer): Record<Encoding, Buffer> {
  return {
    br: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzip: zlib.gzipSync(body, { level: 6 }),
  };
}

const SIBLING: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** A sibling written for this version of the file (not older than it), or null. */
async function siblingOf(filePath: string, encoding: Encoding, mtimeMs: number): Promise<Buffer | null> {
  try {
    const sibling = `${filePath}${SIBLING[encoding]}`;
    const stat = await fs.stat(sibling);
    return stat.isFile() && stat.mtimeMs >= mtimeMs ? await fs.readFile(sibling) : null;
  } catch {
    return null;
  }
}

interface Cached {
  file: StaticFile;
  mtimeMs: number;
  size: number;
}

/**
 * The files of one folder, read once per version: a hashed file is kept for good, any other is
 * checked (its size and time, a look shared with the requests under way) on each request and read
 * again when a release replaced it.
 */
export function createStaticFiles(root: string) {
  const resolvedRoot = path.resolve(root);
  const cache = new Map<string, Cached>();

  /** The path of a URL's pathname inside the folder, or null for one that leaves it. */
  function pathOf(pathname: string): string | null {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    if (decoded.includes('\0')) return null;
    const filePath = path.resolve(resolvedRoot, `.${decoded}`);
    return filePath === resolvedRoot || filePath.startsWith(`${resolvedRoot}${path.sep}`) ? filePath : null;
  }

  async function read(filePath: string): Promise<StaticFile | null> {
    try {
      const cached = cache.get(filePath);
      if (cached?.file.hashed) return cached.file;
      const stat = await sharedStat(filePath);
      if (!stat.isFile()) return null;
      if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached.file;
      const body = await fs.readFile(filePath);
      const contentType = CONTENT_TYPES[path.extname(filePath)] ?? 'application/octet-stream';
      const encoded: Partial<Record<Encoding, Buffer>> = {};
      if (COMPRESSIBLE.test(contentType) && body.length >= MIN_COMPRESSED_BYTES) {
        const [br, gzip] = await Promise.all([siblingOf(filePath, 'br', stat.mtimeMs), siblingOf(filePath, 'gzip', stat.mtimeMs)]);
        // Without siblings of this version (a file copied in by hand), compressed here, once.
        const made = br && gzip ? null : compressNow(body);
        encoded.br = br ?? made?.br;
        encoded.gzip = gzip ?? made?.gzip;
      }
      const file: StaticFile = { body, contentType, etag: etagOf(body), hashed: HASHED_FILE.test(filePath), encoded };
      cache.set(filePath, { file, mtimeMs: stat.mtimeMs, size: stat.size });
      return file;
    } catch {
      return null;
    }
  }

  return {
    root: resolvedRoot,
    /** The file at a URL's pathname, or null (none, a folder, or outside the root). */
    async find(pathname: string): Promise<{ file: StaticFile; filePath: string } | null> {
      const filePath = pathOf(pathname);
      const file = filePath ? await read(filePath) : null;
      return file && filePath ? { file, filePath } : null;
    },
    read,
  };
}
