// `npm run bench:size`: only the first-load JavaScript figures (quick).
import { build, ensureChromium, install, run } from './lib.mjs';

install();
build();
ensureChromium();
run(process.execPath, ['--import', 'tsx', 'tooling/bench/run-bench.ts'], { env: { BENCH_ONLY: 'size' } });
