// The grocery bag through the real page: "+ Bag" sends the grocery bulk cart update with the store and
// the chosen window (or pickup at the store), the add-to-bag dialog, the host's bag count and the
// grocery bag route; the retail cart error catalogue; one add for a double click; login first; buy now
// with the same store and window, to the grocery checkout.
// The backend is the simulator (mounted in MSW) on the rice (beras.json): Sari's session signed in,
// served by Ranch Market Kemang, kept as her store, at the session's GROCERY_MORNING. A refusal the
// next press gets past (the simulator's refusals hold while the bag is as it was), a held answer and a
// refused buy now are the test's own (`backend.server.use`), the simulator answering the rest.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { leadsToTheBag } from '@pdp/test-kit';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { GROCERY_BACKEND, grocerySimulatorTests, mountGrocery, updateGrocery } from '../../__tests__';
import { BERAS, BERAS_2KG, BERAS_5KG, BERAS_5KG_PATH, keepAsShoppersStore, SARI, STORES } from '../../__tests__/grocery-products';

// The first screen and the shipping section (the bag) are what matter.
sectionsInView(['shipping']);
const backend = grocerySimulatorTests();

beforeEach(() => backend.session.signIn(SARI.email));

const GENERIC = 'Gagal menambahkan produk. Silakan coba lagi.';
const BAG_UPDATE_URL = `${GROCERY_BACKEND}/grocery/carts/_bulk-update`;

interface CartCall {
  params: Record<string, string>;
  body: unknown;
}

const callsTo = (path: RegExp): CartCall[] => backend.sent('POST', path).map(({ query, body }) => ({ params: Object.fromEntries(query), body }));
/** Every grocery bag update the page sent: query and body. */
const bagUpdates = () => callsTo(/\/grocery\/carts\/_bulk-update$/);

const failure = (code: string, errors: Record<string, string[]> = {}) => HttpResponse.json({ code: 400, status: code, data: null, errors }, { status: 400 });

/** The first bag update is refused with `code`; the next ones go to the simulator. */
function refuseFirstUpdate(code: string, errors: Record<string, string[]> = {}) {
  let refused = false;
  backend.server.use(
    http.post(BAG_UPDATE_URL, () => {
      if (refused) return undefined;
      refused = true;
      return failure(code, errors);
    }),
  );
}

async function mountWithStore(overrides: Parameters<typeof mountGrocery>[0] = { user: SARI }) {
  keepAsShoppersStore(STORES.KEMANG);
  const props = await mountGrocery(overrides);
  await waitFor(() => expect(screen.getByTestId('grocery-slot')).toHaveTextContent('Antar sekarang'));
  return props;
}

const shippingSection = () => screen.getByRole('region', { name: 'Pengiriman' });
const addButton = () => within(shippingSection()).getByRole('button', { name: '+ Bag' });
const line = (overrides: Record<string, unknown> = {}) => ({
  itemSku: BERAS_2KG,
  quantity: 1,
  pickupPointCode: 'PP-RNC-KMG',
  fulfillment: 'delivery',
  ...overrides,
});
const DELIVER_NOW = { warehouseCode: 'WH-RNC-KMG', shippingType: 'DELIVER_NOW', slotId: 'NOW-2026-11-23T11:00' };
const SCHEDULED = { warehouseCode: 'WH-RNC-KMG', shippingType: 'SCHEDULED_DELIVERY', slotId: 'SCH-2026-11-24T13:00' };

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
    const props = await mountWithStore();

    await userEvent.click(addButton());

    const dialog = await screen.findByRole('dialog', { name: 'Berhasil ditambahkan ke bag' });
    expect(bagUpdates()).toEqual([{ params: DELIVER_NOW, body: { cartType: 'REGULAR', items: [line()] } }]);
    expect(props.reportBagCount).toHaveBeenCalledWith({ vendor: 'GROCERY', count: 1 });
    expect(within(dialog).getByText('1 barang · Rp38.900')).toBeInTheDocument();

    await leadsToTheBag(dialog, props, '/grocery/cart');
  });

  it('sends the scheduled window the shopper chose', async () => {
    await mountWithStore();
    await chooseScheduledSlot();
    await chooseTwo();

    await userEvent.click(addButton());

    await screen.findByRole('dialog', { name: 'Berhasil ditambahkan ke bag' });
    expect(bagUpdates()).toEqual([{ params: SCHEDULED, body: { cartType: 'REGULAR', items: [line({ quantity: 2 })] } }]);
  });

  it('sends pickup at the store pickup point without a window', async () => {
    await mountWithStore();

    await userEvent.click(within(shippingSection()).getByRole('radio', { name: 'Ambil di toko' }));
    expect(await screen.findByTestId('grocery-pickup')).toHaveTextContent('Ambil di Ranch Market Kemang');
    await userEvent.click(addButton());

    await screen.findByRole('dialog', { name: 'Berhasil ditambahkan ke bag' });
    expect(bagUpdates()).toEqual([{ params: { warehouseCode: 'WH-RNC-KMG' }, body: { cartType: 'REGULAR', items: [line({ fulfillment: 'pickup' })] } }]);
  });

  it('brings the quantity down to 1 for pickup at the store, the stepper stopping there, as spec §9 says', async () => {
    await mountWithStore();
    await chooseTwo();

    await userEvent.click(within(shippingSection()).getByRole('radio', { name: 'Ambil di toko' }));
    await screen.findByTestId('grocery-pickup');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Jumlah' })).toHaveValue('1'));
    expect(screen.getByRole('button', { name: 'Tambah jumlah' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(addButton());

    await screen.findByRole('dialog', { name: 'Berhasil ditambahkan ke bag' });
    expect(bagUpdates()).toEqual([
      { params: { warehouseCode: 'WH-RNC-KMG' }, body: { cartType: 'REGULAR', items: [line({ fulfillment: 'pickup', quantity: 1 })] } },
    ]);
  });

  it.each([
    ['CO_EXCEEDED_QUANTITY', { maxQty: ['4'] }, 'Kamu hanya bisa membeli maksimum 4 untuk produk ini.'],
    ['OOS', {}, 'Produk tidak bisa ditambahkan karena stoknya sudah habis.'],
    ['SOMETHING_NEW', {}, GENERIC],
  ])('shows the catalogue message for %s and keeps the quantity and window chosen', async (code, errors, message) => {
    refuseFirstUpdate(code, errors);
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
    expect(bagUpdates()).toEqual([again, again]);
  });

  it('loads the store’s windows again when the one sent has gone, so the next try is for one still there', async () => {
    await mountWithStore();
    // Meanwhile it turned eleven: the 11:00 window has gone, and the store delivers now from 12:00.
    await backend.session.clock('2026-11-23T11:00:30+07:00');

    await userEvent.click(addButton());
    expect(await within(shippingSection()).findByRole('alert')).toHaveTextContent(GENERIC);
    await waitFor(() => expect(screen.getByTestId('grocery-slot')).toHaveTextContent('12:00–13:00'));
    await userEvent.click(addButton());
    await screen.findByRole('dialog', { name: 'Berhasil ditambahkan ke bag' });
    expect(bagUpdates().map((call) => call.params.slotId)).toEqual(['NOW-2026-11-23T11:00', 'NOW-2026-11-23T12:00']);
  });

  it('adds nothing while the weight picked loads, then the one picked', async () => {
    const props = await mountWithStore();
    let answerFiveKilos: () => void = () => undefined;
    const fiveKilosAnswered = new Promise<void>((resolve) => (answerFiveKilos = resolve));
    // The 5 kg's summary is held until the test lets the simulator answer it.
    backend.server.use(
      http.get(`${GROCERY_BACKEND}/product-detail/products/is--${BERAS_5KG}/_summary`, async () => {
        await fiveKilosAnswered;
        return undefined;
      }),
    );

    await updateGrocery(props, { path: BERAS_5KG_PATH });

    await waitFor(() => expect(addButton()).toBeDisabled());
    answerFiveKilos();
    await waitFor(() => expect(screen.getByRole('button', { name: '5 kg' })).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(addButton()).toBeEnabled());
    await userEvent.click(addButton());
    await waitFor(() => expect(bagUpdates().map((call) => call.body)).toEqual([{ cartType: 'REGULAR', items: [line({ itemSku: BERAS_5KG })] }]));
  });

  it('adds once for a double click', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The bag update is held until the test lets the simulator answer it.
    backend.server.use(
      http.post(BAG_UPDATE_URL, async () => {
        await held;
        return undefined;
      }),
    );
    const props = await mountWithStore();

    await userEvent.dblClick(addButton());

    await waitFor(() => expect(bagUpdates()).toHaveLength(1));
    expect(within(shippingSection()).getByRole('button', { name: 'Menambahkan…' })).toBeDisabled();
    release();
    expect(await screen.findByRole('dialog', { name: 'Berhasil ditambahkan ke bag' })).toBeInTheDocument();
    expect(bagUpdates()).toHaveLength(1);
    expect(props.reportBagCount).toHaveBeenCalledTimes(1);
  });

  it('sends an anonymous shopper to login, back to the grocery product with the quantity', async () => {
    const props = await mountWithStore({ user: null });
    await chooseTwo();

    await userEvent.click(addButton());

    expect(props.requestLogin).toHaveBeenCalledWith({ returnTo: `${BERAS}?qty=2` });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bagUpdates()).toHaveLength(0);
  });

  it('buys now with the store and the window chosen, then leads to the grocery checkout', async () => {
    // The checkout id the simulator made up for the page's buy now.
    const checkoutIds: string[] = [];
    const recordCheckoutId = ({ request, response }: { request: Request; response: Response }) => {
      if (!new URL(request.url).pathname.endsWith('/retail/checkouts/_quick')) return;
      void response
        .clone()
        .json()
        .then((answer: { data: { checkoutId: string } }) => checkoutIds.push(answer.data.checkoutId));
    };
    backend.server.events.on('response:mocked', recordCheckoutId);
    try {
      const props = await mountWithStore();
      await chooseScheduledSlot();

      await userEvent.click(within(shippingSection()).getByRole('button', { name: 'Beli sekarang' }));

      await waitFor(() => expect(checkoutIds).toHaveLength(1));
      await waitFor(() => expect(props.navigate).toHaveBeenCalledWith({ path: `/grocery/checkout/${checkoutIds[0]}`, resetScroll: true }));
      expect(callsTo(/\/retail\/checkouts\/_quick$/)).toEqual([{ params: { ...SCHEDULED, source: 'PDP' }, body: { items: [line()] } }]);
    } finally {
      backend.server.events.removeListener('response:mocked', recordCheckoutId);
    }
  });

  it('shows the cart catalogue’s message when buy now is refused', async () => {
    // No grocery item on sale is out of stock: the refusal is the test's own.
    backend.server.use(http.post(`${GROCERY_BACKEND}/retail/checkouts/_quick`, () => failure('OOS')));
    const props = await mountWithStore();

    await userEvent.click(within(shippingSection()).getByRole('button', { name: 'Beli sekarang' }));

    expect(await within(shippingSection()).findByText('Produk tidak bisa ditambahkan karena stoknya sudah habis.')).toBeInTheDocument();
    expect(props.navigate).not.toHaveBeenCalledWith(expect.objectContaining({ path: expect.stringContaining('/checkout/') }));
  });

  it('offers the store’s own list after an add (the grocery recommendation POST), each leading to its grocery page', async () => {
    await mountWithStore();
    await userEvent.click(addButton());
    const added = await screen.findByRole('dialog', { name: 'Berhasil ditambahkan ke bag' });

    await userEvent.click(within(added).getByRole('button', { name: 'Lihat rekomendasi' }));

    const suggestions = await screen.findByRole('dialog', { name: 'Rekomendasi untukmu' });
    const [first] = await within(suggestions).findAllByRole('link', { name: /Telur Ayam Negeri/ });
    expect(first).toHaveAttribute('href', '/grocery/p/telur-ayam-negeri-10-butir/is--TLR-70003-00001');
    // Spec §9 "grocery: 18", for the store the bag line went to; not the retail placements.
    expect(callsTo(/\/grocery\/recommendations$/).map(({ body }) => body)).toEqual([
      { itemSku: BERAS_2KG, warehouseCode: 'WH-RNC-KMG', page: 0, itemPerPage: 18, placement: 'grocery-pdp' },
    ]);
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
