// The fault matrix's trade-in rows (tooling/e2e/fault-matrix.e2e.ts: `trade-in eligibility`, `trade-in
// eligibility (trade-in page)`, `trade-in categories`) at the component level. On the product page the
// eligibility fails in each way the simulator can fail it, every time: nothing says an item trades, so
// the row stays away and says nothing while the section and the page work. On the trade-in page each
// call fails once: the page says so with a retry, keeps what the other call brought, and the retry
// brings what failed. Nothing is thrown. The backend is the simulator (mounted in MSW), on the phone
// (smartphone-x5.json), and each fault is its own: a session fault, as the e2e matrix forces it.
import { screen, waitFor } from '@testing-library/react';
import { TEST_BACKEND } from '@pdp/test-kit/backend-mock';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { FAULT_KINDS, retryIn, saysWithRetry, watchNothingThrown } from '../../__tests__';
import { renderRemote } from '../../__tests__/render-remote';
import { buyingAndColourPickWork } from '../../__tests__/phone-page';
import { PHONE, PHONE_TRADE_IN_PAGE, eligibilityAsked, phonesListed } from './trade-in.test-page';

sectionsInView(['service', 'shipping']);
const backend = startSimulatorBackend(TEST_BACKEND);
watchNothingThrown();

beforeEach(() => window.localStorage.clear());

// ── The rows ──

describe('fault matrix: trade-in eligibility', () => {
  it.each(FAULT_KINDS)('trade-in eligibility × %s: says nothing and shows no trade-in row; + Bag and a colour pick still work', async (fault) => {
    await backend.session.fault('/backend/trade-in/products/*', fault, { method: 'GET' });
    const view = renderRemote({ path: PHONE });

    expect(await screen.findByRole('region', { name: 'Layanan' })).toBeInTheDocument();
    await waitFor(() => expect(eligibilityAsked(backend)).toEqual(['/backend/trade-in/products/HPX-60003-00001']));
    expect(screen.queryByRole('region', { name: 'Tukar tambah' })).not.toBeInTheDocument();
    await buyingAndColourPickWork(view);
    // The colour picked asks again, and fails again: still no row, and nothing said.
    await waitFor(() => expect(eligibilityAsked(backend).at(-1)).toBe('/backend/trade-in/products/HPX-60003-00003'));
    expect(screen.queryByRole('region', { name: 'Tukar tambah' })).not.toBeInTheDocument();
    expect(screen.queryByText('Gagal memuat tukar tambah.')).not.toBeInTheDocument();
  });
});

// The trade-in page's two parts, each brought by its own call: the way to trade in (the eligibility)
// and the devices taken in (the categories).
const WAY_TO_TRADE_IN = {
  name: 'the way to trade in',
  shown: async () => {
    expect(await screen.findByRole('button', { name: 'Tukar tambah di aplikasi' })).toBeEnabled();
    expect(screen.getByText('Tukar perangkat lamamu saat membeli produk ini dan dapatkan potongan hingga Rp1.500.000.')).toBeInTheDocument();
  },
  absent: () => expect(screen.queryByRole('button', { name: 'Tukar tambah di aplikasi' })).not.toBeInTheDocument(),
};
const DEVICES = {
  name: 'the devices',
  shown: phonesListed,
  absent: () => expect(screen.queryByRole('region', { name: 'Handphone' })).not.toBeInTheDocument(),
};

describe.each([
  {
    call: 'trade-in eligibility (trade-in page)',
    path: '/backend/trade-in/products/*',
    message: 'Gagal memuat tukar tambah.',
    failed: WAY_TO_TRADE_IN,
    kept: DEVICES,
  },
  {
    call: 'trade-in categories',
    path: '/backend/trade-in/products/*/category-info',
    message: 'Gagal memuat perangkat yang bisa ditukar.',
    failed: DEVICES,
    kept: WAY_TO_TRADE_IN,
  },
])('fault matrix: $call', ({ call, path, message, failed, kept }) => {
  it.each(FAULT_KINDS)(`${call} × %s: says "${message}", keeps ${kept.name}, and its retry brings ${failed.name}`, async (fault) => {
    await backend.session.fault(path, fault, { method: 'GET', times: 1 });
    const view = renderRemote({ path: PHONE_TRADE_IN_PAGE });

    const alert = await saysWithRetry(message);
    await kept.shown();
    failed.absent();
    await retryIn(alert);
    await failed.shown();
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(view.props.reportError).not.toHaveBeenCalled();
  });
});
