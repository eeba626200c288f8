// The fault matrix's free-gift rows (tooling/e2e/fault-matrix.e2e.ts: `free gift`, `free-gift cart`)
// at the component level: each call fails in each way the simulator can fail it, every time; the gift
// row or the gifts dialog says so in the catalogue's words, the gifts chosen stay chosen, the rest of
// the page works, and nothing is thrown.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aSummary } from '../../testing/summary-factory';
import { TEST_BACKEND, backendServer } from '../../testing/backend-mock';
import { FAULT_KINDS, buyingAndVariantPickWork, faultHandler, saysWithRetry, serveProduct, startFaultMatrix } from '../../testing';
import { renderRemote } from '../../testing/render-remote';
import { BUDI, openGifts, serveGifts } from './free-gift-test-backend';

startFaultMatrix();

// ── The rows ──

const GIFT_ITEM = aSummary({ tags: ['AVAILABLE', 'FREE_GIFT'] });

describe('fault matrix: free gift', () => {
  it.each(FAULT_KINDS)('free gift × %s: says "Gagal memuat hadiah." with a retry; + Bag and a variant pick still work', async (fault) => {
    serveGifts();
    serveProduct(GIFT_ITEM);
    backendServer.use(faultHandler('GET', `${TEST_BACKEND}/product-detail/products/:id/free-gift`, fault));
    const view = renderRemote({ reportBagCount: jest.fn() });

    await saysWithRetry('Gagal memuat hadiah.');
    expect(screen.queryByRole('button', { name: 'Pilih hadiah' })).not.toBeInTheDocument();
    await buyingAndVariantPickWork(view);
  });
});

describe('fault matrix: free-gift cart', () => {
  it.each(FAULT_KINDS)(
    'free-gift cart × %s: says "Gagal menambahkan produk. Silakan coba lagi.", keeps the gift chosen, and the dialog closes onto a working page',
    async (fault) => {
      serveGifts();
      serveProduct(GIFT_ITEM);
      backendServer.use(faultHandler('POST', `${TEST_BACKEND}/retail/free-gift/carts`, fault));
      const view = renderRemote({ user: BUDI, reportBagCount: jest.fn(), path: '/p/sepatu-lari-aero/ps--SPL-1?qty=2' });
      const dialog = await openGifts();
      await userEvent.click(within(dialog).getByRole('checkbox', { name: /Botol Minum/ }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Beli dengan hadiah' }));

      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Gagal menambahkan produk. Silakan coba lagi.');
      expect(within(dialog).getByRole('checkbox', { name: /Botol Minum/ })).toBeChecked();
      expect(within(dialog).getByRole('button', { name: 'Beli dengan hadiah' })).toBeEnabled();
      expect(view.props.reportBagCount).not.toHaveBeenCalled();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Hadiah gratis' })).not.toBeInTheDocument());
      await waitFor(() => expect(screen.getByRole('button', { name: '+ Bag' })).toBeEnabled());
      expect(view.props.reportError).not.toHaveBeenCalled();
    },
  );
});
