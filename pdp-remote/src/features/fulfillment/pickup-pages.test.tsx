// The Click & Collect pages (spec §2 `pickup-points`, `pickup-schedule`): every point holding the item,
// each with its stock, distance and schedule, the shopper's pick taken back to the product; and the
// schedule of the point serving the shopper. The backend is the simulator (mounted in MSW): the helmet's
// points (Urban Gowes Senopati, Puri Indah with none in stock and closed on Mondays, Dago), the shopper
// pinned in Kemang, the clock on Monday, 23 November 2026.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND, envelope, http } from '@pdp/test-kit/backend-mock';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { renderRemote } from '../../__tests__/render-remote';
import { BUDI } from '../../__tests__/members';
import {
  CLOSED_ALL_WEEK,
  HELMET,
  HELMET_POINTS,
  KEMANG,
  LAPTOP,
  MONDAY,
  POINTS_CALL,
  POINTS_PATH,
  SHOES,
  addsOneForPickupAt,
  fulfillmentCatalogue,
  idsAsked,
  pickupRadio,
  pointsAsked,
  shopperPinnedAt,
  shownPoint,
} from './fulfillment.test-page';

const backend = startSimulatorBackend(TEST_BACKEND, { fixturesDir: fulfillmentCatalogue });

beforeEach(async () => {
  window.localStorage.clear();
  await backend.session.clock(MONDAY);
});

describe('the Click & Collect pickup points page', () => {
  it('lists every point holding the item, each under its own heading', async () => {
    shopperPinnedAt(KEMANG);
    renderRemote({ path: HELMET_POINTS, user: BUDI });

    expect(await screen.findByRole('heading', { level: 1, name: 'Titik ambil Click & Collect untuk Helm Sepeda Lipat Urban' })).toBeInTheDocument();
    expect(screen.getByText('Ambil di toko maksimal 1 barang per pesanan.')).toBeInTheDocument();
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Urban Gowes Senopati', 'Urban Gowes Puri Indah', 'Urban Gowes Dago']);
    expect(idsAsked(backend, POINTS_CALL)).toEqual(['ps--HLM-60011']);
    expect(screen.getByText('Jl. Senopati No. 55, Kebayoran Baru, Jakarta Selatan · 3,1 km dari lokasimu')).toBeInTheDocument();
    expect(screen.getByText('Stok tidak tersedia di sini')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pilih Urban Gowes Puri Indah' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Pilih Urban Gowes Dago' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: '+ Bag' })).not.toBeInTheDocument();
  });

  it('gives no distance where the shopper has no pin', async () => {
    renderRemote({ path: HELMET_POINTS, user: BUDI });
    expect(await screen.findByText('Jl. Ir. H. Juanda No. 88, Coblong, Kota Bandung')).toBeInTheDocument();
    expect(screen.queryByText(/dari lokasimu/)).not.toBeInTheDocument();
  });

  it('disables a point whose pickup hours are all unavailable', async () => {
    backend.server.use(http.get(`${TEST_BACKEND}/product/products/:id/pickup-points`, () => envelope([CLOSED_ALL_WEEK])));
    renderRemote({ path: HELMET_POINTS, user: BUDI });
    expect(await screen.findByRole('button', { name: 'Pilih Urban Gowes Senopati' })).toBeDisabled();
  });

  it('shows the schedule of a point', async () => {
    renderRemote({ path: HELMET_POINTS, user: BUDI });
    await userEvent.click(await screen.findByRole('button', { name: 'Lihat jadwal ambil Urban Gowes Puri Indah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Jadwal ambil' });
    expect(within(dialog).getByRole('table', { name: 'Jadwal ambil di Urban Gowes Puri Indah' })).toBeInTheDocument();
    expect(within(dialog).getByRole('row', { name: 'Senin, 23 November Tutup' })).toBeInTheDocument();
  });

  it('says when no point holds the item', async () => {
    renderRemote({ path: '/click-and-collect/p/ps--SPL-60001/pickup-points', user: BUDI });
    expect(await screen.findByText('Belum ada titik ambil yang punya stok produk ini.')).toBeInTheDocument();
  });

  it('says the points failed to load, and loads them again on retry', async () => {
    await backend.session.fault(POINTS_PATH, 'status=500', { method: 'GET', times: 1 });
    renderRemote({ path: HELMET_POINTS, user: BUDI });
    const alert = (await screen.findByText(/Gagal memuat titik ambil\./)).closest('[role="alert"]') as HTMLElement;
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Urban Gowes Senopati' })).toBeInTheDocument();
    expect(idsAsked(backend, POINTS_CALL)).toHaveLength(2);
  });

  it('takes the shopper back to the product, which then uses pickup at the chosen point', async () => {
    await backend.session.signIn(BUDI.email);
    const view = renderRemote({ path: HELMET_POINTS, user: BUDI, reportBagCount: jest.fn() });

    await userEvent.click(await screen.findByRole('button', { name: 'Pilih Urban Gowes Dago' }));

    expect(view.props.navigate).toHaveBeenCalledWith({ path: HELMET, resetScroll: true });
    view.rerenderWith({ path: HELMET });

    expect(within(await shownPoint()).getByText('Urban Gowes Dago')).toBeInTheDocument();
    expect(pickupRadio()).toBeChecked();
    expect(pointsAsked(backend)).toContain('PP-UGW-DGO');
    expect(screen.queryByText(/Lokasi pengambilan diubah/)).not.toBeInTheDocument();

    await addsOneForPickupAt(backend, 'PP-UGW-DGO');
  });
});

describe('the pickup schedule page', () => {
  it('shows the schedule of the point serving the shopper, with the way back to the product', async () => {
    const { props } = renderRemote({ path: `${LAPTOP}/pickup-schedule`, user: BUDI });

    expect(await screen.findByRole('heading', { level: 1, name: 'Jadwal ambil' })).toBeInTheDocument();
    expect(screen.getByText('Laptop Tipis Cakra 14 inci')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Jadwal ambil di Urban Gowes Dago' });
    expect(within(table).getByRole('row', { name: 'Senin, 23 November 09:00–17:00' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Minggu, 29 November Tutup' })).toBeInTheDocument();
    expect(pointsAsked(backend)).toEqual(['PP-UGW-DGO']);

    await userEvent.click(screen.getByRole('link', { name: 'Kembali ke produk' }));
    expect(props.navigate).toHaveBeenCalledWith({ path: LAPTOP, replace: undefined, resetScroll: true });
  });

  it('says when there is no point to show the schedule of', async () => {
    renderRemote({ path: `${SHOES}/pickup-schedule`, user: BUDI });
    expect(await screen.findByText('Belum ada titik ambil yang punya stok produk ini.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the point has no schedule yet', async () => {
    // The simulator lists a week of hours for every point: a point with none is answered here.
    backend.server.use(
      http.get(`${TEST_BACKEND}/product-detail/products/:id/nearest-pickup-point`, () =>
        envelope({ defaultPickupPoint: { ...CLOSED_ALL_WEEK, pickupHours: [] }, nearestPickupPoint: null }),
      ),
    );
    renderRemote({ path: `${HELMET}/pickup-schedule`, user: BUDI });
    expect(await screen.findByText('Jadwal ambil belum tersedia.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('table')).not.toBeInTheDocument());
  });
});
