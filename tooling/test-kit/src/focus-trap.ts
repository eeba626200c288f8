// A modal's keyboard contract (WAI-ARIA dialog): Tab never leaves it, Escape closes it, and focus goes
// back to the control that opened it. One check for every modal's test, the grocery remote's too.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * `tabs` presses of Tab keep focus inside `dialog`; Escape then closes it and focus is back on
 * `opener`. Give more presses than the dialog has controls, so that focus has to wrap round.
 */
export async function keepsFocusThenReturnsIt(dialog: HTMLElement, opener: HTMLElement, tabs: number) {
  for (let step = 0; step < tabs; step += 1) {
    await userEvent.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  }
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(opener).toHaveFocus();
}
