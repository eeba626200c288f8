// The simulator's own controls (not part of the marketplace API): session faults, what quick
// checkout answers for the session, the product config it reads, the session's clock, and health.
import { CHECKOUT_STATUSES, isOneOf } from '@pdp/backend-api/enums';
import { BadRequest, ok, type Router } from '../http-kit';
import { globToRegExp, parseFault } from '../faults';
import { PRODUCT_CONFIGS } from './content';
import type { HandlerContext } from './context';

const MAX_SESSION_FAULTS = 50;
/** A moment with its offset from UTC, as ISO 8601 writes it: `2026-11-22T10:00:00+07:00`. */
const INSTANT = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?(Z|([+-])(\d{2}):(\d{2}))$/;

/** The moment `text` names, or NaN: not a moment with its offset, or a day or hour that does not exist (Feb 31, 24:00). */
function momentOf(text: unknown): number {
  const parts = typeof text === 'string' ? INSTANT.exec(text) : null;
  if (!parts) return Number.NaN;
  const [, local, zone, sign, hours, minutes] = parts;
  const at = Date.parse(text as string);
  const offsetMs = zone === 'Z' ? 0 : (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000;
  // Date.parse rolls a day or hour that does not exist into the next: read back, it is another.
  return Number.isNaN(at) || new Date(at + offsetMs).toISOString().slice(0, 16) !== local ? Number.NaN : at;
}

export function simulatorAdminRoutes(router: Router, { sessions }: HandlerContext): void {
  router.add('GET', '/backend/_simulator/health', 'health', () => ok({ healthy: true }));

  router.add('POST', '/backend/_simulator/faults', 'add-fault', async ({ body, sessionId }) => {
    const request = (await body()) as { path?: unknown; fault?: unknown; method?: unknown; times?: unknown } | undefined;
    if (typeof request?.path !== 'string' || !request.path.startsWith('/backend/')) throw new BadRequest('path must be a glob under /backend/');
    if (typeof request.fault !== 'string') throw new BadRequest('fault must be a fault spec, e.g. "status=503"');
    if (request.times !== undefined && (!Number.isInteger(request.times) || (request.times as number) < 1))
      throw new BadRequest('times must be a positive integer');
    if (request.method !== undefined && !['GET', 'POST', 'DELETE'].includes(request.method as string))
      throw new BadRequest('method must be GET, POST or DELETE');
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

  // `{ "status": "SKIP_CHECKOUT", "remaining": 1 }`: quick checkout answers that status (for the next
  // `remaining` calls, or until cleared) whatever the product's fixture says.
  router.add('POST', '/backend/_simulator/quick-checkout', 'set-quick-checkout', async ({ body, sessionId }) => {
    const request = (await body()) as { status?: unknown; remaining?: unknown } | undefined;
    if (!isOneOf(CHECKOUT_STATUSES, request?.status)) throw new BadRequest(`status must be one of ${CHECKOUT_STATUSES.join(', ')}`);
    const remaining = request.remaining;
    if (remaining !== undefined && (!Number.isSafeInteger(remaining) || (remaining as number) < 1))
      throw new BadRequest('remaining must be a positive integer');
    const override = { status: request.status, remaining: remaining as number | undefined };
    sessions.get(sessionId).quickCheckout = override;
    return ok({ status: override.status, remaining: override.remaining ?? null });
  });

  router.add('DELETE', '/backend/_simulator/quick-checkout', 'clear-quick-checkout', ({ sessionId }) => {
    sessions.get(sessionId).quickCheckout = null;
    return ok({ status: null, remaining: null });
  });

  // `{ "hallOfFameEnabled": "false" }`: the session reads these product config values (ids the config
  // has, string values) until cleared. A page rendered by the host's server reads its cached config
  // instead; a page the browser renders (the plain host) reads the session's.
  router.add('POST', '/backend/_simulator/product-configs', 'set-product-configs', async ({ body, sessionId }) => {
    const request = (await body()) as unknown;
    if (typeof request !== 'object' || request === null || Array.isArray(request)) throw new BadRequest('body must be an object of config ids and values');
    const entries = Object.entries(request);
    for (const [id, value] of entries) {
      if (!PRODUCT_CONFIGS.some((entry) => entry.id === id)) throw new BadRequest(`${id} is not a product config id`);
      if (typeof value !== 'string') throw new BadRequest(`${id} must be a string, as the backend serves it`);
    }
    const session = sessions.get(sessionId);
    session.productConfig = { ...session.productConfig, ...(Object.fromEntries(entries) as Record<string, string>) };
    return ok(session.productConfig);
  });

  router.add('DELETE', '/backend/_simulator/product-configs', 'clear-product-configs', ({ sessionId }) => {
    sessions.get(sessionId).productConfig = {};
    return ok({});
  });

  // `{ "now": "2026-11-22T10:00:00+07:00" }`: the session's clock reads that moment now and runs on
  // from it, until cleared. Every answer that depends on the time follows it (delivery windows,
  // pickup hours, flash sales, the dates errors carry) and so does the `Date` header, the page's
  // server clock. A test that crosses an hour on the wall clock then reads the same windows.
  router.add('POST', '/backend/_simulator/clock', 'set-clock', async ({ body, sessionId }) => {
    const request = (await body()) as { now?: unknown } | undefined;
    const at = momentOf(request?.now);
    if (Number.isNaN(at)) throw new BadRequest('now must be a moment with its offset, e.g. "2026-11-22T10:00:00+07:00"');
    sessions.get(sessionId).clockOffsetMs = at - Date.now();
    return ok({ now: new Date(at).toISOString() });
  });

  router.add('DELETE', '/backend/_simulator/clock', 'clear-clock', ({ sessionId }) => {
    sessions.get(sessionId).clockOffsetMs = null;
    return ok({ now: new Date(sessions.now(sessionId)).toISOString() });
  });
}
