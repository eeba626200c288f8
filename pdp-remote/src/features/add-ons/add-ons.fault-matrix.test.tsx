// The fault matrix's add-on rows (tooling/e2e/fault-matrix.e2e.ts: `add-on installations`, `add-on
// insurances`, `add-on availability`, `add-on installations (installation page)`) at the component
// level. In the service section a list failing (each way the simulator can fail it, every time) says
// nothing: the row goes without it, the other list shows on its own. A ticked add-on's check failing
// once keeps it ticked, says so, and the retry checks it. The installation page's list failing once
// says so, and its retry lists them. Nothing is thrown. The backend is the simulator (mounted in MSW),
// on the fridge (kulkas.json), and each fault is its own: a session fault, as the e2e matrix forces it.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND } from '@pdp/test-kit/backend-mock';
import { FAULT_KINDS, retryIn, saysWithRetry, untilAnswered, watchNothingThrown } from '../../__tests__';
import { renderRemote } from '../../__tests__/render-remote';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';

sectionsInView(['service']);
const backend = startSimulatorBackend(TEST_BACKEND);
watchNothingThrown();

const FRIDGE = '/p/kulkas-2-pintu-dingin-300-l/ps--KLK-60009';
const INSTALLATION_PAGE = '/add-on/installation/kulkas-2-pintu-dingin-300-l/ps--KLK-60009';
const addOns = () => screen.findByRole('region', { name: 'Layanan tambahan' });

/** The rest of the fridge's page works: its quantity is priced again (it has one variant, so no variant to pick). */
async function quantityIsPricedAgain(view: ReturnType<typeof renderRemote>) {
  await userEvent.click(await screen.findByRole('button', { name: 'Tambah jumlah' }));
  await waitFor(() => expect(screen.getByTestId('price-summary-total')).toHaveTextContent('Rp10.598.000'));
  expect(view.props.reportError).not.toHaveBeenCalled();
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// ── The rows ──

describe('fault matrix: add-on installations', () => {
  it.each(FAULT_KINDS)(
    'add-on installations × %s: says nothing; the insurance shows on its own, with PayLater, and the quantity is priced again',
    async (fault) => {
      await backend.session.fault('/backend/add-on/installations/*', fault, { method: 'GET' });
      const answers = backend.answersTo(/^\/backend\/add-on\/installations\//);
      const view = renderRemote({ path: FRIDGE });
      const row = await addOns();
      expect(await within(row).findByRole('checkbox', { name: /^Proteksi/ })).toBeInTheDocument();
      await untilAnswered(answers, 1);
      expect(within(row).queryByRole('group', { name: 'Pemasangan' })).not.toBeInTheDocument();
      expect(within(row).queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'PayLater' })).toBeInTheDocument();
      await quantityIsPricedAgain(view);
    },
  );
});

describe('fault matrix: add-on insurances', () => {
  it.each(FAULT_KINDS)('add-on insurances × %s: says nothing; the installations show without it, and the quantity is priced again', async (fault) => {
    await backend.session.fault('/backend/add-on/insurances/*', fault, { method: 'GET' });
    const answers = backend.answersTo(/^\/backend\/add-on\/insurances\//);
    const view = renderRemote({ path: FRIDGE });
    const row = await addOns();
    expect(within(row).getByRole('checkbox', { name: /^Pemasangan standar/ })).toBeInTheDocument();
    await untilAnswered(answers, 1);
    expect(within(row).queryByRole('group', { name: 'Asuransi' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('checkbox', { name: /^Proteksi/ })).not.toBeInTheDocument();
    expect(within(row).queryByRole('alert')).not.toBeInTheDocument();
    await quantityIsPricedAgain(view);
  });
});

describe('fault matrix: add-on availability', () => {
  it.each(FAULT_KINDS)(
    'add-on availability × %s: says "Ketersediaan layanan belum bisa dicek.", keeps the add-on ticked, and the retry checks it',
    async (fault) => {
      await backend.session.fault('/backend/add-on/availability', fault, { method: 'POST', times: 1 });
      const view = renderRemote({ path: FRIDGE });
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
    await backend.session.fault('/backend/add-on/installations/*', fault, { method: 'GET', times: 1 });
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
