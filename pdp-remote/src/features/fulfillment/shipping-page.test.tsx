// The shipping secondary page (spec §2 `shipping`): every courier to the shopper's location, the
// destination with a way to change it, the catalogue's messages, a retry, and the way back.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShippingInfoDto } from '@pdp/backend-api/backend';
import { aSummary } from '@pdp/test-kit/summary-factory';
import { TEST_BACKEND, backendServer, envelope, http, HttpResponse, startBackendMock } from '@pdp/test-kit/backend-mock';
import { renderRemote } from '../../__tests__/render-remote';

startBackendMock();

const PRODUCT_PATH = '/p/sepatu-lari-aero/ps--SPL-1';
const SHIPPING: ShippingInfoDto = {
  origin: 'Bandung',
  options: [
    { logisticCode: 'EXPRESS', name: 'Ekspres', price: 0, originalPrice: 30000, etd: { min: 1, max: 1, unit: 'DAY' }, tags: ['FREE'] },
    { logisticCode: 'STANDARD', name: 'Reguler', price: 15000, etd: { min: 2, max: 4, unit: 'DAY' }, tags: [] },
  ],
  conditions: [],
};

function serve(answer: (call: number) => Response, summary = aSummary()) {
  const calls: string[] = [];
  backendServer.use(
    http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, () => envelope(summary)),
    http.get(`${TEST_BACKEND}/member/addresses/_default`, () => envelope(null)),
    http.get(`${TEST_BACKEND}/product-detail/products/:id/shipping`, ({ params }) => {
      calls.push(String(params.id));
      return answer(calls.length - 1);
    }),
  );
  return calls;
}

beforeEach(() => window.localStorage.clear());

describe('the shipping page', () => {
  it('lists every courier with its price and estimate, where it ships from, and leads back to the product', async () => {
    const calls = serve(() => envelope(SHIPPING));
    const { props } = renderRemote({ path: `${PRODUCT_PATH}/shipping` });

    expect(await screen.findByRole('heading', { level: 1, name: 'Opsi pengiriman' })).toBeInTheDocument();
    expect(screen.getByText('Sepatu Lari Aero')).toBeInTheDocument();
    const [express, standard] = await screen.findAllByRole('listitem');
    expect(express).toHaveTextContent('Ekspres');
    expect(within(express as HTMLElement).getByText('Gratis ongkir')).toBeInTheDocument();
    expect(within(express as HTMLElement).getByLabelText('Harga awal Rp30.000')).toBeInTheDocument();
    expect(standard).toHaveTextContent('RegulerEstimasi tiba 2–4 hari');
    expect(standard).toHaveTextContent('Rp15.000');
    expect(screen.getByText('Dikirim dari Bandung')).toBeInTheDocument();
    expect(screen.getByText('Pilih alamat untuk melihat ongkos kirim ke lokasimu.')).toBeInTheDocument();
    expect(calls).toEqual(['ps--SPL-1']);
    // The product page's sections are not on this page.
    expect(screen.queryByRole('navigation', { name: 'Bagian halaman produk' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Kembali ke produk' }));
    expect(props.navigate).toHaveBeenCalledWith({ path: PRODUCT_PATH, replace: undefined, resetScroll: true });
  });

  it('opens the address picker to change where the options are for', async () => {
    serve(() => envelope(SHIPPING));
    renderRemote({ path: `${PRODUCT_PATH}/shipping` });
    await userEvent.click(await screen.findByRole('button', { name: 'Pilih alamat' }));
    expect(await screen.findByRole('dialog', { name: /alamat/i })).toBeInTheDocument();
  });

  it('shows the catalogue message for a shipping code, without a retry', async () => {
    serve(() => HttpResponse.json({ code: 400, status: 'SHIP_NOT_COVERED', data: null, errors: {} }, { status: 400 }));
    renderRemote({ path: `${PRODUCT_PATH}/shipping` });
    expect(await screen.findByRole('alert')).toHaveTextContent('Maaf, pengiriman ke lokasimu belum tersedia.');
    expect(screen.queryByRole('button', { name: 'Coba lagi' })).not.toBeInTheDocument();
  });

  it('says the options failed to load, and loads them again on retry', async () => {
    const calls = serve((call) => (call === 0 ? envelope(null, { status: 500, code: 'INTERNAL_SERVER_ERROR' }) : envelope(SHIPPING)));
    renderRemote({ path: `${PRODUCT_PATH}/shipping` });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Gagal memuat info pengiriman.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Dikirim dari Bandung')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });

  it('says the seller turned shipping off', async () => {
    serve(() => envelope({ ...SHIPPING, conditions: ['TURNED_OFF'] }));
    renderRemote({ path: `${PRODUCT_PATH}/shipping` });
    expect(await screen.findByText('Penjual sedang tidak melayani pengiriman.')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('asks for nothing when the product is not delivered, and says no courier serves it', async () => {
    const calls = serve(() => envelope(SHIPPING), aSummary({ fulfillmentTypes: { delivery: 'UNAVAILABLE', pickup: 'AVAILABLE', selected: 'pickup' } }));
    renderRemote({ path: `${PRODUCT_PATH}/shipping` });
    expect(await screen.findByText('Belum ada kurir yang melayani lokasimu.')).toBeInTheDocument();
    await waitFor(() => expect(calls).toEqual([]));
  });
});
