// The fault matrix's installment rows (tooling/e2e/fault-matrix.e2e.ts: `installments (v2)`,
// `installment estimation (v2)`) at the component level, the product config asking for v2: the list
// fails in each way the simulator can fail it, every time, and the row says so while the section and
// the page work; a method's tenors fail once, the list says so, and opening the method again brings
// them. Nothing is thrown. The backend is the simulator (mounted in MSW), on the phone
// (smartphone-x5.json), and each fault is its own: a session fault, as the e2e matrix forces it.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND } from '@pdp/test-kit/backend-mock';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { FAULT_KINDS, watchNothingThrown } from '../../__tests__';
import { renderRemote } from '../../__tests__/render-remote';
import { buyingAndColourPickWork } from '../../__tests__/phone-page';
import { PHONE, installmentsRow, openList } from './installments.test-page';

sectionsInView(['promo', 'service', 'shipping']);
const backend = startSimulatorBackend(TEST_BACKEND);
watchNothingThrown();

beforeEach(() => backend.session.productConfigs({ newInstallmentsEnabled: 'true' }));

// ── The rows ──

describe('fault matrix: installments (v2)', () => {
  it.each(FAULT_KINDS)('installments (v2) × %s: says "Cicilan belum bisa ditampilkan."; the warranty, + Bag and a colour pick still work', async (fault) => {
    await backend.session.fault('/backend/product-detail/products/*/installments', fault, { method: 'GET' });
    const view = renderRemote({ path: PHONE });

    const row = await installmentsRow();
    expect(await within(row).findByText('Cicilan belum bisa ditampilkan.')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Lihat cicilan' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Layanan' })).toHaveTextContent('Garansi resmi');
    await buyingAndColourPickWork(view);
  });
});

describe('fault matrix: installment estimation (v2)', () => {
  it.each(FAULT_KINDS)(
    'installment estimation (v2) × %s: says "Simulasi cicilan belum bisa dimuat.", and opening the method again brings its tenors',
    async (fault) => {
      await backend.session.fault('/backend/product-detail/products/*/installment/*', fault, { method: 'GET', times: 1 });
      const view = renderRemote({ path: PHONE });
      const dialog = await openList();
      const mandiri = within(dialog).getByRole('button', { name: /Kartu Kredit Mandiri/ });
      await userEvent.click(mandiri);

      expect(await within(dialog).findByText('Simulasi cicilan belum bisa dimuat.')).toBeInTheDocument();
      expect(within(dialog).queryByText('12 bulan')).not.toBeInTheDocument();
      // The other methods are still there to open.
      expect(within(dialog).getByRole('button', { name: /Kredivo/ })).toBeEnabled();
      await userEvent.click(mandiri);
      await userEvent.click(mandiri);
      expect(await within(dialog).findByText('12 bulan')).toBeInTheDocument();
      expect(within(dialog).getByText('Bunga 0,75%/bulan · Biaya admin Rp0 · total Rp4.358.916')).toBeInTheDocument();
      expect(within(dialog).queryByText('Simulasi cicilan belum bisa dimuat.')).not.toBeInTheDocument();
      expect(view.props.reportError).not.toHaveBeenCalled();
    },
  );
});
