import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PickupPointDto, ProductSummaryDto, ShippingInfoDto } from '@pdp/backend-api/backend';
import type { LifecycleProps } from '@pdp/host-contract/contract';
import { aSummary } from '@pdp/test-kit/summary-factory';
import { aPickupPoint } from '@pdp/test-kit/pickup-point-factory';
import { TEST_BACKEND, backendServer, envelope, http, HttpResponse, startBackendMock } from '@pdp/test-kit/backend-mock';
import { servePriceSummary } from '@pdp/test-kit/price-summary-mock';
import { renderRemote } from '../../__tests__/render-remote';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';

sectionsInView(['shipping']);
startBackendMock();

const BUDI = { id: 'u1', name: 'Budi' };
const SHIPPING_URL = `${TEST_BACKEND}/product-detail/products/:id/shipping`;
const NEAREST_URL = `${TEST_BACKEND}/product-detail/products/:id/nearest-pickup-point`;
const OTHERS_URL = `${TEST_BACKEND}/product-pickup-point/:itemSku/other-pickup-point`;
const ADD_URL = `${TEST_BACKEND}/retail/carts/_add-bulk`;

/** A backend failure the way the backend sends it: the code in `status`, field messages in `errors`. */
const failure = (code: string, errors: Record<string, string[]> = {}, status = 400) =>
  HttpResponse.json({ code: status, status: code, data: null, errors }, { status });

const point = aPickupPoint;

const pickupSummary = (overrides: Partial<ProductSummaryDto> = {}) =>
  aSummary({ fulfillmentTypes: { delivery: 'AVAILABLE', pickup: 'AVAILABLE', selected: 'delivery' }, ...overrides });

function renderPage(summary: ProductSummaryDto = aSummary(), overrides: Partial<LifecycleProps> = {}) {
  backendServer.use(
    http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, () => envelope(summary)),
    http.get(`${TEST_BACKEND}/member/addresses/_default`, () => envelope(null)),
  );
  return renderRemote({ user: BUDI, reportBagCount: jest.fn(), ...overrides });
}

/** Answers the shipping call with `answer`, recording the query of every call. */
function serveShipping(answer: (call: number) => Response) {
  const calls: URLSearchParams[] = [];
  backendServer.use(
    http.get(SHIPPING_URL, ({ request }) => {
      calls.push(new URL(request.url).searchParams);
      return answer(calls.length - 1);
    }),
  );
  return calls;
}

/** Answers nearest-pickup-point with the point whose code was asked for (else `fallback`). */
function servePoints(points: PickupPointDto[], options: { fallback?: PickupPointDto | null; nearest?: PickupPointDto | null } = {}) {
  const asked: (string | null)[] = [];
  backendServer.use(
    http.get(NEAREST_URL, ({ request }) => {
      const code = new URL(request.url).searchParams.get('pickupPointCode');
      asked.push(code);
      const found = points.find((candidate) => candidate.code === code) ?? options.fallback ?? null;
      return envelope({ defaultPickupPoint: found, nearestPickupPoint: options.nearest ?? null });
    }),
  );
  return asked;
}

function serveAddToBag() {
  const bodies: unknown[] = [];
  backendServer.use(
    http.post(ADD_URL, async ({ request }) => {
      bodies.push(await request.json());
      return envelope({ cartCount: 1 });
    }),
  );
  return bodies;
}

/** The shopper adds to bag: one request, of the item, one of it, for pickup at `pointCode`. */
async function addsOneForPickupAt(bodies: unknown[], pointCode: string) {
  await userEvent.click(screen.getByRole('button', { name: '+ Bag' }));
  await waitFor(() => expect(bodies).toHaveLength(1));
  expect(bodies[0]).toEqual({ cartType: 'REGULAR', items: [{ itemSku: 'SPL-1-00001', quantity: 1, pickupPointCode: pointCode, fulfillment: 'pickup' }] });
}

const headline = () => screen.findByTestId('shipping-headline');
const choices = () => screen.findByRole('group', { name: 'Cara menerima produk' });
const pickupRadio = () => screen.getByRole('radio', { name: /^Ambil di toko/ });
const deliveryRadio = () => screen.getByRole('radio', { name: /^Dikirim/ });

beforeEach(() => window.localStorage.clear());

describe('delivery', () => {
  it('shows the best shipping option, and the options modal lists it', async () => {
    renderPage();
    expect(await headline()).toHaveTextContent('Reguler · Rp15.000 · Estimasi tiba 2–4 hari');
    expect(screen.getByText('Pilih alamat untuk melihat ongkos kirim ke lokasimu.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Lihat 1 opsi pengiriman' }));

    const dialog = await screen.findByRole('dialog', { name: 'Opsi pengiriman' });
    expect(within(dialog).getByText('Dikirim dari Jakarta Barat')).toBeInTheDocument();
    const items = within(dialog).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Reguler');
    expect(items[0]).toHaveTextContent('Estimasi tiba 2–4 hari');
    expect(items[0]).toHaveTextContent('Penawaran terbaik');
    expect(items[0]).toHaveTextContent('Rp15.000');
  });

  it('lists every logistic option with its tags, price and estimate, the best offer shown first on the page', async () => {
    const shipping: ShippingInfoDto = {
      origin: 'Bandung',
      options: [
        { logisticCode: 'EXPRESS', name: 'Ekspres', price: 0, originalPrice: 30000, etd: { min: 1, max: 1, unit: 'DAY' }, tags: ['FREE'] },
        { logisticCode: 'INSTANT', name: 'Instan', price: 45000, etd: { min: 2, max: 3, unit: 'HOUR' }, tags: ['BEST_OFFER'] },
        { logisticCode: 'SELLER', name: 'Kurir penjual', price: 9000, etd: { min: 3, max: 5, unit: 'DAY' }, tags: [] },
      ],
      conditions: [],
    };
    serveShipping(() => envelope(shipping));
    renderPage();
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
    serveShipping(() =>
      envelope({
        origin: 'Bandung',
        options: [
          { logisticCode: 'EXPRESS', name: 'Ekspres', price: 30000, etd: { min: 1, max: 1, unit: 'DAY' }, tags: [] },
          { logisticCode: 'STANDARD', name: 'Reguler', price: 12000, etd: { min: 2, max: 4, unit: 'DAY' }, tags: [] },
        ],
        conditions: [],
      }),
    );
    renderPage();
    expect(await headline()).toHaveTextContent('Reguler · Rp12.000');
  });

  it('says the seller has turned shipping off and does not let the item be bought', async () => {
    serveShipping(() =>
      envelope({
        origin: 'Jakarta Barat',
        options: [{ logisticCode: 'STANDARD', name: 'Reguler', price: 15000, etd: { min: 2, max: 4, unit: 'DAY' }, tags: [] }],
        conditions: ['TURNED_OFF'],
      }),
    );
    renderPage();

    expect(await screen.findByText('Penjual sedang tidak melayani pengiriman.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '+ Bag' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Beli sekarang' })).toBeDisabled();
    expect(screen.getByText('Produk ini belum bisa dikirim ke lokasimu.')).toBeInTheDocument();
    expect(screen.queryByTestId('shipping-headline')).not.toBeInTheDocument();
  });

  it('does not let the item be bought when no courier serves the location', async () => {
    serveShipping(() => envelope({ origin: 'Jakarta Barat', options: [], conditions: [] }));
    renderPage();
    expect(await screen.findByText('Belum ada kurir yang melayani lokasimu.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '+ Bag' })).toBeDisabled());
  });

  it.each([
    ['SHIP_NOT_COVERED', {}, 'Maaf, pengiriman ke lokasimu belum tersedia.'],
    ['DG_NOT_MATCH', {}, 'Produk ini termasuk barang berbahaya dan hanya bisa dikirim dalam jangkauan terbatas.'],
    ['MAX_WEIGHT_PER_ITEM_EXCEEDED', { maxWeight: ['30'] }, 'Berat produk melebihi batas maksimum 30 kg per barang.'],
    ['TOTAL_ITEM_WEIGHT_EXCEEDED', { maxWeight: ['50'] }, 'Total berat produk melebihi batas maksimum 50 kg.'],
    ['MAXIMUM_DISTANCE_EXCEEDED', { maxDistance: ['20'] }, 'Jarak pengiriman melebihi batas maksimum 20 km.'],
    ['EXCEED_WORKHOUR', {}, 'Pengiriman tidak tersedia di luar jam operasional kurir.'],
    ['ETD_CALCULATION_ERROR', {}, 'Terjadi masalah pada sistem saat menghitung estimasi tiba. Coba lagi nanti.'],
    ['CUSTOMER_GEO_LOCATION_REQUIRED', {}, 'Atur titik lokasi (pin) alamatmu dulu untuk melihat opsi pengiriman ini.'],
    ['EXTERNAL_API_FAILURE', {}, 'Maaf, lokasimu belum terjangkau pengiriman.'],
  ])('shows the message for %s', async (code, errors, message) => {
    serveShipping(() => failure(code, errors));
    renderPage();
    const alert = (await screen.findByText(message)).closest('[role="alert"]');
    expect(alert).not.toBeNull();
    // A code of the catalogue asks the shopper to change something, not to retry.
    expect(within(alert as HTMLElement).queryByRole('button', { name: 'Coba lagi' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('shipping-headline')).not.toBeInTheDocument();
  });

  it('says the shipping info failed to load, and loads it again on retry', async () => {
    const calls = serveShipping((call) =>
      call === 0
        ? envelope(null, { status: 500, code: 'INTERNAL_SERVER_ERROR' })
        : envelope({
            origin: 'Jakarta Barat',
            options: [{ logisticCode: 'STANDARD', name: 'Reguler', price: 15000, etd: { min: 2, max: 4, unit: 'DAY' }, tags: [] }],
            conditions: [],
          }),
    );
    renderPage();
    const alert = (await screen.findByText('Gagal memuat info pengiriman.')).closest('[role="alert"]') as HTMLElement;

    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));

    expect(await headline()).toHaveTextContent('Reguler · Rp15.000');
    expect(calls).toHaveLength(2);
    expect(screen.queryByText('Gagal memuat info pengiriman.')).not.toBeInTheDocument();
  });

  it('asks for shipping with the chosen quantity', async () => {
    servePriceSummary();
    const calls = serveShipping(() =>
      envelope({
        origin: 'Jakarta Barat',
        options: [{ logisticCode: 'STANDARD', name: 'Reguler', price: 15000, etd: { min: 2, max: 4, unit: 'DAY' }, tags: [] }],
        conditions: [],
      }),
    );
    renderPage();
    await headline();
    await userEvent.click(screen.getByRole('button', { name: 'Tambah jumlah' }));
    await waitFor(() => expect(calls.map((query) => query.get('quantity'))).toEqual(['1', '2']));
  });

  it('never asks for shipping when the summary says delivery is unavailable', async () => {
    const calls = serveShipping(() => envelope({ origin: '', options: [], conditions: [] }));
    renderPage(aSummary({ fulfillmentTypes: { delivery: 'UNAVAILABLE', pickup: 'UNAVAILABLE', selected: 'delivery' } }));

    expect(await screen.findByText('Tidak tersedia')).toBeInTheDocument();
    await screen.findByText('Rp629.300', { selector: '[data-testid="price-summary-total"]' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls).toHaveLength(0);
    expect(screen.getByRole('button', { name: '+ Bag' })).toBeDisabled();
  });
});

describe('the way of receiving the item', () => {
  it('offers no choice when the item cannot be picked up', async () => {
    renderPage();
    await headline();
    expect(screen.queryByRole('group', { name: 'Cara menerima produk' })).not.toBeInTheDocument();
  });

  it.each([
    ['pickup', 'LOCATION_UNAVAILABLE', 'Tidak tersedia di lokasimu'],
    ['pickup', 'VARIANT_UNAVAILABLE', 'Tidak tersedia untuk varian ini'],
    ['delivery', 'LOCATION_UNAVAILABLE', 'Tidak tersedia di lokasimu'],
    ['delivery', 'VARIANT_UNAVAILABLE', 'Tidak tersedia untuk varian ini'],
  ] as const)('disables %s when it is %s, saying why', async (kind, availability, reason) => {
    servePoints([point()]);
    const fulfillmentTypes =
      kind === 'pickup'
        ? { delivery: 'AVAILABLE', pickup: availability, selected: 'delivery' }
        : { delivery: availability, pickup: 'AVAILABLE', selected: 'pickup' };
    renderPage(aSummary({ fulfillmentTypes } as Partial<ProductSummaryDto>));
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
    servePriceSummary();
    const asked = servePoints([point()]);
    const bodies = serveAddToBag();
    renderPage(pickupSummary());
    await choices();
    expect(deliveryRadio()).toBeChecked();

    await userEvent.click(pickupRadio());

    const shown = await screen.findByTestId('pickup-point');
    expect(pickupRadio()).toBeChecked();
    expect(within(shown).getByText('Toko Aero Senayan')).toBeInTheDocument();
    expect(shown).toHaveTextContent('Jl. Asia Afrika 8, Jakarta Pusat · 2,5 km dari lokasimu');
    expect(within(shown).getByText('Ambil di toko maksimal 1 barang per pesanan.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tambah jumlah' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByText(/Lokasi pengambilan diubah/)).not.toBeInTheDocument();
    expect(asked).toEqual(['PP-1']);

    await addsOneForPickupAt(bodies, 'PP-1');
  });

  it('starts with pickup when the summary selects it', async () => {
    servePoints([point()]);
    renderPage(pickupSummary({ fulfillmentTypes: { delivery: 'AVAILABLE', pickup: 'AVAILABLE', selected: 'pickup' } }));
    expect(await screen.findByTestId('pickup-point')).toHaveTextContent('Toko Aero Senayan');
    expect(pickupRadio()).toBeChecked();
  });

  it('says the system moved the shopper to another point, and buys there', async () => {
    const moved = point({ code: 'PP-7', name: 'Toko Aero Kelapa Gading' });
    servePoints([], { fallback: moved });
    const bodies = serveAddToBag();
    renderPage(pickupSummary({ fulfillmentTypes: { delivery: 'AVAILABLE', pickup: 'AVAILABLE', selected: 'pickup' } }));

    expect(
      await screen.findByText('Lokasi pengambilan diubah oleh sistem ke Toko Aero Kelapa Gading karena titik ambil sebelumnya tidak tersedia.'),
    ).toHaveAttribute('role', 'status');
    await addsOneForPickupAt(bodies, 'PP-7');
  });

  it('shows the pickup schedule, with the days the point is closed', async () => {
    servePoints([point()]);
    renderPage(pickupSummary({ fulfillmentTypes: { delivery: 'AVAILABLE', pickup: 'AVAILABLE', selected: 'pickup' } }));

    await userEvent.click(await screen.findByRole('button', { name: 'Lihat jadwal ambil' }));

    const dialog = await screen.findByRole('dialog', { name: 'Jadwal ambil' });
    const table = within(dialog).getByRole('table', { name: 'Jadwal ambil di Toko Aero Senayan' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Senin, 23 November', '10:00–21:00'],
      ['Selasa, 24 November', 'Tutup'],
    ]);
  });

  it('never sends more than 1 for pickup, even when more was chosen for delivery', async () => {
    servePriceSummary();
    servePoints([point()]);
    const bodies = serveAddToBag();
    renderPage(pickupSummary());
    await choices();
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah jumlah' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Jumlah' })).toHaveValue('2'));

    await userEvent.click(pickupRadio());
    await screen.findByTestId('pickup-point');

    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Jumlah' })).toHaveValue('1'));
    await addsOneForPickupAt(bodies, 'PP-1');
  });

  it('does not offer another point, or the nearest, when it has no pickup hour available', async () => {
    const closedHours = point().pickupHours.map((hour) => ({ ...hour, status: 'unavailable' as const }));
    const closed = point({ code: 'PP-6', name: 'Toko Aero Depok', distanceKm: 0.8, pickupHours: closedHours });
    servePoints([point(), closed], { nearest: closed });
    backendServer.use(http.get(OTHERS_URL, () => envelope([closed])));
    renderPage(pickupSummary({ fulfillmentTypes: { delivery: 'AVAILABLE', pickup: 'AVAILABLE', selected: 'pickup' } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Titik ambil lainnya' }));

    const list = await screen.findByRole('list', { name: 'Titik ambil lainnya' });
    expect(within(list).getByRole('button', { name: 'Pilih Toko Aero Depok' })).toBeDisabled();
    expect(within(list).getByText(/Stok tidak tersedia di sini/)).toBeInTheDocument();
    expect(screen.queryByText(/Titik ambil terdekat/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ambil di sini' })).not.toBeInTheDocument();
  });

  it('lists the other points and switches to the one chosen', async () => {
    const kemang = point({ code: 'PP-2', name: 'Toko Aero Kemang', city: 'Jakarta Selatan', distanceKm: 6 });
    const bekasi = point({ code: 'PP-3', name: 'Toko Aero Bekasi', city: 'Bekasi', distanceKm: 18, pickup: 'UNAVAILABLE' });
    const asked = servePoints([point(), kemang]);
    const othersAsked: { itemSku: string; pickupPointCode: string | null }[] = [];
    backendServer.use(
      http.get(OTHERS_URL, ({ params, request }) => {
        othersAsked.push({ itemSku: String(params.itemSku), pickupPointCode: new URL(request.url).searchParams.get('pickupPointCode') });
        return envelope([kemang, bekasi]);
      }),
    );
    const bodies = serveAddToBag();
    renderPage(pickupSummary({ fulfillmentTypes: { delivery: 'AVAILABLE', pickup: 'AVAILABLE', selected: 'pickup' } }));
    const others = await screen.findByRole('button', { name: 'Titik ambil lainnya' });
    expect(others).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(others);

    const list = await screen.findByRole('list', { name: 'Titik ambil lainnya' });
    expect(others).toHaveAttribute('aria-expanded', 'true');
    expect(othersAsked).toEqual([{ itemSku: 'SPL-1-00001', pickupPointCode: 'PP-1' }]);
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('button', { name: 'Pilih Toko Aero Bekasi' })).toBeDisabled();
    expect(within(list).getByText(/Stok tidak tersedia di sini/)).toBeInTheDocument();

    await userEvent.click(within(list).getByRole('button', { name: 'Pilih Toko Aero Kemang' }));

    await waitFor(() => expect(within(screen.getByTestId('pickup-point')).getByText('Toko Aero Kemang')).toBeInTheDocument());
    expect(asked).toEqual(['PP-1', 'PP-2']);
    expect(screen.queryByText(/Lokasi pengambilan diubah/)).not.toBeInTheDocument();
    await addsOneForPickupAt(bodies, 'PP-2');
  });

  it('offers the nearest point when it is another one', async () => {
    const nearest = point({ code: 'PP-5', name: 'Toko Aero Blok M', distanceKm: 1.2 });
    const asked = servePoints([point(), nearest], { nearest });
    renderPage(pickupSummary({ fulfillmentTypes: { delivery: 'AVAILABLE', pickup: 'AVAILABLE', selected: 'pickup' } }));

    expect(await screen.findByText('Titik ambil terdekat: Toko Aero Blok M (1,2 km)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ambil di sini' }));

    await waitFor(() => expect(within(screen.getByTestId('pickup-point')).getByText('Toko Aero Blok M')).toBeInTheDocument());
    expect(asked).toEqual(['PP-1', 'PP-5']);
  });

  it('makes pickup unavailable at a point with no pickup hour available', async () => {
    const closed = point({ pickupHours: [{ date: '2026-11-23', open: '10:00', close: '21:00', status: 'unavailable' }] });
    servePoints([closed]);
    renderPage(pickupSummary({ fulfillmentTypes: { delivery: 'AVAILABLE', pickup: 'AVAILABLE', selected: 'pickup' } }));

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
    servePoints([]);
    renderPage(pickupSummary({ fulfillmentTypes: { delivery: 'AVAILABLE', pickup: 'AVAILABLE', selected: 'pickup' } }));
    expect(await screen.findByText('Belum ada titik ambil yang punya stok produk ini.')).toBeInTheDocument();
    await waitFor(() => expect(pickupRadio()).toBeDisabled());
    expect(pickupRadio()).toHaveAccessibleDescription('Tidak tersedia di lokasimu');
    expect(screen.getByRole('button', { name: '+ Bag' })).toBeDisabled();
  });

  it('says the points failed to load, and loads them again on retry', async () => {
    let calls = 0;
    backendServer.use(
      http.get(NEAREST_URL, () => {
        calls += 1;
        return calls === 1
          ? envelope(null, { status: 500, code: 'INTERNAL_SERVER_ERROR' })
          : envelope({ defaultPickupPoint: point(), nearestPickupPoint: null });
      }),
    );
    renderPage(pickupSummary({ fulfillmentTypes: { delivery: 'AVAILABLE', pickup: 'AVAILABLE', selected: 'pickup' } }));
    const alert = (await screen.findByText(/Gagal memuat titik ambil\./)).closest('[role="alert"]') as HTMLElement;
    // A failed call is not the shopper's location: pickup stays a choice, and nothing is bought yet.
    expect(pickupRadio()).toBeEnabled();
    expect(pickupRadio()).not.toHaveAccessibleDescription('Tidak tersedia di lokasimu');
    expect(screen.getByRole('button', { name: '+ Bag' })).toBeDisabled();

    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));

    expect(await screen.findByTestId('pickup-point')).toHaveTextContent('Toko Aero Senayan');
    expect(calls).toBe(2);
  });

  it('links to every pickup point of the product', async () => {
    servePoints([point()]);
    const { props } = renderPage(pickupSummary({ fulfillmentTypes: { delivery: 'AVAILABLE', pickup: 'AVAILABLE', selected: 'pickup' } }));
    const link = await screen.findByRole('link', { name: 'Semua titik ambil' });
    expect(link).toHaveAttribute('href', '/click-and-collect/p/ps--SPL-1/pickup-points');
    await userEvent.click(link);
    expect(props.navigate).toHaveBeenCalledWith({ path: '/click-and-collect/p/ps--SPL-1/pickup-points', replace: undefined, resetScroll: true });
  });
});
