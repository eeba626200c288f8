// Subscription as a shopper meets it (spec §3, §5, §6, §8, §9): the offer in the service section, the
// form's rules, the add to the subscription cart, each refusal of §8, the already-in-cart and
// already-subscribed dialogs, and an anonymous shopper's choice kept through login, against the backend
// simulator (its subscription handler and fixtures, mounted in MSW; each member's session signed in).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND, http } from '@pdp/test-kit/backend-mock';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { renderRemote } from '../../__tests__/render-remote';
import {
  ADD_ITEM_CALL,
  CART_CALL,
  COFFEE,
  VITAMIN_C,
  choosePeriod,
  openForm,
  quantityOf,
  refusal,
  row,
  submit,
  subscriptionCatalogue,
} from './subscription.test-page';
import { BUDI, SARI } from '../../__tests__/members';

sectionsInView(['service', 'shipping']);
const backend = startSimulatorBackend(TEST_BACKEND, { fixturesDir: subscriptionCatalogue });

/** What the page put in the subscription cart, as the simulator got it. */
const cartBodies = () => backend.sent('POST', CART_CALL).map((call) => call.body);

/** The coffee's page for Budi, his session signed in. */
async function renderForBudi(overrides: Parameters<typeof renderRemote>[0] = {}) {
  await backend.session.signIn(BUDI.email);
  return renderRemote({ path: COFFEE, user: BUDI, ...overrides });
}

beforeEach(() => {
  // jsdom has no layout: back from login the page scrolls to the service section.
  Element.prototype.scrollIntoView = jest.fn();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('subscription in the service section', () => {
  it('shows the benefit of an item tagged SUBSCRIPTION', async () => {
    renderRemote({ path: COFFEE });
    const offer = await row();
    expect(await within(offer).findByText('Hemat 5% untuk setiap pengiriman')).toBeInTheDocument();
    expect(within(offer).getByText('Potongan ongkir Rp10.000 untuk paket mulai Rp50.000')).toBeInTheDocument();
    expect(within(offer).getByText('Bisa dihentikan kapan saja')).toBeInTheDocument();
  });

  it('says a failed offer with a retry', async () => {
    await backend.session.fault('/backend/subscription/products/*', 'status=503', { method: 'GET', times: 1 });
    renderRemote({ path: COFFEE });
    const offer = await row();
    await within(offer).findByText('Langganan belum bisa ditampilkan.');
    await userEvent.click(within(offer).getByRole('button', { name: 'Coba lagi' }));
    expect(await within(offer).findByRole('button', { name: 'Atur langganan' })).toBeEnabled();
  });
});

describe('the subscription cart on the row', () => {
  it('says when the item is in the member’s subscription cart, also right after adding it', async () => {
    await renderForBudi();
    const offer = await row();
    await within(offer).findByRole('button', { name: 'Atur langganan' });
    expect(within(offer).queryByText('Produk ini sudah ada di keranjang langgananmu.')).not.toBeInTheDocument();
    const dialog = await openForm();
    await choosePeriod(dialog, '3');
    await submit(dialog);
    await within(dialog).findByText('Produk ditambahkan ke keranjang langganan.');
    await userEvent.keyboard('{Escape}');
    expect(await within(await row()).findByText(/^Produk ini sudah ada di keranjang langgananmu\./)).toBeInTheDocument();
    expect(within(await row()).getByRole('link', { name: 'Lihat keranjang langganan' })).toHaveAttribute('href', '/subscription/cart');
  });
});

describe('the subscription form', () => {
  it('requires the period, holds the quantity to its bounds, and adds to the subscription cart', async () => {
    await renderForBudi();
    const dialog = await openForm();
    expect(within(dialog).getByRole('radio', { name: 'Minggu' })).toBeChecked();
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toHaveLength(13);
    await submit(dialog);
    expect(within(dialog).getByText('Tolong isi lama berlanganan')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Lama berlangganan')).toHaveFocus();
    await choosePeriod(dialog, '3');
    await userEvent.clear(quantityOf(dialog));
    await userEvent.type(quantityOf(dialog), '7');
    await submit(dialog);
    expect(within(dialog).getByText('Jumlah maksimal 6 barang per pengiriman.')).toBeInTheDocument();
    await userEvent.clear(quantityOf(dialog));
    await userEvent.type(quantityOf(dialog), '1');
    await submit(dialog);
    expect(within(dialog).getByText('Jumlah minimal 2 barang per pengiriman.')).toBeInTheDocument();
    expect(cartBodies()).toEqual([]);

    await userEvent.clear(quantityOf(dialog));
    await userEvent.type(quantityOf(dialog), '2');
    expect(within(dialog).getByText('Tambah jumlahnya hingga paket Rp50.000 untuk potongan ongkir.')).toBeInTheDocument();
    await userEvent.clear(quantityOf(dialog));
    await userEvent.type(quantityOf(dialog), '3');
    expect(within(dialog).getByText('Per pengiriman: Rp60.000')).toBeInTheDocument();
    expect(within(dialog).getByText('Paket ini dapat potongan ongkir Rp10.000.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Bulan' }));
    await submit(dialog);
    expect(await within(dialog).findByText('Produk ditambahkan ke keranjang langganan.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Lihat keranjang langganan' })).toHaveAttribute('href', '/subscription/cart');
    expect(cartBodies()).toEqual([{ itemSku: 'KPI-60012-00001', quantity: 3, frequency: 'MONTHLY', periodMonths: 3 }]);
  });

  it.each([
    ['OOS', {}, 'Stok produk ini habis, jadi belum bisa dilanggan.'],
    ['UNBUYABLE_ITEM', {}, 'Produk ini sedang tidak bisa dibeli.'],
    ['UNSUBSCRIBE_ITEM', {}, 'Produk ini tidak bisa dilanggan dengan pilihan ini.'],
    ['INVALID_PERIOD', {}, 'Lama berlangganan harus 1 sampai 12 bulan.'],
    ['INVALID_QUANTITY', { minQuantity: ['2'], maxQuantity: ['4'] }, 'Jumlah per pengiriman harus 2 sampai 4 barang.'],
    ['PRODUCT_ERROR', {}, 'Ada masalah dengan produk ini. Coba lagi nanti.'],
    ['GENERAL_ERROR', {}, 'Gagal menambahkan ke langganan. Silakan coba lagi.'],
    ['INVALID_PRODUCT', {}, 'Produk ini tidak ditemukan untuk langganan.'],
  ])('says %s and keeps the choice', async (code, errors, message) => {
    backend.server.use(http.post(`${TEST_BACKEND}/subscription/carts`, () => refusal(code, errors)));
    await renderForBudi();
    const dialog = await openForm();
    await choosePeriod(dialog, '6');
    await submit(dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByLabelText('Lama berlangganan')).toHaveValue('6');
  });

  it('opens the already-in-cart dialog, and the form keeps the choice behind it', async () => {
    await renderForBudi();
    const first = await openForm();
    await choosePeriod(first, '1');
    await submit(first);
    await within(first).findByText('Produk ditambahkan ke keranjang langganan.');
    await userEvent.keyboard('{Escape}');
    // The coffee is in Budi's subscription cart now: the simulator refuses it a second time.
    const form = await openForm();
    await choosePeriod(form, '2');
    await submit(form);
    const dialog = await screen.findByRole('dialog', { name: 'Sudah ada di keranjang langganan' });
    expect(within(dialog).getByRole('link', { name: 'Lihat keranjang langganan' })).toHaveAttribute('href', '/subscription/cart');
    await userEvent.keyboard('{Escape}');
    expect(within(await screen.findByRole('dialog', { name: 'Langganan produk ini' })).getByLabelText('Lama berlangganan')).toHaveValue('2');
  });

  it('opens the already-subscribed dialog, which adds the quantity to that subscription by id', async () => {
    // Sari subscribes to the vitamin C (vitamin-c.json).
    await backend.session.signIn(SARI.email);
    renderRemote({ path: VITAMIN_C, user: SARI });
    const form = await openForm();
    await choosePeriod(form, '2');
    await userEvent.clear(quantityOf(form));
    await userEvent.type(quantityOf(form), '3');
    await submit(form);
    const dialog = await screen.findByRole('dialog', { name: 'Kamu sudah berlangganan produk ini' });
    expect(within(dialog).getByRole('link', { name: 'Lihat langganan' })).toHaveAttribute('href', '/subscription');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tambahkan ke langganan' }));
    expect(await within(dialog).findByText('Produk ditambahkan ke langgananmu.')).toBeInTheDocument();
    expect(backend.sent('POST', ADD_ITEM_CALL).map(({ pathname, body }) => ({ pathname, body }))).toEqual([
      { pathname: '/backend/subscription/SUB-USER-SARI/items', body: { itemSku: 'VTC-60014-00001', quantity: 3 } },
    ]);
  });

  it('sends an anonymous shopper to login with the choice kept, and sends it when they come back', async () => {
    const first = renderRemote({ path: COFFEE, user: null });
    const form = await openForm();
    await choosePeriod(form, '12');
    await submit(form);
    expect(first.props.requestLogin).toHaveBeenCalledWith({ returnTo: `${COFFEE}?pdpAction=subscribe` });
    expect(JSON.parse(window.sessionStorage.getItem('pdp.subscription-add-to-cart') ?? 'null')).toMatchObject({
      itemSku: 'KPI-60012-00001',
      periodMonths: 12,
    });
    expect(cartBodies()).toEqual([]);
    first.unmount();

    // Back from the login page, signed in.
    const back = await renderForBudi({ path: `${COFFEE}?pdpAction=subscribe` });
    const dialog = await screen.findByRole('dialog', { name: 'Langganan produk ini' });
    expect(await within(dialog).findByText('Produk ditambahkan ke keranjang langganan.')).toBeInTheDocument();
    expect(cartBodies()).toEqual([{ itemSku: 'KPI-60012-00001', quantity: 2, frequency: 'WEEKLY', periodMonths: 12 }]);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect(back.props.navigate).toHaveBeenCalledWith(expect.objectContaining({ path: COFFEE, replace: true }));
    expect(window.sessionStorage.getItem('pdp.subscription-add-to-cart')).toBeNull();
  });

  it('reads in English', async () => {
    await renderForBudi({ locale: 'en' });
    const offer = await screen.findByRole('region', { name: 'Subscription' });
    await userEvent.click(await within(offer).findByRole('button', { name: 'Set up a subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to this product' });
    await submit_en(dialog);
    expect(within(dialog).getByText('Please choose how long to subscribe')).toBeInTheDocument();
  });
});

const submit_en = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'Add to subscription cart' }));

it('closes on Escape and gives focus back', async () => {
  await renderForBudi();
  const open = await within(await row()).findByRole('button', { name: 'Atur langganan' });
  await userEvent.click(open);
  const dialog = await screen.findByRole('dialog', { name: 'Langganan produk ini' });
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
  expect(open).toHaveFocus();
});
