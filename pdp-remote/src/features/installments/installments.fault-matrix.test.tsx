// The fault matrix's installment rows (tooling/e2e/fault-matrix.e2e.ts: `installments (v2)`,
// `installment estimation (v2)`) at the component level, the product config asking for v2: the list
// fails in each way the simulator can fail it, every time, and the row says so while the section and
// the page work; a method's tenors fail once, the list says so, and opening the method again brings
// them. Nothing is thrown.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aSummary } from '@pdp/test-kit/summary-factory';
import { TEST_BACKEND, backendServer } from '@pdp/test-kit/backend-mock';
import { FAULT_KINDS, buyingAndVariantPickWork, faultHandler, serveProduct, startFaultMatrix } from '../../__tests__';
import { renderRemote } from '../../__tests__/render-remote';
import { serveInstallments, withConfig } from './installments.test-backend';

startFaultMatrix();

// ── The rows ──

const INSTALLMENT_ITEM = aSummary({ tags: ['AVAILABLE', 'INSTALLMENT', 'INSTALLMENT_NON_CC'] });
const installments = () => screen.findByRole('region', { name: /^Cicilan/ });

beforeEach(() => {
  withConfig(true);
  serveInstallments();
  serveProduct(INSTALLMENT_ITEM);
});

describe('fault matrix: installments (v2)', () => {
  it.each(FAULT_KINDS)('installments (v2) × %s: says "Cicilan belum bisa ditampilkan."; PayLater, + Bag and a variant pick still work', async (fault) => {
    backendServer.use(faultHandler('GET', `${TEST_BACKEND}/product-detail/products/:itemSku/installments`, fault));
    const view = renderRemote();

    const row = await installments();
    expect(await within(row).findByText('Cicilan belum bisa ditampilkan.')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Lihat cicilan' })).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'PayLater' })).toBeInTheDocument();
    await buyingAndVariantPickWork(view);
  });
});

describe('fault matrix: installment estimation (v2)', () => {
  it.each(FAULT_KINDS)(
    'installment estimation (v2) × %s: says "Simulasi cicilan belum bisa dimuat.", and opening the method again brings its tenors',
    async (fault) => {
      backendServer.use(faultHandler('GET', `${TEST_BACKEND}/product-detail/products/:itemSku/installment/:method`, fault, { times: 1 }));
      const view = renderRemote();
      await userEvent.click(await within(await installments()).findByRole('button', { name: 'Lihat cicilan' }));
      const dialog = await screen.findByRole('dialog', { name: 'Pilihan cicilan' });
      const bca = within(dialog).getByRole('button', { name: /Kartu Kredit BCA/ });
      await userEvent.click(bca);

      expect(await within(dialog).findByText('Simulasi cicilan belum bisa dimuat.')).toBeInTheDocument();
      expect(within(dialog).queryByText('12 bulan')).not.toBeInTheDocument();
      // The other methods are still there to open.
      expect(within(dialog).getByRole('button', { name: /Kredivo/ })).toBeEnabled();
      await userEvent.click(bca);
      await userEvent.click(bca);
      expect(await within(dialog).findByText('12 bulan')).toBeInTheDocument();
      expect(within(dialog).getByText('Bunga 0,75%/bulan · Biaya admin Rp21.000 · total Rp2.541.000')).toBeInTheDocument();
      expect(within(dialog).queryByText('Simulasi cicilan belum bisa dimuat.')).not.toBeInTheDocument();
      expect(view.props.reportError).not.toHaveBeenCalled();
    },
  );
});
