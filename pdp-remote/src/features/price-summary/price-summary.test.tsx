import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aSummary } from '@pdp/test-kit/summary-factory';
import { TEST_BACKEND, backendServer, envelope, http, startBackendMock } from '@pdp/test-kit/backend-mock';
import { servePriceSummary } from '@pdp/test-kit/price-summary-mock';
import { renderRemote } from '../../__tests__/render-remote';

startBackendMock();

const serveSummary = (summary = aSummary()) => backendServer.use(http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, () => envelope(summary)));
const wholesalePrice = (quantity: number) => (quantity >= 6 ? 579000 : quantity >= 3 ? 599000 : 629300);
const shownPrice = () => screen.findByTestId('product-price');
const subtotal = () => screen.getByTestId('price-summary-total');
const quantityField = () => screen.getByRole('textbox', { name: 'Jumlah' });

describe('price summary and quantity', () => {
  it('fetches the summary for quantity 1 at init and shows its price', async () => {
    serveSummary(aSummary({ price: { listed: 1, offered: 1, discountPercentage: 0 } }));
    const asked = servePriceSummary({ cashback: 10000 });
    renderRemote();
    await waitFor(async () => expect(await shownPrice()).toHaveTextContent('Rp629.300'));
    expect(asked).toEqual([1]);
    expect(screen.getByText('Cashback Rp10.000')).toBeInTheDocument();
  });

  it('prices a new quantity with its wholesale tier, leaving the displayed price as it was at init', async () => {
    serveSummary();
    const asked = servePriceSummary({ unitPrice: wholesalePrice });
    renderRemote();
    await screen.findByText('Harga grosir');
    await userEvent.click(screen.getByRole('button', { name: 'Tambah jumlah' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tambah jumlah' }));

    await waitFor(() => expect(subtotal()).toHaveTextContent('Rp1.797.000'));
    expect(screen.getByText('Harga grosir Rp599.000/barang')).toBeInTheDocument();
    expect(await shownPrice()).toHaveTextContent('Rp629.300');
    expect(asked).toEqual([1, 2, 3]);
    const tiers = screen.getByRole('region', { name: 'Harga grosir' });
    expect(within(tiers).getByRole('row', { name: 'Beli ≥ 6 Rp579.000/barang' })).toBeInTheDocument();
  });

  it('shows a step at once and asks for its price in the task after the press, not in the press', async () => {
    serveSummary();
    const asked = servePriceSummary({ unitPrice: wholesalePrice });
    renderRemote();
    await screen.findByText('Harga grosir');
    await waitFor(() => expect(asked).toEqual([1]));
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    try {
      // A press as the browser delivers it: its handlers, the render they cause and the microtasks
      // they queue, all in one task, before the browser paints.
      fireEvent.click(screen.getByRole('button', { name: 'Tambah jumlah' }));
      expect(quantityField()).toHaveValue('2');
      for (let microtask = 0; microtask < 200; microtask += 1) await Promise.resolve();
      const priceCalls = fetchSpy.mock.calls.filter(([input]) => (input instanceof Request ? input.url : String(input)).includes('/price-summary'));
      expect(priceCalls).toEqual([]);
      await waitFor(() => expect(asked).toEqual([1, 2]));
      await waitFor(() => expect(subtotal()).toHaveTextContent('Rp1.258.600'));
      expect(quantityField()).toHaveValue('2');
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('holds the wholesale box’s place for a product sold wholesale until its tiers arrive, showing the first three and the price list', async () => {
    serveSummary(aSummary({ tags: ['WHOLESALE'] }));
    servePriceSummary({
      delayMs: () => 200,
      wholesale: [
        { minQuantity: 3, maxQuantity: 5, price: 599000 },
        { minQuantity: 6, maxQuantity: 11, price: 579000 },
        { minQuantity: 12, maxQuantity: 23, price: 559000 },
        { minQuantity: 24, maxQuantity: null, price: 539000 },
      ],
    });
    renderRemote();
    const box = await screen.findByRole('region', { name: 'Harga grosir' });
    expect(box).toHaveAttribute('aria-busy', 'true');
    expect(within(box).queryAllByRole('row')).toHaveLength(0);

    await waitFor(() => expect(within(box).getAllByRole('row')).toHaveLength(3));
    expect(box).toHaveAttribute('aria-busy', 'false');
    expect(within(box).queryByRole('row', { name: 'Beli ≥ 24 Rp539.000/barang' })).not.toBeInTheDocument();
    expect(within(box).getByRole('link', { name: 'Lihat daftar harga' })).toBeInTheDocument();
  });

  it('shows no wholesale box for a product not sold wholesale that has no tiers', async () => {
    serveSummary(aSummary({ tags: [] }));
    servePriceSummary({ wholesale: [] });
    renderRemote();
    await screen.findByText('Rp629.300', { selector: '[data-testid="price-summary-total"]' });
    expect(screen.queryByRole('region', { name: 'Harga grosir' })).not.toBeInTheDocument();
  });

  it('reverts the quantity to the last successful one and says `Gagal memuat data...` on failure', async () => {
    serveSummary();
    servePriceSummary({ fail: (quantity) => quantity === 3 });
    renderRemote();
    await screen.findByText('Rp629.300', { selector: '[data-testid="price-summary-total"]' });
    await userEvent.click(screen.getByRole('button', { name: 'Tambah jumlah' }));
    await waitFor(() => expect(subtotal()).toHaveTextContent('Rp1.258.600'));

    await userEvent.click(screen.getByRole('button', { name: 'Tambah jumlah' }));

    expect(await screen.findByText('Gagal memuat data...')).toBeInTheDocument();
    await waitFor(() => expect(quantityField()).toHaveValue('2'));
    expect(subtotal()).toHaveTextContent('Rp1.258.600');
  });

  it('falls back to the summary price when the first summary fails', async () => {
    serveSummary(aSummary({ price: { listed: 700000, offered: 650000, discountPercentage: 7 } }));
    servePriceSummary({ fail: () => true });
    renderRemote();
    expect(await screen.findByText('Gagal memuat data...')).toBeInTheDocument();
    expect(await shownPrice()).toHaveTextContent('Rp650.000');
    expect(quantityField()).toHaveValue('1');
  });

  it('never leaves a stale price on screen when quantities change quickly', async () => {
    serveSummary();
    servePriceSummary({ unitPrice: wholesalePrice, delayMs: (quantity) => (quantity === 2 ? 400 : 0) });
    renderRemote();
    await screen.findByText('Rp629.300', { selector: '[data-testid="price-summary-total"]' });
    await userEvent.click(screen.getByRole('button', { name: 'Tambah jumlah' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tambah jumlah' }));
    await waitFor(() => expect(subtotal()).toHaveTextContent('Rp1.797.000'));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(subtotal()).toHaveTextContent('Rp1.797.000');
  });

  it('never goes below 1, saying LOWER_THAN_MINIMUM, and caps at the item maximum', async () => {
    serveSummary();
    const asked = servePriceSummary({ maxQuantity: 4 });
    renderRemote();
    await screen.findByText('Rp629.300', { selector: '[data-testid="price-summary-total"]' });
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
    await waitFor(() => expect(asked).toContain(4));
    expect(asked).not.toContain(99);
  });

  it('allows 1 for in-store pickup', async () => {
    serveSummary(aSummary({ fulfillmentTypes: { delivery: 'AVAILABLE', pickup: 'AVAILABLE', selected: 'pickup' } }));
    servePriceSummary();
    renderRemote();
    await screen.findByText('Rp629.300', { selector: '[data-testid="price-summary-total"]' });
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
    serveSummary(aSummary({ price: { listed: 700000, offered: 650000, discountPercentage: 7 } }));
    const asked = servePriceSummary();
    renderRemote({ vendor: 'RETAIL_SUPER_APP' });
    expect(await shownPrice()).toHaveTextContent('Rp650.000');
    await userEvent.click(screen.getByRole('button', { name: 'Tambah jumlah' }));
    // The page takes the quantity in the task after the press (the stepper shows it at once).
    await waitFor(() => expect(subtotal()).toHaveTextContent('Rp1.300.000'));
    expect(asked).toEqual([]);
  });

  it.each([
    ['on', 'true', [1]],
    ['off', 'false', []],
  ])('fetches for grocery only when the contextual price switch is %s', async (_label, value, expected) => {
    serveSummary(aSummary({ vendor: 'GROCERY' }));
    let configServed = false;
    backendServer.use(
      http.get(`${TEST_BACKEND}/common/content/product-configs`, () => {
        configServed = true;
        return envelope(JSON.stringify([{ id: 'contextualPriceEnable', value }]));
      }),
    );
    const asked = servePriceSummary();
    renderRemote({ vendor: 'GROCERY' });
    await shownPrice();
    await waitFor(() => expect(configServed).toBe(true));
    // Once the config is in, the stepper works either way: locally, or through the backend.
    await userEvent.click(screen.getByRole('button', { name: 'Tambah jumlah' }));
    await waitFor(() => expect(subtotal()).toHaveTextContent('Rp1.258.600'));
    expect(asked).toEqual(expected.length ? [1, 2] : []);
  });

  it('applies the default switches when the product config fails (grocery: no price summary)', async () => {
    serveSummary(aSummary({ vendor: 'GROCERY' }));
    let configServed = false;
    backendServer.use(
      http.get(`${TEST_BACKEND}/common/content/product-configs`, () => {
        configServed = true;
        return envelope(null, { status: 500 });
      }),
    );
    const asked = servePriceSummary();
    renderRemote({ vendor: 'GROCERY' });
    expect(await shownPrice()).toHaveTextContent('Rp629.300');
    await waitFor(() => expect(configServed).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Tambah jumlah' }));
    await waitFor(() => expect(subtotal()).toHaveTextContent('Rp1.258.600'));
    expect(asked).toEqual([]);
  });
});
