// The shopper journeys of spec §1, each written once and run on both storefronts: the `retail` and
// `grocery` projects of playwright.config.ts run every `journeys/*.e2e.ts` with their `storefront`
// option, and `store` gives a test that storefront's products (storefronts.ts). A test gets a page
// of its own on the shared stack (its own context, so its own simulator session), with the onboarding
// tips closed as a returning shopper's are, and on grocery the shopper's store chosen (Ranch Market
// Kemang) and the session's clock at ten in the morning, so a delivery window is there whenever the
// test runs. Every page is checked as it closes: no uncaught error, no server render thrown away, and
// no console error but the ones the test allows (`pageChecks.allow`).
import { test as base, expect, type Locator, type Page, type Request } from '@playwright/test';
import { ONBOARDING_CLOSED_KEY, ONBOARDING_TIP_IDS, SELECTED_WAREHOUSE_KEY } from '@pdp/host-contract/storage-keys';
import { LOCALE_COOKIE, type Locale } from '@pdp/host-contract/locale';
import { jakartaDay } from '../../simulator/clock';
import { E2E_PORTS } from '../e2e-config';
import { seriousAxeViolations } from '../axe';
import { STOREFRONTS, type Storefront, type StorefrontName, type JourneyProduct } from './storefronts';

export { expect };
export type { JourneyProduct };

/** The host of the shared stack (global-setup.ts), every journey's base URL. */
const HOST = `http://127.0.0.1:${E2E_PORTS.host}`;

/** What a page may log as an error in a test, beyond nothing; checked when the test ends. */
interface PageChecks {
  /** Console errors matching `pattern` are the test's own doing (a call it made fail). */
  allow(pattern: RegExp): void;
}

interface JourneyOptions {
  /** The storefront the project runs the journeys on. */
  storefront: StorefrontName;
  /** The language the shopper chose before their first visit (its cookie); Indonesian by default. */
  chosenLocale: Locale | null;
}

interface JourneyFixtures {
  /** The storefront's products and its words. */
  store: Storefront;
  pageChecks: PageChecks;
}

const ALL_TIPS_CLOSED = JSON.stringify(Object.fromEntries(ONBOARDING_TIP_IDS.map((id) => [id, true])));

/** When each journey page last asked for or got something, and what it is waiting for. */
interface NetworkWatch {
  inFlight: Set<Request>;
  lastActivity: number;
}
const networkOf = new WeakMap<Page, NetworkWatch>();

export const test = base.extend<JourneyFixtures & Pick<JourneyOptions, 'chosenLocale'>, Pick<JourneyOptions, 'storefront'>>({
  storefront: ['retail', { option: true, scope: 'worker' }],
  chosenLocale: [null, { option: true }],
  store: async ({ storefront }, use) => use(STOREFRONTS[storefront]),

  context: async ({ context, store, chosenLocale }, use) => {
    // What a returning shopper's storage holds: the tips closed, and on grocery the store they chose.
    const stored: [string, string][] = [[ONBOARDING_CLOSED_KEY, ALL_TIPS_CLOSED]];
    if (store.chosenStore) stored.push([SELECTED_WAREHOUSE_KEY, JSON.stringify(store.chosenStore)]);
    if (chosenLocale) await context.addCookies([{ name: LOCALE_COOKIE, value: chosenLocale, url: HOST }]);
    await context.addInitScript(
      ({ entries }: { entries: [string, string][] }) => {
        try {
          for (const [key, value] of entries) if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
        } catch {
          // about:blank and the like have no storage.
        }
      },
      { entries: stored },
    );
    if (store.name === 'grocery') {
      // The session's clock at ten in Jakarta: the store's windows are open whenever the test runs.
      const clock = await context.request.post(`${HOST}/backend/_simulator/clock`, { data: { now: `${jakartaDay(Date.now()).date}T10:00:00+07:00` } });
      expect(clock.status()).toBe(200);
    }
    await use(context);
  },

  pageChecks: [
    async ({ page }, use) => {
      const watch: NetworkWatch = { inFlight: new Set(), lastActivity: Date.now() };
      networkOf.set(page, watch);
      page.on('request', (request) => {
        watch.inFlight.add(request);
        watch.lastActivity = Date.now();
      });
      const done = (request: Request) => {
        watch.inFlight.delete(request);
        watch.lastActivity = Date.now();
      };
      page.on('requestfinished', done);
      page.on('requestfailed', done);
      const allowed: RegExp[] = [];
      const errors: string[] = [];
      const warnings: string[] = [];
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        const text = message.text().startsWith('Failed to load resource') ? `${message.text()} (${message.location().url})` : message.text();
        if (message.type() === 'error') errors.push(text);
        if (message.type() === 'warning' && text.includes('hydration-failed')) warnings.push(text);
      });
      await use({ allow: (pattern) => allowed.push(pattern) });
      expect(
        errors.filter((line) => !allowed.some((pattern) => pattern.test(line))),
        'no uncaught or console error',
      ).toEqual([]);
      expect(warnings, 'no server render thrown away').toEqual([]);
    },
    // Every journey's page is checked, whether or not the test names the fixture.
    { auto: true },
  ],
});

/**
 * Opens `path` as a shopper does and waits until the host has started on it (React's root on `#root`)
 * and no remote is loading or hydrating: a server-rendered page is on screen before it works.
 */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    const hostStarted = root === null || Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
    return hostStarted && !document.querySelector('[data-remote-state="loading"]');
  });
}

/** Opens a product's page and waits for its name as the page's heading. */
export async function openProduct(page: Page, product: JourneyProduct, path = product.path): Promise<void> {
  await visit(page, path);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
}

/** How long the page must have asked for nothing before what it loaded counts as in place. */
const NETWORK_QUIET_MS = 300;

/**
 * Until the page has asked for nothing for a while: the sections near the viewport have loaded and
 * grown, so what the test presses next is where it will stay (a section above that grows moves it).
 */
async function networkQuiet(page: Page): Promise<void> {
  const watch = networkOf.get(page);
  if (!watch) throw new Error('networkQuiet needs a journey page (the pageChecks fixture watches it)');
  await expect
    .poll(() => watch.inFlight.size === 0 && Date.now() - watch.lastActivity >= NETWORK_QUIET_MS, {
      message: 'the page stops asking for things',
      intervals: [100],
    })
    .toBe(true);
}

/**
 * A section of the page (a labelled region), scrolled into view as a shopper would before using it: it
 * loads as it comes near, and so do the sections around it, so this waits for them to be in place.
 */
export async function section(page: Page, name: string): Promise<Locator> {
  const region = page.getByRole('region', { name, exact: true });
  await region.scrollIntoViewIfNeeded();
  await networkQuiet(page);
  // The sections above it grew: scrolled to it again, others come near and load too (the seller's
  // rating, then its badges, which push down its options), so this waits for them once more.
  await region.scrollIntoViewIfNeeded();
  await networkQuiet(page);
  return region;
}

/**
 * Scrolls down as a shopper would until `target` is on screen: sections load as they come near, and
 * the ones at the end (recently viewed) are not on the page until the shopper gets there.
 */
export async function scrollUntilVisible(page: Page, target: Locator): Promise<void> {
  await expect(async () => {
    await page.mouse.wheel(0, 2000);
    await expect(target).toBeVisible({ timeout: 500 });
  }).toPass();
  await target.scrollIntoViewIfNeeded();
}

/** A demo member, signed in through the backend for this page's context (its cookie), as the login page would. */
export async function signIn(page: Page, email = 'sari@contoh.id'): Promise<void> {
  const answer = await page.request.post(`${HOST}/backend/member/_login`, { data: { email, password: 'demo123' } });
  expect(answer.status()).toBe(200);
}

/** On the login page a members' action led to: signs in there, so the host returns to where the shopper was. */
export async function signInOnLoginPage(page: Page, account = 'Sari Wulandari'): Promise<void> {
  await expect(page).toHaveURL(/\/login\?returnTo=/);
  await page.getByRole('button', { name: `Pakai akun ${account}` }).click();
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
}

/** No serious or critical axe violation on the page (or in `include`). */
export async function expectAccessible(page: Page, include?: string): Promise<void> {
  expect(await seriousAxeViolations(page, include)).toEqual([]);
}

/** Nothing wider than the window: no horizontal scroll. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
}

/** The widths where the page changes a flow by width (the seller's more-options sheet, the modal frame's bottom sheet). */
export const PHONE = { width: 360, height: 800 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;
