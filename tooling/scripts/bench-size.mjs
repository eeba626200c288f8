// `npm run bench:size`: only the first-load JavaScript figures (quick). `npm run budget:set` (`--set`)
// also writes them, each with its headroom, as the new limits of tooling/bench/first-load-budget.json.
import { SERVER_ENV, build, ensureChromium, install, run } from './lib.mjs';

install();
build();
ensureChromium();
run(process.execPath, ['--import', 'tsx', 'tooling/bench/run-bench.ts'], {
  env: { ...SERVER_ENV, BENCH_ONLY: 'size', ...(process.argv.includes('--set') ? { BENCH_WRITE_BUDGET: '1' } : {}) },
});
