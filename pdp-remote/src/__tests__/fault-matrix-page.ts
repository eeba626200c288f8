// The fault matrix's harness for the retail page's component tests (each `*.fault-matrix.test.tsx` of
// features/ and shared/tracking/, the rows of tooling/e2e/fault-matrix.e2e.ts): what the page threw,
// the product served with its size 41, the rest of the page still working (a variant pick), the
// answers a faulted call has had (for a row that says nothing), and the alert a part shows. One copy
// here, imported through `../../testing`: features never import one another.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchRequestUrl } from 'msw';
import type { ProductSummaryDto } from '@pdp/backend-api/backend';
import type { LifecycleProps } from '@pdp/host-contract/contract';
import { TEST_BACKEND, backendServer, envelope, http, startBackendMock } from '@pdp/test-kit/backend-mock';
import type { renderRemote } from './render-remote';
import { aSummary } from '@pdp/test-kit/summary-factory';

// ── The file's set-up ──

/**
 * A matrix file's set-up, called once at its top: the mocked backend, what the page throws watched
 * (`watchNothingThrown`, its list returned as `pageErrors`) and the counters of a faulted call's
 * answers (`answersTo`, for a row that says nothing).
 */
export function startFaultMatrix(options?: { consoleErrors?: ConsoleErrors }) {
  startBackendMock();
  const pageErrors = watchNothingThrown(options);
  const answersTo = answerCounters();
  return { pageErrors, answersTo };
}

// ── Nothing thrown ──

/**
 * Which `console.error` calls count as thrown: `boundary`, what a section's boundary logs
 * (`[ui-error]`, then its error), every log still printed; `all`, every call (its arguments),
 * silenced: the e2e matrix's `pageErrors`, and stricter.
 */
export type ConsoleErrors = 'boundary' | 'all';

/**
 * Watches, in each test of the file, what the page throws: errors that escape (window `error`),
 * rejections nobody handles (`unhandledRejection`) and the `console.error` calls `consoleErrors`
 * counts. After each test the list must be empty; it is returned for a row that also asserts it at a
 * point of its own. Call it once, at the top of the file.
 */
export function watchNothingThrown({ consoleErrors = 'boundary' }: { consoleErrors?: ConsoleErrors } = {}): readonly unknown[] {
  const thrown: unknown[] = [];
  const onUncaught = (event: ErrorEvent) => thrown.push(event.error ?? event.message);
  const onRejection = (reason: unknown) => thrown.push(reason);
  let consoleError: jest.SpyInstance | undefined;
  beforeEach(() => {
    thrown.length = 0;
    window.addEventListener('error', onUncaught);
    process.on('unhandledRejection', onRejection);
    const log = console.error;
    consoleError = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (consoleErrors === 'all') {
        thrown.push(args);
        return;
      }
      if (args[0] === '[ui-error]') thrown.push(args[1]);
      log(...args);
    });
  });
  afterEach(() => {
    window.removeEventListener('error', onUncaught);
    process.off('unhandledRejection', onRejection);
    consoleError?.mockRestore();
    expect(thrown).toEqual([]);
  });
  return thrown;
}

// ── The product, and the rest of the page ──

/** The page of size 41 (`is--SPL-1-00002`), the variant a matrix row picks. */
export const VARIANT_41_PATH = '/p/sepatu-lari-aero/is--SPL-1-00002';

/** Serves the product (`ps--SPL-1`, `summary`), and its size 41 (`is--SPL-1-00002`) with 3 left. */
export function serveProduct(summary: ProductSummaryDto = aSummary()) {
  const size41 = {
    ...summary,
    itemSku: 'SPL-1-00002',
    stock: 3,
    options: summary.options.map((option) => ({ ...option, selected: option.itemSku === 'SPL-1-00002' })),
  };
  backendServer.use(
    http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, ({ params }) => envelope(params.id === 'is--SPL-1-00002' ? size41 : summary)),
  );
}

/** The page works on: picking size 41 asks the host for its page. */
async function variantPickGoesToHost(props: LifecycleProps) {
  await userEvent.click(await screen.findByRole('button', { name: '41' }));
  expect(props.navigate).toHaveBeenCalledWith(expect.objectContaining({ path: VARIANT_41_PATH }));
}

/**
 * The rest of the page works: picking size 41 asks the host for its page, and, the host showing it, the
 * item shows (3 left, as `serveProduct` serves it), nothing reported to the host as an error.
 */
export async function variantPickWorks(view: ReturnType<typeof renderRemote>) {
  await variantPickGoesToHost(view.props);
  view.rerenderWith({ path: VARIANT_41_PATH });
  expect(await screen.findByText('Tersisa 3 produk')).toBeInTheDocument();
  expect(view.props.reportError).not.toHaveBeenCalled();
}

/** Buying works on after the failure: `button` (+ Bag, or buy now) can be pressed, and a variant pick works (`variantPickWorks`). */
export async function buyingAndVariantPickWork(view: ReturnType<typeof renderRemote>, button: '+ Bag' | 'Beli sekarang' = '+ Bag') {
  await waitFor(() => expect(screen.getByRole('button', { name: button })).toBeEnabled());
  await variantPickWorks(view);
}

// ── Answers to a faulted call (for a row that says nothing) ──

/**
 * Sets up the file's answer counters, each stopped after its test (call it once, at the top of the
 * file), and returns `answersTo(url)`: how many answers (a fault's among them) the calls to `url`, an
 * MSW path, made from then on have had; start it before the page makes them. Counted by MSW request id:
 * a call an earlier test left in flight (a `timeout`'s wait) ends later, and is not this test's.
 */
export function answerCounters(): (url: string) => () => number {
  const stopCounting: (() => void)[] = [];
  afterEach(() => stopCounting.splice(0).forEach((stop) => stop()));
  return (url) => {
    const started = new Set<string>();
    let count = 0;
    const onStart = ({ request, requestId }: { request: Request; requestId: string }) => {
      if (matchRequestUrl(new URL(request.url), url).matches) started.add(requestId);
    };
    const onEnd = ({ requestId }: { requestId: string }) => {
      if (started.has(requestId)) count += 1;
    };
    backendServer.events.on('request:start', onStart);
    backendServer.events.on('request:end', onEnd);
    stopCounting.push(() => {
      backendServer.events.removeListener('request:start', onStart);
      backendServer.events.removeListener('request:end', onEnd);
    });
    return () => count;
  };
}

/** Lets the page take in an answer it has had (a failure that shows nothing has no sign to wait for). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

/**
 * Waits until the calls `answers` counts have had `count` answers, then lets the page take them in:
 * what a row that says nothing asserts next (a part gone without what failed) is then not merely "not yet".
 */
export async function untilAnswered(answers: () => number, count: number) {
  await waitFor(() => expect(answers()).toBe(count));
  await settle();
}

// ── What a part shows ──

/** The alert in `container` that says `message` (a part may show more than one). */
export const alertSaying = (container: HTMLElement, message: string) =>
  waitFor(() => {
    const alerts = within(container).getAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toContainEqual(expect.stringContaining(message));
    return alerts.find((alert) => alert.textContent?.includes(message)) as HTMLElement;
  });

/**
 * A part in `container` says `message` (an element's whole text) in an alert whose retry ("Coba lagi")
 * can be pressed; returns the alert.
 */
export async function saysWithRetry(message: string, container: HTMLElement = document.body) {
  const alert = (await within(container).findByText(message)).closest('[role="alert"]') as HTMLElement;
  expect(within(alert).getByRole('button', { name: 'Coba lagi' })).toBeEnabled();
  return alert;
}

/**
 * A section whose read failed says `message` with a retry in place of what it shows (`content`, gone),
 * and the page around it works: the product's heading is there, and a variant pick works.
 */
export async function saysWithRetryInPlaceOf(view: ReturnType<typeof renderRemote>, message: string, content: () => HTMLElement | null) {
  await saysWithRetry(message);
  expect(content()).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Sepatu Lari Aero' })).toBeInTheDocument();
  await variantPickWorks(view);
}

/** Presses the "Coba lagi" (retry) of `container`. */
export const retryIn = (container: HTMLElement) => userEvent.click(within(container).getByRole('button', { name: 'Coba lagi' }));
