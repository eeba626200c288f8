// The fault matrix's combo rows (tooling/e2e/fault-matrix.e2e.ts: `single combo`, `combo add to bag`,
// `bundle`, `bundle add item`) at the component level: each call fails in each way the simulator can
// fail it; the combo row, the sheet or the bundling catalog page says so in the catalogue's words, the
// shopper's choices stand, the rest of the page works, and nothing is thrown. The backend is the
// simulator (mounted in MSW), and each fault is its own: a session fault, as the e2e matrix forces it.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND } from '@pdp/test-kit/backend-mock';
import { FAULT_KINDS, retryIn, saysWithRetry, watchNothingThrown } from '../../__tests__';
import { renderRemote } from '../../__tests__/render-remote';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { BUDI, BUNDLE_PATH, PHONE, openSheet } from './combo.test-page';
import { buyingAndColourPickWork } from '../../__tests__/phone-page';

sectionsInView(['promo', 'shipping']);
const backend = startSimulatorBackend(TEST_BACKEND);
watchNothingThrown();

// ── The rows ──

describe('fault matrix: single combo', () => {
  it.each(FAULT_KINDS)('single combo × %s: says "Gagal memuat paket combo." with a retry; + Bag and a variant pick still work', async (fault) => {
    await backend.session.fault('/backend/product/products/*/single-combo', fault, { method: 'GET' });
    const view = renderRemote({ path: PHONE, reportBagCount: jest.fn() });

    await saysWithRetry('Gagal memuat paket combo.');
    expect(screen.queryByRole('button', { name: 'Lihat paket' })).not.toBeInTheDocument();
    await buyingAndColourPickWork(view);
  });
});

describe('fault matrix: combo add to bag', () => {
  it.each(FAULT_KINDS)(
    'combo add to bag × %s: says "Gagal menambahkan produk. Silakan coba lagi.", keeps the choices, and the sheet closes onto a working page',
    async (fault) => {
      await backend.session.signIn();
      await backend.session.fault('/backend/retail/carts/_add-bulk', fault, { method: 'POST' });
      const view = renderRemote({ path: PHONE, user: BUDI, reportBagCount: jest.fn() });
      const sheet = await openSheet();
      await userEvent.click(within(sheet).getByRole('checkbox', { name: /Tumbler/ }));
      await userEvent.click(within(sheet).getByRole('button', { name: 'Tambah paket ke bag' }));

      expect(await within(sheet).findByRole('alert')).toHaveTextContent('Gagal menambahkan produk. Silakan coba lagi.');
      expect(within(sheet).getByRole('checkbox', { name: /Tumbler/ })).not.toBeChecked();
      expect(within(sheet).getByRole('checkbox', { name: /Headphone Nirkabel/ })).toBeChecked();
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
    await backend.session.fault('/backend/product/bundles/*', fault, { method: 'GET', times: 1 });
    const view = renderRemote({ path: BUNDLE_PATH });

    const alert = await saysWithRetry('Gagal memuat paket.');
    expect(screen.getByRole('heading', { level: 1, name: 'Katalog paket' })).toBeInTheDocument();
    await retryIn(alert);
    expect(await screen.findByRole('button', { name: 'Tambah Tumbler Stainless 500 ml ke bag' })).toBeEnabled();
    expect(view.props.reportPageStatus).not.toHaveBeenCalled();
  });
});

describe('fault matrix: bundle add item', () => {
  it.each(FAULT_KINDS)(
    'bundle add item × %s: says "Gagal menambahkan produk. Silakan coba lagi." on the item, whose button stays, and another item adds',
    async (fault) => {
      await backend.session.signIn();
      await backend.session.fault('/backend/retail/bundling-catalog/*/_add-item', fault, { method: 'POST', times: 1 });
      const view = renderRemote({ path: BUNDLE_PATH, user: BUDI, reportBagCount: jest.fn() });
      const add = await screen.findByRole('button', { name: 'Tambah Tumbler Stainless 500 ml ke bag' });
      await userEvent.click(add);

      expect(await screen.findByRole('alert')).toHaveTextContent('Gagal menambahkan produk. Silakan coba lagi.');
      expect(view.props.reportBagCount).not.toHaveBeenCalled();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Tambah Tumbler Stainless 500 ml ke bag' })).toBeEnabled());
      await userEvent.click(screen.getByRole('button', { name: 'Tambah Headphone Nirkabel Ramai Flash Sale ke bag' }));
      expect(await screen.findByText('Ditambahkan ke bag.')).toBeInTheDocument();
      // The bag was empty: the headphone is its one line.
      expect(view.props.reportBagCount).toHaveBeenCalledWith({ vendor: 'RETAIL', count: 1 });
      expect(view.props.reportError).not.toHaveBeenCalled();
    },
  );
});
