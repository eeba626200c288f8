// The fault matrix's harness for the retail page's component tests (each `*.fault-matrix.test.tsx` of
// features/ and shared/tracking/, the rows of tooling/e2e/fault-matrix.e2e.ts): what the page threw,
// the rest of the shoes' page still working (a size pick), waiting for a faulted call's answers (for a
// row that says nothing), and the alert a part shows. One copy here, imported through `../../__tests__`:
// features never import one another.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { renderRemote } from './render-remote';
import { SHOES_41 } from './products';

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

/**
 * The rest of the shoes' page works: picking size 41 asks the host for its page (SHOES_41) and, the
 * host showing it, it shows its 3 left; nothing reported to the host as an error.
 */
export async function sizePickWorks(view: ReturnType<typeof renderRemote>) {
  await userEvent.click(await screen.findByRole('button', { name: '41' }));
  expect(view.props.navigate).toHaveBeenCalledWith(expect.objectContaining({ path: SHOES_41 }));
  view.rerenderWith({ path: SHOES_41 });
  expect(await screen.findByText('Tersisa 3 produk')).toBeInTheDocument();
  expect(view.props.reportError).not.toHaveBeenCalled();
}

/** Buying works on after the failure: `button` (+ Bag, or buy now) can be pressed, and a size pick works (`sizePickWorks`). */
export async function buyingAndSizePickWork(view: ReturnType<typeof renderRemote>, button: '+ Bag' | 'Beli sekarang' = '+ Bag') {
  await waitFor(() => expect(screen.getByRole('button', { name: button })).toBeEnabled());
  await sizePickWorks(view);
}

// ── Answers to a faulted call (for a row that says nothing) ──

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

/** Presses the "Coba lagi" (retry) of `container`. */
export const retryIn = (container: HTMLElement) => userEvent.click(within(container).getByRole('button', { name: 'Coba lagi' }));
