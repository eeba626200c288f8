// Runs the host server on its own (compiled for plain node by webpack.server.cjs): HOST_ROOT (the host's
// folder; by default the one above this file), PORT, BACKEND_ORIGIN, RUNTIME_CONFIG, PUBLIC_ORIGIN (the origin
// shoppers reach it at, for canonical links), RENDER_BUDGET_MS (a remote's server render) and
// SHUTDOWN_GRACE_MS from the environment. Logs are JSON lines on stdout; SIGTERM (or SIGINT) stops
// it gracefully: what is in flight finishes, then the process exits 0.
import path from 'node:path';
import { createAppServer, listen } from './app-server';
import { createJsonLogger } from './log';
import { DEFAULT_PORT } from './operations';

/** The host's folder (its dist/ and config/): above this file, whether run as main.ts or the compiled server-dist/main.cjs. */
const hostRoot = process.env.HOST_ROOT ?? path.resolve(path.dirname(process.argv[1] ?? '.'), '..');
const port = Number(process.env.PORT ?? DEFAULT_PORT);
const backendOrigin = process.env.BACKEND_ORIGIN ?? 'http://127.0.0.1:8090';
const log = createJsonLogger();
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

listen(server, port).then((url) => log.log('info', 'listening', { url }));
