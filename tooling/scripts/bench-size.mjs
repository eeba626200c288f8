// `npm run bench:size`: builds, serves on loopback and prints the gzipped JavaScript a retail product
// page loads first (host plus remote), file by file.
import { build, ensureChromium, install, run } from './lib.mjs';

install();
build();
ensureChromium();
run(process.execPath, ['--import', 'tsx', 'tooling/scripts/measure-first-load.ts', ...process.argv.slice(2)]);
