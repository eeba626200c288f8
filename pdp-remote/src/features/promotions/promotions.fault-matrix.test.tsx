// The fault matrix's voucher rows (tooling/e2e/fault-matrix.e2e.ts: `product vouchers`, `merchant
// vouchers`, `merchant vouchers info`, `merchant voucher terms`, `merchant voucher claim`) at the
// component level: each call fails in each way the simulator can fail it, every time; the promo row,
// the terms or the list says so in the catalogue's words, nothing is claimed, the rest of the page
// works, and nothing is thrown.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND, backendServer } from '@pdp/test-kit/backend-mock';
import { FAULT_KINDS, faultHandler, saysWithRetry, serveProduct, startFaultMatrix, variantPickWorks } from '../../__tests__';
import { renderRemote } from '../../__tests__/render-remote';
import { BUDI, openList, serveVouchers } from './promotions.test-backend';

startFaultMatrix();

// ── The rows ──

describe.each([
  { call: 'product vouchers', url: `${TEST_BACKEND}/product-detail/products/:id/vouchers` },
  { call: 'merchant vouchers', url: `${TEST_BACKEND}/product/merchant/vouchers` },
  { call: 'merchant vouchers info', url: `${TEST_BACKEND}/product/merchant/vouchers-info` },
])('fault matrix: $call', ({ call, url }) => {
  it.each(FAULT_KINDS)(`${call} × %s: says "Gagal memuat promo." with a retry, and a variant pick still works`, async (fault) => {
    serveVouchers();
    serveProduct();
    backendServer.use(faultHandler('GET', url, fault));
    const view = renderRemote();

    await saysWithRetry('Gagal memuat promo.');
    expect(screen.queryByRole('button', { name: 'Lihat promo' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '+ Bag' })).toBeEnabled());
    await variantPickWorks(view);
  });
});

describe('fault matrix: merchant voucher terms', () => {
  it.each(FAULT_KINDS)('merchant voucher terms × %s: says "Gagal memuat syarat & ketentuan.", and closing it goes back to a working list', async (fault) => {
    const calls = serveVouchers();
    serveProduct();
    backendServer.use(faultHandler('GET', `${TEST_BACKEND}/product-detail/merchant/vouchers/:id/tnc`, fault));
    const view = renderRemote();
    await userEvent.click(within(await openList()).getByRole('button', { name: 'S&K Potongan Rp100.000' }));

    const terms = await screen.findByRole('dialog', { name: 'Syarat & ketentuan' });
    expect(await within(terms).findByRole('alert')).toHaveTextContent('Gagal memuat syarat & ketentuan.');
    expect(within(terms).queryByRole('listitem')).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    const list = await screen.findByRole('dialog', { name: 'Promo & voucher' });
    expect(within(list).getByRole('button', { name: 'Klaim Potongan Rp100.000' })).toBeEnabled();
    expect(calls.claims).toEqual([]);
    expect(view.props.reportError).not.toHaveBeenCalled();
  });
});

describe('fault matrix: merchant voucher claim', () => {
  it.each(FAULT_KINDS)(
    'merchant voucher claim × %s: says "Gagal klaim voucher. Coba lagi.", leaves the voucher to claim again, and a variant pick still works',
    async (fault) => {
      serveVouchers();
      serveProduct();
      backendServer.use(faultHandler('POST', `${TEST_BACKEND}/product/merchant/vouchers/:id/_claim`, fault));
      const view = renderRemote({ user: BUDI });
      const list = await openList();
      await userEvent.click(within(list).getByRole('button', { name: 'Klaim Potongan Rp100.000' }));

      expect(await within(list).findByRole('alert')).toHaveTextContent('Gagal klaim voucher. Coba lagi.');
      // Nothing was claimed: the voucher can be claimed again, its quota as it was.
      await waitFor(() => expect(within(list).getByRole('button', { name: 'Klaim Potongan Rp100.000' })).toBeEnabled());
      expect(within(list).getByText(/Sisa kuota 25/)).toBeInTheDocument();
      expect(within(list).queryByRole('button', { name: 'Diklaim' })).not.toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await variantPickWorks(view);
    },
  );
});
