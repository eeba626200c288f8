// Runs the host server on its own (compiled for plain node by webpack.server.cjs): HOST_ROOT (the host's
// folder; by default the one above this file), HOST, PORT, BACKEND_ORIGIN, RUNTIME_CONFIG, PUBLIC_ORIGIN (the origin
// shoppers reach it at, for canonical links), RENDER_BUDGET_MS (a remote's server render),
// SHUTDOWN_GRACE_MS and WORKERS from the environment. Logs are JSON lines on stdout; SIGTERM (or SIGINT)
// stops it gracefully: what is in flight finishes, then the process exits 0. With WORKERS above 1 (one
// per core, say) it is that many processes sharing the port (Node's cluster module): the first forks
// them, starts a new one for one that dies, and passes a stop on to all.
import cluster from 'node:cluster';
import path from 'node:path';
import { createAppServer } from './app-server';
import { createJsonLogger } from './log';
import { DEFAULT_PORT } from './operations';

const log = createJsonLogger();
const workers = Math.max(1, Math.floor(Number(process.env.WORKERS ?? 1)) || 1);

if (cluster.isPrimary && workers > 1) {
  let stopping = false;
  const fork = () => cluster.fork();
  for (let index = 0; index < workers; index += 1) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        log.log('info', 'stopped', {});
        process.exit(0);
      }
      return;
    }
    log.log('warn', 'worker-exited', { pid: worker.process.pid, code, signal });
    fork();
  });
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.log('info', 'shutdown', { signal, workers });
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
} else {
  serve();
}

function serve() {
  /** The host's folder (its dist/ and config/): above this file, whether run as main.ts or the compiled server-dist/main.cjs. */
  const hostRoot = process.env.HOST_ROOT ?? path.resolve(path.dirname(process.argv[1] ?? '.'), '..');
  const port = Number(process.env.PORT ?? DEFAULT_PORT);
  const backendOrigin = process.env.BACKEND_ORIGIN ?? 'http://127.0.0.1:8090';
  const server = createAppServer({
    staticDir: path.join(hostRoot, 'dist'),
    spaFallback: 'index.html',
    pageHints: true,
    runtimeConfigPath: process.env.RUNTIME_CONFIG ?? path.join(hostRoot, 'config/runtime-config.json'),
    backendOrigin,
    serverRendering: {
      backendBaseUrl: `${backendOrigin}/backend`,
      renderBudgetMs: process.env.RENDER_BUDGET_MS ? Number(process.env.RENDER_BUDGET_MS) : undefined,
    },
    publicOrigin: process.env.PUBLIC_ORIGIN ?? `http://127.0.0.1:${port}`,
    log,
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.log('info', 'shutdown', { signal });
    void server.shutdown(process.env.SHUTDOWN_GRACE_MS ? Number(process.env.SHUTDOWN_GRACE_MS) : undefined).then(() => {
      log.log('info', 'stopped', {});
      process.exit(0);
    });
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));

  // Loopback unless HOST says otherwise (the image sets 0.0.0.0: the pod's probes and Service reach it there).
  server.listen(port, process.env.HOST ?? '127.0.0.1').then((url) => log.log('info', 'listening', { url, pid: process.pid }));
}
