// The grocery product's shipping and pickup-schedule pages (spec §2): the shopper's store, then its
// delivery windows with their fees, or its pickup hours; the way back to the product.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aSlottedDelivery, aStore, saveSelectedStore } from '../../__tests__/factories';
import { envelope, GROCERY_BACKEND, groceryBackend, groceryPageTests, http, mountGrocery } from '../../__tests__';

groceryPageTests();

const PRODUCT_PATH = '/grocery/p/beras-pandan-wangi/ps--BRS-1';
const PONDOK_INDAH = aStore({
  code: 'WH-RNC-PIK',
  name: 'Ranch Market Pondok Indah',
  pickupPoint: 'PP-RNC-PIK',
  pickupHours: [
    { date: '2026-11-23', open: '07:00', close: '22:00', status: 'available' },
    { date: '2026-11-24', open: '08:00', close: '20:00', status: 'unavailable' },
  ],
});

beforeEach(() => {
  saveSelectedStore(PONDOK_INDAH);
  groceryBackend.use(http.get(`${GROCERY_BACKEND}/grocery/products/:id/slotted-delivery`, () => envelope(aSlottedDelivery({ warehouse: PONDOK_INDAH }))));
});

/** The delivery kind `name` (its region) is headed by `heading`, the kind and its fee, over exactly the windows `windows`. */
function expectDeliveryKind(name: string, heading: string, windows: string[]) {
  const region = screen.getByRole('region', { name });
  expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent(heading);
  expect(
    within(region)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(windows);
}

describe('the grocery shipping page', () => {
  it('lists the store’s delivery windows still open, by kind with its fee, and leads back to the product', async () => {
    const props = await mountGrocery({ path: `${PRODUCT_PATH}/shipping` });

    expect(await screen.findByRole('heading', { level: 1, name: 'Waktu pengiriman' })).toBeInTheDocument();
    expect(await screen.findByTestId('grocery-store')).toHaveTextContent('Ranch Market Pondok Indah');
    expectDeliveryKind('Antar sekarang', 'Antar sekarang · Ongkir Rp20.000', ['Minggu, 22 November, 11:00–12:00']);
    expectDeliveryKind('Terjadwal', 'Terjadwal · Ongkir Rp10.000', ['Senin, 23 November, 08:00–10:00', 'Selasa, 24 November, 13:00–15:00']);
    expect(screen.queryByRole('navigation', { name: 'Bagian halaman produk' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Kembali ke produk' }));
    expect(props.navigate).toHaveBeenCalledWith({ path: PRODUCT_PATH, replace: undefined, resetScroll: true });
  });

  it('says when the store does not deliver now', async () => {
    groceryBackend.use(
      http.get(`${GROCERY_BACKEND}/grocery/products/:id/slotted-delivery`, () =>
        envelope(aSlottedDelivery({ warehouse: PONDOK_INDAH, conditions: ['TURNED_OFF'] })),
      ),
    );
    await mountGrocery({ path: `${PRODUCT_PATH}/shipping` });
    expect(await screen.findByText('Toko ini sedang tidak melayani pengiriman.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Antar sekarang' })).not.toBeInTheDocument();
  });

  it('says the windows failed to load, and loads them again on retry', async () => {
    let calls = 0;
    groceryBackend.use(
      http.get(`${GROCERY_BACKEND}/grocery/products/:id/slotted-delivery`, () => {
        calls += 1;
        return calls === 1 ? envelope(null, { status: 500, code: 'INTERNAL_SERVER_ERROR' }) : envelope(aSlottedDelivery({ warehouse: PONDOK_INDAH }));
      }),
    );
    await mountGrocery({ path: `${PRODUCT_PATH}/shipping` });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Gagal memuat jadwal pengiriman.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('region', { name: 'Terjadwal' })).toBeInTheDocument();
  });
});

describe('the grocery pickup schedule page', () => {
  it('shows the store’s pickup hours, closed days marked', async () => {
    await mountGrocery({ path: `${PRODUCT_PATH}/pickup-schedule` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Jadwal ambil' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Jadwal ambil di Ranch Market Pondok Indah' });
    expect(within(table).getByRole('row', { name: 'Senin, 23 November 07:00–22:00' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Selasa, 24 November Tutup' })).toBeInTheDocument();
  });
});
