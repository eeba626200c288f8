// The backend simulator: a real HTTP server on loopback that answers the `/backend` calls of spec §7
// from a fixture catalogue, with a session per cookie and fault injection on demand.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { BadRequest, Router, fail, newSessionId, newTraceId, parseCookies, readJsonBody, writeReply, type Reply } from './http-kit';
import { FaultSyntaxError, faultDetails, parseFault, type Fault } from './faults';
import { SessionStore, type SessionState } from './sessions';
import { indexSellerVouchers, loadCatalogue, type Catalogue } from './catalogue/load-catalogue';
import { ATTACK_CORPUS, HOSTILE_STORE_BASE, hostileGroceryProducts, hostileProducts, hostileStores } from './catalogue/attack-corpus';
import { productOfRequest } from './handlers/products';
import * as areas from './handlers';
import type { HandlerContext } from './handlers/context';

const SESSION_COOKIE = 'sim_session';

export interface SimulatorOptions {
  fixturesDir: string;
  /** How long a `timeout` fault holds a request before dropping it. */
  timeoutMs?: number;
  /** Add the attack corpus's hostile products (catalogue/attack-corpus.ts) to the catalogue. */
  attackCorpus?: boolean;
}

export interface Simulator {
  server: http.Server;
  catalogue: Catalogue;
}

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

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

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const headers: Record<string, string> = { 'x-b3-traceid': newTraceId() };
    const language = /^\s*en\b/i.test(String(request.headers['accept-language'] ?? '')) ? 'en' : 'id';
    headers['Content-Language'] = language;
    const cookie = parseCookies(request.headers.cookie)[SESSION_COOKIE];
    const sessionId = cookie && /^[0-9a-f]{32}$/.test(cookie) ? cookie : newSessionId();
    if (sessionId !== cookie) headers['Set-Cookie'] = `${SESSION_COOKIE}=${sessionId}; Path=/; HttpOnly; SameSite=Lax`;
    /** Writes the answer; a session that set its clock reads that time in it (`Date`), as the page's server clock. */
    const send = (reply: Reply) => {
      if (sessions.get(sessionId).clockOffsetMs !== null) headers.Date = new Date(sessions.now(sessionId)).toUTCString();
      writeReply(response, reply, headers);
    };
    const url = new URL(request.url ?? '/', 'http://simulator.local');
    const method = request.method ?? 'GET';

    let fault: Fault | null = null;
    const requested = request.headers['x-sim-fault'] ?? url.searchParams.get('_fault');
    try {
      if (typeof requested === 'string' && requested !== '') fault = parseFault(requested);
    } catch (error) {
      send(fail(400, 'SIMULATOR_BAD_FAULT', { fault: [(error as Error).message] }));
      return;
    }
    const matched = router.match(method, url.pathname);
    fault ??= sessionFault(sessions.get(sessionId), method, url.pathname);
    if (!fault && matched && matched !== 'method-not-allowed') {
      const spec = productOfRequest(catalogue, url.pathname)?.faults?.[matched.route.name];
      if (spec) fault = parseFault(spec);
    }

    if (fault?.latencyMs) await sleep(fault.latencyMs);
    if (fault?.timeout) {
      setTimeout(() => response.destroy(), timeoutMs).unref();
      return;
    }
    const now = sessions.now(sessionId);
    const injected = fault ? faultReply(fault, language, now) : null;
    if (injected) {
      send(injected);
      return;
    }
    if (matched === null) {
      send(fail(404));
      return;
    }
    if (matched === 'method-not-allowed') {
      send(fail(405));
      return;
    }
    try {
      const reply = await matched.route.handler({ request, url, params: matched.params, sessionId, now, language, body: () => readJsonBody(request) });
      send(reply);
    } catch (error) {
      if (error instanceof BadRequest || error instanceof FaultSyntaxError) {
        const status = error instanceof BadRequest ? error.httpStatus : 400;
        send(fail(status, 'BAD_REQUEST', { request: [error.message] }));
        return;
      }
      console.error('[simulator]', error);
      send(fail(500));
    }
  }

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error('[simulator]', error);
      if (!response.headersSent) writeReply(response, fail(500), {});
    });
  });
  return { server, catalogue };
}
