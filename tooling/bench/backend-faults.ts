// A proxy in front of the simulator that changes how the whole backend answers, for the load-with-
// faults bench: normally, every call 800 ms late, every call 503 at once, every call hanging, or a
// mix (a share of calls 503, a share late); and, whatever the mode, the calls of some products
// hanging or failing with 500 (by product code, e.g. `LMP-60013`), their summary calls counted.
// Loopback only; it lives in the bench's process and stops with it.
import http from 'node:http';
import { listen } from '../servers/listen';

export type BackendMode = 'normal' | 'slow' | '5xx' | 'hanging' | 'mixed';

/** In `mixed` mode: the share of calls that answer 503, and of those left, the share 300 ms late. */
export const MIXED = { failing: 0.2, late: 0.3, lateMs: 300 } as const;

export const SLOW_MS = 800;

/** Products (by code, e.g. `LMP-60013`) whose every call hangs or answers 500. */
export interface ProductFaults {
  hanging: string[];
  failing: string[];
}

export async function startFaultProxy(target: string, port: number) {
  let mode: BackendMode = 'normal';
  let products: ProductFaults = { hanging: [], failing: [] };
  const summaryCalls = new Map<string, number>();
  const held = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    const product = [...products.hanging, ...products.failing].find((code) => path.includes(code));
    const summary = /\/product-detail\/products\/[^/]*?([A-Z]{3}-\d{5})[^/]*\/_summary/.exec(path)?.[1];
    if (summary) summaryCalls.set(summary, (summaryCalls.get(summary) ?? 0) + 1);
    if (mode === 'hanging' || (product && products.hanging.includes(product))) {
      held.add(response);
      response.on('close', () => held.delete(response));
      return;
    }
    if (product && products.failing.includes(product)) {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end('{"code":500,"status":"INTERNAL_SERVER_ERROR","data":null}');
      return;
    }
    const failing = mode === '5xx' || (mode === 'mixed' && Math.random() < MIXED.failing);
    if (failing) {
      response.writeHead(503, { 'content-type': 'application/json' });
      response.end('{"code":503,"status":"SERVICE_UNAVAILABLE","data":null}');
      return;
    }
    const forward = () => {
      const upstream = http.request(new URL(request.url ?? '/', target), { method: request.method, headers: request.headers }, (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      });
      upstream.on('error', () => response.destroy());
      request.pipe(upstream);
    };
    if (mode === 'slow') setTimeout(forward, SLOW_MS);
    else if (mode === 'mixed' && Math.random() < MIXED.late) setTimeout(forward, MIXED.lateMs);
    else forward();
  });
  const url = await listen(server, port);
  return {
    url,
    setMode(next: BackendMode) {
      mode = next;
      // A hang ends when the backend comes back: what it held is dropped, as a restarted backend would.
      if (next !== 'hanging') for (const response of held) response.destroy();
    },
    /** Which products' calls hang or fail, whatever the mode (the lists replace the last ones). */
    setProducts(next: ProductFaults) {
      products = next;
      for (const response of held) response.destroy();
    },
    /** Summary calls of a product (its code) since the last reset. */
    summaryCalls: (code: string) => summaryCalls.get(code) ?? 0,
    resetCounts: () => summaryCalls.clear(),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
