// A bounded loopback load on one page of the host server: requests per second and p99 latency, on one
// address (hot: the page micro-cache and the last good render serve it) or on an address of its own
// for every request (cold). The load generator runs in a process of its own, so it never competes with
// the server for its thread.
import { execFile, spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { HOST_SERVER_ENTRY, ROOT } from '../servers/stack';

export interface Throughput {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  /** Answers by status class. */
  statuses: { '2xx': number; '4xx': number; '5xx': number };
}

const run = promisify(execFile);

/**
 * autocannon through its API in a process of its own, its result printed as JSON: its command line
 * takes `[` for the start of a sub-argument, so it cannot be given an address with `[<id>]`.
 */
const LOAD_SCRIPT =
  'require(process.argv[1])(JSON.parse(process.argv[2]), (error, result) => { if (error) { console.error(error); process.exit(1); } process.stdout.write(JSON.stringify(result)); });';

/** The query parameter that makes every request of a cold load another page (not a tracking parameter: spec §9). */
const COLD_PARAMETER = 'bench';

/**
 * `amount`: send that many requests instead of running for `seconds`. `cold`: every request asks for
 * the page with a query parameter of its own (`?bench=<id>`), so no page micro-cache entry, last good
 * render or coalesced render serves it: each is the remote's render and the host's (only the remote's
 * own backend caches, decision 0028, still help, as they do any page).
 */
export async function measureThroughput(
  url: string,
  { seconds = 10, connections = 20, amount, cold = false }: { seconds?: number; connections?: number; amount?: number; cold?: boolean } = {},
): Promise<Throughput> {
  if (!/^http:\/\/127\.0\.0\.1:/.test(url)) throw new Error('Load is only ever sent to loopback');
  const autocannon = path.dirname(createRequire(import.meta.url).resolve('autocannon/autocannon.js'));
  const options = {
    url: cold ? `${url}${url.includes('?') ? '&' : '?'}${COLD_PARAMETER}=[<id>]` : url,
    idReplacement: cold,
    connections,
    ...(amount ? { amount } : { duration: seconds }),
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  };
  const { stdout } = await run(process.execPath, ['-e', LOAD_SCRIPT, autocannon, JSON.stringify(options)], {
    maxBuffer: 16 * 1024 * 1024,
    timeout: (amount ? 600 : seconds + 30) * 1000,
  });
  const result = JSON.parse(stdout) as {
    requests: { average: number };
    latency: { p99: number };
    errors: number;
    non2xx: number;
    '2xx': number;
    '4xx': number;
    '5xx': number;
  };
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    statuses: { '2xx': result['2xx'], '4xx': result['4xx'], '5xx': result['5xx'] },
  };
}

/** Starts the compiled host server (host-shell/server-dist/main.cjs, as deployed) under plain node, and resolves once it answers. */
export async function startHostServer({
  port,
  backendOrigin,
  runtimeConfigPath,
  workers = 1,
  entry = HOST_SERVER_ENTRY,
}: {
  port: number;
  backendOrigin: string;
  runtimeConfigPath: string;
  /** Processes sharing the port (main.ts's WORKERS): one per core for the cluster figure. */
  workers?: number;
  /** Another build of the server (a before-and-after comparison), relative to the repository. */
  entry?: string;
}) {
  const main = path.join(ROOT, entry);
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      // Another build of the server (`entry`) still serves the host's own folder.
      HOST_ROOT: path.join(ROOT, 'host-shell'),
      PORT: String(port),
      BACKEND_ORIGIN: backendOrigin,
      RUNTIME_CONFIG: runtimeConfigPath,
      WORKERS: String(workers),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${url}/runtime-config.json`)).ok) return { url, pid: child.pid, stop: () => child.kill('SIGTERM') };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error('the host server did not start');
}

/** The resident memory of a process, in MB (Linux), or null where /proc cannot say. */
export async function residentMemoryMb(pid: number | undefined): Promise<number | null> {
  if (!pid) return null;
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
  } catch {
    return null;
  }
}

/** Clock ticks of a process (user and system) from /proc, or 0 where it cannot be read. */
async function ticksOf(pid: number): Promise<number> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** A process and its children (a cluster primary and its workers), from /proc. */
async function familyOf(pid: number): Promise<number[]> {
  const children: number[] = [];
  for (const entry of await readdir('/proc').catch(() => [] as string[])) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) children.push(Number(entry));
  }
  return [pid, ...children];
}

/** The machine's busy and total ticks, summed over its cores, from /proc/stat. */
async function machineTicks(): Promise<{ busy: number; total: number }> {
  const line = (await readFile('/proc/stat', 'utf8')).split('\n')[0] ?? '';
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  const total = values.reduce((sum, value) => sum + value, 0);
  return { busy: total - idle, total };
}

export interface CoreUse {
  /** Cores' worth of time the server's processes used during the run. */
  server: number;
  /** Cores' worth of time everything else used (the load generator, the simulator, the remotes). */
  others: number;
  cores: number;
}

/**
 * How the machine's cores were shared during `run`: what the server (a process and its workers)
 * used and what the rest did. On a machine whose cores the load generator shares, this says how
 * much a second worker could have had. Null where /proc cannot say.
 */
export async function measureCoreUse<T>(pid: number | undefined, cores: number, run: () => Promise<T>): Promise<{ result: T; use: CoreUse | null }> {
  if (!pid) return { result: await run(), use: null };
  const family = await familyOf(pid);
  const serverBefore = (await Promise.all(family.map(ticksOf))).reduce((sum, value) => sum + value, 0);
  const machineBefore = await machineTicks();
  const result = await run();
  const serverAfter = (await Promise.all(family.map(ticksOf))).reduce((sum, value) => sum + value, 0);
  const machineAfter = await machineTicks();
  const elapsed = (machineAfter.total - machineBefore.total) / cores;
  if (elapsed <= 0) return { result, use: null };
  const server = (serverAfter - serverBefore) / elapsed;
  const busy = (machineAfter.busy - machineBefore.busy) / elapsed;
  return { result, use: { server, others: Math.max(0, busy - server), cores } };
}
