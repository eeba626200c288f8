// The shipping secondary page (spec §2 `shipping`): every courier to the shopper's location, the
// destination with a way to change it, the catalogue's messages, a retry, and the way back. The backend
// is the simulator (mounted in MSW): the desk lamp, shipped from Kota Bandung, free by Reguler; the
// tumbler, whose seller turned shipping off; the coffee, collected only.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND } from '@pdp/test-kit/backend-mock';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { renderRemote } from '../../__tests__/render-remote';
import { COFFEE, LAMP, SHIPPING_CALL, SHIPPING_PATH, TUMBLER, idsAsked } from './fulfillment.test-page';

const backend = startSimulatorBackend(TEST_BACKEND);

beforeEach(() => window.localStorage.clear());

describe('the shipping page', () => {
  it('lists every courier with its price and estimate, where it ships from, and leads back to the product', async () => {
    const { props } = renderRemote({ path: `${LAMP}/shipping` });

    expect(await screen.findByRole('heading', { level: 1, name: 'Opsi pengiriman' })).toBeInTheDocument();
    expect(screen.getByText('Lampu Meja LED Lipat')).toBeInTheDocument();
    const [standard, sameday, express] = await screen.findAllByRole('listitem');
    expect(standard).toHaveTextContent('Reguler');
    expect(within(standard as HTMLElement).getByText('Gratis ongkir')).toBeInTheDocument();
    expect(within(standard as HTMLElement).getByLabelText('Harga awal Rp15.000')).toBeInTheDocument();
    // The page names a courier by its code, in the shopper's language.
    expect(sameday).toHaveTextContent('Sehari sampaiEstimasi tiba 6–8 jam');
    expect(sameday).toHaveTextContent('Rp32.000');
    expect(express).toHaveTextContent('EkspresEstimasi tiba 1–2 hari');
    expect(express).toHaveTextContent('Rp26.000');
    expect(screen.getByText('Dikirim dari Kota Bandung')).toBeInTheDocument();
    expect(screen.getByText('Pilih alamat untuk melihat ongkos kirim ke lokasimu.')).toBeInTheDocument();
    expect(idsAsked(backend, SHIPPING_CALL)).toEqual(['ps--LMP-60013']);
    // The product page's sections are not on this page.
    expect(screen.queryByRole('navigation', { name: 'Bagian halaman produk' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Kembali ke produk' }));
    expect(props.navigate).toHaveBeenCalledWith({ path: LAMP, replace: undefined, resetScroll: true });
  });

  it('opens the address picker to change where the options are for', async () => {
    renderRemote({ path: `${LAMP}/shipping` });
    await userEvent.click(await screen.findByRole('button', { name: 'Pilih alamat' }));
    expect(await screen.findByRole('dialog', { name: /alamat/i })).toBeInTheDocument();
  });

  it('shows the catalogue message for a shipping code, without a retry', async () => {
    await backend.session.fault(SHIPPING_PATH, 'code=SHIP_NOT_COVERED', { method: 'GET' });
    renderRemote({ path: `${LAMP}/shipping` });
    expect(await screen.findByRole('alert')).toHaveTextContent('Maaf, pengiriman ke lokasimu belum tersedia.');
    expect(screen.queryByRole('button', { name: 'Coba lagi' })).not.toBeInTheDocument();
  });

  it('says the options failed to load, and loads them again on retry', async () => {
    await backend.session.fault(SHIPPING_PATH, 'status=500', { method: 'GET', times: 1 });
    renderRemote({ path: `${LAMP}/shipping` });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Gagal memuat info pengiriman.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Dikirim dari Kota Bandung')).toBeInTheDocument();
    expect(idsAsked(backend, SHIPPING_CALL)).toHaveLength(2);
  });

  it('says the seller turned shipping off', async () => {
    renderRemote({ path: `${TUMBLER}/shipping` });
    expect(await screen.findByText('Penjual sedang tidak melayani pengiriman.')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('asks for nothing when the product is not delivered, and says no courier serves it', async () => {
    renderRemote({ path: `${COFFEE}/shipping` });
    expect(await screen.findByText('Belum ada kurir yang melayani lokasimu.')).toBeInTheDocument();
    await waitFor(() => expect(idsAsked(backend, SHIPPING_CALL)).toEqual([]));
  });
});
