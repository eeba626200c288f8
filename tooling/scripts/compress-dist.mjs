// Writes `name.br` and `name.gz` beside each text file of a build folder worth compressing, at the
// best levels (brotli 11, gzip 9), so the servers send them as they are (host-shell/server/static-files.ts)
// instead of compressing on every request. Source maps are left out: only developer tools ask for them,
// and the server compresses one when it does. Only Node built-ins: it runs as the last step of a build.
//   node tooling/scripts/compress-dist.mjs <folder> [<folder> …]
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TEXT = /\.(html|js|mjs|json|css|svg|txt)$/;
/** The server's own threshold (static-files.ts MIN_COMPRESSED_BYTES). */
const MIN_BYTES = 512;

function* filesOf(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const entryPath = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* filesOf(entryPath);
    else if (entry.isFile()) yield entryPath;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const folder of process.argv.slice(2)) {
  for (const file of filesOf(path.resolve(folder))) {
    if (!TEXT.test(file) || statSync(file).size < MIN_BYTES) continue;
    const body = readFileSync(file);
    const br = zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
    count += 1;
    before += body.length;
    after += br.length;
  }
}
console.log(`compress-dist: ${count} files, ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB brotli`);
