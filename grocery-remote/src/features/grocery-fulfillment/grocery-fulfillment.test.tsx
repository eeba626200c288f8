// The grocery shipping section through the real lifecycles: which slotted delivery call the page makes
// (by the saved store, or resolved by item sku from where the shopper is), the slot picker offering only
// available windows, delivery and pickup availability, an unserviceable store, the call's failures, the
// CUSTOMER_GEO_LOCATION_REQUIRED answer, and the pickup schedule.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@pdp/host-contract/storage-keys';
import { aSlottedDelivery, aStore, KEMANG, unavailableHours } from '../../__tests__/factories';
import { envelope, GROCERY_BACKEND, groceryBackend, groceryPageTests, http, HttpResponse, mockGeolocation, mountGrocery, updateGrocery } from '../../__tests__';

groceryPageTests();

const BY_STORE = `${GROCERY_BACKEND}/grocery/products/:id/slotted-delivery`;
const RESOLVE = `${GROCERY_BACKEND}/grocery/slotted-delivery/_resolve`;
const STORE_MESSAGE = 'Belanja dari Ranch Market Kemang';

function saveWarehouse(overrides: Record<string, unknown> = {}) {
  const saved = { code: 'WH-RNC-KMG', groupName: 'RANCH', pickupPoint: 'PP-RNC-KMG', available: true, name: 'Ranch Market Kemang', pin: KEMANG, ...overrides };
  localStorage.setItem(STORAGE_KEYS.selectedWarehouse, JSON.stringify(saved));
}

const storedWarehouse = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.selectedWarehouse) ?? 'null') as { available?: boolean } | null;

/** Answers a slotted delivery call (`url`) with `answer(call)`, recording every call's URL. */
function serve(url: string, answer: (call: number) => Response | Promise<Response> = () => envelope(aSlottedDelivery())) {
  const calls: URL[] = [];
  groceryBackend.use(
    http.get(url, ({ request }) => {
      calls.push(new URL(request.url));
      return answer(calls.length - 1);
    }),
  );
  return calls;
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
    const calls = serve(BY_STORE, (call) => (call === 0 ? envelope(aSlottedDelivery()) : secondAnswered.then(() => envelope(aSlottedDelivery()))));
    const props = await mountGrocery();
    expect(await screen.findByTestId('grocery-slot')).toHaveTextContent('Antar sekarang');
    await updateGrocery(props, { path: '/grocery/p/beras-pandan-wangi/is--BRS-1-00002' });
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.pathname).toBe('/backend/grocery/products/is--BRS-1-00002/slotted-delivery');
    expect(screen.getByTestId('grocery-store')).toHaveTextContent(STORE_MESSAGE);
    expect(screen.getByTestId('grocery-slot')).toHaveTextContent('Antar sekarang');
    expect(screen.queryByText('Memuat jadwal pengiriman…')).not.toBeInTheDocument();
    releaseSecond();
  });
});

describe('which slotted delivery the page asks for', () => {
  it('asks by the saved store, never the resolve variant, and says where the shopper buys', async () => {
    saveWarehouse();
    const byStore = serve(BY_STORE);
    const resolved = serve(RESOLVE);
    await mountGrocery();
    expect(await screen.findByTestId('grocery-store')).toHaveTextContent(STORE_MESSAGE);
    expect(byStore).toHaveLength(1);
    expect(byStore[0]?.pathname).toBe('/backend/grocery/products/ps--BRS-1/slotted-delivery');
    expect(Object.fromEntries(byStore[0]?.searchParams ?? [])).toEqual({
      warehouseCode: 'WH-RNC-KMG',
      latitude: String(KEMANG.latitude),
      longitude: String(KEMANG.longitude),
    });
    expect(resolved).toHaveLength(0);
  });

  it('shows a store whose name is one long word, as the seller wrote it', async () => {
    const longName = `Ranch${'Marketsegarsekali'.repeat(10)}`;
    saveWarehouse();
    serve(BY_STORE, () => envelope(aSlottedDelivery({ warehouse: aStore({ name: longName }) })));
    await mountGrocery();
    expect(await screen.findByTestId('grocery-store')).toHaveTextContent(`Belanja dari ${longName}`);
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
    const byStore = serve(BY_STORE);
    const resolved = serve(RESOLVE);
    await mountGrocery();
    expect(await screen.findByTestId('grocery-store')).toHaveTextContent(STORE_MESSAGE);
    expect(resolved.map((url) => Object.fromEntries(url.searchParams))).toEqual([{ itemSku: 'BRS-1-00001', latitude: '-6.2297', longitude: '106.8295' }]);
    expect(byStore).toHaveLength(0);
  });
});

describe('delivery slots', () => {
  it('offers only available windows and shows the one the shopper confirms', async () => {
    saveWarehouse();
    await mountGrocery();
    const slot = await screen.findByTestId('grocery-slot');
    expect(slot).toHaveTextContent('Antar sekarang · Minggu, 22 November, 11:00–12:00 · Ongkir Rp20.000');
    await userEvent.click(within(slot).getByRole('button', { name: 'Ganti jadwal' }));

    const dialog = await screen.findByRole('dialog', { name: 'Pilih jadwal pengiriman' });
    expect(within(dialog).getByText('Dikirim dari Ranch Market Kemang')).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label')),
    ).toEqual([
      'Antar sekarang, Minggu, 22 November, 11:00–12:00',
      'Terjadwal, Senin, 23 November, 08:00–10:00',
      'Terjadwal, Selasa, 24 November, 13:00–15:00',
    ]);
    // The full windows (12:00–13:00 now, 10:00–12:00 on the 23rd) cannot be chosen.
    expect(within(dialog).queryByText('12:00–13:00')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('10:00–12:00')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Antar sekarang, Minggu, 22 November, 11:00–12:00' })).toBeChecked();

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Terjadwal, Selasa, 24 November, 13:00–15:00' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pakai jadwal ini' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('grocery-slot')).toHaveTextContent('Terjadwal · Selasa, 24 November, 13:00–15:00 · Ongkir Rp10.000');
  });
});

describe('delivery and pickup availability', () => {
  it('has no delivery when the store has no shipping, and the shopper collects at the store', async () => {
    saveWarehouse();
    serve(BY_STORE, () => envelope(aSlottedDelivery({ shippings: [] })));
    await mountGrocery();
    expect(await screen.findByText('Ambil di Ranch Market Kemang')).toBeInTheDocument();
    expect(deliveryRadio()).toBeDisabled();
    expect(deliveryRadio()).toHaveAccessibleDescription('Tidak tersedia');
    expect(pickupRadio()).toBeEnabled();
    expect(pickupRadio()).toBeChecked();
    expect(screen.queryByTestId('grocery-slot')).not.toBeInTheDocument();
  });

  it('has no delivery while the store has turned it off, and says so', async () => {
    saveWarehouse();
    serve(BY_STORE, () => envelope(aSlottedDelivery({ conditions: ['TURNED_OFF'], warehouse: aStore({ pickupHours: unavailableHours() }) })));
    await mountGrocery();
    expect(await screen.findByText('Toko ini sedang tidak melayani pengiriman.')).toBeInTheDocument();
    expect(deliveryRadio()).toBeDisabled();
    expect(pickupRadio()).toBeDisabled();
    expect(pickupRadio()).toHaveAccessibleDescription('Tidak tersedia');
    expect(screen.queryByTestId('grocery-slot')).not.toBeInTheDocument();
    expect(addToBag()).toBeDisabled();
  });

  it('still says delivery is turned off when the shopper can collect at the store instead', async () => {
    saveWarehouse();
    serve(BY_STORE, () => envelope(aSlottedDelivery({ conditions: ['TURNED_OFF'] })));
    await mountGrocery();
    expect(await screen.findByText('Ambil di Ranch Market Kemang')).toBeInTheDocument();
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
    expect(screen.getByTestId('grocery-pickup')).toHaveTextContent('Bisa diambil Minggu, 22 November, 07:00–22:00');
    expect(screen.queryByTestId('grocery-slot')).not.toBeInTheDocument();
    expect(addToBag()).toBeEnabled();
    await userEvent.click(deliveryRadio());
    expect(await screen.findByTestId('grocery-slot')).toBeInTheDocument();
  });

  it('does not offer pickup when no pickup hour is available', async () => {
    saveWarehouse();
    serve(BY_STORE, () => envelope(aSlottedDelivery({ warehouse: aStore({ pickupHours: unavailableHours() }) })));
    await mountGrocery();
    await screen.findByTestId('grocery-slot');
    expect(pickupRadio()).toBeDisabled();
    expect(pickupRadio()).toHaveAccessibleDescription('Tidak tersedia');
    expect(deliveryRadio()).toBeChecked();
  });
});

describe('a store that does not serve the address', () => {
  const unserviceable = 'Alamatmu belum terjangkau oleh Ranch Market Kemang. Pilih toko lain agar pesanan bisa dikirim ke alamatmu.';

  /** The saved store answers that it does not serve the address: the page says so and offers no delivery. */
  async function openUnserviceableStore() {
    saveWarehouse();
    serve(BY_STORE, () => envelope(aSlottedDelivery({ warehouse: aStore({ available: false }) })));
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
    saveWarehouse();
    serve(BY_STORE, () => envelope(aSlottedDelivery({ warehouse: aStore({ available: false, pickupHours: unavailableHours() }) })));
    await mountGrocery();
    expect(await screen.findByText(unserviceable)).toBeInTheDocument();
    expect(deliveryRadio()).toBeDisabled();
    expect(pickupRadio()).toBeDisabled();
    expect(addToBag()).toBeDisabled();
  });
});

describe('when the slotted delivery cannot be had', () => {
  it('says it failed, keeps the rest of the page working, and loads again on retry', async () => {
    saveWarehouse();
    const calls = serve(BY_STORE, (call) => (call === 0 ? envelope(null, { status: 500, code: 'INTERNAL_SERVER_ERROR' }) : envelope(aSlottedDelivery())));
    const props = await mountGrocery();
    const section = await shippingSection();
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('Gagal memuat jadwal pengiriman.');
    expect(screen.getByRole('heading', { name: 'Beras Pandan Wangi' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('product-price')).toHaveTextContent('Rp38.900'));
    const fiveKilos = screen.getByRole('button', { name: '5 kg' });
    await waitFor(() => expect(fiveKilos).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(fiveKilos);
    await waitFor(() => expect(props.navigate).toHaveBeenCalledWith(expect.objectContaining({ path: '/grocery/p/beras-pandan-wangi/is--BRS-1-00002' })));

    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await within(section).findByTestId('grocery-store')).toHaveTextContent(STORE_MESSAGE);
    expect(calls).toHaveLength(2);
    expect(within(section).queryByText('Gagal memuat jadwal pengiriman.')).not.toBeInTheDocument();
  });

  it.each([
    ['is not JSON', '<html>502 Bad Gateway</html>', 'text/html'],
    ['is JSON without the envelope', '[{"warehouse": null}]', 'application/json'],
  ])('treats an answer that %s as a failure', async (_case, body, contentType) => {
    saveWarehouse();
    serve(BY_STORE, () => new HttpResponse(body, { status: 200, headers: { 'content-type': contentType } }));
    await mountGrocery();
    const section = await shippingSection();
    expect(await within(section).findByRole('alert')).toHaveTextContent('Gagal memuat jadwal pengiriman.');
    expect(within(section).getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Beras Pandan Wangi' })).toBeInTheDocument();
    expect(addToBag()).toBeDisabled();
  });

  it('asks for a location pin when the backend says CUSTOMER_GEO_LOCATION_REQUIRED, then asks again with the device location', async () => {
    saveWarehouse({ pin: undefined });
    const calls = serve(BY_STORE, (call) =>
      call === 0 ? envelope(null, { status: 400, code: 'CUSTOMER_GEO_LOCATION_REQUIRED' }) : envelope(aSlottedDelivery()),
    );
    mockGeolocation(KEMANG);
    await mountGrocery();
    const section = await shippingSection();
    expect(await within(section).findByText('Atur titik lokasi (pin) alamatmu dulu untuk melihat opsi pengiriman ini.')).toHaveAttribute('role', 'status');
    expect(within(section).queryByText('Gagal memuat jadwal pengiriman.')).not.toBeInTheDocument();
    expect(Object.fromEntries(calls[0]?.searchParams ?? [])).toEqual({ warehouseCode: 'WH-RNC-KMG' });

    await userEvent.click(within(section).getByRole('button', { name: 'Gunakan lokasi saat ini' }));
    expect(await within(section).findByTestId('grocery-store')).toHaveTextContent(STORE_MESSAGE);
    expect(Object.fromEntries(calls[1]?.searchParams ?? [])).toEqual({
      warehouseCode: 'WH-RNC-KMG',
      latitude: String(KEMANG.latitude),
      longitude: String(KEMANG.longitude),
    });
  });
});

describe('the pickup schedule', () => {
  it('opens with the store’s pickup hours, closes on Escape and gives focus back', async () => {
    saveWarehouse();
    const pickupHours = [
      { date: '2026-11-22', open: '07:00', close: '22:00', status: 'available' as const },
      { date: '2026-11-23', open: '08:00', close: '20:00', status: 'unavailable' as const },
    ];
    serve(BY_STORE, () => envelope(aSlottedDelivery({ shippings: [], warehouse: aStore({ pickupHours }) })));
    await mountGrocery();
    const open = await within(await screen.findByTestId('grocery-pickup')).findByRole('button', { name: 'Lihat jadwal ambil' });
    await userEvent.click(open);

    const dialog = await screen.findByRole('dialog', { name: 'Jadwal ambil' });
    expect(within(dialog).getByText('Jl. Kemang Raya No. 8, Jakarta Selatan')).toBeInTheDocument();
    const table = within(dialog).getByRole('table', { name: 'Jadwal ambil di Ranch Market Kemang' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Minggu, 22 November07:00–22:00', 'Senin, 23 NovemberTutup']);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(open).toHaveFocus();
  });
});
