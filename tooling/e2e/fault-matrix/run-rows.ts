// The fault matrix's rows as tests: a cell opens a page whose call fails through the shopper's own
// simulator session and proves what its row says (provesCell). A run proves the sample (SAMPLE), or
// with FAULT_MATRIX_ROWS the rows it names with every fault.
import type { Page } from '@playwright/test';
import { expect, test, type E2eStack, type OpenShopper } from '../fixtures';
import { FORCED_FAILURES, scrollToEnd, sessionClock, sessionFault, sessionProductConfig, signIn, visit } from '../harness';
import { SHOES } from '../products';
import { variantPicked, type FaultMatrixCall } from './row';

const FAULTS = ['status=500', 'status=503', 'timeout', 'malformed'] as const;
type Fault = (typeof FAULTS)[number];

/**
 * The browser's sample (docs/testing.md): for each remote, one call per fault kind, each through a
 * different wiring (a call of the page's load, a section's as it comes near, a shopper's action, a
 * modal's), through the real simulator, host server and builds. Every call × fault is proven in jsdom
 * by the features' `*.fault-matrix.test.tsx`; FAULT_MATRIX_ROWS runs rows here with every fault
 * (`FAULT_MATRIX_ROWS=wishlist` the rows whose call names it, `all` every row), while working on one.
 * A remote's sample names its call for each fault kind.
 */
const SAMPLE_CALLS: Record<'retail' | 'grocery', Record<Fault, string>> = {
  retail: { 'status=500': 'product summary', 'status=503': 'description', timeout: 'add to bag', malformed: 'wishlist create album' },
  grocery: { 'status=500': 'grocery slotted delivery', 'status=503': 'grocery nearby stores', timeout: 'grocery bag update', malformed: 'grocery wiki' },
};
const SAMPLE: readonly { call: string; fault: Fault }[] = Object.values(SAMPLE_CALLS).flatMap((calls) =>
  FAULTS.map((fault) => ({ call: calls[fault], fault })),
);

/** The tests of the rows: the sample's cells, or those of the rows FAULT_MATRIX_ROWS names. */
export function faultMatrixTests(rows: readonly FaultMatrixCall[]): void {
  /** A shopper's page whose call `row` fails so, through the shopper's own session; the failed loads it logs are the test's doing. */
  async function pageWithFault(stack: E2eStack, openShopper: OpenShopper, row: FaultMatrixCall, fault: string): Promise<Page> {
    const deviceAt = row.on?.deviceAt;
    const shopper = await openShopper({ width: 1280, context: deviceAt ? { geolocation: deviceAt, permissions: ['geolocation'] } : {} });
    shopper.allow(...FORCED_FAILURES);
    const { page } = shopper;
    // Any page of the host gives the session its cookie; the fault is tied to it.
    if (row.action || row.on?.signedIn) await signIn(page, stack.host);
    else await visit(page, `${stack.host}/runtime-config.json`);
    // The clock first: a fault's glob could take in the clock's own call.
    if (row.on?.at) await sessionClock(page, row.on.at);
    await sessionFault(page, row.path, fault, { ...(row.times ? { times: row.times } : {}), ...(row.method ? { method: row.method } : {}) });
    if (row.on?.config) await sessionProductConfig(page, row.on.config);
    await visit(page, `${row.on?.config ? stack.urls.plainHost : stack.host}${(row.on?.product ?? SHOES).path}`);
    return page;
  }

  /** One cell: the call fails so, and the page stays up, says so, keeps what the shopper did, and works on (no uncaught error: the fixture). */
  async function provesCell(page: Page, row: FaultMatrixCall): Promise<void> {
    if (row.scroll) await scrollToEnd(page);
    if (row.on) {
      await expect(page.getByRole('heading', { level: 1, name: (row.on.product ?? SHOES).name })).toBeVisible();
      await row.on.prepare?.(page);
    }
    if (row.action) {
      await expect(page.getByRole('heading', { level: 1, name: SHOES.name })).toBeVisible();
      await row.action.act(page);
    }
    if (row.says !== null) await expect(page.getByText(row.says).first()).toBeVisible();
    await row.action?.kept(page);
    if (row.pageGone) {
      await expect(page.getByRole('button', { name: 'Coba lagi' })).toBeVisible();
      await expect(page.getByRole('banner'), 'the host stays').toBeVisible();
    } else if (row.on) {
      await row.on.rest(page);
    } else {
      await expect(page.getByRole('heading', { level: 1, name: SHOES.name })).toBeVisible();
      await variantPicked(page);
    }
  }

  const named = new Map(rows.map((row) => [row.call, row]));
  // The rows are checked as the tests are listed, before any runs: a mistake in them is no test's failure.
  if (named.size !== rows.length) throw new Error('every fault-matrix row has a call of its own');
  function rowNamed(call: string): FaultMatrixCall {
    const row = named.get(call);
    if (!row) throw new Error(`no fault-matrix row is called ${call}`);
    return row;
  }

  const only = process.env.FAULT_MATRIX_ROWS;
  const cells = only
    ? rows.filter((row) => only === 'all' || row.call.includes(only)).flatMap((row) => FAULTS.map((fault) => ({ call: row.call, fault })))
    : SAMPLE;

  test.describe('the fault matrix of the product pages, sampled in the browser', () => {
    test('samples every fault kind on each remote', () => {
      const grocery = (call: string) => call.startsWith('grocery ');
      for (const remote of [false, true]) {
        expect(new Set(SAMPLE.filter(({ call }) => grocery(call) === remote).map(({ fault }) => fault))).toEqual(new Set(FAULTS));
      }
    });

    for (const { call, fault } of cells) {
      test(`${call} × ${fault}: the page stays up, says so and works on`, async ({ stack, openShopper }) => {
        const row = rowNamed(call);
        await provesCell(await pageWithFault(stack, openShopper, row, fault), row);
      });
    }
  });
}
