// The one fake backend of the component tests: the backend simulator itself (tooling/simulator, the
// fetch handler the browser meets over HTTP) mounted in MSW behind the base URL a test mounts the
// remote with. Every call goes to it, in a simulator session of the test's own (a new one each test,
// so no state crosses tests), and answers as the simulator answers the browser. A test arranges its
// data through the simulator's catalogue (its fixtures) and its session API (`session`: sign in,
// faults, the clock, product configs); `server.use` stays for faults and odd answers the simulator has
// no way to give.
import path from 'node:path';
import { http, type RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import type { CheckoutStatus } from '@pdp/backend-api/enums';
import { createSimulator, SESSION_COOKIE, type Simulator } from '../../simulator/simulator';
import { newSessionId } from '../../simulator/http-kit';

// A catalogue of the file's own: a copy of the fixtures with a change, for tests that need data they lack.
export { catalogueCopy, catalogueWithChange } from '../../simulator/test-simulator';

const FIXTURES = path.join(__dirname, '../../fixtures/catalogue');

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** Calls a test makes to the simulator in its session, as the browser's page would. */
interface SimulatorSession {
  /** Signs the session in as a demo member (accounts.json), as the login page does. */
  signIn(email?: string): Promise<void>;
  /** The next `times` calls to `path` (the simulator's path, e.g. `/backend/...`) fail with `fault`. */
  fault(path: string, fault: string, options?: { method?: string; times?: number }): Promise<void>;
  /** The session's faults are lifted: every call answers as it would. */
  clearFaults(): Promise<void>;
  /** Quick checkout answers `status` for the session's next `remaining` calls (every call, without), whatever the product says. */
  quickCheckout(status: CheckoutStatus, options?: { remaining?: number }): Promise<void>;
  /** The session reads `now` (ISO) as the current time, running on from it. */
  clock(now: string): Promise<void>;
  /** The session reads these product config values (`{ hallOfFameEnabled: 'false' }`: ids the config has, string values) instead of the defaults. */
  productConfigs(values: Record<string, string>): Promise<void>;
}

/** A call the page made in the test, as the simulator got it. */
interface SentCall {
  method: string;
  /** The simulator's path, e.g. `/backend/product-detail/products/KAO-60002-00001/quotes`. */
  pathname: string;
  /** The query the call was sent with (`page`, `sort`, …). */
  query: URLSearchParams;
  /** The JSON body, parsed; undefined without one. */
  body: unknown;
  /** Whether the call has had its answer (a fault's too) in the test that made it. */
  answered: boolean;
}

export interface SimulatorBackend {
  /** The MSW server: `server.use(...)` for the odd answer a test needs. */
  server: SetupServer;
  /** The calls of the current test to the backend, `method` to paths matching `path` (the simulator's, `/backend/…`). */
  sent(method: string, path: RegExp): SentCall[];
  /**
   * How many answers (a fault's among them) the calls of the current test to `path` (the simulator's) have
   * had from now on: for a row whose page says nothing. Call it before the page makes them.
   */
  answersTo(path: RegExp): () => number;
  /** The running simulator (its catalogue), once the file's tests have started. */
  simulator(): Simulator;
  session: SimulatorSession;
}

/**
 * Starts the simulator behind `base` (e.g. `http://pdp.test/backend`) for a test file, failing any call
 * that goes elsewhere. `base`'s path stands for the simulator's `/backend`.
 */
export function startSimulatorBackend(
  base: string,
  {
    fixturesDir = FIXTURES,
    handlers = [],
    attackCorpus = false,
  }: {
    /** The catalogue: a folder, or one made for the file (test-simulator.ts `catalogueWithChange`). */
    fixturesDir?: string | (() => Promise<string>);
    /** Answers for what is not the backend's (the host's remotes' manifests), kept through every test. */
    handlers?: RequestHandler[];
    /** The simulator's attack corpus on: its hostile products, stores, albums and addresses (simulator.ts). */
    attackCorpus?: boolean;
  } = {},
): SimulatorBackend {
  const prefix = base.replace(/\/+$/, '');
  let simulator: Simulator | undefined;
  let sessionId = newSessionId();
  let calls: SentCall[] = [];
  // The current test's calls by MSW's request id: a call an earlier test left in flight is not its.
  let callsById = new Map<string, SentCall>();

  const toSimulator = async (request: Request): Promise<Response> => {
    if (!simulator) throw new Error('the simulator answers only while the file’s tests run');
    const headers = new Headers(request.headers);
    headers.set('cookie', `${SESSION_COOKIE}=${sessionId}`);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
    const url = new URL(`http://simulator.test/backend${request.url.slice(prefix.length)}`);
    return simulator.fetch(new Request(url, { method: request.method, headers, body }));
  };
  const server = setupServer(
    ...handlers,
    http.all(`${prefix}/*`, ({ request }) => toSimulator(request)),
  );
  // Every call to the backend is recorded, the ones a test's own handler answers too.
  server.events.on('request:start', ({ request, requestId }) => {
    if (!request.url.startsWith(`${prefix}/`)) return;
    const url = new URL(request.url);
    const call: SentCall = {
      method: request.method,
      pathname: `/backend${url.pathname.slice(new URL(prefix).pathname.length)}`,
      query: url.searchParams,
      body: undefined,
      answered: false,
    };
    calls.push(call);
    callsById.set(requestId, call);
    if (request.method !== 'GET' && request.method !== 'HEAD')
      void request
        .clone()
        .text()
        .then((text) => {
          call.body = text ? parsed(text) : undefined;
        });
  });

  server.events.on('request:end', ({ requestId }) => {
    const call = callsById.get(requestId);
    if (call) call.answered = true;
  });

  const admin = async (method: string, pathname: string, data?: unknown) => {
    const answer = await toSimulator(
      new Request(`${prefix}${pathname}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: data === undefined ? undefined : JSON.stringify(data),
      }),
    );
    if (!answer.ok) throw new Error(`${method} ${pathname} answered ${answer.status}: ${await answer.text()}`);
  };

  beforeAll(async () => {
    simulator = await createSimulator({ fixturesDir: typeof fixturesDir === 'string' ? fixturesDir : await fixturesDir(), timeoutMs: 20, attackCorpus });
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
    sessionId = newSessionId();
    calls = [];
    callsById = new Map();
  });
  afterAll(() => server.close());

  return {
    server,
    sent: (method, path) => calls.filter((call) => call.method === method && path.test(call.pathname)),
    answersTo: (path) => {
      const fromNow = calls.slice();
      return () => calls.filter((call) => call.answered && !fromNow.includes(call) && path.test(call.pathname)).length;
    },
    simulator: () => {
      if (!simulator) throw new Error('the simulator starts before the file’s first test');
      return simulator;
    },
    session: {
      signIn: (email = 'sari@contoh.id') => admin('POST', '/member/_login', { email, password: 'demo123' }),
      fault: (pathname, fault, options = {}) => admin('POST', '/_simulator/faults', { path: pathname, fault, ...options }),
      clearFaults: () => admin('DELETE', '/_simulator/faults'),
      quickCheckout: (status, options = {}) => admin('POST', '/_simulator/quick-checkout', { status, ...options }),
      clock: (now) => admin('POST', '/_simulator/clock', { now }),
      productConfigs: (values) => admin('POST', '/_simulator/product-configs', values),
    },
  };
}
