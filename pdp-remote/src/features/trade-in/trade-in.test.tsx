// Trade-in as a shopper meets it (spec §1, §2, §3, §8): the service row of an item that trades, its
// onboarding tip, the trade-in page with the devices taken in, the download-app modal, and each call
// failing (HTTP mocked at the network).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND, backendServer, envelope, http, HttpResponse, startBackendMock } from '@pdp/test-kit/backend-mock';
import { aSummary } from '@pdp/test-kit/summary-factory';
import { renderRemote } from '../../__tests__/render-remote';
import { CATEGORIES, TRADE_IN_PAGE, phonesListed, serveTradeIn } from './trade-in.test-backend';

startBackendMock();

const row = () => screen.findByRole('region', { name: 'Tukar tambah' });

beforeEach(() => window.localStorage.clear());

describe('trade-in in the service section', () => {
  it('says how much a device takes off and links the item’s trade-in page', async () => {
    const calls = serveTradeIn();
    const { props } = renderRemote();
    const tradeIn = await row();
    expect(within(tradeIn).getByText('Tukar perangkat lamamu, hemat hingga Rp1.500.000.')).toBeInTheDocument();
    await userEvent.click(within(tradeIn).getByRole('link', { name: 'Lihat perangkat yang bisa ditukar' }));
    expect(props.navigate).toHaveBeenCalledWith(expect.objectContaining({ path: '/trade-in/s/sepatu-lari-aero/is--SPL-1-00001' }));
    expect(calls).toEqual(['eligibility SPL-1-00001']);
  });

  it('shows nothing for an item that does not trade, or when eligibility fails', async () => {
    const calls = serveTradeIn({ eligibility: () => envelope({ eligible: false, maxDiscount: 0 }) });
    const { unmount } = renderRemote();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(await screen.findByRole('region', { name: 'Layanan' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Tukar tambah' })).not.toBeInTheDocument();
    unmount();
    const failing = serveTradeIn({ eligibility: () => HttpResponse.json({ code: 500, status: 'ERROR' }, { status: 500 }) });
    renderRemote();
    await waitFor(() => expect(failing).toHaveLength(1));
    expect(await screen.findByRole('region', { name: 'Layanan' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Tukar tambah' })).not.toBeInTheDocument();
  });

  it('points the trade-in onboarding tip at the row’s link once the earlier tips are closed', async () => {
    window.localStorage.setItem('pdp.onboarding-closed', JSON.stringify({ 'single-checkout': true }));
    serveTradeIn();
    renderRemote({ user: { id: 'u1', name: 'Budi' } });
    // The tips wait for the shopper to use the page.
    fireEvent.scroll(window);
    const tip = await screen.findByRole('note', { name: 'Tips' });
    const text = 'Punya perangkat lama? Tukar tambah dan dapatkan potongan untuk produk ini.';
    expect(tip).toHaveTextContent(text);
    expect(within(await row()).getByRole('link', { name: 'Lihat perangkat yang bisa ditukar' })).toHaveAccessibleDescription(text);
  });
});

describe('the trade-in page', () => {
  it('lists the devices taken in with the most each is worth, and sends the shopper to the app', async () => {
    serveTradeIn();
    const { props } = renderRemote({ path: TRADE_IN_PAGE });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tukar tambah' })).toBeInTheDocument();
    expect(await screen.findByText('Tukar perangkat lamamu saat membeli produk ini dan dapatkan potongan hingga Rp1.500.000.')).toBeInTheDocument();
    await phonesListed();

    const start = screen.getByRole('button', { name: 'Tukar tambah di aplikasi' });
    await userEvent.click(start);
    const dialog = await screen.findByRole('dialog', { name: 'Download aplikasinya dulu, yuk' });
    for (const name of ['Download di Google Play', 'Download di App Store']) {
      const link = within(dialog).getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(start).toHaveFocus();

    await userEvent.click(screen.getByRole('link', { name: /Kembali ke produk/ }));
    expect(props.navigate).toHaveBeenCalledWith(expect.objectContaining({ path: '/p/sepatu-lari-aero/ps--SPL-1' }));
  });

  it('leads back to a grocery item’s own page: one trade-in page for both storefronts (spec §2)', async () => {
    serveTradeIn();
    backendServer.use(
      http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, () =>
        envelope(aSummary({ vendor: 'GROCERY', name: 'Rice Cooker Digital', urlFriendlyName: 'rice-cooker-digital' })),
      ),
    );
    const { props } = renderRemote({ path: '/trade-in/s/rice-cooker-digital/ps--SPL-1' });
    await phonesListed();

    await userEvent.click(screen.getByRole('link', { name: /Kembali ke produk/ }));

    expect(props.navigate).toHaveBeenCalledWith(expect.objectContaining({ path: '/grocery/p/rice-cooker-digital/ps--SPL-1' }));
  });

  it('says a failed list of devices with a retry, keeps the rest, and lists them on the retry', async () => {
    let fail = true;
    serveTradeIn({ categories: () => (fail ? HttpResponse.json({ code: 503, status: 'ERROR' }, { status: 503 }) : envelope(CATEGORIES)) });
    renderRemote({ path: TRADE_IN_PAGE });
    const alert = await screen.findByText('Gagal memuat perangkat yang bisa ditukar.');
    expect(screen.getByRole('button', { name: 'Tukar tambah di aplikasi' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Handphone' })).not.toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('region', { name: 'Handphone' })).toBeInTheDocument();
    expect(screen.queryByText('Gagal memuat perangkat yang bisa ditukar.')).not.toBeInTheDocument();
  });

  it('says a failed eligibility with a retry, and an item that does not trade', async () => {
    let answer = () => new HttpResponse('<html>', { headers: { 'content-type': 'text/html' } });
    serveTradeIn({ eligibility: () => answer(), categories: () => envelope([]) });
    renderRemote({ path: TRADE_IN_PAGE });
    const alert = (await screen.findByText('Gagal memuat tukar tambah.')).closest('[role="alert"]') as HTMLElement;
    answer = () => envelope({ eligible: false, maxDiscount: 0 });
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Produk ini tidak bisa ditukar tambah.')).toBeInTheDocument();
    expect(screen.getByText('Belum ada perangkat yang bisa ditukar.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tukar tambah di aplikasi' })).not.toBeInTheDocument();
  });

  it('shows hostile category names as text', async () => {
    const hostile = '<img src=x onerror="alert(1)">';
    serveTradeIn({ categories: () => envelope([{ code: 'X', name: hostile, subcategories: [{ code: 'Y', name: hostile, maxPrice: 1 }] }]) });
    renderRemote({ path: TRADE_IN_PAGE });
    const region = await screen.findByRole('region', { name: hostile });
    expect(within(region).getByRole('listitem')).toHaveTextContent(hostile);
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('reads in English', async () => {
    serveTradeIn();
    renderRemote({ path: TRADE_IN_PAGE, locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Trade-in' })).toBeInTheDocument();
    expect(await screen.findByText('Trade in your old device when you buy this product and get up to Rp1.500.000 off.')).toBeInTheDocument();
    expect(await screen.findByText('Devices you can trade in')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Trade in on the app' }));
    expect(await screen.findByRole('dialog', { name: 'Get the app first' })).toBeInTheDocument();
  });
});
