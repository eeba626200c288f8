// Combo bundles as a shopper meets them (spec §3 Combo, §4 Combo, §5 Combo, §6, §8 cart codes): the
// combo row of a COMBO item, the bottom sheet's choices and totals, adding with cart type COMBO and
// each refusal, login, the combo list page, and failures leaving the page working.
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { LifecycleProps } from '@pdp/host-contract/contract';
import { aSummary } from '../../testing/summary-factory';
import { TEST_BACKEND, backendServer, envelope, http, startBackendMock } from '../../testing/backend-mock';
import { renderRemote } from '../../testing/render-remote';
import { BUDI, COMBO, openSheet, serveCombo } from './combo-test-backend';

startBackendMock();

const renderPage = (overrides: Partial<LifecycleProps> = {}) => renderRemote({ reportBagCount: jest.fn(), ...overrides });
const refusal = (code: string) => HttpResponse.json({ code: 400, status: code, data: null }, { status: 400 });
/** The add-to-bag of combo CMB-1 (cart type COMBO): its primary and the `chosen` items, one each, delivered. */
const comboAdd = (...chosen: string[]) => ({
  cartType: 'COMBO',
  comboId: 'CMB-1',
  items: ['SPL-1-00001', ...chosen].map((itemSku) => ({ itemSku, quantity: 1, fulfillment: 'delivery' })),
});

describe('the combo row', () => {
  it('shows the combo of an item tagged COMBO in the promo section', async () => {
    serveCombo();
    renderPage();
    const name = await screen.findByText('Paket hemat sepatu');
    expect(name.closest('section')).toHaveAttribute('id', 'pdp-section-promo');
  });

  it('says the combo failed to load, retries, and leaves the page working', async () => {
    let fail = true;
    serveCombo({ combo: () => (fail ? HttpResponse.json({ code: 500, status: 'ERROR', data: null }, { status: 500 }) : envelope(COMBO as never)) });
    renderPage();
    expect(await screen.findByText('Gagal memuat paket combo.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '+ Bag' })).toBeEnabled();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Paket hemat sepatu')).toBeInTheDocument();
  });

  it('makes no combo call for an item not tagged COMBO', async () => {
    const calls: string[] = [];
    backendServer.use(
      http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, () => envelope(aSummary())),
      http.get(`${TEST_BACKEND}/product/products/:id/single-combo`, ({ request }) => (calls.push(request.url), envelope(null))),
    );
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Sepatu Lari Aero' });
    await screen.findByText('Belum ada voucher untuk produk ini.');
    expect(calls).toEqual([]);
    expect(screen.queryByText('Paket combo')).not.toBeInTheDocument();
  });
});

describe('the promo combo bottom sheet', () => {
  it('keeps the primary in, selects the available complementary items, and leaves out the unavailable one', async () => {
    serveCombo();
    renderPage();
    const sheet = await openSheet();
    const primary = within(sheet).getByRole('checkbox', { name: /Sepatu Lari Aero/ });
    expect(primary).toBeChecked();
    expect(primary).toBeDisabled();
    expect(within(sheet).getByRole('checkbox', { name: /Kaos Lari/ })).toBeChecked();
    expect(within(sheet).getByRole('checkbox', { name: /Tumbler/ })).toBeChecked();
    const unavailable = within(sheet).getByRole('checkbox', { name: /Konsol/ });
    expect(unavailable).not.toBeChecked();
    expect(unavailable).toBeDisabled();
    expect(within(sheet).getByText(/Tidak tersedia/)).toBeInTheDocument();
    expect(within(sheet).getByText('Total paket Rp675.000')).toBeInTheDocument();
    expect(within(sheet).getByText(/Hemat Rp75.000/)).toBeInTheDocument();
  });

  it('toggles a complementary item and prices the combo again', async () => {
    serveCombo();
    renderPage();
    const sheet = await openSheet();
    await userEvent.click(within(sheet).getByRole('checkbox', { name: /Tumbler/ }));
    expect(within(sheet).getByRole('checkbox', { name: /Tumbler/ })).not.toBeChecked();
    expect(within(sheet).getByText('Total paket Rp630.000')).toBeInTheDocument();
  });

  it('asks for a complementary product first and sends nothing when none is chosen', async () => {
    const adds = serveCombo();
    renderPage({ user: BUDI });
    const sheet = await openSheet();
    await userEvent.click(within(sheet).getByRole('checkbox', { name: /Kaos Lari/ }));
    await userEvent.click(within(sheet).getByRole('checkbox', { name: /Tumbler/ }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Tambah paket ke bag' }));
    expect(within(sheet).getByRole('alert')).toHaveTextContent('Pilih produk pelengkap dulu.');
    expect(adds).toEqual([]);
  });

  it('adds the primary and the chosen items with cart type COMBO, and reports the bag count', async () => {
    const adds = serveCombo();
    const { props } = renderPage({ user: BUDI });
    const sheet = await openSheet();
    await userEvent.click(within(sheet).getByRole('checkbox', { name: /Tumbler/ }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Tambah paket ke bag' }));
    expect(await within(sheet).findByRole('status')).toHaveTextContent('Paket ditambahkan ke bag.');
    expect(within(sheet).getByRole('link', { name: 'Lihat bag' })).toHaveAttribute('href', '/cart');
    expect(adds).toEqual([comboAdd('KAO-2-00001')]);
    expect(props.reportBagCount).toHaveBeenCalledWith({ vendor: 'RETAIL', count: 3 });
  });

  it('adds the combo once for a double click whose first add is answered before the second press', async () => {
    const adds = serveCombo();
    renderPage({ user: BUDI });
    const sheet = await openSheet();
    await userEvent.click(within(sheet).getByRole('checkbox', { name: /Tumbler/ }));
    const add = within(sheet).getByRole('button', { name: 'Tambah paket ke bag' });
    fireEvent.click(add, { detail: 1 });
    expect(await within(sheet).findByRole('status')).toHaveTextContent('Paket ditambahkan ke bag.');
    fireEvent.click(add, { detail: 2 });
    expect(add).toBeEnabled();
    expect(adds).toHaveLength(1);
  });

  it.each([
    ['PROMO_HAS_BEEN_EXPIRED', 'Promo combo ini sudah berakhir.'],
    ['INVALID_MINIMUM_TOTAL_ITEM', 'Tambah produk lagi untuk memenuhi syarat minimum combo.'],
    ['COMBO_RULE_NOT_FOUND', 'Promo combo untuk produk ini tidak ditemukan.'],
    ['INVALID_QUANTITY', 'Jumlah produk tidak valid.'],
  ])('says %s in the catalogue words and keeps the choices', async (code, text) => {
    serveCombo({ add: () => refusal(code) });
    renderPage({ user: BUDI });
    const sheet = await openSheet();
    await userEvent.click(within(sheet).getByRole('checkbox', { name: /Tumbler/ }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Tambah paket ke bag' }));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent(text);
    expect(within(sheet).getByRole('checkbox', { name: /Tumbler/ })).not.toBeChecked();
    expect(within(sheet).getByRole('checkbox', { name: /Kaos Lari/ })).toBeChecked();
  });

  it('sends an anonymous shopper to login, back to this product with the items chosen', async () => {
    const adds = serveCombo();
    const { props } = renderPage();
    const sheet = await openSheet();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Tambah paket ke bag' }));
    expect(props.requestLogin).toHaveBeenCalledWith({ returnTo: '/p/sepatu-lari-aero/ps--SPL-1?pdpAction=add.combo.KAO-2-00001.TMB-3-00001' });
    expect(adds).toEqual([]);
  });

  it('back from login, opens the sheet with those items, adds the combo once and takes the action out of the address', async () => {
    const adds = serveCombo();
    const { props } = renderPage({ user: BUDI, path: '/p/sepatu-lari-aero/ps--SPL-1?pdpAction=add.combo.TMB-3-00001.KNS-4-00001' });
    const sheet = await screen.findByRole('dialog', { name: 'Paket combo' });
    expect(await within(sheet).findByRole('status')).toHaveTextContent('Paket ditambahkan ke bag.');
    // The unavailable item named in the address stays out; the one not chosen stays unchosen.
    expect(within(sheet).getByRole('checkbox', { name: /Kaos Lari/ })).not.toBeChecked();
    expect(adds).toEqual([comboAdd('TMB-3-00001')]);
    expect(props.navigate).toHaveBeenCalledWith({ path: '/p/sepatu-lari-aero/ps--SPL-1', replace: true, resetScroll: false });
  });

  it('links the combo list page and the bundling catalog', async () => {
    serveCombo();
    renderPage();
    const sheet = await openSheet();
    expect(within(sheet).getByRole('link', { name: 'Lihat daftar combo' })).toHaveAttribute('href', '/p/daftar-combo/sepatu-lari-aero/ps--SPL-1');
    expect(within(sheet).getByRole('link', { name: 'Lihat katalog paket' })).toHaveAttribute('href', '/retail/bundling-catalog/BND-1');
  });
});

describe('the combo list page', () => {
  it('shows the combo on a page of its own, in English when chosen', async () => {
    serveCombo();
    renderPage({ path: '/p/daftar-combo/sepatu-lari-aero/ps--SPL-1', locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Combo list' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add the combo to bag' })).toBeInTheDocument();
    expect(screen.getByText('Combo total Rp675.000')).toBeInTheDocument();
  });
});
