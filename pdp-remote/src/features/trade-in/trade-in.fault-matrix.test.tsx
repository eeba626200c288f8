// The fault matrix's trade-in rows (tooling/e2e/fault-matrix.e2e.ts: `trade-in eligibility`, `trade-in
// eligibility (trade-in page)`, `trade-in categories`) at the component level. On the product page the
// eligibility fails in each way the simulator can fail it, every time: nothing says an item trades, so
// the row stays away and says nothing while the section and the page work. On the trade-in page each
// call fails once: the page says so with a retry, keeps what the other call brought, and the retry
// brings what failed. Nothing is thrown.
import { screen, within } from '@testing-library/react';
import { aSummary } from '@pdp/test-kit/summary-factory';
import { TEST_BACKEND, backendServer } from '@pdp/test-kit/backend-mock';
import { FAULT_KINDS, buyingAndVariantPickWork, faultHandler, retryIn, saysWithRetry, serveProduct, startFaultMatrix, untilAnswered } from '../../__tests__';
import { renderRemote } from '../../__tests__/render-remote';
import { TRADE_IN_PAGE, phonesListed, serveTradeIn } from './trade-in.test-backend';

const { answersTo } = startFaultMatrix();

// ── The rows ──

const ELIGIBILITY_URL = `${TEST_BACKEND}/trade-in/products/:itemSku`;
const CATEGORIES_URL = `${TEST_BACKEND}/trade-in/products/:itemSku/category-info`;

beforeEach(() => {
  window.localStorage.clear();
  // Answering, the item trades (up to Rp1.500.000 off) and phones are taken in; a fault answers first.
  serveTradeIn();
  serveProduct(aSummary({ tags: ['AVAILABLE', 'RETURNABLE'] }));
});

describe('fault matrix: trade-in eligibility', () => {
  it.each(FAULT_KINDS)('trade-in eligibility × %s: says nothing and shows no trade-in row; PayLater, + Bag and a variant pick still work', async (fault) => {
    backendServer.use(faultHandler('GET', ELIGIBILITY_URL, fault));
    const answers = answersTo(ELIGIBILITY_URL);
    const view = renderRemote();

    const services = await screen.findByRole('region', { name: 'Layanan' });
    expect(await within(services).findByRole('region', { name: 'PayLater' })).toBeInTheDocument();
    await untilAnswered(answers, 1);
    expect(screen.queryByRole('region', { name: 'Tukar tambah' })).not.toBeInTheDocument();
    await buyingAndVariantPickWork(view);
    // The size picked asks again, and fails again: still no row, and nothing said.
    await untilAnswered(answers, 2);
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
  { call: 'trade-in eligibility (trade-in page)', url: ELIGIBILITY_URL, message: 'Gagal memuat tukar tambah.', failed: WAY_TO_TRADE_IN, kept: DEVICES },
  { call: 'trade-in categories', url: CATEGORIES_URL, message: 'Gagal memuat perangkat yang bisa ditukar.', failed: DEVICES, kept: WAY_TO_TRADE_IN },
])('fault matrix: $call', ({ call, url, message, failed, kept }) => {
  it.each(FAULT_KINDS)(`${call} × %s: says "${message}", keeps ${kept.name}, and its retry brings ${failed.name}`, async (fault) => {
    backendServer.use(faultHandler('GET', url, fault, { times: 1 }));
    const view = renderRemote({ path: TRADE_IN_PAGE });

    const alert = await saysWithRetry(message);
    await kept.shown();
    failed.absent();
    await retryIn(alert);
    await failed.shown();
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(view.props.reportError).not.toHaveBeenCalled();
  });
});
