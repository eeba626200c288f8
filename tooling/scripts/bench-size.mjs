// `npm run bench:size`: only the first-load JavaScript figures (quick).
import { SERVER_ENV, build, ensureChromium, install, run } from './lib.mjs';

install();
build();
ensureChromium();
run(process.execPath, ['--import', 'tsx', 'tooling/bench/run-bench.ts'], { env: { ...SERVER_ENV, BENCH_ONLY: 'size' } });
