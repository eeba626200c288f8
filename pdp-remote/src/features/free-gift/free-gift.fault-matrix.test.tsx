// The fault matrix's free-gift rows (tooling/e2e/fault-matrix.e2e.ts: `free gift`, `free-gift cart`)
// at the component level: each call fails in each way the simulator can fail it, every time; the gift
// row or the gifts dialog says so in the catalogue's words, the gifts chosen stay chosen, the rest of
// the page works, and nothing is thrown. The backend is the simulator (mounted in MSW), on its laptop
// with free gifts, and each fault is its own: a session fault, as the e2e matrix forces it.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND } from '@pdp/test-kit/backend-mock';
import { FAULT_KINDS, saysWithRetry, watchNothingThrown } from '../../__tests__';
import { renderRemote } from '../../__tests__/render-remote';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { BUDI, LAPTOP, openGifts } from './free-gift.test-page';

sectionsInView(['promo', 'shipping']);
const backend = startSimulatorBackend(TEST_BACKEND);
watchNothingThrown();

// ── The rows ──

describe('fault matrix: free gift', () => {
  it.each(FAULT_KINDS)('free gift × %s: says "Gagal memuat hadiah." with a retry; + Bag and a quantity change still work', async (fault) => {
    await backend.session.fault('/backend/product-detail/products/*/free-gift', fault, { method: 'GET' });
    const view = renderRemote({ path: LAPTOP, reportBagCount: jest.fn() });

    await saysWithRetry('Gagal memuat hadiah.');
    expect(screen.queryByRole('button', { name: 'Pilih hadiah' })).not.toBeInTheDocument();
    // The laptop has one variant: the rest of the page working is + Bag and the quantity, priced again (no variant to pick).
    await waitFor(() => expect(screen.getByRole('button', { name: '+ Bag' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Tambah jumlah' }));
    await waitFor(() => expect(screen.getByTestId('price-summary-total')).toHaveTextContent('Rp22.998.000'));
    expect(view.props.reportError).not.toHaveBeenCalled();
  });
});

describe('fault matrix: free-gift cart', () => {
  it.each(FAULT_KINDS)(
    'free-gift cart × %s: says "Gagal menambahkan produk. Silakan coba lagi.", keeps the gift chosen, and the dialog closes onto a working page',
    async (fault) => {
      await backend.session.signIn();
      await backend.session.fault('/backend/retail/free-gift/carts', fault, { method: 'POST' });
      const view = renderRemote({ user: BUDI, reportBagCount: jest.fn(), path: `${LAPTOP}?qty=2` });
      const dialog = await openGifts();
      await userEvent.click(within(dialog).getByRole('checkbox', { name: /Mouse Nirkabel/ }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Beli dengan hadiah' }));

      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Gagal menambahkan produk. Silakan coba lagi.');
      expect(within(dialog).getByRole('checkbox', { name: /Mouse Nirkabel/ })).toBeChecked();
      expect(within(dialog).getByRole('button', { name: 'Beli dengan hadiah' })).toBeEnabled();
      expect(view.props.reportBagCount).not.toHaveBeenCalled();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Hadiah gratis' })).not.toBeInTheDocument());
      await waitFor(() => expect(screen.getByRole('button', { name: '+ Bag' })).toBeEnabled());
      expect(view.props.reportError).not.toHaveBeenCalled();
    },
  );
});
