// The isolation bench (issue 38, decision 0059): one product's failures never fail another's page.
// The host server in a process of its own behind the fault proxy, a fresh one per phase (no cache
// carried over), mixed traffic from a process of its own (mixed-load.mjs):
// - all healthy, then one product hanging: 90 % of requests over the healthy products, 10 % for it;
// - a burst of 100 concurrent requests for the hanging product: its summary calls in one render budget;
// - 30 % of the products failing with 500, traffic spread evenly: what the other 70 % get.
// BENCH_HOST_ENTRY runs another build of the host server (relative to the repository, its HOST_ROOT
// still host-shell), for a before-and-after comparison.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { productPath } from '@pdp/host-contract/links';
import { REMOTE_RENDER_TIMEOUT_MS } from '../../host-shell/server/render-page';
import { loadCatalogue } from '../simulator/catalogue/load-catalogue';
import { ROOT, type Stack } from '../servers/stack';
import { startFaultProxy } from './backend-faults';
import { startHostServer } from './throughput';

const run = promisify(execFile);

interface GroupFigures {
  requests: number;
  requestsPerSecond: number;
  non200: number;
  shell: number;
  p50Ms: number | null;
  p99Ms: number | null;
  laterP99Ms: number | null;
}

async function mixedLoad(
  groups: Record<string, { share: number; urls: string[] }>,
  { seconds, connections = 20, warmupMs = REMOTE_RENDER_TIMEOUT_MS }: { seconds: number; connections?: number; warmupMs?: number },
): Promise<Record<string, GroupFigures>> {
  const { stdout } = await run(
    process.execPath,
    [path.join(ROOT, 'tooling/bench/mixed-load.mjs'), JSON.stringify({ seconds, connections, warmupMs, groups })],
    {
      maxBuffer: 16 * 1024 * 1024,
      timeout: (seconds + 60) * 1000,
    },
  );
  return JSON.parse(stdout) as Record<string, GroupFigures>;
}

/** The hanging product: the lamp. */
const HANGING = 'LMP-60013';

export async function measureIsolation(stack: Stack, { seconds = 20 }: { seconds?: number } = {}): Promise<void> {
  const { products } = await loadCatalogue(path.join(ROOT, 'tooling/fixtures/catalogue'));
  // Products whose page is a 200 when the backend answers (not the busy headphones' 429, not the
  // deleted bookcase's 410), asked once of the stack's own host.
  const candidates = products.map((product) => ({
    code: product.productSku,
    path: productPath({ vendor: product.vendor, productName: product.urlFriendlyName, id: `ps--${product.productSku}` }),
  }));
  const statuses = await Promise.all(candidates.map(async (page) => (await fetch(`${stack.urls.host}${page.path}`)).status));
  const pages = candidates.filter((_page, index) => statuses[index] === 200);
  const proxy = await startFaultProxy(stack.urls.simulator, 9293);
  let port = 9300;
  /** A host server of its own for a phase: no render, failure or breaker state carried over. */
  const phase = async <T>(work: (origin: string) => Promise<T>): Promise<T> => {
    const server = await startHostServer({
      port: (port += 1),
      backendOrigin: proxy.url,
      runtimeConfigPath: stack.runtimeConfigPath,
      ...(process.env.BENCH_HOST_ENTRY ? { entry: process.env.BENCH_HOST_ENTRY } : {}),
    });
    try {
      return await work(server.url);
    } finally {
      server.stop();
    }
  };
  const line = (label: string, figures: GroupFigures) =>
    console.log(
      `  ${label.padEnd(34)} ${String(Math.round(figures.requestsPerSecond)).padStart(5)} req/s  p50 ${String(figures.p50Ms).padStart(5)} ms  p99 ${String(figures.p99Ms).padStart(5)} ms  (after ${REMOTE_RENDER_TIMEOUT_MS / 1000} s: ${String(figures.laterP99Ms).padStart(5)} ms)  not 200: ${figures.non200}  the shell: ${figures.shell} of ${figures.requests}`,
    );
  try {
    const healthy = pages.filter((page) => page.code !== HANGING);
    const hanging = pages.find((page) => page.code === HANGING);
    if (!hanging) throw new Error(`the catalogue has no ${HANGING}`);
    console.log(`\nFailures kept apart (issue 38): ${healthy.length} healthy products, 90 % of requests; ${HANGING}, 10 %; ${seconds} s, 20 connections`);
    const traffic = (origin: string) => ({
      healthy: { share: 0.9, urls: healthy.map((page) => `${origin}${page.path}`) },
      hanging: { share: 0.1, urls: [`${origin}${hanging.path}`] },
    });

    proxy.setProducts({ hanging: [], failing: [] });
    const allHealthy = await phase((origin) => mixedLoad(traffic(origin), { seconds }));
    line('all healthy: healthy products', allHealthy.healthy!);
    proxy.setProducts({ hanging: [HANGING], failing: [] });
    const oneHangs = await phase((origin) => mixedLoad(traffic(origin), { seconds }));
    line('one hanging: healthy products', oneHangs.healthy!);
    line('one hanging: the hanging product', oneHangs.hanging!);
    const ratio = (oneHangs.healthy!.p99Ms ?? 0) / Math.max(1, allHealthy.healthy!.p99Ms ?? 0);
    console.log(`  healthy p99 while one hangs: ${ratio.toFixed(2)}× the all-healthy p99 (target ≤ 1.2×), ${oneHangs.healthy!.non200} not 200 (target 0)`);

    // A burst for the hanging product on a server that never rendered it.
    const burst = await phase(async (origin) => {
      proxy.resetCounts();
      const started = performance.now();
      const answers = await Promise.all(
        Array.from({ length: 100 }, async () => {
          const response = await fetch(`${origin}${hanging.path}`);
          await response.arrayBuffer();
          return response.status;
        }),
      );
      const elapsed = performance.now() - started;
      // Wait out one more render budget: a render started behind would show here.
      await new Promise((resolve) => setTimeout(resolve, REMOTE_RENDER_TIMEOUT_MS));
      return { calls: proxy.summaryCalls(HANGING), elapsed, statuses: answers };
    });
    console.log(
      `  100 concurrent requests for ${HANGING}: ${burst.calls} summary calls in ${Math.round(burst.elapsed + REMOTE_RENDER_TIMEOUT_MS)} ms (target ≤ 2 per ${REMOTE_RENDER_TIMEOUT_MS} ms budget), all answered in ${Math.round(burst.elapsed)} ms, ${burst.statuses.filter((status) => status !== 200).length} not 200`,
    );

    // 30 % of the distinct products failing with 500; the requests spread evenly.
    const failingCount = Math.round(pages.length * 0.3);
    const failing = pages.slice(0, failingCount);
    const others = pages.slice(failingCount);
    proxy.setProducts({ hanging: [], failing: failing.map((page) => page.code) });
    const spread = await phase((origin) =>
      mixedLoad(
        {
          failing: { share: failingCount / pages.length, urls: failing.map((page) => `${origin}${page.path}`) },
          others: { share: 1 - failingCount / pages.length, urls: others.map((page) => `${origin}${page.path}`) },
        },
        { seconds },
      ),
    );
    console.log(`  ${failingCount} of ${pages.length} products failing with 500, ${seconds} s:`);
    line('the other products', spread.others!);
    line('the failing products', spread.failing!);
  } finally {
    proxy.setProducts({ hanging: [], failing: [] });
    await proxy.close();
  }
}
