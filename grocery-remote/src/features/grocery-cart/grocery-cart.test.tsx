// The grocery bag through the real page: "+ Bag" sends the grocery bulk cart update with the store and
// the chosen window (or pickup at the store), the add-to-bag dialog, the host's bag count and the
// grocery bag route; the retail cart error catalogue; one add for a double click; login first; buy now
// with the same store and window, to the grocery checkout.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aSlottedDelivery, BERAS_PATH, BUDI, berasSummary, PONDOK_INDAH, saveSelectedStore } from '../../__tests__/factories';
import { envelope, GROCERY_BACKEND, groceryBackend, groceryPageTests, http, HttpResponse, mountGrocery, updateGrocery } from '../../__tests__';
import { leadsToTheBag } from '@pdp/test-kit';

groceryPageTests();
// The page mounts through its real lifecycles and calls: on a busy machine that can take over a second.

// A store whose pickup point differs from the product's, so the line shows which one it carries.
const GENERIC = 'Gagal menambahkan produk. Silakan coba lagi.';

interface CartCall {
  params: Record<string, string>;
  body: unknown;
}

/** Records every grocery bag update (query and body); `answer` decides the response by call number. */
function serveBagUpdate(answer: (call: number) => Response | Promise<Response> = () => envelope({ cartCount: 4 })) {
  const calls: CartCall[] = [];
  groceryBackend.use(
    http.post(`${GROCERY_BACKEND}/grocery/carts/_bulk-update`, async ({ request }) => {
      calls.push({ params: Object.fromEntries(new URL(request.url).searchParams), body: await request.json() });
      return answer(calls.length - 1);
    }),
  );
  return calls;
}

const failure = (code: string, errors: Record<string, string[]> = {}) => HttpResponse.json({ code: 400, status: code, data: null, errors }, { status: 400 });

async function mountWithStore(overrides: Parameters<typeof mountGrocery>[0] = { user: BUDI }) {
  saveSelectedStore(PONDOK_INDAH);
  groceryBackend.use(http.get(`${GROCERY_BACKEND}/grocery/products/:id/slotted-delivery`, () => envelope(aSlottedDelivery({ warehouse: PONDOK_INDAH }))));
  const props = await mountGrocery(overrides);
  await waitFor(() => expect(screen.getByTestId('grocery-slot')).toHaveTextContent('Antar sekarang'));
  return props;
}

const shippingSection = () => screen.getByRole('region', { name: 'Pengiriman' });
const addButton = () => within(shippingSection()).getByRole('button', { name: '+ Bag' });
const line = (overrides: Record<string, unknown> = {}) => ({
  itemSku: 'BRS-1-00001',
  quantity: 1,
  pickupPointCode: 'PP-RNC-PIK',
  fulfillment: 'delivery',
  ...overrides,
});
const DELIVER_NOW = { warehouseCode: 'WH-RNC-PIK', shippingType: 'DELIVER_NOW', slotId: 'NOW-2026-11-22T11:00' };
const SCHEDULED = { warehouseCode: 'WH-RNC-PIK', shippingType: 'SCHEDULED_DELIVERY', slotId: 'SCH-2026-11-24T13:00' };

async function chooseScheduledSlot() {
  await userEvent.click(within(shippingSection()).getByRole('button', { name: 'Ganti jadwal' }));
  const dialog = await screen.findByRole('dialog', { name: 'Pilih jadwal pengiriman' });
  await userEvent.click(within(dialog).getByRole('radio', { name: /^Terjadwal, .*24 November, 13:00–15:00$/ }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Pakai jadwal ini' }));
  await waitFor(() => expect(screen.getByTestId('grocery-slot')).toHaveTextContent('Terjadwal · Selasa, 24 November, 13:00–15:00 · Ongkir Rp10.000'));
}

async function chooseTwo() {
  await userEvent.click(screen.getByRole('button', { name: 'Tambah jumlah' }));
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Jumlah' })).toHaveValue('2'));
}

describe('the grocery bag', () => {
  it('adds the item for delivery in the first window, shows the dialog, reports the grocery bag count and leads to the grocery bag', async () => {
    const calls = serveBagUpdate(() => envelope({ cartCount: 4 }));
    const props = await mountWithStore();

    await userEvent.click(addButton());

    const dialog = await screen.findByRole('dialog', { name: 'Berhasil ditambahkan ke bag' });
    expect(calls).toEqual([{ params: DELIVER_NOW, body: { cartType: 'REGULAR', items: [line()] } }]);
    expect(props.reportBagCount).toHaveBeenCalledWith({ vendor: 'GROCERY', count: 4 });
    expect(within(dialog).getByText('1 barang · Rp38.900')).toBeInTheDocument();

    await leadsToTheBag(dialog, props, '/grocery/cart');
  });

  it('sends the scheduled window the shopper chose', async () => {
    const calls = serveBagUpdate();
    await mountWithStore();
    await chooseScheduledSlot();
    await chooseTwo();

    await userEvent.click(addButton());

    await screen.findByRole('dialog', { name: 'Berhasil ditambahkan ke bag' });
    expect(calls).toEqual([{ params: SCHEDULED, body: { cartType: 'REGULAR', items: [line({ quantity: 2 })] } }]);
  });

  it('sends pickup at the store pickup point without a window', async () => {
    const calls = serveBagUpdate();
    await mountWithStore();

    await userEvent.click(within(shippingSection()).getByRole('radio', { name: 'Ambil di toko' }));
    expect(await screen.findByTestId('grocery-pickup')).toHaveTextContent('Ambil di Ranch Market Pondok Indah');
    await userEvent.click(addButton());

    await screen.findByRole('dialog', { name: 'Berhasil ditambahkan ke bag' });
    expect(calls).toEqual([{ params: { warehouseCode: 'WH-RNC-PIK' }, body: { cartType: 'REGULAR', items: [line({ fulfillment: 'pickup' })] } }]);
  });

  it('brings the quantity down to 1 for pickup at the store, the stepper stopping there, as spec §9 says', async () => {
    const calls = serveBagUpdate();
    await mountWithStore();
    await chooseTwo();

    await userEvent.click(within(shippingSection()).getByRole('radio', { name: 'Ambil di toko' }));
    await screen.findByTestId('grocery-pickup');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Jumlah' })).toHaveValue('1'));
    expect(screen.getByRole('button', { name: 'Tambah jumlah' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(addButton());

    await screen.findByRole('dialog', { name: 'Berhasil ditambahkan ke bag' });
    expect(calls).toEqual([{ params: { warehouseCode: 'WH-RNC-PIK' }, body: { cartType: 'REGULAR', items: [line({ fulfillment: 'pickup', quantity: 1 })] } }]);
  });

  it.each([
    ['CO_EXCEEDED_QUANTITY', { maxQty: ['4'] }, 'Kamu hanya bisa membeli maksimum 4 untuk produk ini.'],
    ['OOS', {}, 'Produk tidak bisa ditambahkan karena stoknya sudah habis.'],
    ['SOMETHING_NEW', {}, GENERIC],
  ])('shows the catalogue message for %s and keeps the quantity and window chosen', async (code, errors, message) => {
    const calls = serveBagUpdate((call) => (call === 0 ? failure(code, errors) : envelope({ cartCount: 2 })));
    const props = await mountWithStore();
    await chooseScheduledSlot();
    await chooseTwo();

    await userEvent.click(addButton());

    expect(await within(shippingSection()).findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(props.reportBagCount).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Jumlah' })).toHaveValue('2');
    expect(screen.getByTestId('grocery-slot')).toHaveTextContent('Terjadwal · Selasa, 24 November, 13:00–15:00');

    await userEvent.click(addButton());
    await screen.findByRole('dialog', { name: 'Berhasil ditambahkan ke bag' });
    const again = { params: SCHEDULED, body: { cartType: 'REGULAR', items: [line({ quantity: 2 })] } };
    expect(calls).toEqual([again, again]);
  });

  it('loads the store’s windows again when the one sent has gone, so the next try is for one still there', async () => {
    const calls = serveBagUpdate((call) => (call === 0 ? failure('SLOT_UNAVAILABLE') : envelope({ cartCount: 1 })));
    await mountWithStore();
    // Meanwhile the 11:00 window filled up: the store now offers deliver now from 12:00 only.
    const later = aSlottedDelivery({ warehouse: PONDOK_INDAH });
    const [now] = later.shippings;
    if (now) now.slots = [{ id: 'NOW-2026-11-22T12:00', date: '2026-11-22', start: '12:00', end: '13:00', status: 'available' }];
    groceryBackend.use(http.get(`${GROCERY_BACKEND}/grocery/products/:id/slotted-delivery`, () => envelope(later)));

    await userEvent.click(addButton());
    expect(await within(shippingSection()).findByRole('alert')).toHaveTextContent(GENERIC);
    await waitFor(() => expect(screen.getByTestId('grocery-slot')).toHaveTextContent('12:00–13:00'));
    await userEvent.click(addButton());
    await screen.findByRole('dialog', { name: 'Berhasil ditambahkan ke bag' });
    expect(calls.map((call) => call.params.slotId)).toEqual(['NOW-2026-11-22T11:00', 'NOW-2026-11-22T12:00']);
  });

  it('adds nothing while the weight picked loads, then the one picked', async () => {
    const calls = serveBagUpdate();
    const props = await mountWithStore();
    let answerFiveKilos: () => void = () => undefined;
    const fiveKilosAnswered = new Promise<void>((resolve) => (answerFiveKilos = resolve));
    const fiveKilos = berasSummary({
      itemSku: 'BRS-1-00002',
      options: berasSummary().options.map((option) => ({ ...option, selected: option.itemSku === 'BRS-1-00002' })),
    });
    groceryBackend.use(
      http.get(`${GROCERY_BACKEND}/product-detail/products/is--BRS-1-00002/_summary`, async () => {
        await fiveKilosAnswered;
        return envelope(fiveKilos);
      }),
    );

    await updateGrocery(props, { path: '/grocery/p/beras-pandan-wangi/is--BRS-1-00002' });

    await waitFor(() => expect(addButton()).toBeDisabled());
    answerFiveKilos();
    await waitFor(() => expect(screen.getByRole('button', { name: '5 kg' })).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(addButton()).toBeEnabled());
    await userEvent.click(addButton());
    await waitFor(() => expect(calls.map((call) => call.body)).toEqual([{ cartType: 'REGULAR', items: [line({ itemSku: 'BRS-1-00002' })] }]));
  });

  it('adds once for a double click', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const calls = serveBagUpdate(async () => {
      await held;
      return envelope({ cartCount: 1 });
    });
    const props = await mountWithStore();

    await userEvent.dblClick(addButton());

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(within(shippingSection()).getByRole('button', { name: 'Menambahkan…' })).toBeDisabled();
    release();
    expect(await screen.findByRole('dialog', { name: 'Berhasil ditambahkan ke bag' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(props.reportBagCount).toHaveBeenCalledTimes(1);
  });

  it('sends an anonymous shopper to login, back to the grocery product with the quantity', async () => {
    const calls = serveBagUpdate();
    const props = await mountWithStore({ user: null });
    await chooseTwo();

    await userEvent.click(addButton());

    expect(props.requestLogin).toHaveBeenCalledWith({ returnTo: `${BERAS_PATH}?qty=2` });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('buys now with the store and the window chosen, then leads to the grocery checkout', async () => {
    const checkouts: CartCall[] = [];
    groceryBackend.use(
      http.post(`${GROCERY_BACKEND}/retail/checkouts/_quick`, async ({ request }) => {
        checkouts.push({ params: Object.fromEntries(new URL(request.url).searchParams), body: await request.json() });
        return envelope({ status: 'READY_CHECKOUT', checkoutId: 'CO-77' });
      }),
    );
    const props = await mountWithStore();
    await chooseScheduledSlot();

    await userEvent.click(within(shippingSection()).getByRole('button', { name: 'Beli sekarang' }));

    await waitFor(() => expect(props.navigate).toHaveBeenCalledWith({ path: '/grocery/checkout/CO-77', resetScroll: true }));
    expect(checkouts).toEqual([{ params: { ...SCHEDULED, source: 'PDP' }, body: { items: [line()] } }]);
  });

  it('shows the cart catalogue’s message when buy now is refused', async () => {
    groceryBackend.use(http.post(`${GROCERY_BACKEND}/retail/checkouts/_quick`, () => failure('OOS')));
    const props = await mountWithStore();

    await userEvent.click(within(shippingSection()).getByRole('button', { name: 'Beli sekarang' }));

    expect(await within(shippingSection()).findByText('Produk tidak bisa ditambahkan karena stoknya sudah habis.')).toBeInTheDocument();
    expect(props.navigate).not.toHaveBeenCalledWith(expect.objectContaining({ path: expect.stringContaining('/checkout/') }));
  });

  it('offers the store’s own list after an add (the grocery recommendation POST), each leading to its grocery page', async () => {
    serveBagUpdate();
    const eggs = {
      itemSku: 'TLR-1-00001',
      name: 'Telur Ayam Negeri',
      urlFriendlyName: 'telur-ayam-negeri',
      imageUrl: '/telur.svg',
      price: { listed: 30000, offered: 28500 },
    };
    const asked: unknown[] = [];
    groceryBackend.use(
      http.post(`${GROCERY_BACKEND}/grocery/recommendations`, async ({ request }) => {
        asked.push(await request.json());
        return envelope([eggs]);
      }),
    );
    await mountWithStore();
    await userEvent.click(addButton());
    const added = await screen.findByRole('dialog', { name: 'Berhasil ditambahkan ke bag' });

    await userEvent.click(within(added).getByRole('button', { name: 'Lihat rekomendasi' }));

    const suggestions = await screen.findByRole('dialog', { name: 'Rekomendasi untukmu' });
    const [first] = await within(suggestions).findAllByRole('link', { name: /Telur Ayam Negeri/ });
    expect(first).toHaveAttribute('href', '/grocery/p/telur-ayam-negeri/is--TLR-1-00001');
    // Spec §9 "grocery: 18", for the store the bag line went to; not the retail placements.
    expect(asked).toEqual([{ itemSku: 'BRS-1-00001', warehouseCode: 'WH-RNC-PIK', page: 0, itemPerPage: 18, placement: 'grocery-pdp' }]);
  });

  it('shows the onboarding tips, the first beside buy now, which it describes', async () => {
    window.localStorage.removeItem('pdp.onboarding-closed');
    await mountWithStore();
    // The tips wait for the shopper to use the page.
    fireEvent.scroll(window);
    const tip = await screen.findByRole('note', { name: 'Tips' });
    expect(tip).toHaveTextContent('Beli sekarang langsung ke checkout untuk barang ini saja, tanpa barang lain di bag.');
    expect(within(shippingSection()).getByRole('button', { name: 'Beli sekarang' })).toHaveAccessibleDescription(
      'Beli sekarang langsung ke checkout untuk barang ini saja, tanpa barang lain di bag.',
    );
  });

  it('points the shipping card’s tip at the delivery window, where the other windows are', async () => {
    window.localStorage.setItem('pdp.onboarding-closed', JSON.stringify({ 'single-checkout': true, 'promo-highlight': true, 'trade-in-highlight': true }));
    await mountWithStore();
    fireEvent.scroll(window);
    const tip = await screen.findByRole('note', { name: 'Tips' });
    const text = 'Ongkir dan estimasi tiba dihitung ke alamatmu. Pilihan pengiriman lainnya ada di sini.';
    expect(tip).toHaveTextContent(text);
    expect(within(shippingSection()).getByRole('button', { name: 'Ganti jadwal' })).toHaveAccessibleDescription(text);
  });
});
