// The grocery checkout summary through the real page: asked for the signed-in shopper's store, its
// units, subtotal and the way to free delivery or the order minimum, the grocery bag link, worked out
// again (POST) after an add to bag; a failure leaves nothing shown and the page working; nothing for anonymous.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GroceryCheckoutSummaryDto } from '@pdp/backend-api/grocery';
import { STORAGE_KEYS } from '@pdp/host-contract/storage-keys';
import { aStore, BUDI, KEMANG } from '../../__tests__/factories';
import { envelope, GROCERY_BACKEND, groceryBackend, groceryPageTests, http, mountGrocery } from '../../__tests__';

groceryPageTests();
// The page mounts through its real lifecycles and calls: on a busy machine that can take over a second.

const SUMMARY_TITLE = 'Bag grocery di Ranch Market Kemang';

function saveKemang() {
  const { code, groupName, pickupPoint, available, name } = aStore();
  localStorage.setItem(STORAGE_KEYS.selectedWarehouse, JSON.stringify({ code, groupName, pickupPoint, available, name, pin: KEMANG }));
}

const bag = (overrides: Partial<GroceryCheckoutSummaryDto> = {}): GroceryCheckoutSummaryDto => ({
  itemCount: 3,
  subtotal: 120000,
  deliveryFee: 20000,
  freeDeliveryMinimum: 150000,
  minimumOrder: 50000,
  ...overrides,
});

/**
 * Records the verb and the store of every summary call (the read, GET, and the one after a bag change,
 * POST: decision 0069); `answer` decides the response by call number.
 */
function serveSummary(answer: (call: number) => Response = () => envelope(bag())) {
  const asked: string[] = [];
  const record = ({ request }: { request: Request }) => {
    asked.push(`${request.method} ${new URL(request.url).searchParams.get('warehouseCode')}`);
    return answer(asked.length - 1);
  };
  groceryBackend.use(http.get(`${GROCERY_BACKEND}/grocery/checkouts/summary`, record), http.post(`${GROCERY_BACKEND}/grocery/checkouts/summary`, record));
  return asked;
}

async function mountSignedIn() {
  saveKemang();
  return mountGrocery({ user: BUDI });
}

const summaryBox = () => screen.findByRole('complementary', { name: SUMMARY_TITLE });

describe('the grocery checkout summary', () => {
  it('shows the bag at the store: units, subtotal, delivery fee, what is left for free delivery, and the grocery bag link', async () => {
    const asked = serveSummary();
    const props = await mountSignedIn();

    const box = await summaryBox();
    expect(asked).toEqual(['GET WH-RNC-KMG']);
    expect(within(box).getByText('3 barang · Rp120.000 · Ongkir Rp20.000')).toBeInTheDocument();
    expect(within(box).getByText('Belanja Rp30.000 lagi untuk gratis ongkir.')).toBeInTheDocument();
    expect(within(box).queryByText('Kamu dapat gratis ongkir.')).not.toBeInTheDocument();
    expect(within(box).queryByText(/Minimal belanja/)).not.toBeInTheDocument();

    const link = within(box).getByRole('link', { name: 'Lihat bag grocery' });
    expect(link).toHaveAttribute('href', '/grocery/cart');
    await userEvent.click(link);
    expect(props.navigate).toHaveBeenCalledWith({ path: '/grocery/cart', replace: undefined, resetScroll: true });
  });

  it.each([
    ['above the free-delivery minimum', 160000],
    ['exactly at the free-delivery minimum', 150000],
  ])('says delivery is free %s', async (_label, subtotal) => {
    serveSummary(() => envelope(bag({ subtotal, deliveryFee: 0 })));
    await mountSignedIn();

    const box = await summaryBox();
    expect(within(box).getByText('Kamu dapat gratis ongkir.')).toBeInTheDocument();
    expect(within(box).queryByText(/lagi untuk gratis ongkir/)).not.toBeInTheDocument();
    expect(within(box).queryByText(/Ongkir Rp/)).not.toBeInTheDocument();
  });

  it('notes the order minimum below it', async () => {
    serveSummary(() => envelope(bag({ itemCount: 1, subtotal: 38900 })));
    await mountSignedIn();

    const box = await summaryBox();
    expect(within(box).getByText('1 barang · Rp38.900 · Ongkir Rp20.000')).toBeInTheDocument();
    expect(within(box).getByText('Minimal belanja Rp50.000 untuk checkout.')).toBeInTheDocument();
    expect(within(box).getByText('Belanja Rp111.100 lagi untuk gratis ongkir.')).toBeInTheDocument();
  });

  it('has no note once the order minimum is reached', async () => {
    serveSummary(() => envelope(bag({ subtotal: 50000 })));
    await mountSignedIn();

    const box = await summaryBox();
    expect(within(box).getByText('Belanja Rp100.000 lagi untuk gratis ongkir.')).toBeInTheDocument();
    expect(within(box).queryByText(/Minimal belanja/)).not.toBeInTheDocument();
  });

  it('is worked out again (POST) after each successful add to bag', async () => {
    const asked = serveSummary((call) => envelope(call === 0 ? bag() : bag({ itemCount: 4, subtotal: 158900 })));
    groceryBackend.use(http.post(`${GROCERY_BACKEND}/grocery/carts/_bulk-update`, () => envelope({ cartCount: 4 })));
    await mountSignedIn();
    await summaryBox();

    await userEvent.click(await screen.findByRole('button', { name: '+ Bag' }));
    await screen.findByRole('dialog', { name: 'Berhasil ditambahkan ke bag' });

    const box = await summaryBox();
    await waitFor(() => expect(within(box).getByText('4 barang · Rp158.900 · Ongkir Rp20.000')).toBeInTheDocument());
    expect(within(box).getByText('Kamu dapat gratis ongkir.')).toBeInTheDocument();
    expect(asked).toEqual(['GET WH-RNC-KMG', 'POST WH-RNC-KMG']);

    await userEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    await userEvent.click(await screen.findByRole('button', { name: '+ Bag' }));
    await waitFor(() => expect(asked).toEqual(['GET WH-RNC-KMG', 'POST WH-RNC-KMG', 'POST WH-RNC-KMG']));
    expect(within(await summaryBox()).getByText('Kamu dapat gratis ongkir.')).toBeInTheDocument();
  });

  it('is not asked again after a failed add to bag', async () => {
    const asked = serveSummary();
    groceryBackend.use(http.post(`${GROCERY_BACKEND}/grocery/carts/_bulk-update`, () => envelope(null, { status: 400, code: 'OOS' })));
    await mountSignedIn();
    await summaryBox();

    await userEvent.click(await screen.findByRole('button', { name: '+ Bag' }));

    expect(await screen.findByText('Produk tidak bisa ditambahkan karena stoknya sudah habis.')).toBeInTheDocument();
    expect(asked).toHaveLength(1);
  });

  it('shows nothing when the call fails, and the rest of the page keeps working', async () => {
    const asked = serveSummary(() => envelope(null, { status: 500, code: 'INTERNAL_SERVER_ERROR' }));
    groceryBackend.use(http.post(`${GROCERY_BACKEND}/grocery/carts/_bulk-update`, () => envelope({ cartCount: 1 })));
    await mountSignedIn();
    await waitFor(() => expect(asked).toHaveLength(1));

    await waitFor(() => expect(screen.getByTestId('product-price')).toHaveTextContent('Rp38.900'));
    const add = await screen.findByRole('button', { name: '+ Bag' });
    await waitFor(() => expect(add).toBeEnabled());
    expect(screen.queryByRole('complementary', { name: SUMMARY_TITLE })).not.toBeInTheDocument();
    expect(screen.queryByText('Lihat bag grocery')).not.toBeInTheDocument();

    await userEvent.click(add);
    expect(await screen.findByRole('dialog', { name: 'Berhasil ditambahkan ke bag' })).toBeInTheDocument();
  });

  it('is emptied when the summary asked for again after an add fails (spec §8: reset to empty)', async () => {
    const asked = serveSummary((call) => (call === 0 ? envelope(bag()) : envelope(null, { status: 500, code: 'INTERNAL_SERVER_ERROR' })));
    groceryBackend.use(http.post(`${GROCERY_BACKEND}/grocery/carts/_bulk-update`, () => envelope({ cartCount: 4 })));
    await mountSignedIn();
    await summaryBox();

    await userEvent.click(await screen.findByRole('button', { name: '+ Bag' }));

    await waitFor(() => expect(asked).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('complementary', { name: SUMMARY_TITLE })).not.toBeInTheDocument());
  });

  // The store the shopper chose serves them even when its delivery answer fails.
  it('still shows the bag at the saved store when its delivery slots fail to load', async () => {
    const asked = serveSummary();
    groceryBackend.use(
      http.get(`${GROCERY_BACKEND}/grocery/products/:id/slotted-delivery`, () => envelope(null, { status: 500, code: 'INTERNAL_SERVER_ERROR' })),
    );
    await mountSignedIn();

    expect(await screen.findByText('Gagal memuat jadwal pengiriman.')).toBeInTheDocument();
    const box = await summaryBox();
    expect(within(box).getByText('3 barang · Rp120.000 · Ongkir Rp20.000')).toBeInTheDocument();
    expect(asked).toEqual(['GET WH-RNC-KMG']);
  });

  it('asks nothing for an anonymous shopper', async () => {
    const asked = serveSummary();
    saveKemang();
    await mountGrocery();

    expect(await screen.findByTestId('grocery-store')).toHaveTextContent('Belanja dari Ranch Market Kemang');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toHaveLength(0);
    expect(screen.queryByRole('complementary', { name: SUMMARY_TITLE })).not.toBeInTheDocument();
  });
});
