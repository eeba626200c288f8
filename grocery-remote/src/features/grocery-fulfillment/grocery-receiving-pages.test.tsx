// The grocery product's shipping and pickup-schedule pages (spec §2): the shopper's store, then its
// delivery windows with their fees, or its pickup hours; the way back to the product.
// The backend is the simulator (mounted in MSW) on the rice (beras.json), the shopper's store one of
// stores.json kept as theirs, the session's clock GROCERY_MORNING (Monday 23 November, 10:00).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { grocerySimulatorTests, mountGrocery } from '../../__tests__';
import { BERAS, keepAsShoppersStore, STORES, SUSU } from '../../__tests__/grocery-products';

const backend = grocerySimulatorTests();

const SLOTTED_DELIVERY = '/backend/grocery/products/*/slotted-delivery';

beforeEach(() => keepAsShoppersStore(STORES.KEMANG));

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
    const props = await mountGrocery({ path: `${BERAS}/shipping` });

    expect(await screen.findByRole('heading', { level: 1, name: 'Waktu pengiriman' })).toBeInTheDocument();
    expect(await screen.findByTestId('grocery-store')).toHaveTextContent('Ranch Market Kemang');
    expectDeliveryKind('Antar sekarang', 'Antar sekarang · Ongkir Rp20.000', ['Senin, 23 November, 11:00–12:00', 'Senin, 23 November, 12:00–13:00']);
    // The next three days' windows, the full 10:00 one left out.
    const scheduled = ['Selasa, 24 November', 'Rabu, 25 November', 'Kamis, 26 November'].flatMap((day) =>
      ['08:00–10:00', '13:00–15:00', '15:00–17:00', '18:00–20:00'].map((window) => `${day}, ${window}`),
    );
    expectDeliveryKind('Terjadwal', 'Terjadwal · Ongkir Rp10.000', scheduled);
    expect(screen.queryByRole('navigation', { name: 'Bagian halaman produk' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Kembali ke produk' }));
    expect(props.navigate).toHaveBeenCalledWith({ path: BERAS, replace: undefined, resetScroll: true });
  });

  it('says when the store does not deliver now', async () => {
    // Pasarku Fresh Dago has its delivery turned off; it sells the milk.
    keepAsShoppersStore(STORES.DAGO);
    await mountGrocery({ path: `${SUSU}/shipping` });
    expect(await screen.findByText('Toko ini sedang tidak melayani pengiriman.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Antar sekarang' })).not.toBeInTheDocument();
  });

  it('says the windows failed to load, and loads them again on retry', async () => {
    await backend.session.fault(SLOTTED_DELIVERY, 'status=500', { method: 'GET', times: 1 });
    await mountGrocery({ path: `${BERAS}/shipping` });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Gagal memuat jadwal pengiriman.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('region', { name: 'Terjadwal' })).toBeInTheDocument();
  });
});

describe('the grocery pickup schedule page', () => {
  it('shows the store’s pickup hours, closed days marked', async () => {
    // Pondok Indah is closed on Sundays: the week from Monday 23 November ends with one.
    keepAsShoppersStore(STORES.PONDOK_INDAH);
    await mountGrocery({ path: `${BERAS}/pickup-schedule` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Jadwal ambil' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Jadwal ambil di Ranch Market Pondok Indah' });
    expect(within(table).getByRole('row', { name: 'Senin, 23 November 08:00–21:00' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Minggu, 29 November Tutup' })).toBeInTheDocument();
  });
});
