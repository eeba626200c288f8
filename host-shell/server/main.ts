// Runs the host server on its own: PORT, BACKEND_ORIGIN, RUNTIME_CONFIG, PUBLIC_ORIGIN (the origin
// shoppers reach it at, for canonical links) and RENDER_BUDGET_MS (a remote's server render) from
// the environment.
import path from 'node:path';
import { createAppServer, listen } from './app-server';

const here = path.dirname(new URL(import.meta.url).pathname);
const port = Number(process.env.PORT ?? 8080);
const backendOrigin = process.env.BACKEND_ORIGIN ?? 'http://127.0.0.1:8090';
const server = createAppServer({
  staticDir: path.join(here, '../dist'),
  spaFallback: 'index.html',
  pageHints: true,
  runtimeConfigPath: process.env.RUNTIME_CONFIG ?? path.join(here, '../config/runtime-config.json'),
  backendOrigin,
  serverRendering: {
    backendBaseUrl: `${backendOrigin}/backend`,
    renderBudgetMs: process.env.RENDER_BUDGET_MS ? Number(process.env.RENDER_BUDGET_MS) : undefined,
  },
  publicOrigin: process.env.PUBLIC_ORIGIN ?? `http://127.0.0.1:${port}`,
});
listen(server, port).then((url) => console.log(`host listening on ${url}`));
