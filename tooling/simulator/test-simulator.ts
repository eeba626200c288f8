// For the simulator's tests: starts the real simulator on an ephemeral port and gives each test its
// own session (cookie), signed in or not, that calls `/backend` paths and reads the envelope.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { BackendEnvelope } from '@pdp/backend-api/backend';
import { createSimulator } from './simulator';
import { listenSimulator, simulatorServer } from './http-server';
import { scratchDir } from '../test-kit/src/scratch-dir';

const FIXTURES = path.join(__dirname, '../fixtures/catalogue');

interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  body: BackendEnvelope<T>;
}

export interface TestSession {
  /** GET (or `init.method`) a path under /backend with this session's cookie; a `json` body is sent as JSON. */
  call: <T = unknown>(pathname: string, init?: { method?: string; json?: unknown; headers?: Record<string, string> }) => Promise<Answer<T>>;
  /** Signs in a demo account (password demo123). */
  login: (email?: string) => Promise<void>;
}

export interface RunningSimulator {
  base: string;
  session: () => Promise<TestSession>;
  close: () => Promise<void>;
}

export async function startSimulator(fixturesDir = FIXTURES, { attackCorpus = false }: { attackCorpus?: boolean } = {}): Promise<RunningSimulator> {
  const app = simulatorServer(await createSimulator({ fixturesDir, timeoutMs: 300, attackCorpus }));
  const base = await listenSimulator(app, 0);

  async function session(): Promise<TestSession> {
    const first = await fetch(`${base}/backend/_simulator/health`);
    const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] as string;
    const call: TestSession['call'] = async (pathname, init = {}) => {
      const response = await fetch(`${base}/backend${pathname}`, {
        method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
        headers: { cookie, ...(init.json === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
        body: init.json === undefined ? undefined : JSON.stringify(init.json),
      });
      return { status: response.status, headers: response.headers, body: await response.json() };
    };
    const login = async (email = 'budi@contoh.id') => {
      const answer = await call('/member/_login', { json: { email, password: 'demo123' } });
      if (answer.status !== 200) throw new Error(`login of ${email} failed: ${answer.status}`);
    };
    return { call, login };
  }

  const close = () => app.close();
  return { base, session, close };
}

/** A copy of the bundled catalogue in a temporary folder, changed by `edit` (file name → its JSON). */
export async function catalogueCopy(edit: (files: Map<string, unknown>) => void): Promise<string> {
  const directory = scratchDir('pdp-catalogue-');
  const files = new Map<string, unknown>();
  for (const name of ['accounts.json', 'regions.json', 'stores.json']) files.set(name, JSON.parse(await fs.readFile(path.join(FIXTURES, name), 'utf8')));
  for (const name of await fs.readdir(path.join(FIXTURES, 'products'))) {
    files.set(`products/${name}`, JSON.parse(await fs.readFile(path.join(FIXTURES, 'products', name), 'utf8')));
  }
  edit(files);
  await fs.mkdir(path.join(directory, 'products'));
  for (const [name, content] of files) await fs.writeFile(path.join(directory, name), JSON.stringify(content));
  return directory;
}

/**
 * A copy of the bundled catalogue in which the product fixture `file` has `change` merged into its
 * `section` (`quote`, `combo`, …); a field the change sets to undefined is left out.
 */
export function catalogueWithChange(file: string, section: string, change: object): Promise<string> {
  return catalogueCopy((files) => {
    const product = files.get(file) as Record<string, object>;
    files.set(file, { ...product, [section]: { ...product[section], ...change } });
  });
}

/** Runs `test` with a shopper of a simulator of its own that serves the attack corpus, closed after. */
export async function withAttackCorpus(test: (shopper: TestSession) => Promise<void>): Promise<void> {
  const simulator = await startSimulator(undefined, { attackCorpus: true });
  try {
    await test(await simulator.session());
  } finally {
    await simulator.close();
  }
}

/**
 * The simulator of a test file with one shopper's session: started before its tests, closed after.
 * The shopper is a TestSession whose calls go to the session made at start.
 */
export function simulatorWithShopper(): { simulator: RunningSimulator; shopper: TestSession } {
  let running: RunningSimulator | null = null;
  let session: TestSession | null = null;
  const started = <T>(value: T | null): T => {
    if (value === null) throw new Error('the simulator starts in beforeAll(): use it inside a test');
    return value;
  };
  beforeAll(async () => {
    running = await startSimulator();
    session = await running.session();
  });
  afterAll(() => running?.close());
  return {
    simulator: {
      get base() {
        return started(running).base;
      },
      session: () => started(running).session(),
      close: () => started(running).close(),
    },
    shopper: { call: (pathname, init) => started(session).call(pathname, init), login: (email) => started(session).login(email) },
  };
}

/**
 * The simulator of a test file, started before its tests and closed after: `session()` is a new
 * anonymous shopper, `member()` a new one signed in (budi@contoh.id).
 */
export function simulatorPerFile(): { session: () => Promise<TestSession>; member: () => Promise<TestSession> } {
  let running: RunningSimulator | null = null;
  beforeAll(async () => {
    running = await startSimulator();
  });
  afterAll(() => running?.close());
  const session = () => {
    if (!running) throw new Error('the simulator starts in beforeAll(): use it inside a test');
    return running.session();
  };
  const member = async () => {
    const shopper = await session();
    await shopper.login();
    return shopper;
  };
  return { session, member };
}
