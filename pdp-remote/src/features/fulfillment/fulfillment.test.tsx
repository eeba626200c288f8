// How the item reaches the shopper (spec §4): the shipping options to their location with the
// catalogue's messages, the way of receiving it (delivery or pickup) and why one is unavailable, and
// pickup at a point: the one serving them, the nearest, the others, the schedule, at most 1. The
// backend is the simulator (mounted in MSW), on the file's catalogue (fulfillment.test-page.ts); the
// clock on Monday, 23 November 2026.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LifecycleProps } from '@pdp/host-contract/contract';
import { TEST_BACKEND, envelope, http } from '@pdp/test-kit/backend-mock';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { untilAnswered } from '../../__tests__';
import { renderRemote } from '../../__tests__/render-remote';
import { BUDI } from '../../__tests__/members';
import {
  CLOSED_ALL_WEEK,
  COBLONG,
  COFFEE,
  FRIDGE,
  HEADPHONES,
  HELMET,
  HELMET_BLUE,
  KAOS,
  KEMANG,
  LAMP,
  LAPTOP,
  MONDAY,
  MOTORBIKE,
  MOTORBIKE_2,
  NEAREST_PATH,
  OTHERS_CALL,
  PHONE,
  SHIPPING_CALL,
  SHIPPING_PATH,
  SHOES,
  TUMBLER,
  VITAMINS,
  addsOneForPickupAt,
  choices,
  fulfillmentCatalogue,
  choosePickup,
  deliveryRadio,
  headline,
  pickupRadio,
  pointsAsked,
  scheduleRows,
  shopperPinnedAt,
  shownPoint,
} from './fulfillment.test-page';

sectionsInView(['shipping']);
const backend = startSimulatorBackend(TEST_BACKEND, { fixturesDir: fulfillmentCatalogue });

const PRICE_SUMMARY_CALL = /^\/backend\/product-detail\/products\/[^/]+\/price-summary$/;

/** A shopper who has not signed in (so no address of theirs is used) on the product at `path`. */
const renderPage = (path: string, overrides: Partial<LifecycleProps> = {}) => renderRemote({ path, ...overrides });

/** Budi, signed in to add to his bag, on the product at `path`. */
async function renderForBudi(path: string) {
  await backend.session.signIn(BUDI.email);
  return renderRemote({ path, user: BUDI, reportBagCount: jest.fn() });
}

const shippingAsked = () => backend.sent('GET', SHIPPING_CALL).map((call) => call.query);

beforeEach(async () => {
  window.localStorage.clear();
  await backend.session.clock(MONDAY);
});

describe('delivery', () => {
  it('shows the best shipping option, and the options modal lists it', async () => {
    renderPage(SHOES);
    expect(await headline()).toHaveTextContent('Reguler · Rp15.000 · Estimasi tiba 2–4 hari');
    expect(screen.getByText('Pilih alamat untuk melihat ongkos kirim ke lokasimu.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Lihat 3 opsi pengiriman' }));

    const dialog = await screen.findByRole('dialog', { name: 'Opsi pengiriman' });
    expect(within(dialog).getByText('Dikirim dari Jakarta Barat')).toBeInTheDocument();
    const items = within(dialog).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Reguler');
    expect(items[0]).toHaveTextContent('Estimasi tiba 2–4 hari');
    expect(items[0]).toHaveTextContent('Penawaran terbaik');
    expect(items[0]).toHaveTextContent('Rp15.000');
  });

  it('lists every logistic option with its tags, price and estimate, the best offer shown first on the page', async () => {
    renderPage(KAOS);
    expect(await headline()).toHaveTextContent('Instan · Rp45.000 · Estimasi tiba 2–3 jam');

    await userEvent.click(screen.getByRole('button', { name: 'Lihat 3 opsi pengiriman' }));

    const dialog = await screen.findByRole('dialog', { name: 'Opsi pengiriman' });
    const [express, instant, seller] = within(dialog).getAllByRole('listitem');
    expect(express).toHaveTextContent('Ekspres');
    expect(within(express as HTMLElement).getByText('Gratis ongkir')).toBeInTheDocument();
    expect(within(express as HTMLElement).getByText('Gratis')).toBeInTheDocument();
    expect(within(express as HTMLElement).getByLabelText('Harga awal Rp30.000')).toBeInTheDocument();
    expect(express).toHaveTextContent('Estimasi tiba 1 hari');
    expect(instant).toHaveTextContent('Instan');
    expect(within(instant as HTMLElement).getByText('Penawaran terbaik')).toBeInTheDocument();
    expect(instant).toHaveTextContent('Rp45.000');
    expect(seller).toHaveTextContent('Kurir penjual');
    expect(seller).toHaveTextContent('Rp9.000');
    expect(seller).toHaveTextContent('Estimasi tiba 3–5 hari');
    expect(within(seller as HTMLElement).queryByText('Penawaran terbaik')).not.toBeInTheDocument();
    expect(within(seller as HTMLElement).queryByText('Gratis ongkir')).not.toBeInTheDocument();
  });

  it('heads with the cheapest option when none is the best offer', async () => {
    renderPage(MOTORBIKE);
    expect(await headline()).toHaveTextContent('Reguler · Rp12.000');
  });

  it('says the seller has turned shipping off and does not let the item be bought', async () => {
    renderPage(TUMBLER);

    expect(await screen.findByText('Penjual sedang tidak melayani pengiriman.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '+ Bag' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Beli sekarang' })).toBeDisabled();
    expect(screen.getByText('Produk ini belum bisa dikirim ke lokasimu.')).toBeInTheDocument();
    expect(screen.queryByTestId('shipping-headline')).not.toBeInTheDocument();
  });

  it('does not let the item be bought when no courier serves the location', async () => {
    renderPage(HEADPHONES);
    expect(await screen.findByText('Belum ada kurir yang melayani lokasimu.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '+ Bag' })).toBeDisabled());
  });

  // The simulator sends a code's details as the backend does: 30 kg for the weights, 50 km for the distance.
  it.each([
    ['SHIP_NOT_COVERED', 'Maaf, pengiriman ke lokasimu belum tersedia.'],
    ['DG_NOT_MATCH', 'Produk ini termasuk barang berbahaya dan hanya bisa dikirim dalam jangkauan terbatas.'],
    ['MAX_WEIGHT_PER_ITEM_EXCEEDED', 'Berat produk melebihi batas maksimum 30 kg per barang.'],
    ['TOTAL_ITEM_WEIGHT_EXCEEDED', 'Total berat produk melebihi batas maksimum 30 kg.'],
    ['MAXIMUM_DISTANCE_EXCEEDED', 'Jarak pengiriman melebihi batas maksimum 50 km.'],
    ['EXCEED_WORKHOUR', 'Pengiriman tidak tersedia di luar jam operasional kurir.'],
    ['ETD_CALCULATION_ERROR', 'Terjadi masalah pada sistem saat menghitung estimasi tiba. Coba lagi nanti.'],
    ['CUSTOMER_GEO_LOCATION_REQUIRED', 'Atur titik lokasi (pin) alamatmu dulu untuk melihat opsi pengiriman ini.'],
    ['EXTERNAL_API_FAILURE', 'Maaf, lokasimu belum terjangkau pengiriman.'],
  ])('shows the message for %s', async (code, message) => {
    await backend.session.fault(SHIPPING_PATH, `code=${code}`, { method: 'GET' });
    renderPage(SHOES);
    const alert = (await screen.findByText(message)).closest('[role="alert"]');
    expect(alert).not.toBeNull();
    // A code of the catalogue asks the shopper to change something, not to retry.
    expect(within(alert as HTMLElement).queryByRole('button', { name: 'Coba lagi' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('shipping-headline')).not.toBeInTheDocument();
  });

  it('says the shipping info failed to load, and loads it again on retry', async () => {
    await backend.session.fault(SHIPPING_PATH, 'status=500', { method: 'GET', times: 1 });
    renderPage(SHOES);
    const alert = (await screen.findByText('Gagal memuat info pengiriman.')).closest('[role="alert"]') as HTMLElement;

    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));

    expect(await headline()).toHaveTextContent('Reguler · Rp15.000');
    expect(shippingAsked()).toHaveLength(2);
    expect(screen.queryByText('Gagal memuat info pengiriman.')).not.toBeInTheDocument();
  });

  it('asks for shipping with the chosen quantity', async () => {
    renderPage(SHOES);
    await headline();
    await userEvent.click(screen.getByRole('button', { name: 'Tambah jumlah' }));
    await waitFor(() => expect(shippingAsked().map((query) => query.get('quantity'))).toEqual(['1', '2']));
  });

  it('never asks for shipping when the summary says delivery is unavailable', async () => {
    const priceSummaries = backend.answersTo(PRICE_SUMMARY_CALL);
    renderPage(FRIDGE);

    expect(await screen.findByText('Tidak tersedia')).toBeInTheDocument();
    // The page has had the answers it asks for beside the summary's (its price summary among them).
    await untilAnswered(priceSummaries, 1);
    expect(shippingAsked()).toHaveLength(0);
    expect(screen.getByRole('button', { name: '+ Bag' })).toBeDisabled();
  });
});

describe('the way of receiving the item', () => {
  it('offers no choice when the item cannot be picked up', async () => {
    renderPage(SHOES);
    await headline();
    expect(screen.queryByRole('group', { name: 'Cara menerima produk' })).not.toBeInTheDocument();
  });

  it.each([
    ['pickup', 'LOCATION_UNAVAILABLE', 'the desk lamp', LAMP, 'Tidak tersedia di lokasimu'],
    ['pickup', 'VARIANT_UNAVAILABLE', 'the second motorbike', MOTORBIKE_2, 'Tidak tersedia untuk varian ini'],
    ['delivery', 'LOCATION_UNAVAILABLE', 'the laptop', LAPTOP, 'Tidak tersedia di lokasimu'],
    ['delivery', 'VARIANT_UNAVAILABLE', 'the blue helmet', HELMET_BLUE, 'Tidak tersedia untuk varian ini'],
  ] as const)('disables %s when it is %s (%s), saying why', async (kind, _availability, _product, path, reason) => {
    renderPage(path);
    await choices();

    const disabled = kind === 'pickup' ? pickupRadio() : deliveryRadio();
    const other = kind === 'pickup' ? deliveryRadio() : pickupRadio();
    await waitFor(() => expect(disabled).toBeDisabled());
    expect(disabled).toHaveAccessibleDescription(reason);
    expect(disabled).not.toBeChecked();
    expect(other).toBeEnabled();
    expect(other).toBeChecked();
  });
});

describe('pickup', () => {
  it('shows the point, limits the quantity to 1 and adds to the bag for pickup at that point', async () => {
    shopperPinnedAt(KEMANG);
    await renderForBudi(HELMET);
    await choices();
    expect(deliveryRadio()).toBeChecked();

    await userEvent.click(pickupRadio());

    const shown = await shownPoint();
    expect(pickupRadio()).toBeChecked();
    expect(within(shown).getByText('Urban Gowes Senopati')).toBeInTheDocument();
    expect(shown).toHaveTextContent('Jl. Senopati No. 55, Kebayoran Baru, Jakarta Selatan · 3,1 km dari lokasimu');
    expect(within(shown).getByText('Ambil di toko maksimal 1 barang per pesanan.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tambah jumlah' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByText(/Lokasi pengambilan diubah/)).not.toBeInTheDocument();
    expect(pointsAsked(backend)).toEqual(['PP-UGW-SNP']);

    await addsOneForPickupAt(backend, 'PP-UGW-SNP');
  });

  it('starts with pickup when the summary selects it', async () => {
    renderPage(COFFEE);
    expect(await shownPoint()).toHaveTextContent('Kedai Kopi Nusantara Tebet');
    expect(pickupRadio()).toBeChecked();
  });

  it('says the system moved the shopper to another point, and buys there', async () => {
    await renderForBudi(VITAMINS);

    expect(
      await screen.findByText('Lokasi pengambilan diubah oleh sistem ke Apotek Sehati Menteng karena titik ambil sebelumnya tidak tersedia.'),
    ).toHaveAttribute('role', 'status');
    expect(pointsAsked(backend)).toEqual(['PP-APT-KNG']);
    await addsOneForPickupAt(backend, 'PP-APT-MTG', 'VTC-60014-00001');
  });

  it('shows the pickup schedule, with the days the point is closed', async () => {
    renderPage(LAPTOP);

    await userEvent.click(await screen.findByRole('button', { name: 'Lihat jadwal ambil' }));

    const dialog = await screen.findByRole('dialog', { name: 'Jadwal ambil' });
    const table = within(dialog).getByRole('table', { name: 'Jadwal ambil di Urban Gowes Dago' });
    expect(scheduleRows(table)).toEqual([
      ['Senin, 23 November', '09:00–17:00'],
      ['Selasa, 24 November', '09:00–17:00'],
      ['Rabu, 25 November', '09:00–17:00'],
      ['Kamis, 26 November', '09:00–17:00'],
      ['Jumat, 27 November', '09:00–17:00'],
      ['Sabtu, 28 November', '09:00–17:00'],
      ['Minggu, 29 November', 'Tutup'],
    ]);
  });

  it('never sends more than 1 for pickup, even when more was chosen for delivery', async () => {
    await renderForBudi(HELMET);
    await choices();
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah jumlah' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Jumlah' })).toHaveValue('2'));

    await userEvent.click(pickupRadio());
    await shownPoint();

    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Jumlah' })).toHaveValue('1'));
    await addsOneForPickupAt(backend, 'PP-UGW-SNP');
  });

  it('does not offer another point, or the nearest, when it has no pickup hour available', async () => {
    // The simulator's points are open at least one day a week: the nearest one, closed all week, is answered here.
    const closed = { ...CLOSED_ALL_WEEK, code: 'PP-UGW-DGO', name: 'Urban Gowes Dago', distanceKm: 0.8 };
    backend.server.use(
      http.get(`${TEST_BACKEND}/product-detail/products/:id/nearest-pickup-point`, () =>
        envelope({
          defaultPickupPoint: { ...CLOSED_ALL_WEEK, pickupHours: [{ ...CLOSED_ALL_WEEK.pickupHours[0], status: 'available' }] },
          nearestPickupPoint: closed,
        }),
      ),
      http.get(`${TEST_BACKEND}/product-pickup-point/:itemSku/other-pickup-point`, () => envelope([closed])),
    );
    renderPage(LAPTOP);
    await userEvent.click(await screen.findByRole('button', { name: 'Titik ambil lainnya' }));

    const list = await screen.findByRole('list', { name: 'Titik ambil lainnya' });
    expect(within(list).getByRole('button', { name: 'Pilih Urban Gowes Dago' })).toBeDisabled();
    expect(within(list).getByText(/Stok tidak tersedia di sini/)).toBeInTheDocument();
    expect(screen.queryByText(/Titik ambil terdekat/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ambil di sini' })).not.toBeInTheDocument();
  });

  it('lists the other points and switches to the one chosen', async () => {
    await renderForBudi(HELMET);
    await choosePickup();
    const others = await screen.findByRole('button', { name: 'Titik ambil lainnya' });
    expect(others).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(others);

    const list = await screen.findByRole('list', { name: 'Titik ambil lainnya' });
    expect(others).toHaveAttribute('aria-expanded', 'true');
    expect(backend.sent('GET', OTHERS_CALL).map((call) => [call.pathname.split('/')[3], call.query.get('pickupPointCode')])).toEqual([
      ['HLM-60011-00001', 'PP-UGW-SNP'],
    ]);
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('button', { name: 'Pilih Urban Gowes Puri Indah' })).toBeDisabled();
    expect(within(list).getByText(/Stok tidak tersedia di sini/)).toBeInTheDocument();

    await userEvent.click(within(list).getByRole('button', { name: 'Pilih Urban Gowes Dago' }));

    await waitFor(() => expect(within(screen.getByTestId('pickup-point')).getByText('Urban Gowes Dago')).toBeInTheDocument());
    expect(pointsAsked(backend)).toEqual(['PP-UGW-SNP', 'PP-UGW-DGO']);
    expect(screen.queryByText(/Lokasi pengambilan diubah/)).not.toBeInTheDocument();
    await addsOneForPickupAt(backend, 'PP-UGW-DGO');
  });

  it('offers the nearest point when it is another one', async () => {
    shopperPinnedAt(COBLONG);
    renderPage(HELMET);
    await choosePickup();

    expect(await screen.findByText('Titik ambil terdekat: Urban Gowes Dago (0,4 km)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ambil di sini' }));

    await waitFor(() => expect(within(screen.getByTestId('pickup-point')).getByText('Urban Gowes Dago')).toBeInTheDocument());
    expect(pointsAsked(backend)).toEqual(['PP-UGW-SNP', 'PP-UGW-DGO']);
  });

  it('makes pickup unavailable at a point with no pickup hour available', async () => {
    // The simulator's points are open at least one day a week: a point closed all week is answered here.
    backend.server.use(
      http.get(`${TEST_BACKEND}/product-detail/products/:id/nearest-pickup-point`, () =>
        envelope({ defaultPickupPoint: CLOSED_ALL_WEEK, nearestPickupPoint: null }),
      ),
    );
    renderPage(VITAMINS);

    await waitFor(() => expect(pickupRadio()).toBeDisabled());
    expect(pickupRadio()).toHaveAccessibleDescription('Tidak tersedia');
    expect(screen.getByRole('button', { name: '+ Bag' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Beli sekarang' })).toBeDisabled();
    expect(screen.getByText('Produk ini belum bisa diambil di titik ambil yang dipilih.')).toBeInTheDocument();

    await userEvent.click(deliveryRadio());
    expect(deliveryRadio()).toBeChecked();
    await waitFor(() => expect(screen.getByRole('button', { name: '+ Bag' })).toBeEnabled());
  });

  it('says when no point holds the item', async () => {
    renderPage(PHONE);
    expect(await screen.findByText('Belum ada titik ambil yang punya stok produk ini.')).toBeInTheDocument();
    await waitFor(() => expect(pickupRadio()).toBeDisabled());
    expect(pickupRadio()).toHaveAccessibleDescription('Tidak tersedia di lokasimu');
    expect(screen.getByRole('button', { name: '+ Bag' })).toBeDisabled();
  });

  it('says the points failed to load, and loads them again on retry', async () => {
    await backend.session.fault(NEAREST_PATH, 'status=500', { method: 'GET', times: 1 });
    renderPage(COFFEE);
    const alert = (await screen.findByText(/Gagal memuat titik ambil\./)).closest('[role="alert"]') as HTMLElement;
    // A failed call is not the shopper's location: pickup stays a choice, and nothing is bought yet.
    expect(pickupRadio()).toBeEnabled();
    expect(pickupRadio()).not.toHaveAccessibleDescription('Tidak tersedia di lokasimu');
    expect(screen.getByRole('button', { name: '+ Bag' })).toBeDisabled();

    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));

    expect(await shownPoint()).toHaveTextContent('Kedai Kopi Nusantara Tebet');
    expect(pointsAsked(backend)).toHaveLength(2);
  });

  it('links to every pickup point of the product', async () => {
    const { props } = renderPage(COFFEE);
    const link = await screen.findByRole('link', { name: 'Semua titik ambil' });
    expect(link).toHaveAttribute('href', '/click-and-collect/p/ps--KPI-60012/pickup-points');
    await userEvent.click(link);
    expect(props.navigate).toHaveBeenCalledWith({ path: '/click-and-collect/p/ps--KPI-60012/pickup-points', replace: undefined, resetScroll: true });
  });
});
