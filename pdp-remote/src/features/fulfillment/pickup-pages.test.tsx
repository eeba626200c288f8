import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PickupPointDto } from '@pdp/backend-api/backend';
import { aSummary } from '@pdp/test-kit/summary-factory';
import { aPickupPoint } from '@pdp/test-kit/pickup-point-factory';
import { TEST_BACKEND, backendServer, envelope, http, startBackendMock } from '@pdp/test-kit/backend-mock';
import { renderRemote } from '../../__tests__/render-remote';

startBackendMock();

const BUDI = { id: 'u1', name: 'Budi' };
const POINTS_PATH = '/click-and-collect/p/ps--SPL-1/pickup-points';
const PRODUCT_PATH = '/p/sepatu-lari-aero/ps--SPL-1';

const point = aPickupPoint;

const senayan = point();
const kemang = point({ code: 'PP-2', name: 'Toko Aero Kemang', address: 'Jl. Kemang Raya 5', city: 'Jakarta Selatan', distanceKm: 6 });
const depok = point({ code: 'PP-3', name: 'Toko Aero Depok', address: 'Jl. Margonda 1', city: 'Depok', distanceKm: null, pickup: 'UNAVAILABLE' });

beforeEach(() => {
  window.localStorage.clear();
  backendServer.use(
    http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, () =>
      envelope(aSummary({ fulfillmentTypes: { delivery: 'AVAILABLE', pickup: 'AVAILABLE', selected: 'delivery' } })),
    ),
    http.get(`${TEST_BACKEND}/member/addresses/_default`, () => envelope(null)),
  );
});

/** Every point of the product; records the product id each call asked for. */
function servePickupPoints(points: PickupPointDto[] = [senayan, kemang, depok]) {
  const asked: string[] = [];
  backendServer.use(
    http.get(`${TEST_BACKEND}/product/products/:id/pickup-points`, ({ params }) => {
      asked.push(String(params.id));
      return envelope(points);
    }),
  );
  return asked;
}

/** nearest-pickup-point answers the point asked for by code. */
function serveNearest(points: PickupPointDto[] = [senayan, kemang]) {
  const asked: (string | null)[] = [];
  backendServer.use(
    http.get(`${TEST_BACKEND}/product-detail/products/:id/nearest-pickup-point`, ({ request }) => {
      const code = new URL(request.url).searchParams.get('pickupPointCode');
      asked.push(code);
      return envelope({ defaultPickupPoint: points.find((candidate) => candidate.code === code) ?? null, nearestPickupPoint: null });
    }),
  );
  return asked;
}

describe('the Click & Collect pickup points page', () => {
  it('lists every point holding the item, each under its own heading', async () => {
    const asked = servePickupPoints();
    renderRemote({ path: POINTS_PATH, user: BUDI });

    expect(await screen.findByRole('heading', { level: 1, name: 'Titik ambil Click & Collect untuk Sepatu Lari Aero' })).toBeInTheDocument();
    expect(screen.getByText('Ambil di toko maksimal 1 barang per pesanan.')).toBeInTheDocument();
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Toko Aero Senayan', 'Toko Aero Kemang', 'Toko Aero Depok']);
    expect(asked).toEqual(['ps--SPL-1']);
    expect(screen.getByText('Jl. Kemang Raya 5, Jakarta Selatan · 6 km dari lokasimu')).toBeInTheDocument();
    expect(screen.getByText('Jl. Margonda 1, Depok')).toBeInTheDocument();
    expect(screen.getByText('Stok tidak tersedia di sini')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pilih Toko Aero Depok' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Pilih Toko Aero Kemang' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: '+ Bag' })).not.toBeInTheDocument();
  });

  it('disables a point whose pickup hours are all unavailable', async () => {
    servePickupPoints([point({ pickupHours: [{ date: '2026-11-23', open: '10:00', close: '21:00', status: 'unavailable' }] })]);
    renderRemote({ path: POINTS_PATH, user: BUDI });
    expect(await screen.findByRole('button', { name: 'Pilih Toko Aero Senayan' })).toBeDisabled();
  });

  it('shows the schedule of a point', async () => {
    servePickupPoints();
    renderRemote({ path: POINTS_PATH, user: BUDI });
    await userEvent.click(await screen.findByRole('button', { name: 'Lihat jadwal ambil Toko Aero Kemang' }));
    const dialog = await screen.findByRole('dialog', { name: 'Jadwal ambil' });
    expect(within(dialog).getByRole('table', { name: 'Jadwal ambil di Toko Aero Kemang' })).toBeInTheDocument();
    expect(within(dialog).getByRole('row', { name: 'Selasa, 24 November Tutup' })).toBeInTheDocument();
  });

  it('says when no point holds the item', async () => {
    servePickupPoints([]);
    renderRemote({ path: POINTS_PATH, user: BUDI });
    expect(await screen.findByText('Belum ada titik ambil yang punya stok produk ini.')).toBeInTheDocument();
  });

  it('says the points failed to load, and loads them again on retry', async () => {
    let calls = 0;
    backendServer.use(
      http.get(`${TEST_BACKEND}/product/products/:id/pickup-points`, () => {
        calls += 1;
        return calls === 1 ? envelope(null, { status: 500, code: 'INTERNAL_SERVER_ERROR' }) : envelope([senayan]);
      }),
    );
    renderRemote({ path: POINTS_PATH, user: BUDI });
    const alert = (await screen.findByText(/Gagal memuat titik ambil\./)).closest('[role="alert"]') as HTMLElement;
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Toko Aero Senayan' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('takes the shopper back to the product, which then uses pickup at the chosen point', async () => {
    servePickupPoints();
    const nearestAsked = serveNearest();
    const bodies: unknown[] = [];
    backendServer.use(
      http.post(`${TEST_BACKEND}/retail/carts/_add-bulk`, async ({ request }) => {
        bodies.push(await request.json());
        return envelope({ cartCount: 1 });
      }),
    );
    const view = renderRemote({ path: POINTS_PATH, user: BUDI, reportBagCount: jest.fn() });

    await userEvent.click(await screen.findByRole('button', { name: 'Pilih Toko Aero Kemang' }));

    expect(view.props.navigate).toHaveBeenCalledWith({ path: PRODUCT_PATH, resetScroll: true });
    view.rerenderWith({ path: PRODUCT_PATH });

    const shown = await screen.findByTestId('pickup-point');
    expect(within(shown).getByText('Toko Aero Kemang')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Ambil di toko/ })).toBeChecked();
    expect(nearestAsked).toContain('PP-2');
    expect(screen.queryByText(/Lokasi pengambilan diubah/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '+ Bag' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ cartType: 'REGULAR', items: [{ itemSku: 'SPL-1-00001', quantity: 1, pickupPointCode: 'PP-2', fulfillment: 'pickup' }] });
  });
});

describe('the pickup schedule page', () => {
  it('shows the schedule of the point serving the shopper, with the way back to the product', async () => {
    const asked = serveNearest();
    const { props } = renderRemote({ path: `${PRODUCT_PATH}/pickup-schedule`, user: BUDI });

    expect(await screen.findByRole('heading', { level: 1, name: 'Jadwal ambil' })).toBeInTheDocument();
    expect(screen.getByText('Sepatu Lari Aero')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Jadwal ambil di Toko Aero Senayan' });
    expect(within(table).getByRole('row', { name: 'Senin, 23 November 10:00–21:00' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Selasa, 24 November Tutup' })).toBeInTheDocument();
    expect(asked).toEqual(['PP-1']);

    await userEvent.click(screen.getByRole('link', { name: 'Kembali ke produk' }));
    expect(props.navigate).toHaveBeenCalledWith({ path: PRODUCT_PATH, replace: undefined, resetScroll: true });
  });

  it('says when there is no point to show the schedule of', async () => {
    serveNearest([]);
    renderRemote({ path: `${PRODUCT_PATH}/pickup-schedule`, user: BUDI });
    expect(await screen.findByText('Belum ada titik ambil yang punya stok produk ini.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the point has no schedule yet', async () => {
    serveNearest([point({ pickupHours: [] })]);
    renderRemote({ path: `${PRODUCT_PATH}/pickup-schedule`, user: BUDI });
    expect(await screen.findByText('Jadwal ambil belum tersedia.')).toBeInTheDocument();
  });
});
