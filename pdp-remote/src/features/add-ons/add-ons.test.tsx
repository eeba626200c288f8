// Add-ons as a shopper meets them (spec §1, §2, §3, §8), against the backend simulator (its add-on
// and cart handlers and the fridge's add-ons, mounted in MSW): the installations and insurances of the
// service section, their availability, the ticked ones on the cart line, the cart's
// INSTALLATION_NOT_AVAILABLE, the choice kept through a remount, the onboarding tip, and the
// installation page.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND } from '@pdp/test-kit/backend-mock';
import { renderRemote } from '../../__tests__/render-remote';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { catalogueCopy, startSimulatorBackend } from '@pdp/test-kit/simulator-backend';

// The fridge (kulkas.json) sells a standard installation, a swap that cannot be bought now, and an
// insurance. For the file, the tumbler sells an installation with a hostile name, shown as text.
const HOSTILE = '<img src=x onerror="alert(1)">';
sectionsInView(['service', 'shipping']);
const backend = startSimulatorBackend(TEST_BACKEND, {
  fixturesDir: () =>
    catalogueCopy((files) => {
      Object.assign(files.get('products/tumbler.json') as object, {
        addOns: { installations: [{ id: 'X', name: HOSTILE, price: 1000, details: [HOSTILE] }], insurances: [] },
      });
    }),
});

const FRIDGE = '/p/kulkas-2-pintu-dingin-300-l/ps--KLK-60009';
const INSTALLATION_PAGE = '/add-on/installation/kulkas-2-pintu-dingin-300-l/ps--KLK-60009';
const BUDI = { id: 'u1', name: 'Budi' };
const NOT_AVAILABLE = 'Layanan ini tidak tersedia. Silakan hapus layanan ini.';
const INSTALLATIONS = '/backend/add-on/installations/*';

const row = () => screen.findByRole('region', { name: 'Layanan tambahan' });
const listsAsked = () => backend.sent('GET', /^\/backend\/add-on\/(installations|insurances)\//).map((call) => call.pathname.split('/')[3]);
const availability = () => backend.sent('POST', /^\/backend\/add-on\/availability$/).map((call) => call.body);

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('add-ons in the service section', () => {
  it('offers the installations and insurances with their prices, and links the installation page', async () => {
    const { props } = renderRemote({ path: FRIDGE });
    const addOns = await row();
    const installation = within(addOns).getByRole('group', { name: 'Pemasangan' });
    expect(within(installation).getByRole('checkbox', { name: 'Pemasangan standar +Rp150.000' })).not.toBeChecked();
    expect(within(installation).getByRole('checkbox', { name: 'Bongkar kulkas lama dan pasang baru +Rp250.000' })).toBeInTheDocument();
    expect(await within(addOns).findByRole('checkbox', { name: 'Proteksi kerusakan 2 tahun +Rp499.000' })).toBeInTheDocument();
    await userEvent.click(within(addOns).getByRole('link', { name: 'Lihat detail pemasangan' }));
    expect(props.navigate).toHaveBeenCalledWith(expect.objectContaining({ path: '/add-on/installation/kulkas-2-pintu-dingin-300-l/is--KLK-60009-00001' }));
  });

  it('leaves insurance out, and does not ask for it, with the switch off', async () => {
    await backend.session.productConfigs({ insuranceEnabled: 'false' });
    renderRemote({ path: FRIDGE });
    const addOns = await row();
    expect(within(addOns).queryByRole('group', { name: 'Asuransi' })).not.toBeInTheDocument();
    expect(listsAsked()).toEqual(['installations']);
  });

  it('shows nothing for an item without add-ons, or when the list fails', async () => {
    await backend.session.productConfigs({ insuranceEnabled: 'false' });
    await backend.session.fault(INSTALLATIONS, 'status=500', { method: 'GET' });
    renderRemote({ path: FRIDGE });
    await waitFor(() => expect(listsAsked()).toEqual(['installations']));
    expect(await screen.findByRole('region', { name: 'Layanan' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Layanan tambahan' })).not.toBeInTheDocument();
  });

  it('checks a ticked add-on, says one that cannot be bought, and removes it', async () => {
    renderRemote({ path: FRIDGE });
    const addOns = await row();
    await userEvent.click(within(addOns).getByRole('checkbox', { name: /^Pemasangan standar/ }));
    await waitFor(() => expect(availability()).toEqual([{ itemSku: 'KLK-60009-00001', addOnIds: ['INST-KLK-STD'] }]));
    expect(within(addOns).queryByText(NOT_AVAILABLE)).not.toBeInTheDocument();
    const swap = within(addOns).getByRole('checkbox', { name: /^Bongkar kulkas/ });
    await userEvent.click(swap);
    const alert = await within(addOns).findByRole('alert');
    expect(alert).toHaveTextContent(NOT_AVAILABLE);
    await userEvent.click(within(alert).getByRole('button', { name: 'Hapus layanan' }));
    expect(swap).not.toBeChecked();
    expect(within(addOns).getByRole('checkbox', { name: /^Pemasangan standar/ })).toBeChecked();
    expect(within(addOns).queryByText(NOT_AVAILABLE)).not.toBeInTheDocument();
  });

  it('keeps the choice when the check fails, with a retry', async () => {
    await backend.session.fault('/backend/add-on/availability', 'status=503', { method: 'POST', times: 1 });
    renderRemote({ path: FRIDGE });
    const addOns = await row();
    await userEvent.click(within(addOns).getByRole('checkbox', { name: /^Pemasangan standar/ }));
    expect(await within(addOns).findByText('Ketersediaan layanan belum bisa dicek.')).toBeInTheDocument();
    expect(within(addOns).getByRole('checkbox', { name: /^Pemasangan standar/ })).toBeChecked();
    await userEvent.click(within(addOns).getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(within(addOns).queryByText('Ketersediaan layanan belum bisa dicek.')).not.toBeInTheDocument());
  });

  it('puts the ticked add-ons on the cart line, and says the cart’s INSTALLATION_NOT_AVAILABLE', async () => {
    await backend.session.signIn();
    // The cart refuses an add-on that became unbuyable after the check: the session's fault, as the
    // laptop's add-ons can all be bought.
    await backend.session.fault('/backend/retail/carts/_add-bulk', 'code=INSTALLATION_NOT_AVAILABLE', { method: 'POST', times: 1 });
    // On the laptop (laptop-cakra.json: a setup and an insurance): the fridge is not sold online (+ Bag stays off).
    renderRemote({ path: '/p/laptop-tipis-cakra-14-inci/ps--LPT-60008', user: BUDI, reportBagCount: jest.fn() });
    const addOns = await row();
    await userEvent.click(within(addOns).getByRole('checkbox', { name: /^Instalasi software/ }));
    await userEvent.click(await within(addOns).findByRole('checkbox', { name: /^Proteksi/ }));
    const bag = await screen.findByRole('button', { name: '+ Bag' });
    await waitFor(() => expect(bag).toBeEnabled());
    await userEvent.click(bag);
    await waitFor(() => expect(backend.sent('POST', /\/retail\/carts\/_add-bulk$/)).toHaveLength(1));
    await waitFor(() =>
      expect(backend.sent('POST', /\/retail\/carts\/_add-bulk$/)[0]?.body).toMatchObject({
        items: [{ itemSku: 'LPT-60008-00001', addOns: ['INST-LPT-SETUP', 'INS-LPT-1Y'] }],
      }),
    );
    expect(await screen.findByText(NOT_AVAILABLE)).toBeInTheDocument();
  });

  it('keeps the choice through a remount (a trip through login and back)', async () => {
    const { unmount } = renderRemote({ path: FRIDGE });
    await userEvent.click(within(await row()).getByRole('checkbox', { name: /^Pemasangan standar/ }));
    unmount();
    renderRemote({ path: FRIDGE });
    expect(within(await row()).getByRole('checkbox', { name: /^Pemasangan standar/ })).toBeChecked();
  });

  it('points the add-ons onboarding tip at the row once the earlier tips are closed', async () => {
    window.localStorage.setItem('pdp.onboarding-closed', JSON.stringify({ 'single-checkout': true, 'shipping-card': true, 'seller-chat': true }));
    await backend.session.signIn();
    renderRemote({ path: FRIDGE, user: BUDI });
    // The tips wait for the shopper to use the page.
    fireEvent.scroll(window);
    const tip = await screen.findByRole('note', { name: 'Tips' });
    const text = 'Butuh pemasangan atau proteksi? Tambahkan layanannya di sini sebelum membeli.';
    expect(tip).toHaveTextContent(text);
    expect(within(await row()).getByRole('link', { name: 'Lihat detail pemasangan' })).toHaveAccessibleDescription(text);
  });

  it('shows hostile names as text', async () => {
    renderRemote({ path: '/p/tumbler-stainless-500-ml/ps--TMB-60006' });
    expect(within(await row()).getByRole('checkbox', { name: `${HOSTILE} +Rp1.000` })).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});

describe('the installation page', () => {
  it('lists each installation with its price and what it includes, with the way back', async () => {
    const { props } = renderRemote({ path: INSTALLATION_PAGE });
    expect(await screen.findByRole('heading', { level: 1, name: 'Layanan pemasangan' })).toBeInTheDocument();
    const standard = await screen.findByRole('region', { name: 'Pemasangan standar' });
    expect(within(standard).getByText('Rp150.000')).toBeInTheDocument();
    expect(
      within(standard)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Teknisi datang ke rumahmu', 'Pengecekan listrik dan posisi kulkas', 'Garansi pemasangan 30 hari']);
    await userEvent.click(screen.getByRole('link', { name: /Kembali ke produk/ }));
    expect(props.navigate).toHaveBeenCalledWith(expect.objectContaining({ path: FRIDGE }));
  });

  it('says a failed list with a retry, and an item without installations', async () => {
    await backend.session.fault(INSTALLATIONS, 'status=503', { method: 'GET', times: 1 });
    const view = renderRemote({ path: INSTALLATION_PAGE });
    const alert = (await screen.findByText('Gagal memuat layanan pemasangan.')).closest('[role="alert"]') as HTMLElement;
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('region', { name: 'Pemasangan standar' })).toBeInTheDocument();
    // The phone sells no installation.
    view.rerenderWith({ path: '/add-on/installation/smartphone-nusantara-x5-8-gb/ps--HPX-60003' });
    expect(await screen.findByText('Produk ini tidak punya layanan pemasangan.')).toBeInTheDocument();
  });

  it('reads in English', async () => {
    renderRemote({ path: INSTALLATION_PAGE, locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Installation services' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Pemasangan standar' })).toBeInTheDocument();
  });
});
