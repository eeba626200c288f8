// The price summary and the quantity as a shopper meets them (spec §2, §5): the price for a quantity
// asked of the backend after the press, its wholesale tier, a failure said and the quantity put back, no
// stale price, the bounds (1, the item's maximum, 1 for pickup), the super-app variant that asks nothing,
// and grocery's contextual price switch. It runs on the backend simulator (mounted in MSW) and its
// catalogue: the running shoes' black 40 (sepatu-lari-aero-run.json: Rp629.300, Rp10.000 cashback,
// wholesale from 3 at Rp599.000 and from 6 at Rp579.000), of which the file's catalogue sells 4 at most,
// their white 40, to which it gives four tiers, the desk lamp (lampu-meja.json, not sold wholesale), the
// coffee (kopi-bubuk.json, collected only, Rp85.000) and the cooking oil (minyak-goreng.json,
// grocery, Rp36.900).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductSummaryDto } from '@pdp/backend-api/backend';
import { TEST_BACKEND, HttpResponse, http } from '@pdp/test-kit/backend-mock';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { catalogueCopy, startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { untilAnswered } from '../../__tests__';
import { renderRemote } from '../../__tests__/render-remote';
import { SHOES } from '../../__tests__/products';

const WHITE_SHOES = '/p/sepatu-lari-pria-aero-run-2/is--SPL-60001-00004';
const LAMP = '/p/lampu-meja-led-lipat/ps--LMP-60013';
const COFFEE = '/p/kopi-bubuk-arabika-gayo-250-g/ps--KPI-60012';
const OIL = '/p/minyak-goreng-sawit-2-l/ps--MYK-70005';

const FOUR_TIERS = [
  { minQuantity: 3, maxQuantity: 5, price: 599000 },
  { minQuantity: 6, maxQuantity: 11, price: 579000 },
  { minQuantity: 12, maxQuantity: 23, price: 559000 },
  { minQuantity: 24, maxQuantity: null, price: 539000 },
];

// The shipping section says whether pickup is the way chosen: the stepper reads it.
sectionsInView(['shipping']);
const backend = startSimulatorBackend(TEST_BACKEND, {
  fixturesDir: () =>
    catalogueCopy((files) => {
      const shoes = files.get('products/sepatu-lari-aero-run.json') as { items: { itemSku: string }[] };
      files.set('products/sepatu-lari-aero-run.json', {
        ...shoes,
        maxQuantity: 4,
        items: shoes.items.map((item) => (item.itemSku === 'SPL-60001-00004' ? { ...item, wholesale: FOUR_TIERS } : item)),
      });
    }),
});

const PRICE_SUMMARY_CALL = /^\/backend\/product-detail\/products\/[^/]+\/price-summary$/;
const PRODUCT_CONFIGS_CALL = /^\/backend\/common\/content\/product-configs$/;
const PRICE_SUMMARY = `${TEST_BACKEND}/product-detail/products/:id/price-summary`;

/** The quantities the page asked the price of. */
const asked = () => backend.sent('GET', PRICE_SUMMARY_CALL).map((call) => Number(call.query.get('qty')));
const shownPrice = () => screen.findByTestId('product-price');
const subtotal = () => screen.getByTestId('price-summary-total');
const quantityField = () => screen.getByRole('textbox', { name: 'Jumlah' });
const priceSummaryReady = (price: string) => screen.findByText(price, { selector: '[data-testid="price-summary-total"]' });

/**
 * Holds the simulator's price summaries of the quantities `held` asks to hold until `letGo()`: the
 * handler then answers nothing, and the simulator answers (in the test's session). `letThrough()`
 * counts the held calls let go.
 */
function holdPriceSummaries(held: (quantity: number) => boolean) {
  let letGo!: () => void;
  let letThrough = 0;
  const released = new Promise<void>((resolve) => (letGo = resolve));
  backend.server.use(
    http.get(PRICE_SUMMARY, async ({ request }) => {
      if (!held(Number(new URL(request.url).searchParams.get('qty')))) return;
      await released;
      letThrough += 1;
    }),
  );
  return { letGo, letThrough: () => letThrough };
}

describe('price summary and quantity', () => {
  it('fetches the summary for quantity 1 at init and shows its price', async () => {
    // A summary whose price the price summary does not share is no product the simulator's catalogue can
    // hold (both read the item's price): the summary's answer is the simulator's, its price changed.
    backend.server.use(
      http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, async ({ request }) => {
        const answer = await backend.simulator().fetch(new Request(`http://simulator.test/backend${request.url.slice(TEST_BACKEND.length)}`));
        const envelope = (await answer.json()) as { data: ProductSummaryDto };
        return HttpResponse.json({ ...envelope, data: { ...envelope.data, price: { listed: 1, offered: 1, discountPercentage: 0 } } });
      }),
    );
    renderRemote({ path: SHOES });
    await waitFor(async () => expect(await shownPrice()).toHaveTextContent('Rp629.300'));
    expect(asked()).toEqual([1]);
    expect(screen.getByText('Cashback Rp10.000')).toBeInTheDocument();
  });

  it('prices a new quantity with its wholesale tier, leaving the displayed price as it was at init', async () => {
    renderRemote({ path: SHOES });
    await screen.findByText('Harga grosir');
    await userEvent.click(screen.getByRole('button', { name: 'Tambah jumlah' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tambah jumlah' }));

    await waitFor(() => expect(subtotal()).toHaveTextContent('Rp1.797.000'));
    expect(screen.getByText('Harga grosir Rp599.000/barang')).toBeInTheDocument();
    expect(await shownPrice()).toHaveTextContent('Rp629.300');
    expect(asked()).toEqual([1, 2, 3]);
    const tiers = screen.getByRole('region', { name: 'Harga grosir' });
    expect(within(tiers).getByRole('row', { name: 'Beli ≥ 6 Rp579.000/barang' })).toBeInTheDocument();
  });

  it('shows a step at once and asks for its price in the task after the press, not in the press', async () => {
    renderRemote({ path: SHOES });
    await screen.findByText('Harga grosir');
    await waitFor(() => expect(asked()).toEqual([1]));
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    try {
      // A press as the browser delivers it: its handlers, the render they cause and the microtasks
      // they queue, all in one task, before the browser paints.
      fireEvent.click(screen.getByRole('button', { name: 'Tambah jumlah' }));
      expect(quantityField()).toHaveValue('2');
      for (let microtask = 0; microtask < 200; microtask += 1) await Promise.resolve();
      const priceCalls = fetchSpy.mock.calls.filter(([input]) => (input instanceof Request ? input.url : String(input)).includes('/price-summary'));
      expect(priceCalls).toEqual([]);
      await waitFor(() => expect(asked()).toEqual([1, 2]));
      await waitFor(() => expect(subtotal()).toHaveTextContent('Rp1.258.600'));
      expect(quantityField()).toHaveValue('2');
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('holds the wholesale box’s place for a product sold wholesale until its tiers arrive, showing the first three and the price list', async () => {
    const { letGo } = holdPriceSummaries(() => true);
    renderRemote({ path: WHITE_SHOES });
    const box = await screen.findByRole('region', { name: 'Harga grosir' });
    expect(box).toHaveAttribute('aria-busy', 'true');
    expect(within(box).queryAllByRole('row')).toHaveLength(0);

    letGo();
    await waitFor(() => expect(within(box).getAllByRole('row')).toHaveLength(3));
    expect(box).toHaveAttribute('aria-busy', 'false');
    expect(within(box).queryByRole('row', { name: 'Beli ≥ 24 Rp539.000/barang' })).not.toBeInTheDocument();
    expect(within(box).getByRole('link', { name: 'Lihat daftar harga' })).toBeInTheDocument();
  });

  it('shows no wholesale box for a product not sold wholesale that has no tiers', async () => {
    renderRemote({ path: LAMP });
    await priceSummaryReady('Rp149.000');
    expect(screen.queryByRole('region', { name: 'Harga grosir' })).not.toBeInTheDocument();
  });

  it('reverts the quantity to the last successful one and says `Gagal memuat data...` on failure', async () => {
    renderRemote({ path: SHOES });
    await priceSummaryReady('Rp629.300');
    await userEvent.click(screen.getByRole('button', { name: 'Tambah jumlah' }));
    await waitFor(() => expect(subtotal()).toHaveTextContent('Rp1.258.600'));

    // The price of 3 fails, its answer coming once the page has rendered the quantity asked.
    await backend.session.fault('/backend/product-detail/products/*/price-summary', 'status=500', { method: 'GET', times: 1 });
    const { letGo } = holdPriceSummaries((quantity) => quantity === 3);
    await userEvent.click(screen.getByRole('button', { name: 'Tambah jumlah' }));
    await waitFor(() => expect(asked()).toEqual([1, 2, 3]));
    letGo();

    expect(await screen.findByText('Gagal memuat data...')).toBeInTheDocument();
    await waitFor(() => expect(quantityField()).toHaveValue('2'));
    expect(subtotal()).toHaveTextContent('Rp1.258.600');
  });

  it('puts the last successful quantity back in the field when the price of a step fails at once', async () => {
    renderRemote({ path: SHOES });
    await priceSummaryReady('Rp629.300');
    await userEvent.click(screen.getByRole('button', { name: 'Tambah jumlah' }));
    await waitFor(() => expect(subtotal()).toHaveTextContent('Rp1.258.600'));

    // The simulator refuses the price of 3 as soon as it is asked.
    await backend.session.fault('/backend/product-detail/products/*/price-summary', 'status=500', { method: 'GET', times: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Tambah jumlah' }));

    expect(await screen.findByText('Gagal memuat data...')).toBeInTheDocument();
    await waitFor(() => expect(quantityField()).toHaveValue('2'));
    expect(asked()).toEqual([1, 2, 3]);
    expect(subtotal()).toHaveTextContent('Rp1.258.600');
  });

  it('falls back to the summary price when the first summary fails', async () => {
    await backend.session.fault('/backend/product-detail/products/*/price-summary', 'status=500', { method: 'GET' });
    renderRemote({ path: SHOES });
    expect(await screen.findByText('Gagal memuat data...')).toBeInTheDocument();
    // No price summary ever answered: the price shown is the summary's.
    expect(await shownPrice()).toHaveTextContent('Rp629.300');
    expect(quantityField()).toHaveValue('1');
  });

  it('never leaves a stale price on screen when quantities change quickly', async () => {
    // The price of 2 comes last, after the price of 3.
    const { letGo, letThrough } = holdPriceSummaries((quantity) => quantity === 2);
    renderRemote({ path: SHOES });
    await priceSummaryReady('Rp629.300');
    await userEvent.click(screen.getByRole('button', { name: 'Tambah jumlah' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tambah jumlah' }));
    await waitFor(() => expect(subtotal()).toHaveTextContent('Rp1.797.000'));
    // The stale price of 2 comes in, and the page has taken it in (or dropped its call).
    letGo();
    await untilAnswered(letThrough, 1);
    expect(subtotal()).toHaveTextContent('Rp1.797.000');
  });

  it('never goes below 1, saying LOWER_THAN_MINIMUM, and caps at the item maximum', async () => {
    renderRemote({ path: SHOES });
    await priceSummaryReady('Rp629.300');
    expect(screen.getByRole('button', { name: 'Kurangi jumlah' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Kurangi jumlah' }));
    expect(quantityField()).toHaveValue('1');

    await userEvent.clear(quantityField());
    await userEvent.type(quantityField(), '0{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Minimal pembelian 1 barang.');
    expect(quantityField()).toHaveValue('1');

    await userEvent.clear(quantityField());
    await userEvent.type(quantityField(), '99{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Kamu hanya bisa membeli maksimum 4 untuk produk ini.');
    await waitFor(() => expect(quantityField()).toHaveValue('4'));
    await waitFor(() => expect(asked()).toContain(4));
    expect(asked()).not.toContain(99);
  });

  it('allows 1 for in-store pickup', async () => {
    renderRemote({ path: COFFEE });
    await priceSummaryReady('Rp85.000');
    const increase = screen.getByRole('button', { name: 'Tambah jumlah' });
    // The shipping section (its own chunk) says pickup is the way chosen.
    await waitFor(() => expect(increase).toHaveAttribute('aria-disabled', 'true'));
    increase.focus();
    await userEvent.keyboard('{Enter}');
    expect(quantityField()).toHaveValue('1');
    expect(increase).toHaveFocus();
    await userEvent.clear(quantityField());
    await userEvent.type(quantityField(), '2{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Ambil di toko maksimal 1 barang.');
  });

  it('does not fetch in the super-app variant', async () => {
    renderRemote({ path: SHOES, vendor: 'RETAIL_SUPER_APP' });
    expect(await shownPrice()).toHaveTextContent('Rp629.300');
    await userEvent.click(screen.getByRole('button', { name: 'Tambah jumlah' }));
    // The page takes the quantity in the task after the press (the stepper shows it at once).
    await waitFor(() => expect(subtotal()).toHaveTextContent('Rp1.258.600'));
    expect(asked()).toEqual([]);
  });

  it.each([
    ['on', 'true', [1, 2]],
    ['off', 'false', []],
  ])('fetches for grocery only when the contextual price switch is %s', async (_label, value, expected) => {
    await backend.session.productConfigs({ contextualPriceEnable: value });
    const configs = backend.answersTo(PRODUCT_CONFIGS_CALL);
    renderRemote({ path: OIL, vendor: 'GROCERY' });
    await shownPrice();
    await waitFor(() => expect(configs()).toBeGreaterThan(0));
    // Once the config is in, the stepper works either way: locally, or through the backend.
    await userEvent.click(screen.getByRole('button', { name: 'Tambah jumlah' }));
    await waitFor(() => expect(subtotal()).toHaveTextContent('Rp73.800'));
    expect(asked()).toEqual(expected);
  });

  it('applies the default switches when the product config fails (grocery: no price summary)', async () => {
    await backend.session.fault('/backend/common/content/product-configs', 'status=500', { method: 'GET' });
    const configs = backend.answersTo(PRODUCT_CONFIGS_CALL);
    renderRemote({ path: OIL, vendor: 'GROCERY' });
    expect(await shownPrice()).toHaveTextContent('Rp36.900');
    await waitFor(() => expect(configs()).toBeGreaterThan(0));
    await userEvent.click(screen.getByRole('button', { name: 'Tambah jumlah' }));
    await waitFor(() => expect(subtotal()).toHaveTextContent('Rp73.800'));
    expect(asked()).toEqual([]);
  });
});
