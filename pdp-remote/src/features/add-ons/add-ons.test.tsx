// Add-ons as a shopper meets them (spec §1, §2, §3, §8): the installations and insurances of the
// service section, their availability, the ticked ones on the cart line, the cart's
// INSTALLATION_NOT_AVAILABLE, the choice kept through a remount, the onboarding tip, and the
// installation page (HTTP mocked at the network).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND, backendServer, envelope, http, HttpResponse, startBackendMock } from '../../testing/backend-mock';
import { renderRemote } from '../../testing/render-remote';
import { INSTALLATION_PAGE, serveAddOns } from './add-ons-test-backend';

startBackendMock();

const BUDI = { id: 'u1', name: 'Budi' };
const NOT_AVAILABLE = 'Layanan ini tidak tersedia. Silakan hapus layanan ini.';

const row = () => screen.findByRole('region', { name: 'Layanan tambahan' });

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('add-ons in the service section', () => {
  it('offers the installations and insurances with their prices, and links the installation page', async () => {
    serveAddOns();
    const { props } = renderRemote();
    const addOns = await row();
    const installation = within(addOns).getByRole('group', { name: 'Pemasangan' });
    expect(within(installation).getByRole('checkbox', { name: 'Pemasangan standar +Rp150.000' })).not.toBeChecked();
    expect(within(installation).getByRole('checkbox', { name: 'Bongkar pasang +Rp250.000' })).toBeInTheDocument();
    expect(await within(addOns).findByRole('checkbox', { name: 'Proteksi kerusakan 2 tahun +Rp499.000' })).toBeInTheDocument();
    await userEvent.click(within(addOns).getByRole('link', { name: 'Lihat detail pemasangan' }));
    expect(props.navigate).toHaveBeenCalledWith(expect.objectContaining({ path: '/add-on/installation/sepatu-lari-aero/is--SPL-1-00001' }));
  });

  it('leaves insurance out, and does not ask for it, with the switch off', async () => {
    const { calls } = serveAddOns({ insurance: false });
    renderRemote();
    const addOns = await row();
    expect(within(addOns).queryByRole('group', { name: 'Asuransi' })).not.toBeInTheDocument();
    expect(calls).toEqual(['installations']);
  });

  it('shows nothing for an item without add-ons, or when the list fails', async () => {
    const { calls } = serveAddOns({ insurance: false, installations: () => HttpResponse.json({ code: 500, status: 'ERROR' }, { status: 500 }) });
    renderRemote();
    await waitFor(() => expect(calls).toEqual(['installations']));
    expect(await screen.findByRole('region', { name: 'Layanan' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Layanan tambahan' })).not.toBeInTheDocument();
  });

  it('checks a ticked add-on, says one that cannot be bought, and removes it', async () => {
    const { availability } = serveAddOns({ unavailable: ['INST-SWAP'] });
    renderRemote();
    const addOns = await row();
    await userEvent.click(within(addOns).getByRole('checkbox', { name: /^Pemasangan standar/ }));
    await waitFor(() => expect(availability).toEqual([{ itemSku: 'SPL-1-00001', addOnIds: ['INST-STD'] }]));
    expect(within(addOns).queryByText(NOT_AVAILABLE)).not.toBeInTheDocument();
    const swap = within(addOns).getByRole('checkbox', { name: /^Bongkar pasang/ });
    await userEvent.click(swap);
    const alert = await within(addOns).findByRole('alert');
    expect(alert).toHaveTextContent(NOT_AVAILABLE);
    await userEvent.click(within(alert).getByRole('button', { name: 'Hapus layanan' }));
    expect(swap).not.toBeChecked();
    expect(within(addOns).getByRole('checkbox', { name: /^Pemasangan standar/ })).toBeChecked();
    expect(within(addOns).queryByText(NOT_AVAILABLE)).not.toBeInTheDocument();
  });

  it('keeps the choice when the check fails, with a retry', async () => {
    let failing = true;
    serveAddOns();
    backendServer.use(
      http.post(`${TEST_BACKEND}/add-on/availability`, () =>
        failing ? HttpResponse.json({ code: 503, status: 'ERROR' }, { status: 503 }) : envelope([{ id: 'INST-STD', available: true }]),
      ),
    );
    renderRemote();
    const addOns = await row();
    await userEvent.click(within(addOns).getByRole('checkbox', { name: /^Pemasangan standar/ }));
    expect(await within(addOns).findByText('Ketersediaan layanan belum bisa dicek.')).toBeInTheDocument();
    expect(within(addOns).getByRole('checkbox', { name: /^Pemasangan standar/ })).toBeChecked();
    failing = false;
    await userEvent.click(within(addOns).getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(within(addOns).queryByText('Ketersediaan layanan belum bisa dicek.')).not.toBeInTheDocument());
  });

  it('puts the ticked add-ons on the cart line, and says the cart’s INSTALLATION_NOT_AVAILABLE', async () => {
    serveAddOns();
    const bodies: unknown[] = [];
    backendServer.use(
      http.post(`${TEST_BACKEND}/retail/carts/_add-bulk`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ code: 400, status: 'INSTALLATION_NOT_AVAILABLE', data: null, errors: {} }, { status: 400 });
      }),
    );
    renderRemote({ user: BUDI, reportBagCount: jest.fn() });
    const addOns = await row();
    await userEvent.click(within(addOns).getByRole('checkbox', { name: /^Pemasangan standar/ }));
    await userEvent.click(await within(addOns).findByRole('checkbox', { name: /^Proteksi/ }));
    await userEvent.click(await screen.findByRole('button', { name: '+ Bag' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ items: [{ itemSku: 'SPL-1-00001', addOns: ['INST-STD', 'INS-2Y'] }] });
    expect(await screen.findByText(NOT_AVAILABLE)).toBeInTheDocument();
  });

  it('keeps the choice through a remount (a trip through login and back)', async () => {
    serveAddOns();
    const { unmount } = renderRemote();
    await userEvent.click(within(await row()).getByRole('checkbox', { name: /^Pemasangan standar/ }));
    unmount();
    renderRemote();
    expect(within(await row()).getByRole('checkbox', { name: /^Pemasangan standar/ })).toBeChecked();
  });

  it('points the add-ons onboarding tip at the row once the earlier tips are closed', async () => {
    window.localStorage.setItem('pdp.onboarding-closed', JSON.stringify({ 'single-checkout': true, 'shipping-card': true, 'seller-chat': true }));
    serveAddOns();
    renderRemote({ user: BUDI });
    // The tips wait for the shopper to use the page.
    fireEvent.scroll(window);
    const tip = await screen.findByRole('note', { name: 'Tips' });
    const text = 'Butuh pemasangan atau proteksi? Tambahkan layanannya di sini sebelum membeli.';
    expect(tip).toHaveTextContent(text);
    expect(within(await row()).getByRole('link', { name: 'Lihat detail pemasangan' })).toHaveAccessibleDescription(text);
  });

  it('shows hostile names as text', async () => {
    const hostile = '<img src=x onerror="alert(1)">';
    serveAddOns({ insurance: false, installations: () => envelope([{ id: 'X', name: hostile, price: 1000, details: [hostile] }]) });
    renderRemote();
    expect(within(await row()).getByRole('checkbox', { name: `${hostile} +Rp1.000` })).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});

describe('the installation page', () => {
  it('lists each installation with its price and what it includes, with the way back', async () => {
    serveAddOns();
    const { props } = renderRemote({ path: INSTALLATION_PAGE });
    expect(await screen.findByRole('heading', { level: 1, name: 'Layanan pemasangan' })).toBeInTheDocument();
    const standard = await screen.findByRole('region', { name: 'Pemasangan standar' });
    expect(within(standard).getByText('Rp150.000')).toBeInTheDocument();
    expect(
      within(standard)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Teknisi datang ke rumahmu', 'Garansi pemasangan 30 hari']);
    await userEvent.click(screen.getByRole('link', { name: /Kembali ke produk/ }));
    expect(props.navigate).toHaveBeenCalledWith(expect.objectContaining({ path: '/p/sepatu-lari-aero/ps--SPL-1' }));
  });

  it('says a failed list with a retry, and an item without installations', async () => {
    let answer = () => HttpResponse.json({ code: 503, status: 'ERROR' }, { status: 503 });
    serveAddOns({ installations: () => answer() });
    renderRemote({ path: INSTALLATION_PAGE });
    const alert = (await screen.findByText('Gagal memuat layanan pemasangan.')).closest('[role="alert"]') as HTMLElement;
    answer = () => envelope([]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Produk ini tidak punya layanan pemasangan.')).toBeInTheDocument();
  });

  it('reads in English', async () => {
    serveAddOns();
    renderRemote({ path: INSTALLATION_PAGE, locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Installation services' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Pemasangan standar' })).toBeInTheDocument();
  });
});
