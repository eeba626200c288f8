// Compression of the pages the server makes per request (server-rendered or hinted, issue 20): they
// differ each time (a nonce, the data), so nothing can be made at build time. Brotli when the browser
// takes it, else gzip, at the levels measured by `BENCH_ONLY=compression npm run bench` on the three
// server-rendered product pages (22–25 KB each): brotli 5 is the knee — 5.3 KB for the shoes' 25 KB in
// 0.6 ms, 7 % under the best gzip; 6–8 save nothing more, 10–11 save 0.3 KB for 20–60 times the time
// (9 takes 75 ms here). Gzip 6 is as small as gzip 9 at the same time (decision 0057).
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiateEncoding, type Encoding } from './static-files';

export const PAGE_BROTLI_QUALITY = 5;
export const PAGE_GZIP_LEVEL = 6;

const brotliOptions = (level: number, length: number): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: level,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: length,
  },
});

/** Compresses at once, on this thread (the bench's measure of each level). */
export function compressWith(encoding: Encoding, body: Buffer, level: number): Buffer {
  return encoding === 'br' ? zlib.brotliCompressSync(body, brotliOptions(level, body.length)) : zlib.gzipSync(body, { level });
}

const brotli = promisify<zlib.InputType, zlib.BrotliOptions, Buffer>(zlib.brotliCompress);
const gzip = promisify<zlib.InputType, zlib.ZlibOptions, Buffer>(zlib.gzip);

/** The page in `encoding` (null: as it is), compressed on libuv's pool, off the thread that renders the next page. */
export async function compressAs(body: Buffer, encoding: Encoding | null): Promise<Buffer> {
  if (encoding === 'br') return brotli(body, brotliOptions(PAGE_BROTLI_QUALITY, body.length));
  if (encoding === 'gzip') return gzip(body, { level: PAGE_GZIP_LEVEL });
  return body;
}

/** The encoding a page goes in to this browser: brotli, else gzip, else none. */
export const pageEncoding = (acceptEncoding: string | string[] | undefined): Encoding | null => negotiateEncoding(acceptEncoding, ['br', 'gzip']);
