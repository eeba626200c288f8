// The backend simulator: answers the `/backend` calls of spec §7 from a fixture catalogue, with a
// session per cookie and fault injection on demand. It is a fetch handler (a `Request` in, a `Response`
// out), so one simulator serves every test: over HTTP for the browser (http-server.ts, on Fastify as the
// host's server is) and mounted in MSW for the component tests (tooling/test-kit).
import { BadRequest, Router, fail, newSessionId, newTraceId, type Reply } from './http-kit';
import { FaultSyntaxError, faultDetails, parseFault, type Fault } from './faults';
import { SessionStore, type SessionState } from './sessions';
import { indexSellerVouchers, loadCatalogue, type Catalogue } from './catalogue/load-catalogue';
import { ATTACK_CORPUS, HOSTILE_STORE_BASE, hostileGroceryProducts, hostileProducts, hostileStores } from './catalogue/attack-corpus';
import { productOfRequest } from './handlers/products';
import * as areas from './handlers';
import type { HandlerContext } from './handlers/context';

export const SESSION_COOKIE = 'sim_session';
const MAX_BODY_BYTES = 64 * 1024;

export interface SimulatorOptions {
  fixturesDir: string;
  /** How long a `timeout` fault holds a request before dropping it (the answer is then `Response.error()`). */
  timeoutMs?: number;
  /** Add the attack corpus's hostile products (catalogue/attack-corpus.ts) to the catalogue. */
  attackCorpus?: boolean;
}

export interface Simulator {
  catalogue: Catalogue;
  /**
   * Answers one request as the backend would. A call the `timeout` fault drops is held for the fault's
   * time, then answered `Response.error()` (a network error): the HTTP server closes the connection,
   * MSW fails the fetch.
   */
  fetch(request: Request): Promise<Response>;
}

/**
 * A hold that does not keep the process alive: a test that ends while a `timeout` or `latency` fault holds
 * a call exits (jest's "worker failed to exit gracefully" came from a latency left running).
 * In jsdom (the simulator mounted in MSW for a component test) a timer is a number, with nothing to unref.
 */
const hold = (milliseconds: number) =>
  new Promise((resolve) => {
    const timer: unknown = setTimeout(resolve, milliseconds);
    (timer as { unref?: () => void }).unref?.();
  });

function sessionFault(session: SessionState, method: string, pathname: string): Fault | null {
  const index = session.faults.findIndex((entry) => entry.pattern.test(pathname) && (!entry.method || entry.method === method));
  const entry = session.faults[index];
  if (!entry) return null;
  if (entry.remaining !== undefined && (entry.remaining -= 1) <= 0) session.faults.splice(index, 1);
  return entry.fault;
}

function faultReply(fault: Fault, language: 'id' | 'en', now: number): Reply | null {
  if (fault.malformed) return { status: 200, raw: { contentType: 'text/html; charset=utf-8', body: '<html>not json</html>', cacheControl: 'no-store' } };
  if (!fault.code && !fault.status) return null;
  const code = fault.code;
  const message = language === 'en' ? `Simulated ${code ?? fault.status}` : `Simulasi galat ${code ?? fault.status}`;
  return fail(fault.status ?? 400, code, code ? { [fault.field ?? 'request']: [message], ...faultDetails(code, now) } : undefined);
}

/** The base of the hostile products: a retail product with variants, a campaign and a description. */
const ATTACK_BASE_SKU = 'SPL-60001';
/** The base of the hostile grocery products: the rice, sold by Ranch Market stores. */
const ATTACK_GROCERY_BASE_SKU = 'BRS-70001';

function cookieOf(request: Request, name: string): string | undefined {
  for (const pair of (request.headers.get('cookie') ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

/** A JSON body of at most 64 KB, or undefined when there is none. */
async function jsonBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw new BadRequest('Body too large', 413);
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new BadRequest('Body is not valid JSON');
  }
}

/** The reply as a fetch `Response`, with the headers every answer carries. */
function responseOf(reply: Reply, headers: Record<string, string>): Response {
  const all = new Headers({ ...headers, ...reply.headers });
  if (reply.raw) {
    all.set('Content-Type', reply.raw.contentType);
    all.set('Cache-Control', reply.raw.cacheControl ?? 'public, max-age=86400');
    return new Response(typeof reply.raw.body === 'string' ? reply.raw.body : new Uint8Array(reply.raw.body), { status: reply.status, headers: all });
  }
  all.set('Content-Type', 'application/json; charset=utf-8');
  all.set('Cache-Control', 'no-store');
  return new Response(JSON.stringify(reply.envelope ?? null), { status: reply.status, headers: all });
}

export async function createSimulator({ fixturesDir, timeoutMs = 30_000, attackCorpus = false }: SimulatorOptions): Promise<Simulator> {
  const catalogue = await loadCatalogue(fixturesDir);
  const attackBase = attackCorpus ? catalogue.byProductSku.get(ATTACK_BASE_SKU) : undefined;
  const groceryBase = attackCorpus ? catalogue.byProductSku.get(ATTACK_GROCERY_BASE_SKU) : undefined;
  const storeBase = attackCorpus ? catalogue.stores?.byCode.get(HOSTILE_STORE_BASE) : undefined;
  const stores = storeBase && catalogue.stores ? hostileStores(storeBase) : [];
  for (const store of stores) {
    catalogue.stores?.stores.push(store);
    catalogue.stores?.byCode.set(store.code, store);
  }
  const hostileGrocery = groceryBase && stores.length > 0 ? hostileGroceryProducts(groceryBase, stores) : [];
  for (const product of [...(attackBase ? hostileProducts(attackBase) : []), ...hostileGrocery]) {
    catalogue.products.push(product);
    catalogue.byProductSku.set(product.productSku, product);
    for (const item of product.items) catalogue.byItemSku.set(item.itemSku, { product, item });
    indexSellerVouchers(catalogue, product, product.productSku);
  }
  const sessions = new SessionStore();
  const router = new Router();
  const context: HandlerContext = { catalogue, sessions, hostileTexts: attackCorpus ? ATTACK_CORPUS.map((hostile) => hostile.text) : [] };
  for (const routes of Object.values(areas)) routes(router, context);

  async function answer(request: Request): Promise<Response> {
    const headers: Record<string, string> = { 'x-b3-traceid': newTraceId() };
    const language = /^\s*en\b/i.test(request.headers.get('accept-language') ?? '') ? 'en' : 'id';
    headers['Content-Language'] = language;
    const cookie = cookieOf(request, SESSION_COOKIE);
    const sessionId = cookie && /^[0-9a-f]{32}$/.test(cookie) ? cookie : newSessionId();
    if (sessionId !== cookie) headers['Set-Cookie'] = `${SESSION_COOKIE}=${sessionId}; Path=/; HttpOnly; SameSite=Lax`;
    /** The answer; a session that set its clock reads that time in it (`Date`), as the page's server clock. */
    const send = (reply: Reply) => {
      if (sessions.get(sessionId).clockOffsetMs !== null) headers.Date = new Date(sessions.now(sessionId)).toUTCString();
      return responseOf(reply, headers);
    };
    const url = new URL(request.url);
    const method = request.method;

    let fault: Fault | null = null;
    const requested = request.headers.get('x-sim-fault') ?? url.searchParams.get('_fault');
    try {
      if (requested) fault = parseFault(requested);
    } catch (error) {
      return send(fail(400, 'SIMULATOR_BAD_FAULT', { fault: [(error as Error).message] }));
    }
    const matched = router.match(method, url.pathname);
    fault ??= sessionFault(sessions.get(sessionId), method, url.pathname);
    if (!fault && matched && matched !== 'method-not-allowed') {
      const spec = productOfRequest(catalogue, url.pathname)?.faults?.[matched.route.name];
      if (spec) fault = parseFault(spec);
    }

    if (fault?.latencyMs) await hold(fault.latencyMs);
    if (fault?.timeout) {
      // Held, then dropped: the caller sees its connection go, as with a backend that hangs.
      await hold(timeoutMs);
      return Response.error();
    }
    const now = sessions.now(sessionId);
    const injected = fault ? faultReply(fault, language, now) : null;
    if (injected) return send(injected);
    if (matched === null) return send(fail(404));
    if (matched === 'method-not-allowed') return send(fail(405));
    try {
      return send(await matched.route.handler({ request, url, params: matched.params, sessionId, now, language, body: () => jsonBody(request) }));
    } catch (error) {
      if (error instanceof BadRequest || error instanceof FaultSyntaxError) {
        const status = error instanceof BadRequest ? error.httpStatus : 400;
        return send(fail(status, 'BAD_REQUEST', { request: [error.message] }));
      }
      console.error('[simulator]', error);
      return send(fail(500));
    }
  }

  return {
    catalogue,
    fetch: (request) =>
      answer(request).catch((error: unknown) => {
        console.error('[simulator]', error);
        return responseOf(fail(500), {});
      }),
  };
}
