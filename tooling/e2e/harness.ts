// End-to-end harness on @playwright/test: the production builds and the simulator on loopback
// (ports of their own, so a running `npm start` is left alone), and Debian's Chromium (the
// `browser` fixture, launched as playwright.config.ts says). One stack serves every file that only
// reads it (global-setup.ts starts it once); a file that stops, restarts or reconfigures its
// servers gets a stack of its own, on ports of its worker's own.
import { expect, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page, type Request } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { ROOT, type ServerName, type Stack, type StackPorts } from '../servers/stack';
import { jakartaDay } from '../simulator/clock';
import type { AffiliateCommissionDto, AffiliateSessionRequestDto } from '@pdp/backend-api/affiliate';
import type { QuestEventDto } from '@pdp/backend-api/quest';
import type { CollectedEvent } from '@pdp/host-contract/analytics';
import { LOCALE_COOKIE, type Locale } from '@pdp/host-contract/locale';
import { ONBOARDING_CLOSED_KEY, ONBOARDING_TIP_IDS } from '@pdp/host-contract/storage-keys';

import { E2E_PORT_BASE, E2E_PORTS } from './e2e-config';

/**
 * The widths a shopper's flow is tried at. The page changes a flow by width in few places (the
 * seller's more-options menu on a phone, the modal frame's bottom sheet, the floating onboarding tips):
 * those flows run at both. Everywhere else only CSS differs, which the layout checks prove at both
 * widths (every fixture state, layout shift, the attack corpus), so a flow runs once, a file's flows
 * alternating between the two (decision 0058).
 */
export const AT_PHONE = [360] as const;
export const AT_DESKTOP = [1280] as const;
export const AT_BOTH = [360, 1280] as const;

/** Every onboarding tip, closed: how a page opens unless its test is about the tips. */
const ALL_TIPS_CLOSED = JSON.stringify(Object.fromEntries(ONBOARDING_TIP_IDS.map((id) => [id, true])));

/**
 * How a shopper's page opens (`openTrackedPage`): a fresh page (own cookies) that records uncaught
 * errors and console errors. `context` adds browser context options, e.g. a device location and the
 * permission to read it. The onboarding tips float over the page, where they could cover what a test
 * clicks, so a page opens with them closed, as a returning shopper's would, unless `onboarding` is set
 * (onboarding.e2e.ts). `chosenLocale` is the language the shopper chose: its cookie is set before the
 * first visit.
 */
export interface PageOptions {
  width?: number;
  javaScript?: boolean;
  onboarding?: boolean;
  chosenLocale?: Locale;
  context?: BrowserContextOptions;
}

export interface TrackedPage {
  page: Page;
  /** Uncaught exceptions in the page: always a failure. */
  pageErrors: string[];
  /** console.error lines, for tests that expect none or only known ones. */
  consoleErrors: string[];
  /** console.warn lines (a remote logs `[pdp] hydration-failed` there). */
  consoleWarnings: string[];
}

/** Pages opened without JavaScript: nothing hydrates there, so `visit` does not wait for it. */
const scriptless = new WeakMap<Page, boolean>();

/**
 * Opens a URL as a shopper does: a server-rendered page is on screen before it works, so this waits
 * until the host has started on it (React's root is on `#root`: hydrating or rendering; a press
 * before then does nothing) and no remote is still loading or hydrating (the page responds). A page
 * without the host's `#root` (a file, another team's host) waits for its remotes only.
 */
export async function visit(page: Page, url: string, options?: Parameters<Page['goto']>[1]) {
  const response = await page.goto(url, options);
  if (!scriptless.get(page))
    await page.waitForFunction(
      () => {
        const root = document.getElementById('root');
        const hostStarted = root === null || Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
        return hostStarted && !document.querySelector('[data-remote-state="loading"]');
      },
      undefined,
      { timeout: 15_000 },
    );
  return response;
}

/**
 * Ports for a file's own stack: a block of 20 per parallel worker (TEST_PARALLEL_INDEX), so two
 * files that run at once never share one; a file may use the block's spare ports (+4 to +9).
 */
export function ownPorts(parallelIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0)): StackPorts {
  const base = E2E_PORT_BASE + 20 * (1 + parallelIndex);
  return { host: base, retail: base + 1, grocery: base + 2, plainHost: base + 3, simulator: base + 10 };
}

const urlsOf = (ports: StackPorts) =>
  Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, `http://127.0.0.1:${port}`])) as Record<ServerName, string>;

/** The stack global-setup.ts started: read only (its servers are every file's). */
export function sharedStack(): Stack {
  const refuse = () => Promise.reject(new Error('the shared e2e stack is not stopped by a test: give the file its own (the `ownStack` option of fixtures.ts)'));
  return {
    urls: urlsOf(E2E_PORTS),
    runtimeConfigPath: path.join(ROOT, '.tmp', `runtime-config.${E2E_PORTS.host}.json`),
    stop: refuse,
    restart: refuse,
    stopAll: async () => undefined,
  };
}

/**
 * A fresh page in a context of its own (its own cookies, so its own simulator session) on the stack
 * whose host is `host`, recording uncaught errors, console errors and warnings.
 */
export async function openTrackedPage(
  browser: Browser,
  host: string,
  { width = 1280, javaScript = true, onboarding = false, chosenLocale, context: contextOptions = {} }: PageOptions = {},
): Promise<TrackedPage> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: javaScript, ...contextOptions });
  if (chosenLocale) await context.addCookies([{ name: LOCALE_COOKIE, value: chosenLocale, url: host }]);
  if (!onboarding) {
    await context.addInitScript(
      ({ key, value }) => {
        try {
          if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
        } catch {
          // about:blank and the like have no storage: nothing to close there.
        }
      },
      { key: ONBOARDING_CLOSED_KEY, value: ALL_TIPS_CLOSED },
    );
  }
  trackNetwork(context);
  const page = await context.newPage();
  const tracked: TrackedPage = { page, pageErrors: [], consoleErrors: [], consoleWarnings: [] };
  page.on('pageerror', (error) => tracked.pageErrors.push(error.message));
  scriptless.set(page, !javaScript);
  page.on('console', (message) => {
    // A failed load names its status, not its address: the address goes with it, to say which read failed.
    const text = message.text().startsWith('Failed to load resource') ? `${message.text()} (${message.location().url})` : message.text();
    if (message.type() === 'error') tracked.consoleErrors.push(text);
    if (message.type() === 'warning') tracked.consoleWarnings.push(message.text());
  });
  return tracked;
}

/** What each tracked context has asked for and not yet had answered. */
const inFlight = new WeakMap<BrowserContext, Set<Request>>();
/** Each tracked context's requests and their ends, a line each (`networkLog`). */
const requestLines = new WeakMap<BrowserContext, string[]>();

/**
 * Starts counting a context's requests, for `networkSettled` (openPage does it for its pages), and
 * logging them, for a failure to say what the page asked for (`networkLog`).
 */
export function trackNetwork(context: BrowserContext): void {
  if (inFlight.has(context)) return;
  const open = new Set<Request>();
  const lines: string[] = [];
  const started = Date.now();
  const line = (mark: string, request: Request, end: string) =>
    lines.push(`${String(Date.now() - started).padStart(6)} ms ${mark} ${request.method()} ${request.url()}${end}`);
  inFlight.set(context, open);
  requestLines.set(context, lines);
  context.on('request', (request) => {
    open.add(request);
    line('→', request, '');
  });
  // The answer's status as it comes (a request's own `response()` is asked of the browser, which may have
  // closed the context by then).
  context.on('response', (response) => line('←', response.request(), ` ${response.status()}`));
  context.on('requestfinished', (request) => open.delete(request));
  context.on('requestfailed', (request) => {
    open.delete(request);
    line('✗', request, ` ${request.failure()?.errorText ?? ''}`);
  });
}

/**
 * What a tracked context asked for, a line per request and per end, in order: what a failing test
 * attaches (its trace holds no network: Playwright records that only with DOM snapshots).
 */
export const networkLog = (context: BrowserContext): string => (requestLines.get(context) ?? []).join('\n');

/**
 * Waits until the page has asked for nothing for `quietMs` (its sections and chunks loaded), then for
 * two frames, so what the answers bring is painted.
 * Requests whose URL `except` matches (one the test holds) do not count.
 */
export async function networkSettled(page: Page, { quietMs = 300, timeoutMs = 15_000, except = null as RegExp | null } = {}): Promise<void> {
  const open = inFlight.get(page.context());
  if (!open) throw new Error('networkSettled needs a tracked context (openPage, or trackNetwork first)');
  const counted = () => [...open].filter((request) => !except?.test(request.url()));
  let quietSince = Date.now();
  const quiet = () => {
    if (counted().length > 0) quietSince = Date.now();
    return Date.now() - quietSince >= quietMs;
  };
  try {
    await expect.poll(quiet, { timeout: timeoutMs, intervals: [50] }).toBe(true);
  } catch {
    throw new Error(
      `the page kept asking for ${counted()
        .map((request) => request.url())
        .join(', ')}`,
    );
  }
  await twoFrames(page);
}

/** How long a page may go without a frame before `twoFrames` gives up (it paints one in 16 ms when well). */
const FRAME_STALL_MS = 10_000;

/**
 * Waits for two frames, so what the page just received is painted. A renderer that paints nothing
 * (seen once in a full run: no frame for 173 s, nothing else amiss) fails here with what the page
 * said of itself, instead of hanging until the test's own timeout.
 */
async function twoFrames(page: Page): Promise<void> {
  const stalled = await page.evaluate(
    (stallMs) =>
      new Promise<string | null>((resolve) => {
        const timer = setTimeout(() => resolve(`visibility ${document.visibilityState}, focus ${document.hasFocus()}`), stallMs);
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            clearTimeout(timer);
            resolve(null);
          }),
        );
      }),
    FRAME_STALL_MS,
  );
  if (stalled !== null) throw new Error(`the page painted no frame in ${FRAME_STALL_MS} ms (${stalled})`);
}

/** Signs a demo account in through the host's login page (password demo123) and waits for home. */
export async function signIn(page: Page, host: string, account = 'Sari Wulandari'): Promise<void> {
  await visit(page, `${host}/login`);
  await page.getByRole('button', { name: `Pakai akun ${account}` }).click();
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await page.waitForURL(`${host}/`);
}

/** The host's session check (`networkSettled`'s `except` while a test holds it). */
export const SESSION_CHECK = /\/member\/current-user$/;

/**
 * Holds the host's session check of the next page load until the returned function is called: until
 * then the page has a visitor's props, as on a slow network, though the shopper is signed in.
 */
export async function holdSessionCheck(page: Page): Promise<() => void> {
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route(SESSION_CHECK, async (route) => {
    await answered;
    await route.continue();
  });
  return answer;
}

/** On the login page a members' action led to: waits for it and signs in, so the host returns to `returnTo`. */
export async function signInOnLoginPage(page: Page, account = 'Sari Wulandari'): Promise<void> {
  await page.waitForURL(/\/login\?returnTo=/);
  await page.getByRole('button', { name: `Pakai akun ${account}` }).click();
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
}

/**
 * Waits for the host's bag page after a "Lihat bag" link: the URL changes before the lazy bag page
 * replaces the product page, so a bare getByText could still find the product's own name.
 */
export async function bagPage(page: Page, host: string, heading = 'Bag kamu'): Promise<Locator> {
  await page.waitForURL(`${host}/cart`);
  const bag = page.getByRole('main').filter({ has: page.getByRole('heading', { level: 1, name: heading }) });
  await bag.waitFor();
  return bag;
}

/**
 * POSTs `body` to one of the simulator's controls (`/backend/_simulator/<control>`) for this page's
 * session (its cookie); throws, naming `what`, unless the simulator took it.
 */
async function simulatorControl(page: Page, control: string, body: unknown, what: string): Promise<void> {
  const status = await page.evaluate(
    async ({ url, json }) => (await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: json })).status,
    { url: `/backend/_simulator/${control}`, json: JSON.stringify(body) },
  );
  if (status !== 200) throw new Error(`the simulator refused ${what}: ${status}`);
}

/** Ties a fault to this page's simulator session (its cookie). */
export async function sessionFault(page: Page, path: string, fault: string, options: { method?: string; times?: number } = {}): Promise<void> {
  await simulatorControl(page, 'faults', { path, fault, ...options }, `the fault ${fault} on ${path}`);
}

/** `time` (`hh:mm`) of today in Jakarta, with its offset (`2026-11-29T10:00:00+07:00`): a moment for a session's clock (sessionClock). */
export function jakartaToday(time: string, now = Date.now()): string {
  return `${jakartaDay(now).date}T${time}:00+07:00`;
}

/** Ten in the morning of today in Jakarta: the stores and customer care open, no delivery window starting within the hour. */
export const jakartaMorning = (): string => jakartaToday('10:00');

/**
 * Sets this page's simulator session's clock (its cookie) to `now`; it runs on from there. A test whose
 * page picks delivery windows sets it, so the wall clock crossing an hour never takes its window away.
 */
export async function sessionClock(page: Page, now: string): Promise<void> {
  await simulatorControl(page, 'clock', { now }, `the clock ${now}`);
}

/**
 * Sets product config values for this page's simulator session (its cookie). Only a page the browser
 * renders reads them (the plain host): the host's server renders with the config it has cached.
 */
export async function sessionProductConfig(page: Page, values: Record<string, string>): Promise<void> {
  await simulatorControl(page, 'product-configs', values, `the product config ${JSON.stringify(values)}`);
}

/** What the simulator kept of the session's tracking (oldest first): analytics events, quest events, affiliate sessions. */
export async function collectedEvents(page: Page): Promise<{
  analyticsEvents: CollectedEvent[];
  questEvents: QuestEventDto[];
  affiliateSessions: (AffiliateSessionRequestDto & { commissions: AffiliateCommissionDto[] })[];
}> {
  return page.evaluate(async () => (await (await fetch('/backend/_simulator/collected')).json()).data);
}

export async function clearFaults(page: Page): Promise<void> {
  await page.evaluate(() => fetch('/backend/_simulator/faults', { method: 'DELETE' }));
}

/**
 * The file of a remote's English catalogue chunk (production chunks are numbered; the build lists
 * these by name in the remote's mf-manifest.json, decision 0043): `pdp-messages-en` → `9186.b7da1418.js`.
 */
export function englishChunkFile(remoteDir: 'pdp-remote' | 'grocery-remote', name: string): string {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, remoteDir, 'dist/mf-manifest.json'), 'utf8')) as { namedChunks?: Record<string, string> };
  const file = manifest.namedChunks?.[name];
  if (!file) throw new Error(`${remoteDir}'s manifest names no ${name} chunk`);
  return file;
}

/** The built file of the retail remote's chunk that holds a module (chunks are named by number). */
export async function chunkFile(dist: string, module: string): Promise<string> {
  const maps = (await readdir(dist)).filter((entry) => entry.endsWith('.js.map'));
  for (const map of maps) {
    const { sources } = JSON.parse(await readFile(path.join(dist, map), 'utf8')) as { sources: string[] };
    if (sources.some((source) => source.endsWith(module))) return map.slice(0, -'.map'.length);
  }
  throw new Error(`no chunk of the build holds ${module}`);
}

/** Failed calls a test forces are logged by the browser as failed resources. */
export const FORCED_FAILURES = [/Failed to load resource: the server responded with a status of (4|5)\d\d/];

export const hydrationFailures = (tracked: TrackedPage) => tracked.consoleWarnings.filter((line) => line.includes('hydration-failed'));

/** The feed of more products that ends a retail product's recommendations (its heading's id). */
const FEED_HEADING = '#recommendations-infinite';

/**
 * Scrolls to the bottom as a shopper would, a screen at a time, so sections that load as they come
 * near do; each step at the bottom waits until what the page asked for has come (`networkSettled`;
 * two frames on a page whose requests are not counted). It ends once the bottom has held for a few
 * steps (sections that load grow the page), or at the first bottom below the feed of more products:
 * every section has come near by then (one that renders as it is reached is scrolled past once more),
 * and the feed grows the page by a page of cards as long as it has more (a test of the feed scrolls
 * it itself).
 */
export async function scrollToEnd(page: Page): Promise<void> {
  const tracked = inFlight.has(page.context());
  let heldSteps = 0;
  for (let step = 0; step < 80 && heldSteps < 3; step += 1) {
    const { atBottom, belowFeed } = await page.evaluate((feed) => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return {
        atBottom: window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
        belowFeed: document.querySelector(feed) !== null,
      };
    }, FEED_HEADING);
    if (atBottom && tracked) await networkSettled(page, { quietMs: 150 });
    else await twoFrames(page);
    if (atBottom && belowFeed) {
      // A section that came near may render as the bottom is reached (the recently viewed, below the
      // feed), pushing what the bottom shows (the footer's spot) out of view: the shopper goes on to
      // the new bottom once.
      const grown = await page.evaluate(() => window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 2);
      if (grown) {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        if (tracked) await networkSettled(page, { quietMs: 150 });
        else await twoFrames(page);
      }
      return;
    }
    heldSteps = atBottom ? heldSteps + 1 : 0;
  }
}
