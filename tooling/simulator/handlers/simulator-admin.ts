// The simulator's own controls (not part of the marketplace API): session faults and health.
import { BadRequest, ok, type Router } from '../http-kit';
import { globToRegExp, parseFault } from '../faults';
import type { SessionStore } from '../sessions';

const MAX_SESSION_FAULTS = 50;

export function simulatorAdminRoutes(router: Router, sessions: SessionStore): void {
  router.add('GET', '/backend/_simulator/health', 'health', () => ok({ healthy: true }));

  router.add('POST', '/backend/_simulator/faults', 'add-fault', async ({ body, sessionId }) => {
    const request = (await body()) as { path?: unknown; fault?: unknown; method?: unknown; times?: unknown } | undefined;
    if (typeof request?.path !== 'string' || !request.path.startsWith('/backend/')) throw new BadRequest('path must be a glob under /backend/');
    if (typeof request.fault !== 'string') throw new BadRequest('fault must be a fault spec, e.g. "status=503"');
    if (request.times !== undefined && (!Number.isInteger(request.times) || (request.times as number) < 1)) throw new BadRequest('times must be a positive integer');
    if (request.method !== undefined && !['GET', 'POST', 'DELETE'].includes(request.method as string)) throw new BadRequest('method must be GET, POST or DELETE');
    const session = sessions.get(sessionId);
    if (session.faults.length >= MAX_SESSION_FAULTS) throw new BadRequest('too many session faults; clear them first');
    session.faults.push({
      pattern: globToRegExp(request.path),
      method: request.method as string | undefined,
      fault: parseFault(request.fault),
      remaining: request.times as number | undefined,
    });
    return ok({ active: session.faults.length });
  });

  router.add('DELETE', '/backend/_simulator/faults', 'clear-faults', ({ sessionId }) => {
    sessions.get(sessionId).faults = [];
    return ok({ active: 0 });
  });
}
