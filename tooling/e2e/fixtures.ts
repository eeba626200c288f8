// The end-to-end suite's fixtures, in @playwright/test's own idiom (as journeys/journey.ts): the
// worker's `stack` (the one global-setup.ts started, which every file that only reads it shares, or
// a stack of the file's own, on its worker's ports, when the file sets `ownStack`), and a shopper's
// page, `shopper` (or more of them through `openShopper`), each in a context of its own (its own
// cookies, so its own simulator session). Every page a test opened is checked as the test ends: no
// uncaught error, no server render thrown away, and no console error but the ones the test allows
// (`shopper.allow`); then its context closes. Left open, a page would keep running (the flash sale's
// countdown, analytics batches) for the rest of the worker's run.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { startStack, type Stack, type StackOptions, type StackPorts } from '../servers/stack';
import { seriousAxeViolations } from './axe';
import { E2E_PORTS } from './e2e-config';
import { hydrationFailures, networkLog, openTrackedPage, ownPorts, sharedStack, type PageOptions, type TrackedPage } from './harness';

export { expect };

/** The stack a file's tests run on, and the ports it listens on (known before it starts). */
export interface E2eStack extends Stack {
  readonly ports: StackPorts;
  /** The host's origin. */
  readonly host: string;
}

/** What a stack of the file's own is started with (its ports are its worker's). */
type OwnStackOptions = Omit<StackOptions, 'ports'>;

/** A shopper's page, checked when the test ends. */
interface Shopper extends TrackedPage {
  /** Console errors (and thrown-away server renders) matching one of `patterns` are the test's own doing. */
  allow(...patterns: RegExp[]): void;
}

interface WorkerFixtures {
  /**
   * The file stops, restarts or reconfigures its servers (or writes the run-time configuration): a
   * stack of its own, started with these options (`test.use({ ownStack: {} })`, or a worker fixture
   * of the file's that prepares them). `null`: the shared stack.
   */
  ownStack: OwnStackOptions | null;
  stack: E2eStack;
  /**
   * Makes a folder in the system's temporary directory (its name starting with `prefix`) for the
   * worker's tests; every one is removed as the worker ends, however its tests ended. A file with a
   * stack of its own has a worker of its own, so its folders go when its tests are done.
   */
  workerTempDir: (prefix: string) => Promise<string>;
}

/** Opens another shopper's page (the `openShopper` fixture). */
export type OpenShopper = (options?: PageOptions) => Promise<Shopper>;

interface TestFixtures {
  /** How `shopper` opens: its width, JavaScript, onboarding tips, chosen language, context options. */
  shopperOptions: PageOptions;
  /** Opens another shopper's page (a context of its own), checked and closed as the test ends. */
  openShopper: OpenShopper;
  shopper: Shopper;
}

/** What a page said that the test did not allow: uncaught errors, thrown-away renders, console errors. */
function complaints(shopper: TrackedPage, allowed: RegExp[]): Record<string, string[]> {
  const unexpected = (lines: string[]) => lines.filter((line) => !allowed.some((pattern) => pattern.test(line)));
  return {
    uncaught: shopper.pageErrors,
    'server render thrown away': unexpected(hydrationFailures(shopper)),
    'console errors': unexpected(shopper.consoleErrors),
  };
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  ownStack: [null, { option: true, scope: 'worker' }],
  stack: [
    async ({ ownStack }, use, workerInfo) => {
      if (!ownStack) {
        const shared = sharedStack();
        await use({ ...shared, ports: E2E_PORTS, host: shared.urls.host });
        return;
      }
      // A block of ports per parallel worker, so two files that run at once never share one.
      const ports = ownPorts(workerInfo.parallelIndex);
      const stack = await startStack({ ...ownStack, ports });
      try {
        await use({ ...stack, ports, host: stack.urls.host });
      } finally {
        await stack.stopAll();
      }
    },
    { scope: 'worker' },
  ],
  workerTempDir: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none here.
    async ({}, use) => {
      const made: string[] = [];
      try {
        await use(async (prefix) => {
          const dir = await mkdtemp(path.join(tmpdir(), prefix));
          made.push(dir);
          return dir;
        });
      } finally {
        await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
      }
    },
    { scope: 'worker' },
  ],

  shopperOptions: [{}, { option: true }],
  openShopper: async ({ browser, stack }, use, testInfo) => {
    const opened: { shopper: TrackedPage; allowed: RegExp[] }[] = [];
    await use(async (options) => {
      const tracked = await openTrackedPage(browser, stack.host, options);
      const allowed: RegExp[] = [];
      opened.push({ shopper: tracked, allowed });
      return { ...tracked, allow: (...patterns) => allowed.push(...patterns) };
    });
    // A failure says what each of its pages asked for and what came back.
    if (testInfo.status !== testInfo.expectedStatus)
      for (const [index, { shopper }] of opened.entries())
        await testInfo.attach(`network of page ${index + 1}`, { body: networkLog(shopper.page.context()), contentType: 'text/plain' });
    await Promise.all(opened.map(({ shopper }) => shopper.page.context().close()));
    for (const { shopper, allowed } of opened) {
      expect(complaints(shopper, allowed), `what ${shopper.page.url()} said`).toEqual({
        uncaught: [],
        'server render thrown away': [],
        'console errors': [],
      });
    }
  },
  shopper: async ({ openShopper, shopperOptions }, use) => use(await openShopper(shopperOptions)),
});

/** No serious or critical axe violation on the page (or in `include`). */
export async function expectAccessible(page: Page, include?: string): Promise<void> {
  expect(await seriousAxeViolations(page, include), 'serious or critical axe violations').toEqual([]);
}

/** Nothing wider than the window: no horizontal scroll. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 'no horizontal scroll').toBe(0);
}
