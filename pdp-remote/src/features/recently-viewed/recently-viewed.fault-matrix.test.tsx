// The fault matrix's `recently viewed (basic products)` row (tooling/e2e/fault-matrix.e2e.ts) at the
// component level: a product seen before (whose card was never shown, so none was kept) is asked for,
// and the call fails in each way the simulator can fail it, every time; the list says so in the
// catalogue's words, the rest of the page works (a variant pick), and nothing is thrown.
import { screen, within } from '@testing-library/react';
import { TEST_BACKEND, backendServer } from '@pdp/test-kit/backend-mock';
import { FAULT_KINDS, faultHandler, serveProduct, startFaultMatrix, variantPickWorks } from '../../__tests__';
import { renderRemote } from '../../__tests__/render-remote';

startFaultMatrix();

// ── The row ──

beforeEach(() => {
  window.localStorage.clear();
  // Seen before: the lamp. Its card was never shown (its page was left before the list came near), so no card of it is kept.
  window.localStorage.setItem('pdp.recently-viewed.product', JSON.stringify(['LMP-13-00001']));
});

describe('fault matrix: recently viewed (basic products)', () => {
  it.each(FAULT_KINDS)(
    'recently viewed (basic products) × %s: says "Produk yang terakhir dilihat belum bisa ditampilkan.", and a variant pick still works',
    async (fault) => {
      serveProduct();
      backendServer.use(faultHandler('GET', `${TEST_BACKEND}/product/products/_basic`, fault));
      const view = renderRemote();

      const list = (await screen.findByRole('heading', { level: 2, name: 'Terakhir kamu lihat' })).closest('section') as HTMLElement;
      expect(await within(list).findByText('Produk yang terakhir dilihat belum bisa ditampilkan.')).toHaveAttribute('role', 'status');
      expect(within(list).queryByRole('link')).not.toBeInTheDocument();
      await variantPickWorks(view);
    },
  );
});
