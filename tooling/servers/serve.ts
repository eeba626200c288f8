// `npm start` ends here: serves the built product on loopback and prints the pages to open. The host
// server runs as it is deployed: compiled (host-shell/server-dist/main.cjs, webpack.server.cjs) in a
// process of its own under plain node, its JSON logs on this terminal; the rest in this process.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { DEFAULT_PORTS, HOST_SERVER_ENTRY, ROOT, startStack, type Stack } from './stack';

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const hostPort = port('HOST_PORT', DEFAULT_PORTS.host);

/** Starts the compiled host server and resolves once /healthz answers. */
async function startHost(stack: Stack): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(ROOT, HOST_SERVER_ENTRY)], {
    env: {
      ...process.env,
      PORT: String(hostPort),
      BACKEND_ORIGIN: stack.urls.simulator,
      RUNTIME_CONFIG: stack.runtimeConfigPath,
      PUBLIC_ORIGIN: stack.urls.host,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${stack.urls.host}/healthz`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error(`the host server did not start on ${stack.urls.host}`);
}

startStack({
  skip: ['host'],
  ports: {
    host: hostPort,
    retail: port('RETAIL_PORT', DEFAULT_PORTS.retail),
    grocery: port('GROCERY_PORT', DEFAULT_PORTS.grocery),
    plainHost: port('PLAIN_HOST_PORT', DEFAULT_PORTS.plainHost),
    simulator: port('SIM_PORT', DEFAULT_PORTS.simulator),
  },
  fixturesDir: process.env.SIM_FIXTURES,
})
  .then(async (stack) => {
    const hostProcess = await startHost(stack).catch(async (error: unknown) => {
      await stack.stopAll();
      throw error;
    });
    const { host, plainHost, simulator } = stack.urls;
    console.log(`
The product detail page is running on loopback. Open:
  Retail product   ${host}/p/sepatu-lari-pria-aero-run-2/ps--SPL-60001
  Variants (list)  ${host}/p/smartphone-nusantara-x5-8-gb/ps--HPX-60003
  Grocery product  ${host}/grocery/p/beras-pandan-wangi-premium/ps--BRS-70001
  Home (all)       ${host}/
  Plain HTML host  ${plainHost}/p/sepatu-lari-pria-aero-run-2/ps--SPL-60001
  Simulator        ${simulator}/backend/_simulator/health
Sign in with budi@contoh.id / demo123. Stop with Ctrl+C.`);
    // The host finishes what it has in flight (SIGTERM; Ctrl+C reaches it too), then the rest stops.
    // A host that stops by itself stops the rest, with its exit code.
    let stopping = false;
    const stopRest = (code: number) => void stack.stopAll().then(() => process.exit(code));
    hostProcess.once('exit', (code) => stopRest(stopping ? 0 : (code ?? 1)));
    const shutdown = () => {
      stopping = true;
      if (hostProcess.exitCode === null) hostProcess.kill('SIGTERM');
    };
    process.on('SIGINT', shutdown);
    process.on('SIGTERM', shutdown);
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
