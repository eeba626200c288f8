// How the pages the host server makes per request compress at each level (issue 20, decision 0057):
// bytes sent and the server's time per page, brotli 1–11 and gzip 1–9, on server-rendered product
// pages as the host serves them. The levels in host-shell/server/page-compression.ts come from here.
import { performance } from 'node:perf_hooks';
import { compressWith } from '../../host-shell/server/page-compression';
import type { Encoding } from '../../host-shell/server/static-files';

export interface LevelFigures {
  encoding: Encoding;
  level: number;
  bytes: number;
  /** Median time to compress the page once, in ms. */
  ms: number;
}

export function measureLevels(page: Buffer, runs = 30): LevelFigures[] {
  const levels: Array<[Encoding, number]> = [
    ...Array.from({ length: 11 }, (_, index) => ['br', index + 1] as [Encoding, number]),
    ...Array.from({ length: 9 }, (_, index) => ['gzip', index + 1] as [Encoding, number]),
  ];
  return levels.map(([encoding, level]) => {
    const times: number[] = [];
    let bytes = 0;
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      bytes = compressWith(encoding, page, level).length;
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return { encoding, level, bytes, ms: times[Math.floor(times.length / 2)] ?? 0 };
  });
}
