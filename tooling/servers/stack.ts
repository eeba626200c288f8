// Starts the whole product on loopback from the production builds: the simulator, both remotes
// (static-server.ts, standing in for their CDN), the plain HTML host and the host server (proxying
// /backend to the simulator).
// Used by `npm start` and by the end-to-end suite, which also stops and restarts single servers.
import type http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { RuntimeConfig } from '@pdp/host-contract/contract';
import { createAppServer, type AppServer } from '../../host-shell/server/app-server';
import type { ServerRenderingOptions } from '../../host-shell/server/pages';
import { createSimulator } from '../simulator/simulator';
import { listenSimulator, simulatorServer } from '../simulator/http-server';
import { closeNow, listen } from './listen';
import { createStaticServer } from './static-server';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
/** The compiled host server (host-shell/webpack.server.cjs), as `npm start`, the bench and the image run it with plain node. */
export const HOST_SERVER_ENTRY = 'host-shell/server-dist/main.cjs';

export interface StackPorts {
  host: number;
  retail: number;
  grocery: number;
  simulator: number;
  plainHost: number;
}

export const DEFAULT_PORTS: StackPorts = { host: 8080, retail: 8081, grocery: 8082, plainHost: 8083, simulator: 8090 };

export type ServerName = keyof StackPorts;

export interface Stack {
  urls: Record<ServerName, string>;
  runtimeConfigPath: string;
  stop(name?: ServerName): Promise<void>;
  restart(name: ServerName): Promise<void>;
  stopAll(): Promise<void>;
}

export interface StackOptions {
  ports?: Partial<StackPorts>;
  fixturesDir?: string;
  /** Where to write the run-time configuration the hosts serve. */
  runtimeConfigPath?: string;
  brand?: string;
  /** Override a remote's static folder (e.g. another build of the grocery remote). */
  distDirs?: Partial<Record<'retail' | 'grocery', string>>;
  /** Serve the attack corpus's hostile products too (tooling/simulator/catalogue/attack-corpus.ts). */
  attackCorpus?: boolean;
  /** How long the simulator's `timeout` fault holds a call before dropping it (30 s by default). */
  simulatorTimeoutMs?: number;
  /** The host server's rendering options but where it reaches the backend (its breaker, back-off, last good renders). */
  serverRendering?: Omit<ServerRenderingOptions, 'backendBaseUrl'>;
  /** Servers the caller runs itself (`npm start` runs the compiled host server as its own process). */
  skip?: ServerName[];
}

/** One server of the stack, started and stopped the same way whatever it is made with. */
interface Running {
  listen(port: number): Promise<string>;
  close(): Promise<void>;
}

const plain = (server: http.Server): Running => ({ listen: (port) => listen(server, port), close: () => closeNow(server) });
const fastify = (app: FastifyInstance): Running => ({ listen: (port) => listenSimulator(app, port), close: () => app.close() });
const host = (server: AppServer): Running => ({ listen: (port) => server.listen(port), close: () => server.shutdown(0) });

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const ports = { ...DEFAULT_PORTS, ...options.ports };
  const urls = Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, `http://127.0.0.1:${port}`])) as Record<ServerName, string>;
  const runtimeConfigPath = options.runtimeConfigPath ?? path.join(ROOT, '.tmp', `runtime-config.${ports.host}.json`);
  const config: RuntimeConfig = {
    brand: options.brand ?? 'Pasarku',
    backendBaseUrl: '/backend',
    analyticsUrl: '/backend/_collector/events',
    affiliateEnabled: true,
    remotes: {
      retail: { manifestUrl: `${urls.retail}/mf-manifest.json`, serverEntryUrl: `${urls.retail}/server/remoteEntry.js` },
      grocery: { manifestUrl: `${urls.grocery}/mf-manifest.json`, serverEntryUrl: `${urls.grocery}/server/remoteEntry.js` },
    },
  };
  await fs.mkdir(path.dirname(runtimeConfigPath), { recursive: true });
  await fs.writeFile(runtimeConfigPath, `${JSON.stringify(config, null, 2)}\n`);

  const simulator = await createSimulator({
    fixturesDir: options.fixturesDir ?? path.join(ROOT, 'tooling/fixtures/catalogue'),
    attackCorpus: options.attackCorpus,
    timeoutMs: options.simulatorTimeoutMs,
  });
  const factories: Record<ServerName, () => Running> = {
    simulator: () => fastify(simulatorServer(simulator)),
    retail: () => plain(createStaticServer(options.distDirs?.retail ?? path.join(ROOT, 'pdp-remote/dist'))),
    grocery: () => plain(createStaticServer(options.distDirs?.grocery ?? path.join(ROOT, 'grocery-remote/dist'))),
    plainHost: () =>
      host(
        createAppServer({ staticDir: path.join(ROOT, 'tooling/plain-host/dist'), spaFallback: 'index.html', runtimeConfigPath, backendOrigin: urls.simulator }),
      ),
    host: () =>
      host(
        createAppServer({
          staticDir: path.join(ROOT, 'host-shell/dist'),
          spaFallback: 'index.html',
          pageHints: true,
          runtimeConfigPath,
          backendOrigin: urls.simulator,
          serverRendering: { ...options.serverRendering, backendBaseUrl: `${urls.simulator}/backend` },
          publicOrigin: urls.host,
        }),
      ),
  };
  const running = new Map<ServerName, Running>();
  const start = async (name: ServerName) => {
    const server = factories[name]();
    await server.listen(ports[name]);
    running.set(name, server);
  };
  const stop = async (name?: ServerName) => {
    const names = name ? [name] : [...running.keys()];
    await Promise.all(
      names.map(async (entry) => {
        const server = running.get(entry);
        running.delete(entry);
        if (server) await server.close();
      }),
    );
  };
  try {
    for (const name of Object.keys(factories) as ServerName[]) if (!options.skip?.includes(name)) await start(name);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    urls,
    runtimeConfigPath,
    stop,
    restart: start,
    stopAll: () => stop(),
  };
}
