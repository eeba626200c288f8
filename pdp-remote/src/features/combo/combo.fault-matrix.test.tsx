// The fault matrix's combo rows (tooling/e2e/fault-matrix.e2e.ts: `single combo`, `combo add to bag`,
// `bundle`, `bundle add item`) at the component level: each call fails in each way the simulator can
// fail it; the combo row, the sheet or the bundling catalog page says so in the catalogue's words, the
// shopper's choices stand, the rest of the page works, and nothing is thrown.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aSummary } from '../../testing/summary-factory';
import { TEST_BACKEND, backendServer } from '../../testing/backend-mock';
import { FAULT_KINDS, buyingAndVariantPickWork, faultHandler, retryIn, saysWithRetry, serveProduct, startFaultMatrix } from '../../testing';
import { renderRemote } from '../../testing/render-remote';
import { BUDI, BUNDLE_PATH, openSheet, serveBundle, serveCombo } from './combo-test-backend';

startFaultMatrix();

// ── The rows ──

const COMBO_ITEM = aSummary({ tags: ['AVAILABLE', 'COMBO'] });

describe('fault matrix: single combo', () => {
  it.each(FAULT_KINDS)('single combo × %s: says "Gagal memuat paket combo." with a retry; + Bag and a variant pick still work', async (fault) => {
    serveCombo();
    serveProduct(COMBO_ITEM);
    backendServer.use(faultHandler('GET', `${TEST_BACKEND}/product/products/:id/single-combo`, fault));
    const view = renderRemote({ reportBagCount: jest.fn() });

    await saysWithRetry('Gagal memuat paket combo.');
    expect(screen.queryByRole('button', { name: 'Lihat paket' })).not.toBeInTheDocument();
    await buyingAndVariantPickWork(view);
  });
});

describe('fault matrix: combo add to bag', () => {
  it.each(FAULT_KINDS)(
    'combo add to bag × %s: says "Gagal menambahkan produk. Silakan coba lagi.", keeps the choices, and the sheet closes onto a working page',
    async (fault) => {
      serveCombo();
      serveProduct(COMBO_ITEM);
      backendServer.use(faultHandler('POST', `${TEST_BACKEND}/retail/carts/_add-bulk`, fault));
      const view = renderRemote({ user: BUDI, reportBagCount: jest.fn() });
      const sheet = await openSheet();
      await userEvent.click(within(sheet).getByRole('checkbox', { name: /Tumbler/ }));
      await userEvent.click(within(sheet).getByRole('button', { name: 'Tambah paket ke bag' }));

      expect(await within(sheet).findByRole('alert')).toHaveTextContent('Gagal menambahkan produk. Silakan coba lagi.');
      expect(within(sheet).getByRole('checkbox', { name: /Tumbler/ })).not.toBeChecked();
      expect(within(sheet).getByRole('checkbox', { name: /Kaos Lari/ })).toBeChecked();
      expect(within(sheet).getByRole('button', { name: 'Tambah paket ke bag' })).toBeEnabled();
      expect(view.props.reportBagCount).not.toHaveBeenCalled();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Paket combo' })).not.toBeInTheDocument());
      await waitFor(() => expect(screen.getByRole('button', { name: '+ Bag' })).toBeEnabled());
      expect(view.props.reportError).not.toHaveBeenCalled();
    },
  );
});

describe('fault matrix: bundle', () => {
  it.each(FAULT_KINDS)('bundle × %s: says "Gagal memuat paket." with a retry, which brings the items', async (fault) => {
    serveBundle();
    backendServer.use(faultHandler('GET', `${TEST_BACKEND}/product/bundles/:bundleId`, fault, { times: 1 }));
    const view = renderRemote({ path: BUNDLE_PATH });

    const alert = await saysWithRetry('Gagal memuat paket.');
    expect(screen.getByRole('heading', { level: 1, name: 'Katalog paket' })).toBeInTheDocument();
    await retryIn(alert);
    expect(await screen.findByRole('button', { name: 'Tambah Tumbler ke bag' })).toBeEnabled();
    expect(view.props.reportPageStatus).not.toHaveBeenCalled();
  });
});

describe('fault matrix: bundle add item', () => {
  it.each(FAULT_KINDS)(
    'bundle add item × %s: says "Gagal menambahkan produk. Silakan coba lagi." on the item, whose button stays, and another item adds',
    async (fault) => {
      serveBundle();
      backendServer.use(faultHandler('POST', `${TEST_BACKEND}/retail/bundling-catalog/:bundleId/_add-item`, fault, { times: 1 }));
      const view = renderRemote({ path: BUNDLE_PATH, user: BUDI, reportBagCount: jest.fn() });
      const add = await screen.findByRole('button', { name: 'Tambah Tumbler ke bag' });
      await userEvent.click(add);

      expect(await screen.findByRole('alert')).toHaveTextContent('Gagal menambahkan produk. Silakan coba lagi.');
      expect(view.props.reportBagCount).not.toHaveBeenCalled();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Tambah Tumbler ke bag' })).toBeEnabled());
      await userEvent.click(screen.getByRole('button', { name: 'Tambah Kaos Lari ke bag' }));
      expect(await screen.findByText('Ditambahkan ke bag.')).toBeInTheDocument();
      expect(view.props.reportBagCount).toHaveBeenCalledWith({ vendor: 'RETAIL', count: 4 });
      expect(view.props.reportError).not.toHaveBeenCalled();
    },
  );
});
