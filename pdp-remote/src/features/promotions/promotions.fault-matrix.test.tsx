// The fault matrix's voucher rows (tooling/e2e/fault-matrix.e2e.ts: `product vouchers`, `merchant
// vouchers`, `merchant vouchers info`, `merchant voucher terms`, `merchant voucher claim`) at the
// component level: each call fails in each way the simulator can fail it, every time; the promo row,
// the terms or the list says so in the catalogue's words, nothing is claimed, the rest of the page
// works, and nothing is thrown. The backend is the simulator (mounted in MSW), on the running shoes
// (sepatu-lari-aero-run.json), and each fault is its own: a session fault, as the e2e matrix forces it.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND } from '@pdp/test-kit/backend-mock';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { FAULT_KINDS, saysWithRetry, watchNothingThrown, buyingAndSizePickWork } from '../../__tests__';
import { renderRemote } from '../../__tests__/render-remote';
import { CLAIM_CALL, SHOES, claimOf, claimsSent, openList } from './promotions.test-page';
import { BUDI } from '../../__tests__/members';

sectionsInView(['promo', 'shipping']);
const backend = startSimulatorBackend(TEST_BACKEND);
watchNothingThrown();

// ── The rows ──

describe.each([
  { call: 'product vouchers', path: '/backend/product-detail/products/*/vouchers' },
  { call: 'merchant vouchers', path: '/backend/product/merchant/vouchers' },
  { call: 'merchant vouchers info', path: '/backend/product/merchant/vouchers-info' },
])('fault matrix: $call', ({ call, path }) => {
  it.each(FAULT_KINDS)(`${call} × %s: says "Gagal memuat promo." with a retry, and + Bag and a size pick still work`, async (fault) => {
    await backend.session.fault(path, fault, { method: 'GET' });
    const view = renderRemote({ path: SHOES });

    await saysWithRetry('Gagal memuat promo.');
    expect(screen.queryByRole('button', { name: 'Lihat promo' })).not.toBeInTheDocument();
    await buyingAndSizePickWork(view);
  });
});

describe('fault matrix: merchant voucher terms', () => {
  it.each(FAULT_KINDS)('merchant voucher terms × %s: says "Gagal memuat syarat & ketentuan.", and closing it goes back to a working list', async (fault) => {
    await backend.session.fault('/backend/product-detail/merchant/vouchers/*/tnc', fault, { method: 'GET' });
    const view = renderRemote({ path: SHOES });
    await userEvent.click(within(await openList()).getByRole('button', { name: 'S&K Potongan Rp100.000' }));

    const terms = await screen.findByRole('dialog', { name: 'Syarat & ketentuan' });
    expect(await within(terms).findByRole('alert')).toHaveTextContent('Gagal memuat syarat & ketentuan.');
    expect(within(terms).queryByRole('listitem')).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    const list = await screen.findByRole('dialog', { name: 'Promo & voucher' });
    expect(within(list).getByRole('button', { name: 'Klaim Potongan Rp100.000' })).toBeEnabled();
    expect(backend.sent('POST', CLAIM_CALL)).toEqual([]);
    expect(view.props.reportError).not.toHaveBeenCalled();
  });
});

describe('fault matrix: merchant voucher claim', () => {
  it.each(FAULT_KINDS)(
    'merchant voucher claim × %s: says "Gagal klaim voucher. Coba lagi.", leaves the voucher to claim again, and + Bag and a size pick still work',
    async (fault) => {
      await backend.session.signIn(BUDI.email);
      await backend.session.fault('/backend/product/merchant/vouchers/*/_claim', fault, { method: 'POST' });
      const view = renderRemote({ path: SHOES, user: BUDI });
      const list = await openList();
      await userEvent.click(within(list).getByRole('button', { name: 'Klaim Potongan Rp100.000' }));

      expect(await within(list).findByRole('alert')).toHaveTextContent('Gagal klaim voucher. Coba lagi.');
      expect(claimsSent(backend)).toEqual([claimOf('MV-AER-001')]);
      // Nothing was claimed: the voucher can be claimed again, its quota as it was.
      await waitFor(() => expect(within(list).getByRole('button', { name: 'Klaim Potongan Rp100.000' })).toBeEnabled());
      expect(within(list).getByText(/Sisa kuota 25/)).toBeInTheDocument();
      expect(within(list).queryByRole('button', { name: 'Diklaim' })).not.toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await buyingAndSizePickWork(view);
    },
  );
});
