// `npm run bench`: builds, serves on loopback and prints the performance figures (see tooling/bench).
import { SERVER_ENV, build, ensureChromium, install, run } from './lib.mjs';

install();
build();
ensureChromium();
run(process.execPath, ['--import', 'tsx', 'tooling/bench/run-bench.ts'], { env: SERVER_ENV });
