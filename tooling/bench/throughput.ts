// A bounded loopback load on one page of the host server: requests per second and p99 latency. The
// load generator runs in a process of its own, so it never competes with the server for its thread.
import { execFile, spawn } from 'node:child_process';
import path from 'node:path';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

export interface Throughput {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  /** Answers by status class. */
  statuses: { '2xx': number; '4xx': number; '5xx': number };
}

const run = promisify(execFile);

export async function measureThroughput(url: string, { seconds = 10, connections = 20 } = {}): Promise<Throughput> {
  if (!/^http:\/\/127\.0\.0\.1:/.test(url)) throw new Error('Load is only ever sent to loopback');
  const cli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
  const { stdout } = await run(process.execPath, [cli, '--json', '-c', String(connections), '-d', String(seconds), '-H', 'accept-encoding=gzip', url], {
    maxBuffer: 16 * 1024 * 1024,
    timeout: (seconds + 30) * 1000,
  });
  const result = JSON.parse(stdout) as { requests: { average: number }; latency: { p99: number }; errors: number; non2xx: number; '2xx': number; '4xx': number; '5xx': number };
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    statuses: { '2xx': result['2xx'], '4xx': result['4xx'], '5xx': result['5xx'] },
  };
}

/** Starts host-shell/server/main.ts in its own process and resolves once it answers. */
export async function startHostServer({ port, backendOrigin, runtimeConfigPath }: { port: number; backendOrigin: string; runtimeConfigPath: string }) {
  const main = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../host-shell/server/main.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...process.env, PORT: String(port), BACKEND_ORIGIN: backendOrigin, RUNTIME_CONFIG: runtimeConfigPath },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${url}/runtime-config.json`)).ok) return { url, stop: () => child.kill('SIGTERM') };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error('the host server did not start');
}
