// Combo bundles as a shopper meets them (spec §3 Combo, §4 Combo, §5 Combo, §6, §8 cart codes), against
// the backend simulator (its combo and cart handlers and the phone's combo, mounted in MSW): the combo
// row of a COMBO item, the bottom sheet's choices and totals, adding with cart type COMBO and each
// refusal, login, the combo list page, and failures leaving the page working.
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LifecycleProps } from '@pdp/host-contract/contract';
import { TEST_BACKEND } from '@pdp/test-kit/backend-mock';
import { renderRemote } from '../../__tests__/render-remote';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { BUDI, COMBO_ADD_CALL, PHONE, TUMBLER, openSheet } from './combo.test-page';

sectionsInView(['promo', 'shipping']);
const backend = startSimulatorBackend(TEST_BACKEND);

const renderPage = (overrides: Partial<LifecycleProps> = {}) => renderRemote({ path: PHONE, reportBagCount: jest.fn(), ...overrides });
/** The add-to-bag of combo CMB-HPX-01 (cart type COMBO): the phone and the `chosen` items, one each, delivered. */
const comboAdd = (...chosen: string[]) => ({
  cartType: 'COMBO',
  comboId: 'CMB-HPX-01',
  items: ['HPX-60003-00001', ...chosen].map((itemSku) => ({ itemSku, quantity: 1, fulfillment: 'delivery' })),
});
const adds = () => backend.sent('POST', COMBO_ADD_CALL).map((call) => call.body);

describe('the combo row', () => {
  it('shows the combo of an item tagged COMBO in the promo section', async () => {
    renderPage();
    const name = await screen.findByText('Paket hemat Smartphone X5');
    expect(name.closest('section')).toHaveAttribute('id', 'pdp-section-promo');
  });

  it('says the combo failed to load, retries, and leaves the page working', async () => {
    await backend.session.fault('/backend/product/products/*/single-combo', 'status=500', { method: 'GET', times: 1 });
    renderPage();
    expect(await screen.findByText('Gagal memuat paket combo.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '+ Bag' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Paket hemat Smartphone X5')).toBeInTheDocument();
  });

  it('makes no combo call for an item not tagged COMBO', async () => {
    renderPage({ path: TUMBLER });
    await screen.findByRole('heading', { level: 1, name: 'Tumbler Stainless 500 ml' });
    await screen.findByText('Belum ada voucher untuk produk ini.');
    expect(backend.sent('GET', /\/single-combo$/)).toEqual([]);
    expect(screen.queryByText('Paket combo')).not.toBeInTheDocument();
  });
});

describe('the promo combo bottom sheet', () => {
  it('keeps the primary in, selects the available complementary items, and leaves out the unavailable one', async () => {
    renderPage();
    const sheet = await openSheet();
    const primary = within(sheet).getByRole('checkbox', { name: /Smartphone Nusantara X5/ });
    expect(primary).toBeChecked();
    expect(primary).toBeDisabled();
    expect(within(sheet).getByRole('checkbox', { name: /Headphone Nirkabel/ })).toBeChecked();
    expect(within(sheet).getByRole('checkbox', { name: /Tumbler/ })).toBeChecked();
    const unavailable = within(sheet).getByRole('checkbox', { name: /Konsol/ });
    expect(unavailable).not.toBeChecked();
    expect(unavailable).toBeDisabled();
    expect(within(sheet).getByText(/Tidak tersedia/)).toBeInTheDocument();
    expect(within(sheet).getByText('Total paket Rp3.957.300')).toBeInTheDocument();
    expect(within(sheet).getByText(/Hemat Rp439.700/)).toBeInTheDocument();
  });

  it('toggles a complementary item and prices the combo again', async () => {
    renderPage();
    const sheet = await openSheet();
    await userEvent.click(within(sheet).getByRole('checkbox', { name: /Tumbler/ }));
    expect(within(sheet).getByRole('checkbox', { name: /Tumbler/ })).not.toBeChecked();
    expect(within(sheet).getByText('Total paket Rp3.868.200')).toBeInTheDocument();
  });

  it('asks for a complementary product first and sends nothing when none is chosen', async () => {
    await backend.session.signIn();
    renderPage({ user: BUDI });
    const sheet = await openSheet();
    await userEvent.click(within(sheet).getByRole('checkbox', { name: /Headphone Nirkabel/ }));
    await userEvent.click(within(sheet).getByRole('checkbox', { name: /Tumbler/ }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Tambah paket ke bag' }));
    expect(within(sheet).getByRole('alert')).toHaveTextContent('Pilih produk pelengkap dulu.');
    expect(adds()).toEqual([]);
  });

  it('adds the primary and the chosen items with cart type COMBO, and reports the bag count', async () => {
    await backend.session.signIn();
    const { props } = renderPage({ user: BUDI });
    const sheet = await openSheet();
    await userEvent.click(within(sheet).getByRole('checkbox', { name: /Tumbler/ }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Tambah paket ke bag' }));
    expect(await within(sheet).findByRole('status')).toHaveTextContent('Paket ditambahkan ke bag.');
    expect(within(sheet).getByRole('link', { name: 'Lihat bag' })).toHaveAttribute('href', '/cart');
    expect(adds()).toEqual([comboAdd('HDP-60010-00001')]);
    // The bag was empty: the phone and the headphone are its two lines.
    expect(props.reportBagCount).toHaveBeenCalledWith({ vendor: 'RETAIL', count: 2 });
  });

  it('adds the combo once for a double click whose first add is answered before the second press', async () => {
    await backend.session.signIn();
    renderPage({ user: BUDI });
    const sheet = await openSheet();
    await userEvent.click(within(sheet).getByRole('checkbox', { name: /Tumbler/ }));
    const add = within(sheet).getByRole('button', { name: 'Tambah paket ke bag' });
    fireEvent.click(add, { detail: 1 });
    expect(await within(sheet).findByRole('status')).toHaveTextContent('Paket ditambahkan ke bag.');
    fireEvent.click(add, { detail: 2 });
    expect(add).toBeEnabled();
    expect(adds()).toHaveLength(1);
  });

  // The simulator refuses each code by its own rules (a combo ended, too few items, …); the page's
  // choices cannot reach those, so the session's fault gives the code, as the e2e matrix forces it.
  it.each([
    ['PROMO_HAS_BEEN_EXPIRED', 'Promo combo ini sudah berakhir.'],
    ['INVALID_MINIMUM_TOTAL_ITEM', 'Tambah produk lagi untuk memenuhi syarat minimum combo.'],
    ['COMBO_RULE_NOT_FOUND', 'Promo combo untuk produk ini tidak ditemukan.'],
    ['INVALID_QUANTITY', 'Jumlah produk tidak valid.'],
  ])('says %s in the catalogue words and keeps the choices', async (code, text) => {
    await backend.session.signIn();
    await backend.session.fault('/backend/retail/carts/_add-bulk', `code=${code}`, { method: 'POST', times: 1 });
    renderPage({ user: BUDI });
    const sheet = await openSheet();
    await userEvent.click(within(sheet).getByRole('checkbox', { name: /Tumbler/ }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Tambah paket ke bag' }));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent(text);
    expect(within(sheet).getByRole('checkbox', { name: /Tumbler/ })).not.toBeChecked();
    expect(within(sheet).getByRole('checkbox', { name: /Headphone Nirkabel/ })).toBeChecked();
  });

  it('sends an anonymous shopper to login, back to this product with the items chosen', async () => {
    const { props } = renderPage();
    const sheet = await openSheet();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Tambah paket ke bag' }));
    expect(props.requestLogin).toHaveBeenCalledWith({ returnTo: `${PHONE}?pdpAction=add.combo.HDP-60010-00001.TMB-60006-00001` });
    expect(adds()).toEqual([]);
  });

  it('back from login, opens the sheet with those items, adds the combo once and takes the action out of the address', async () => {
    await backend.session.signIn();
    const { props } = renderPage({ user: BUDI, path: `${PHONE}?pdpAction=add.combo.TMB-60006-00001.KNS-60005-00001` });
    const sheet = await screen.findByRole('dialog', { name: 'Paket combo' });
    expect(await within(sheet).findByRole('status')).toHaveTextContent('Paket ditambahkan ke bag.');
    // The unavailable item named in the address stays out; the one not chosen stays unchosen.
    expect(within(sheet).getByRole('checkbox', { name: /Headphone Nirkabel/ })).not.toBeChecked();
    expect(adds()).toEqual([comboAdd('TMB-60006-00001')]);
    expect(props.navigate).toHaveBeenCalledWith({ path: PHONE, replace: true, resetScroll: false });
  });

  it('links the combo list page and the bundling catalog', async () => {
    renderPage();
    const sheet = await openSheet();
    expect(within(sheet).getByRole('link', { name: 'Lihat daftar combo' })).toHaveAttribute(
      'href',
      '/p/daftar-combo/smartphone-nusantara-x5-8-gb/ps--HPX-60003',
    );
    expect(within(sheet).getByRole('link', { name: 'Lihat katalog paket' })).toHaveAttribute('href', '/retail/bundling-catalog/BND-HPX-01');
  });
});

describe('the combo list page', () => {
  it('shows the combo on a page of its own, in English when chosen', async () => {
    renderPage({ path: '/p/daftar-combo/smartphone-nusantara-x5-8-gb/ps--HPX-60003', locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Combo list' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add the combo to bag' })).toBeInTheDocument();
    expect(screen.getByText('Combo total Rp3.957.300')).toBeInTheDocument();
  });
});
