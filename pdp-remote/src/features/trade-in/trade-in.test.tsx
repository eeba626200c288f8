// Trade-in as a shopper meets it (spec §1, §2, §3, §8): the service row of an item that trades, its
// onboarding tip, the trade-in page with the devices taken in, the download-app modal, and each call
// failing, against the backend simulator (its trade-in handler and fixtures, mounted in MSW).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND, envelope, http } from '@pdp/test-kit/backend-mock';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { renderRemote } from '../../__tests__/render-remote';
import { CATEGORIES_CALL, PHONE, PHONE_TRADE_IN_PAGE, SHOES, SHOES_TRADE_IN_PAGE, eligibilityAsked, phonesListed, tradeInRow } from './trade-in.test-page';

// The onboarding tips come with the shipping section.
sectionsInView(['service', 'shipping']);
const backend = startSimulatorBackend(TEST_BACKEND);

beforeEach(() => window.localStorage.clear());

describe('trade-in in the service section', () => {
  it('says how much a device takes off and links the item’s trade-in page', async () => {
    const { props } = renderRemote({ path: PHONE });
    const tradeIn = await tradeInRow();
    expect(within(tradeIn).getByText('Tukar perangkat lamamu, hemat hingga Rp1.500.000.')).toBeInTheDocument();
    await userEvent.click(within(tradeIn).getByRole('link', { name: 'Lihat perangkat yang bisa ditukar' }));
    expect(props.navigate).toHaveBeenCalledWith(expect.objectContaining({ path: '/trade-in/s/smartphone-nusantara-x5-8-gb/is--HPX-60003-00001' }));
    expect(eligibilityAsked(backend)).toEqual(['/backend/trade-in/products/HPX-60003-00001']);
  });

  it('shows nothing for an item that does not trade', async () => {
    renderRemote({ path: SHOES });
    await waitFor(() => expect(eligibilityAsked(backend)).toEqual(['/backend/trade-in/products/SPL-60001-00001']));
    expect(await screen.findByRole('region', { name: 'Layanan' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Tukar tambah' })).not.toBeInTheDocument();
  });

  it('shows nothing when the eligibility fails', async () => {
    await backend.session.fault('/backend/trade-in/products/*', 'status=500', { method: 'GET' });
    renderRemote({ path: PHONE });
    await waitFor(() => expect(eligibilityAsked(backend)).toHaveLength(1));
    expect(await screen.findByRole('region', { name: 'Layanan' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Tukar tambah' })).not.toBeInTheDocument();
  });

  it('points the trade-in onboarding tip at the row’s link once the earlier tips are closed', async () => {
    // The phone's vouchers have the tip before trade-in's.
    window.localStorage.setItem('pdp.onboarding-closed', JSON.stringify({ 'single-checkout': true, 'promo-highlight': true }));
    renderRemote({ path: PHONE, user: { id: 'u1', name: 'Budi' } });
    // The tips wait for the shopper to use the page.
    fireEvent.scroll(window);
    const tip = await screen.findByRole('note', { name: 'Tips' });
    const text = 'Punya perangkat lama? Tukar tambah dan dapatkan potongan untuk produk ini.';
    expect(tip).toHaveTextContent(text);
    expect(within(await tradeInRow()).getByRole('link', { name: 'Lihat perangkat yang bisa ditukar' })).toHaveAccessibleDescription(text);
  });
});

describe('the trade-in page', () => {
  it('lists the devices taken in with the most each is worth, and sends the shopper to the app', async () => {
    const { props } = renderRemote({ path: PHONE_TRADE_IN_PAGE });
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
    expect(props.navigate).toHaveBeenCalledWith(expect.objectContaining({ path: PHONE }));
  });

  it('leads back to a grocery item’s own page: one trade-in page for both storefronts (spec §2)', async () => {
    // The rice cooker is sold in the grocery storefront (rice-cooker.json), and trades.
    const { props } = renderRemote({ path: '/trade-in/s/rice-cooker-digital-1-8-l/ps--RCK-70006' });
    expect(await screen.findByRole('region', { name: 'Peralatan dapur' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: /Kembali ke produk/ }));

    expect(props.navigate).toHaveBeenCalledWith(expect.objectContaining({ path: '/grocery/p/rice-cooker-digital-1-8-l/ps--RCK-70006' }));
  });

  it('says a failed list of devices with a retry, keeps the rest, and lists them on the retry', async () => {
    await backend.session.fault('/backend/trade-in/products/*/category-info', 'status=503', { method: 'GET', times: 1 });
    renderRemote({ path: PHONE_TRADE_IN_PAGE });
    const alert = await screen.findByText('Gagal memuat perangkat yang bisa ditukar.');
    expect(await screen.findByRole('button', { name: 'Tukar tambah di aplikasi' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Handphone' })).not.toBeInTheDocument();
    await userEvent.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Coba lagi' }));
    await phonesListed();
    expect(screen.queryByText('Gagal memuat perangkat yang bisa ditukar.')).not.toBeInTheDocument();
    expect(backend.sent('GET', CATEGORIES_CALL)).toHaveLength(2);
  });

  it('says a failed eligibility with a retry, and an item that does not trade', async () => {
    await backend.session.fault('/backend/trade-in/products/*', 'malformed', { method: 'GET', times: 1 });
    renderRemote({ path: SHOES_TRADE_IN_PAGE });
    const alert = (await screen.findByText('Gagal memuat tukar tambah.')).closest('[role="alert"]') as HTMLElement;
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Produk ini tidak bisa ditukar tambah.')).toBeInTheDocument();
    expect(screen.getByText('Belum ada perangkat yang bisa ditukar.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tukar tambah di aplikasi' })).not.toBeInTheDocument();
  });

  it('shows hostile category names as text', async () => {
    const hostile = '<img src=x onerror="alert(1)">';
    backend.server.use(
      http.get(`${TEST_BACKEND}/trade-in/products/:itemSku/category-info`, () =>
        envelope([{ code: 'X', name: hostile, subcategories: [{ code: 'Y', name: hostile, maxPrice: 1 }] }]),
      ),
    );
    renderRemote({ path: PHONE_TRADE_IN_PAGE });
    const region = await screen.findByRole('region', { name: hostile });
    expect(within(region).getByRole('listitem')).toHaveTextContent(hostile);
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('reads in English', async () => {
    renderRemote({ path: PHONE_TRADE_IN_PAGE, locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Trade-in' })).toBeInTheDocument();
    expect(await screen.findByText('Trade in your old device when you buy this product and get up to Rp1.500.000 off.')).toBeInTheDocument();
    expect(await screen.findByText('Devices you can trade in')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Trade in on the app' }));
    expect(await screen.findByRole('dialog', { name: 'Get the app first' })).toBeInTheDocument();
  });
});
