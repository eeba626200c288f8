// The fault matrix's add-on rows (tooling/e2e/fault-matrix.e2e.ts: `add-on installations`, `add-on
// insurances`, `add-on availability`, `add-on installations (installation page)`) at the component
// level. In the service section a list failing (each way the simulator can fail it, every time) says
// nothing: the row goes without it, the other list shows on its own. A ticked add-on's check failing
// once keeps it ticked, says so, and the retry checks it. The installation page's list failing once
// says so, and its retry lists them. Nothing is thrown.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aSummary } from '../../testing/summary-factory';
import { TEST_BACKEND, backendServer } from '../../testing/backend-mock';
import { FAULT_KINDS, faultHandler, retryIn, saysWithRetry, serveProduct, startFaultMatrix, untilAnswered, variantPickWorks } from '../../testing';
import { renderRemote } from '../../testing/render-remote';
import { INSTALLATION_PAGE, serveAddOns } from './add-ons-test-backend';

const { answersTo } = startFaultMatrix();

// ── The rows ──

const INSTALLATIONS_URL = `${TEST_BACKEND}/add-on/installations/:itemSku`;
const INSURANCES_URL = `${TEST_BACKEND}/add-on/insurances/:itemSku`;
const addOns = () => screen.findByRole('region', { name: 'Layanan tambahan' });

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  // Answering, the item has two installations and an insurance (the switch on); a fault answers first.
  serveAddOns();
  serveProduct(aSummary({ tags: ['AVAILABLE', 'RETURNABLE'] }));
});

describe('fault matrix: add-on installations', () => {
  it.each(FAULT_KINDS)(
    'add-on installations × %s: says nothing; the insurance shows on its own, with PayLater, and a variant pick still works',
    async (fault) => {
      backendServer.use(faultHandler('GET', INSTALLATIONS_URL, fault));
      const answers = answersTo(INSTALLATIONS_URL);
      const view = renderRemote();

      const row = await addOns();
      expect(await within(row).findByRole('checkbox', { name: /^Proteksi/ })).toBeInTheDocument();
      await untilAnswered(answers, 1);
      expect(within(row).queryByRole('group', { name: 'Pemasangan' })).not.toBeInTheDocument();
      expect(within(row).queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'PayLater' })).toBeInTheDocument();
      await variantPickWorks(view);
    },
  );
});

describe('fault matrix: add-on insurances', () => {
  it.each(FAULT_KINDS)('add-on insurances × %s: says nothing; the installations show without it, and a variant pick still works', async (fault) => {
    backendServer.use(faultHandler('GET', INSURANCES_URL, fault));
    const answers = answersTo(INSURANCES_URL);
    const view = renderRemote();

    const row = await addOns();
    expect(within(row).getByRole('checkbox', { name: /^Pemasangan standar/ })).toBeInTheDocument();
    await untilAnswered(answers, 1);
    expect(within(row).queryByRole('group', { name: 'Asuransi' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('checkbox', { name: /^Proteksi/ })).not.toBeInTheDocument();
    expect(within(row).queryByRole('alert')).not.toBeInTheDocument();
    await variantPickWorks(view);
  });
});

describe('fault matrix: add-on availability', () => {
  it.each(FAULT_KINDS)(
    'add-on availability × %s: says "Ketersediaan layanan belum bisa dicek.", keeps the add-on ticked, and the retry checks it',
    async (fault) => {
      backendServer.use(faultHandler('POST', `${TEST_BACKEND}/add-on/availability`, fault, { times: 1 }));
      const view = renderRemote();
      const row = await addOns();
      await userEvent.click(within(row).getByRole('checkbox', { name: /^Pemasangan standar/ }));

      expect(await within(row).findByText('Ketersediaan layanan belum bisa dicek.')).toBeInTheDocument();
      expect(within(row).getByRole('checkbox', { name: /^Pemasangan standar/ })).toBeChecked();
      await retryIn(row);
      await waitFor(() => expect(within(row).queryByText('Ketersediaan layanan belum bisa dicek.')).not.toBeInTheDocument());
      expect(within(row).getByRole('checkbox', { name: /^Pemasangan standar/ })).toBeChecked();
      expect(within(row).queryByText('Layanan ini tidak tersedia. Silakan hapus layanan ini.')).not.toBeInTheDocument();
      expect(view.props.reportError).not.toHaveBeenCalled();
    },
  );
});

describe('fault matrix: add-on installations (installation page)', () => {
  it.each(FAULT_KINDS)('add-on installations (installation page) × %s: says "Gagal memuat layanan pemasangan.", and its retry lists them', async (fault) => {
    backendServer.use(faultHandler('GET', INSTALLATIONS_URL, fault, { times: 1 }));
    const view = renderRemote({ path: INSTALLATION_PAGE });

    expect(await screen.findByRole('heading', { level: 1, name: 'Layanan pemasangan' })).toBeInTheDocument();
    const failed = await saysWithRetry('Gagal memuat layanan pemasangan.');
    await retryIn(failed);
    const standard = await screen.findByRole('region', { name: 'Pemasangan standar' });
    expect(within(standard).getByText('Rp150.000')).toBeInTheDocument();
    expect(screen.queryByText('Gagal memuat layanan pemasangan.')).not.toBeInTheDocument();
    expect(view.props.reportError).not.toHaveBeenCalled();
  });
});
