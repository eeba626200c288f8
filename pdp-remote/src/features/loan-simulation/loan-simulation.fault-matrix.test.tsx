// The fault matrix's loan simulation rows (tooling/e2e/fault-matrix.e2e.ts: `loan simulation options`,
// `loan simulation tenors`) at the component level, on a vehicle (tagged INSTALLMENT_SIMULATION): the
// options fail in each way the simulator can fail them, every time, and the simulation says so with a
// retry while the section and the page work; the tenors fail once, the simulation says so, keeps what
// was typed, and its retry brings them. Nothing is thrown. The backend is the simulator (mounted in
// MSW), on the motorcycle (motor-matik.json), and each fault is its own: a session fault, as the e2e
// matrix forces it.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND } from '@pdp/test-kit/backend-mock';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { FAULT_KINDS, retryIn, watchNothingThrown } from '../../__tests__';
import { renderRemote } from '../../__tests__/render-remote';
import { BLACK_MOTORCYCLE, MOTORCYCLE, fillIn, simulation } from './loan-simulation.test-page';

sectionsInView(['service', 'shipping']);
const backend = startSimulatorBackend(TEST_BACKEND);
watchNothingThrown();

// ── The rows ──

describe('fault matrix: loan simulation options', () => {
  it.each(FAULT_KINDS)(
    'loan simulation options × %s: says "Simulasi kredit belum bisa ditampilkan." with a retry; the warranty and a colour pick still work',
    async (fault) => {
      await backend.session.fault('/backend/product-detail/products/*/loan-simulation/options', fault, { method: 'GET' });
      const view = renderRemote({ path: MOTORCYCLE });

      const loan = await simulation();
      expect(await within(loan).findByText('Simulasi kredit belum bisa ditampilkan.')).toBeInTheDocument();
      expect(within(loan).getByRole('button', { name: 'Coba lagi' })).toBeEnabled();
      expect(within(loan).queryByLabelText('Lokasi')).not.toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Layanan' })).toHaveTextContent('Garansi resmi');
      // The rest of the page works: picking black asks the host for its page, which shows its 3 left.
      await userEvent.click(await screen.findByRole('button', { name: 'Hitam' }));
      expect(view.props.navigate).toHaveBeenCalledWith(expect.objectContaining({ path: BLACK_MOTORCYCLE }));
      view.rerenderWith({ path: BLACK_MOTORCYCLE });
      expect(await screen.findByText('Tersisa 3 produk')).toBeInTheDocument();
      expect(view.props.reportError).not.toHaveBeenCalled();
    },
  );
});

describe('fault matrix: loan simulation tenors', () => {
  it.each(FAULT_KINDS)(
    'loan simulation tenors × %s: says "Cicilan belum bisa dihitung. Coba lagi.", keeps the location and down payment, and its retry brings the tenors',
    async (fault) => {
      await backend.session.fault('/backend/product-detail/products/*/loan-simulation/tenors', fault, { method: 'POST', times: 1 });
      const view = renderRemote({ path: MOTORCYCLE });
      const loan = await simulation();
      await within(loan).findByLabelText('Lokasi');
      await fillIn(loan, { location: 'Jabodetabek', downPayment: '5000000' });

      expect(await within(loan).findByText('Cicilan belum bisa dihitung. Coba lagi.')).toBeInTheDocument();
      expect(within(loan).getByLabelText('Uang muka (DP)')).toHaveValue('5000000');
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
