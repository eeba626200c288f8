// The add-to-bag modal ("Berhasil ditambahkan ke bag"), the same for both remotes: its way on to the bag.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LifecycleProps } from '@pdp/host-contract/contract';

/** "Lihat bag" in the add-to-bag `dialog` closes it and asks the host to go to `bagPath`, the remote's bag, from its top. */
export async function leadsToTheBag(dialog: HTMLElement, props: LifecycleProps, bagPath: string) {
  await userEvent.click(within(dialog).getByRole('button', { name: 'Lihat bag' }));
  expect(props.navigate).toHaveBeenCalledWith({ path: bagPath, resetScroll: true });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
}
