// The grocery shipping section through the real lifecycles: which slotted delivery call the page makes
// (by the saved store, or resolved by item sku from where the shopper is), the slot picker offering only
// available windows, delivery and pickup availability, an unserviceable store, the call's failures, the
// CUSTOMER_GEO_LOCATION_REQUIRED answer, and the pickup schedule.
// The backend is the simulator (mounted in MSW) on the rice (beras.json), the shopper's store kept as
// theirs, at the session's GROCERY_MORNING (Monday 23 November, 10:00). The file's catalogue adds two
// copies of Ranch Market Kemang that sell the rice, at Pondok Indah's spot: one whose delivery is
// turned off, and one whose name is one long word. The answers the simulator has no way to give (a
// store with no shipping and no reason, a week without a pickup hour, no envelope,
// CUSTOMER_GEO_LOCATION_REQUIRED) and a held answer are the test's own (`backend.server.use`).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { SlottedDeliveryDto } from '@pdp/backend-api/grocery';
import { STORAGE_KEYS } from '@pdp/host-contract/storage-keys';
import { envelope, KEMANG } from '@pdp/test-kit';
import { catalogueCopy } from '@pdp/test-kit/simulator-backend';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { GROCERY_BACKEND, grocerySimulatorTests, mockGeolocation, mountGrocery, updateGrocery } from '../../__tests__';
import { BERAS_2KG, BERAS_5KG, BERAS_5KG_PATH, BERAS_NAME, STORES } from '../../__tests__/grocery-products';

const LONG_NAME = `Ranch${'Marketsegarsekali'.repeat(10)}`;
/** The file's stores, copies of Ranch Market Kemang at Pondok Indah's spot (3 km from Kemang). */
const COPIES = [
  { code: 'WH-RNC-OFF', name: 'Ranch Market Kemang Timur', deliveryTurnedOff: true },
  { code: 'WH-RNC-LONG', name: LONG_NAME },
];

// The first screen and the shipping section are what matter.
sectionsInView(['shipping']);
const backend = grocerySimulatorTests({
  fixturesDir: () =>
    catalogueCopy((files) => {
      const stores = files.get('stores.json') as { stores: Record<string, unknown>[] };
      const kemang = stores.stores.find((store) => store.code === 'WH-RNC-KMG') as Record<string, unknown>;
      const pondokIndah = stores.stores.find((store) => store.code === 'WH-RNC-PIK') as Record<string, unknown>;
      for (const copy of COPIES) {
        stores.stores.push({ ...kemang, latitude: pondokIndah.latitude, longitude: pondokIndah.longitude, pickupPoint: `PP-${copy.code.slice(3)}`, ...copy });
      }
      const beras = files.get('products/beras.json') as { groceryStores: string[] };
      beras.groceryStores = [...beras.groceryStores, ...COPIES.map((copy) => copy.code)];
    }),
});

const BY_STORE = /\/grocery\/products\/[^/]+\/slotted-delivery$/;
const BY_STORE_URL = `${GROCERY_BACKEND}/grocery/products/:id/slotted-delivery`;
const RESOLVE = /\/grocery\/slotted-delivery\/_resolve$/;
const STORE_MESSAGE = 'Belanja dari Ranch Market Kemang';
/** Jl. Ir. H. Juanda, Bandung: far from every Jakarta store. */
const BANDUNG = { latitude: -6.8862, longitude: 107.614 };

type SavedStore = { code: string; groupName: string; pickupPoint: string; available: boolean; name: string };
const copyOfKemang = (code: string): SavedStore => {
  const copy = COPIES.find((candidate) => candidate.code === code) as (typeof COPIES)[number];
  return { code, groupName: 'RANCH', pickupPoint: `PP-${code.slice(3)}`, available: true, name: copy.name };
};

/** Saves `store` as the shopper's, with the pin it was chosen from (Kemang unless said; none at all for 'no pin'). */
function saveWarehouse(store: SavedStore = STORES.KEMANG, pin: { latitude: number; longitude: number } | 'no pin' = KEMANG) {
  localStorage.setItem(STORAGE_KEYS.selectedWarehouse, JSON.stringify(pin === 'no pin' ? store : { ...store, pin }));
}

const storedWarehouse = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.selectedWarehouse) ?? 'null') as { available?: boolean } | null;

const byStoreCalls = () => backend.sent('GET', BY_STORE);

/** A week without a pickup hour: every simulator store opens at least one day a week (its fixtures' rule). */
const noPickupHours = (delivery: SlottedDeliveryDto): SlottedDeliveryDto =>
  delivery.warehouse
    ? { ...delivery, warehouse: { ...delivery.warehouse, pickupHours: delivery.warehouse.pickupHours.map((day) => ({ ...day, status: 'unavailable' })) } }
    : delivery;

/**
 * The by-store answer of the simulator, changed by `change`: an answer it has no way to give. The
 * handler asks the simulator itself (marked, so that it passes this handler by) and changes its answer.
 */
function serveChangedByStore(change: (delivery: SlottedDeliveryDto) => SlottedDeliveryDto) {
  backend.server.use(
    http.get(BY_STORE_URL, async ({ request }) => {
      if (request.headers.has('x-as-simulated')) return undefined;
      const answer = (await (await fetch(request.url, { headers: { 'x-as-simulated': 'yes' } })).json()) as { data: SlottedDeliveryDto };
      return envelope(change(answer.data));
    }),
  );
}

const shippingSection = () => screen.findByRole('region', { name: 'Pengiriman' });
const deliveryRadio = () => screen.getByRole('radio', { name: /^Dikirim/ });
const pickupRadio = () => screen.getByRole('radio', { name: /^Ambil di toko/ });
const addToBag = () => screen.getByRole('button', { name: '+ Bag' });

describe('changing variant', () => {
  it('keeps the store and window on screen while the other variant’s answer loads', async () => {
    saveWarehouse();
    let releaseSecond: () => void = () => undefined;
    const secondAnswered = new Promise<void>((resolve) => {
      releaseSecond = resolve;
    });
    // The 5 kg's answer is held until the test lets the simulator give it.
    backend.server.use(
      http.get(`${GROCERY_BACKEND}/grocery/products/is--${BERAS_5KG}/slotted-delivery`, async () => {
        await secondAnswered;
        return undefined;
      }),
    );
    const props = await mountGrocery();
    expect(await screen.findByTestId('grocery-slot')).toHaveTextContent('Antar sekarang');
    await updateGrocery(props, { path: BERAS_5KG_PATH });
    await waitFor(() => expect(byStoreCalls()).toHaveLength(2));
    expect(byStoreCalls()[1]?.pathname).toBe(`/backend/grocery/products/is--${BERAS_5KG}/slotted-delivery`);
    expect(screen.getByTestId('grocery-store')).toHaveTextContent(STORE_MESSAGE);
    expect(screen.getByTestId('grocery-slot')).toHaveTextContent('Antar sekarang');
    expect(screen.queryByText('Memuat jadwal pengiriman…')).not.toBeInTheDocument();
    releaseSecond();
  });
});

describe('which slotted delivery the page asks for', () => {
  it('asks by the saved store, never the resolve variant, and says where the shopper buys', async () => {
    saveWarehouse();
    await mountGrocery();
    expect(await screen.findByTestId('grocery-store')).toHaveTextContent(STORE_MESSAGE);
    const byStore = byStoreCalls();
    expect(byStore).toHaveLength(1);
    expect(byStore[0]?.pathname).toBe('/backend/grocery/products/ps--BRS-70001/slotted-delivery');
    expect(Object.fromEntries(byStore[0]?.query ?? [])).toEqual({
      warehouseCode: 'WH-RNC-KMG',
      latitude: String(KEMANG.latitude),
      longitude: String(KEMANG.longitude),
    });
    expect(backend.sent('GET', RESOLVE)).toHaveLength(0);
  });

  it('shows a store whose name is one long word, as the seller wrote it', async () => {
    saveWarehouse(copyOfKemang('WH-RNC-LONG'));
    await mountGrocery();
    expect(await screen.findByTestId('grocery-store')).toHaveTextContent(`Belanja dari ${LONG_NAME}`);
    expect(addToBag()).toBeEnabled();
  });

  it('without a saved store, resolves one by item sku around the stored shipping location', async () => {
    const geolocation = { latitude: -6.2297, longitude: 106.8295 };
    const location = {
      provinceId: 'P-31',
      cityId: 'C-3171',
      districtId: 'D-317101',
      subDistrictId: 'S-3171011',
      label: 'Setiabudi, Jakarta Selatan',
      geolocation,
    };
    localStorage.setItem(STORAGE_KEYS.customerShippingLocation, JSON.stringify({ location, source: 'picker' }));
    await mountGrocery();
    expect(await screen.findByTestId('grocery-store')).toHaveTextContent(STORE_MESSAGE);
    expect(backend.sent('GET', RESOLVE).map(({ query }) => Object.fromEntries(query))).toEqual([
      { itemSku: BERAS_2KG, latitude: '-6.2297', longitude: '106.8295' },
    ]);
    expect(byStoreCalls()).toHaveLength(0);
  });
});

describe('delivery slots', () => {
  it('offers only available windows and shows the one the shopper confirms', async () => {
    saveWarehouse();
    await mountGrocery();
    const slot = await screen.findByTestId('grocery-slot');
    expect(slot).toHaveTextContent('Antar sekarang · Senin, 23 November, 11:00–12:00 · Ongkir Rp20.000');
    await userEvent.click(within(slot).getByRole('button', { name: 'Ganti jadwal' }));

    const dialog = await screen.findByRole('dialog', { name: 'Pilih jadwal pengiriman' });
    expect(within(dialog).getByText('Dikirim dari Ranch Market Kemang')).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label')),
    ).toEqual([
      'Antar sekarang, Senin, 23 November, 11:00–12:00',
      'Antar sekarang, Senin, 23 November, 12:00–13:00',
      ...['Selasa, 24 November', 'Rabu, 25 November', 'Kamis, 26 November'].flatMap((day) =>
        ['08:00–10:00', '13:00–15:00', '15:00–17:00', '18:00–20:00'].map((window) => `Terjadwal, ${day}, ${window}`),
      ),
    ]);
    // The full windows (Kemang's 10:00–12:00, every day) cannot be chosen.
    expect(within(dialog).queryByText('10:00–12:00')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Antar sekarang, Senin, 23 November, 11:00–12:00' })).toBeChecked();

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Terjadwal, Selasa, 24 November, 13:00–15:00' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pakai jadwal ini' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('grocery-slot')).toHaveTextContent('Terjadwal · Selasa, 24 November, 13:00–15:00 · Ongkir Rp10.000');
  });
});

describe('delivery and pickup availability', () => {
  it('has no delivery when the store has no shipping, and the shopper collects at the store', async () => {
    saveWarehouse();
    // A store that delivers nothing and says no reason: the simulator's Kemang without its shippings.
    serveChangedByStore((delivery) => ({ ...delivery, shippings: [], conditions: [] }));
    await mountGrocery();
    expect(await screen.findByText('Ambil di Ranch Market Kemang')).toBeInTheDocument();
    expect(deliveryRadio()).toBeDisabled();
    expect(deliveryRadio()).toHaveAccessibleDescription('Tidak tersedia');
    expect(pickupRadio()).toBeEnabled();
    expect(pickupRadio()).toBeChecked();
    expect(screen.queryByTestId('grocery-slot')).not.toBeInTheDocument();
  });

  it('has no delivery while the store has turned it off, and says so', async () => {
    saveWarehouse(copyOfKemang('WH-RNC-OFF'));
    serveChangedByStore(noPickupHours);
    await mountGrocery();
    expect(await screen.findByText('Toko ini sedang tidak melayani pengiriman.')).toBeInTheDocument();
    expect(deliveryRadio()).toBeDisabled();
    expect(pickupRadio()).toBeDisabled();
    expect(pickupRadio()).toHaveAccessibleDescription('Tidak tersedia');
    expect(screen.queryByTestId('grocery-slot')).not.toBeInTheDocument();
    expect(addToBag()).toBeDisabled();
  });

  it('still says delivery is turned off when the shopper can collect at the store instead', async () => {
    saveWarehouse(copyOfKemang('WH-RNC-OFF'));
    await mountGrocery();
    expect(await screen.findByText('Ambil di Ranch Market Kemang Timur')).toBeInTheDocument();
    expect(deliveryRadio()).toBeDisabled();
    expect(deliveryRadio()).toHaveAccessibleDescription('Tidak tersedia');
    expect(pickupRadio()).toBeChecked();
    expect(screen.getByText('Toko ini sedang tidak melayani pengiriman.')).toBeInTheDocument();
  });

  it('lets the shopper switch between delivery and pickup when both are available', async () => {
    saveWarehouse();
    await mountGrocery();
    await screen.findByTestId('grocery-slot');
    expect(deliveryRadio()).toBeChecked();
    await userEvent.click(pickupRadio());
    expect(await screen.findByTestId('grocery-pickup')).toHaveTextContent('Ambil di Ranch Market Kemang');
    expect(screen.getByTestId('grocery-pickup')).toHaveTextContent('Bisa diambil Senin, 23 November, 07:00–22:00');
    expect(screen.queryByTestId('grocery-slot')).not.toBeInTheDocument();
    expect(addToBag()).toBeEnabled();
    await userEvent.click(deliveryRadio());
    expect(await screen.findByTestId('grocery-slot')).toBeInTheDocument();
  });

  it('does not offer pickup when no pickup hour is available', async () => {
    saveWarehouse();
    serveChangedByStore(noPickupHours);
    await mountGrocery();
    await screen.findByTestId('grocery-slot');
    expect(pickupRadio()).toBeDisabled();
    expect(pickupRadio()).toHaveAccessibleDescription('Tidak tersedia');
    expect(deliveryRadio()).toBeChecked();
  });
});

describe('a store that does not serve the address', () => {
  const unserviceable = 'Alamatmu belum terjangkau oleh Ranch Market Kemang. Pilih toko lain agar pesanan bisa dikirim ke alamatmu.';

  /** The saved store answers that it does not serve the address (Kemang, chosen from Bandung): the page says so and offers no delivery. */
  async function openUnserviceableStore() {
    saveWarehouse(STORES.KEMANG, BANDUNG);
    await mountGrocery();
    expect(await screen.findByText(unserviceable)).toBeInTheDocument();
    expect(deliveryRadio()).toBeDisabled();
    expect(deliveryRadio()).toHaveAccessibleDescription('Tidak tersedia di lokasimu');
  }

  it('says so, offers no delivery, and the saved selection remembers it', async () => {
    await openUnserviceableStore();
    await waitFor(() => expect(storedWarehouse()?.available).toBe(false));
  });

  // An unserviceable address stops delivery to it; collecting at the store does not go there.
  it('cannot deliver to the address, yet the shopper may still collect at the store when it has pickup hours', async () => {
    await openUnserviceableStore();
    expect(pickupRadio()).toBeChecked();
    expect(screen.queryByTestId('grocery-slot')).not.toBeInTheDocument();
    expect(addToBag()).toBeEnabled();
  });

  it('cannot be bought at all from an unserviceable store without pickup hours', async () => {
    // Kelapa Gading is closed: it serves nobody, and has no pickup hours.
    saveWarehouse({ code: 'WH-RNC-KGD', groupName: 'RANCH', pickupPoint: 'PP-RNC-KGD', available: true, name: 'Ranch Market Kelapa Gading' });
    await mountGrocery();
    expect(await screen.findByText(unserviceable.replace('Ranch Market Kemang', 'Ranch Market Kelapa Gading'))).toBeInTheDocument();
    expect(deliveryRadio()).toBeDisabled();
    expect(pickupRadio()).toBeDisabled();
    expect(addToBag()).toBeDisabled();
  });
});

describe('when the slotted delivery cannot be had', () => {
  it('says it failed, keeps the rest of the page working, and loads again on retry', async () => {
    saveWarehouse();
    await backend.session.fault('/backend/grocery/products/*/slotted-delivery', 'status=500', { method: 'GET', times: 1 });
    const props = await mountGrocery();
    const section = await shippingSection();
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('Gagal memuat jadwal pengiriman.');
    expect(screen.getByRole('heading', { name: BERAS_NAME })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('product-price')).toHaveTextContent('Rp38.900'));
    const fiveKilos = screen.getByRole('button', { name: '5 kg' });
    await waitFor(() => expect(fiveKilos).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(fiveKilos);
    await waitFor(() => expect(props.navigate).toHaveBeenCalledWith(expect.objectContaining({ path: BERAS_5KG_PATH })));

    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await within(section).findByTestId('grocery-store')).toHaveTextContent(STORE_MESSAGE);
    expect(byStoreCalls()).toHaveLength(2);
    expect(within(section).queryByText('Gagal memuat jadwal pengiriman.')).not.toBeInTheDocument();
  });

  it.each([
    // The simulator's malformed answer (an HTML page).
    ['is not JSON', () => backend.session.fault('/backend/grocery/products/*/slotted-delivery', 'malformed', { method: 'GET' })],
    // An answer the simulator has no way to give.
    [
      'is JSON without the envelope',
      () =>
        backend.server.use(
          http.get(BY_STORE_URL, () => new HttpResponse('[{"warehouse": null}]', { status: 200, headers: { 'content-type': 'application/json' } })),
        ),
    ],
  ])('treats an answer that %s as a failure', async (_case, arrange) => {
    saveWarehouse();
    await arrange();
    await mountGrocery();
    const section = await shippingSection();
    expect(await within(section).findByRole('alert')).toHaveTextContent('Gagal memuat jadwal pengiriman.');
    expect(within(section).getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: BERAS_NAME })).toBeInTheDocument();
    expect(addToBag()).toBeDisabled();
  });

  it('asks for a location pin when the backend says CUSTOMER_GEO_LOCATION_REQUIRED, then asks again with the device location', async () => {
    saveWarehouse(STORES.KEMANG, 'no pin');
    // The simulator answers a store's delivery without a location; the backend may refuse it (spec §8):
    // the first call's refusal is the test's own, the next goes to the simulator.
    let refused = false;
    backend.server.use(
      http.get(BY_STORE_URL, () => {
        if (refused) return undefined;
        refused = true;
        return HttpResponse.json({ code: 400, status: 'CUSTOMER_GEO_LOCATION_REQUIRED', data: null, errors: {} }, { status: 400 });
      }),
    );
    mockGeolocation(KEMANG);
    await mountGrocery();
    const section = await shippingSection();
    expect(await within(section).findByText('Atur titik lokasi (pin) alamatmu dulu untuk melihat opsi pengiriman ini.')).toHaveAttribute('role', 'status');
    expect(within(section).queryByText('Gagal memuat jadwal pengiriman.')).not.toBeInTheDocument();
    expect(Object.fromEntries(byStoreCalls()[0]?.query ?? [])).toEqual({ warehouseCode: 'WH-RNC-KMG' });

    await userEvent.click(within(section).getByRole('button', { name: 'Gunakan lokasi saat ini' }));
    expect(await within(section).findByTestId('grocery-store')).toHaveTextContent(STORE_MESSAGE);
    expect(Object.fromEntries(byStoreCalls()[1]?.query ?? [])).toEqual({
      warehouseCode: 'WH-RNC-KMG',
      latitude: String(KEMANG.latitude),
      longitude: String(KEMANG.longitude),
    });
  });
});

describe('the pickup schedule', () => {
  it('opens with the store’s pickup hours, closes on Escape and gives focus back', async () => {
    // Pondok Indah, chosen from Bandung: it delivers nothing there, and is closed on Sundays.
    saveWarehouse(STORES.PONDOK_INDAH, BANDUNG);
    await mountGrocery();
    const open = await within(await screen.findByTestId('grocery-pickup')).findByRole('button', { name: 'Lihat jadwal ambil' });
    await userEvent.click(open);

    const dialog = await screen.findByRole('dialog', { name: 'Jadwal ambil' });
    expect(within(dialog).getByText('Jl. Metro Pondok Indah Kav. IV, Jakarta Selatan')).toBeInTheDocument();
    const table = within(dialog).getByRole('table', { name: 'Jadwal ambil di Ranch Market Pondok Indah' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Senin, 23 November08:00–21:00',
      'Selasa, 24 November08:00–21:00',
      'Rabu, 25 November08:00–21:00',
      'Kamis, 26 November08:00–21:00',
      'Jumat, 27 November08:00–21:00',
      'Sabtu, 28 November08:00–21:00',
      'Minggu, 29 NovemberTutup',
    ]);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(open).toHaveFocus();
  });
});
