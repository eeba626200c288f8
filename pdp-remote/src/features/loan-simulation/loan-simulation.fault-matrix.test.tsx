// The fault matrix's loan simulation rows (tooling/e2e/fault-matrix.e2e.ts: `loan simulation options`,
// `loan simulation tenors`) at the component level, on a vehicle (tagged INSTALLMENT_SIMULATION): the
// options fail in each way the simulator can fail them, every time, and the simulation says so with a
// retry while the section and the page work; the tenors fail once, the simulation says so, keeps what
// was typed, and its retry brings them. Nothing is thrown.
import { screen, within } from '@testing-library/react';
import { aSummary } from '@pdp/test-kit/summary-factory';
import { TEST_BACKEND, backendServer } from '@pdp/test-kit/backend-mock';
import { FAULT_KINDS, faultHandler, retryIn, serveProduct, startFaultMatrix, variantPickWorks } from '../../__tests__';
import { renderRemote } from '../../__tests__/render-remote';
import { fillIn, serveLoan, simulation } from './loan-simulation.test-backend';

startFaultMatrix();

// ── The rows ──

beforeEach(() => {
  serveLoan();
  serveProduct(aSummary({ tags: ['AVAILABLE', 'INSTALLMENT_SIMULATION'] }));
});

describe('fault matrix: loan simulation options', () => {
  it.each(FAULT_KINDS)(
    'loan simulation options × %s: says "Simulasi kredit belum bisa ditampilkan." with a retry; PayLater and a variant pick still work',
    async (fault) => {
      backendServer.use(faultHandler('GET', `${TEST_BACKEND}/product-detail/products/:itemSku/loan-simulation/options`, fault));
      const view = renderRemote();

      const loan = await simulation();
      expect(await within(loan).findByText('Simulasi kredit belum bisa ditampilkan.')).toBeInTheDocument();
      expect(within(loan).getByRole('button', { name: 'Coba lagi' })).toBeEnabled();
      expect(within(loan).queryByLabelText('Lokasi')).not.toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'PayLater' })).toBeInTheDocument();
      await variantPickWorks(view);
    },
  );
});

describe('fault matrix: loan simulation tenors', () => {
  it.each(FAULT_KINDS)(
    'loan simulation tenors × %s: says "Cicilan belum bisa dihitung. Coba lagi.", keeps the location and down payment, and its retry brings the tenors',
    async (fault) => {
      backendServer.use(faultHandler('POST', `${TEST_BACKEND}/product-detail/products/:itemSku/loan-simulation/tenors`, fault, { times: 1 }));
      const view = renderRemote();
      const loan = await simulation();
      await within(loan).findByLabelText('Lokasi');
      await fillIn(loan, { location: 'Jabodetabek', downPayment: '50000' });

      expect(await within(loan).findByText('Cicilan belum bisa dihitung. Coba lagi.')).toBeInTheDocument();
      expect(within(loan).getByLabelText('Uang muka (DP)')).toHaveValue('50000');
      expect(within(loan).getByLabelText('Lokasi')).toHaveValue('JABODETABEK');
      expect(within(loan).queryByRole('group', { name: 'Pilih tenor' })).not.toBeInTheDocument();
      await retryIn(loan);
      const tenors = await within(loan).findByRole('group', { name: 'Pilih tenor' });
      expect(within(tenors).getByRole('radio', { name: /^12 bulan/ })).toBeInTheDocument();
      expect(within(loan).queryByText('Cicilan belum bisa dihitung. Coba lagi.')).not.toBeInTheDocument();
      expect(view.props.reportError).not.toHaveBeenCalled();
    },
  );
});
