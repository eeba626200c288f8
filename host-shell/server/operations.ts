// The host server's operations endpoints (issue 20) and its graceful shutdown.
// - `/healthz`: alive, the process answers (a liveness probe restarts it when this stops).
// - `/readyz`: ready for shoppers: the run-time configuration is readable, and each remote's server
//   build it names loads (a readiness probe keeps traffic away until then, and while shutting down).
// - Shutdown (SIGTERM, app-server.ts on Fastify's close): stop accepting, answer 503 on connections
//   still open so the balancer stops sending, let what is in flight finish, close idle keep-alive
//   connections, and after a grace period close the rest.
import type { RuntimeConfig } from '@pdp/host-contract/contract';
import { REMOTE_KEYS, type RemoteKey } from '@pdp/host-contract/remotes';
import type { RemoteServerModules } from './remote-server-modules';

/** The port the server listens on unless PORT says otherwise, and its two probes' paths. */
export const DEFAULT_PORT = 8080;
export const HEALTH_PATH = '/healthz';
export const READY_PATH = '/readyz';

type CheckResult = 'ok' | string;

export interface Readiness {
  ready: boolean;
  checks: Record<string, CheckResult>;
}

/** How long a remote's server build may take to load for /readyz before it counts as not ready. */
const READY_LOAD_BUDGET_MS = 2_000;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}

/**
 * What /readyz checks: the configuration (when the server has one) and, when it renders on the
 * server, each remote's server build named in it. A failure names what failed.
 */
export async function checkReadiness({
  readConfig,
  modules,
  serverRendering,
  draining,
}: {
  /** Null: unreadable; undefined: the server has no configuration to read. */
  readConfig: (() => Promise<RuntimeConfig | null>) | undefined;
  modules: RemoteServerModules;
  serverRendering: boolean;
  draining: boolean;
}): Promise<Readiness> {
  const checks: Record<string, CheckResult> = {};
  if (draining) checks.shutdown = 'shutting down';
  if (readConfig) {
    const config = await readConfig();
    checks.runtimeConfig = config ? 'ok' : 'unreadable';
    if (config && serverRendering) {
      await Promise.all(
        (REMOTE_KEYS as readonly RemoteKey[]).map(async (remote) => {
          const entryUrl = config.remotes[remote]?.serverEntryUrl;
          if (!entryUrl) return;
          try {
            await within(modules.load(remote, entryUrl), READY_LOAD_BUDGET_MS);
            checks[`remote:${remote}`] = 'ok';
          } catch (error) {
            checks[`remote:${remote}`] = error instanceof Error ? error.message : String(error);
          }
        }),
      );
    }
  }
  return { ready: Object.values(checks).every((result) => result === 'ok'), checks };
}

/** How long in-flight requests get to finish after SIGTERM before their connections are closed. */
export const SHUTDOWN_GRACE_MS = 10_000;
