// Add to bag, the cart's modals, buy now and signing in to buy (spec §4, §6, §8 cart codes), against the
// backend simulator (its cart handlers, mounted in MSW) on the running shoes (sepatu-lari-aero-run.json):
// Budi's bag lives in his signed-in session; a refusal with a code is a session fault (`code=…`, with the
// details the simulator sends: a maximum of 3, the event's week from the session's clock), what quick
// checkout answers is the session's, and `server.use` stays for the answers the simulator never gives.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LifecycleProps } from '@pdp/host-contract/contract';
import { TEST_BACKEND, envelope, http, HttpResponse } from '@pdp/test-kit/backend-mock';
import { leadsToTheBag } from '@pdp/test-kit/add-to-bag-modal';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { renderRemote } from '../../__tests__/render-remote';
import { BUDI } from '../../__tests__/members';
import {
  ADD_PATH,
  LINE,
  QUICK_PATH,
  SHOES,
  SHOES_WHITE_40,
  T_SHIRT_ADD,
  addsSent,
  buysSent,
  checkoutIdsAnswered,
  holdCalls,
  priceQuantitiesAsked,
  tShirtAddedInAnotherTab,
} from './buying.test-page';

sectionsInView(['shipping']);
const backend = startSimulatorBackend(TEST_BACKEND);
const checkoutIds = checkoutIdsAnswered(backend);

const GENERIC = 'Gagal menambahkan produk. Silakan coba lagi.';
const WHITE_LINE = { ...LINE, itemSku: 'SPL-60001-00004' };

/** The next `times` adds to the bag (or buys now, `path`) are refused with `code`, as the backend refuses them. */
const refused = (code: string, { path = ADD_PATH, times = 1 }: { path?: string; times?: number } = {}) =>
  backend.session.fault(path, `code=${code}`, { method: 'POST', times });

/** A refusal the simulator never sends (an unknown code, a code without its details), the way the backend sends one. */
function oddRefusal(path: string, code: string) {
  backend.server.use(http.post(`${TEST_BACKEND}${path}`, () => HttpResponse.json({ code: 400, status: code, data: null, errors: {} }, { status: 400 })));
}

/** The shoes' page for Budi, his session signed in; `user: null` for an anonymous shopper. */
async function renderPage(overrides: Partial<LifecycleProps> = {}) {
  if (overrides.user !== null) await backend.session.signIn(BUDI.email);
  return renderRemote({ user: BUDI, path: SHOES, reportBagCount: jest.fn(), ...overrides });
}

const addButton = () => screen.findByRole('button', { name: '+ Bag' });
const buyButton = () => screen.findByRole('button', { name: 'Beli sekarang' });
const quantityField = () => screen.getByRole('textbox', { name: 'Jumlah' });
const priceOfOne = () => screen.findByText('Rp629.300', { selector: '[data-testid="price-summary-total"]' });

beforeEach(() => window.localStorage.clear());

describe('add to bag', () => {
  it('adds the item for delivery, shows the add-to-bag modal, reports the bag count and leads to the bag', async () => {
    await backend.session.signIn(BUDI.email);
    await tShirtAddedInAnotherTab();
    const { props } = await renderPage();

    await userEvent.click(await addButton());

    const dialog = await screen.findByRole('dialog', { name: 'Berhasil ditambahkan ke bag' });
    expect(addsSent(backend)).toEqual([T_SHIRT_ADD, { cartType: 'REGULAR', items: [LINE] }]);
    // The bag holds the T-shirt and the shoes.
    expect(props.reportBagCount).toHaveBeenCalledWith({ vendor: 'RETAIL', count: 2 });
    expect(props.reportAnalytics).toHaveBeenCalledWith({ type: 'add-to-bag', vendor: 'RETAIL', itemSku: 'SPL-60001-00001', quantity: 1 });
    expect(within(dialog).getByText('Sepatu Lari Pria Aero Run 2')).toBeInTheDocument();
    expect(within(dialog).getByText('Hitam, 40')).toBeInTheDocument();
    expect(within(dialog).getByText('1 barang · Rp629.300')).toBeInTheDocument();

    await leadsToTheBag(dialog, props, '/cart');
  });

  it('sends one request for a double click', async () => {
    const adding = holdCalls(backend, 'post', '/retail/carts/_add-bulk');
    await renderPage();
    const button = await addButton();

    await userEvent.dblClick(button);
    await userEvent.click(button);

    await waitFor(() => expect(addsSent(backend)).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Menambahkan…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Beli sekarang' })).toBeDisabled();
    adding.release();
    expect(await screen.findByRole('dialog', { name: 'Berhasil ditambahkan ke bag' })).toBeInTheDocument();
    expect(addsSent(backend)).toHaveLength(1);
  });

  it('adds once for a double click whose first add is answered before the second click', async () => {
    await renderPage();
    const button = await addButton();

    // The browser counts a double click's presses in `detail`; a fast answer can land between them.
    fireEvent.click(button, { detail: 1 });
    await screen.findByRole('dialog', { name: 'Berhasil ditambahkan ke bag' });
    fireEvent.click(button, { detail: 2 });
    expect(button).toHaveAccessibleName('+ Bag');
    expect(addsSent(backend)).toHaveLength(1);
    // A later single press is a new order.
    fireEvent.click(button, { detail: 1 });
    expect(button).toHaveAccessibleName('Menambahkan…');
    await waitFor(() => expect(addsSent(backend)).toHaveLength(2));
  });

  it.each([
    ['CO_EXCEEDED_QUANTITY', 'Kamu hanya bisa membeli maksimum 3 untuk produk ini.'],
    ['CO_EXCEEDED_QUANTITY without maxQty', 'Jumlah melebihi batas pembelian produk ini.'],
    ['CO_EXCEEDED_QUANTITY_EVENT', 'Kamu hanya bisa membeli 2 lagi karena pembelian produk ini dibatasi dari 22 November 2026 sampai 29 November 2026.'],
    ['CO_EXCEEDED_QUANTITY_DAILY', 'Kamu hanya bisa membeli maksimum 3 per hari untuk produk ini.'],
    ['PRM_INSUFFICIENT_ADJUSTMENT_PRODUCT_QUOTA', 'Kamu hanya bisa membeli sampai 3 karena stok promo terbatas.'],
    ['OutOfStock', 'Produk tidak bisa ditambahkan karena stoknya sudah habis.'],
    ['OOS', 'Produk tidak bisa ditambahkan karena stoknya sudah habis.'],
    ['UNBUYABLE_ITEM', 'Produk ini tidak tersedia.'],
    ['INSTALLATION_NOT_AVAILABLE', 'Layanan ini tidak tersedia. Silakan hapus layanan ini.'],
    ['LOWER_THAN_MINIMUM', 'Jumlah produk tidak boleh kurang dari 1.'],
    ['OOS_MAX_QTY_VISIBLE_LIMIT', 'Stok tidak mencukupi. Kamu hanya bisa membeli maksimum 3.'],
    ['OOS_MAX_QTY_VISIBLE_LIMIT without maxQty', 'Stok tidak mencukupi untuk jumlah ini.'],
    ['PROMO_HAS_BEEN_EXPIRED', 'Promo combo ini sudah berakhir.'],
    ['INVALID_MINIMUM_TOTAL_ITEM', 'Tambah produk lagi untuk memenuhi syarat minimum combo.'],
    ['COMBO_RULE_NOT_FOUND', 'Promo combo untuk produk ini tidak ditemukan.'],
    ['INVALID_QUANTITY', 'Jumlah produk tidak valid.'],
    ['CREATE_CHECKOUT_BLOCKED', 'Kami mendeteksi aktivitas yang mencurigakan. Silakan coba lagi setelah 24 jam atau hubungi customer care.'],
    ['CHECKOUT_BLOCKED', 'Kami mendeteksi aktivitas yang mencurigakan. Silakan coba lagi setelah 24 jam atau hubungi customer care.'],
    ['PAYNOW_BLOCKED', 'Selesaikan dulu pembayaran pesanan kamu yang masih tertunda.'],
    ['SOMETHING_NEW (an unknown code)', GENERIC],
  ])('shows the message for %s', async (label, message) => {
    const code = label.split(' ')[0] as string;
    // The simulator sends a code it knows with its details, always: a code without them, or one it does
    // not know, is answered here.
    if (label.includes(' ')) oddRefusal('/retail/carts/_add-bulk', code);
    else await refused(code);
    // The event's limit runs a week from the session's day.
    await backend.session.clock('2026-11-22T10:00:00+07:00');
    const { props } = await renderPage();

    await userEvent.click(await addButton());

    const alert = (await screen.findByText(message)).closest('[role="alert"]');
    expect(alert).not.toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(props.reportBagCount).not.toHaveBeenCalled();
    expect(props.requestLogin).not.toHaveBeenCalled();
    if (code === 'PAYNOW_BLOCKED') {
      expect(within(alert as HTMLElement).getByRole('link', { name: 'Lihat daftar pesanan' })).toHaveAttribute('href', '/member/order/retail');
    } else {
      expect(screen.queryByRole('link', { name: 'Lihat daftar pesanan' })).not.toBeInTheDocument();
    }
  });

  it.each([
    ['a 500', 'status=500'],
    ['a network failure', 'timeout'],
    ['a malformed answer', 'malformed'],
  ])('shows the generic message for %s', async (_label, fault) => {
    await backend.session.fault(ADD_PATH, fault, { method: 'POST' });
    await renderPage();
    await userEvent.click(await addButton());
    expect(await screen.findByText(GENERIC)).toBeInTheDocument();
    expect(await addButton()).toBeEnabled();
  });

  it('takes the shopper to the order list from PAYNOW_BLOCKED', async () => {
    await refused('PAYNOW_BLOCKED');
    const { props } = await renderPage();
    await userEvent.click(await addButton());
    await userEvent.click(await screen.findByRole('link', { name: 'Lihat daftar pesanan' }));
    expect(props.navigate).toHaveBeenCalledWith({ path: '/member/order/retail', replace: undefined, resetScroll: true });
  });

  it('clears the last message on the next attempt', async () => {
    await refused('UNBUYABLE_ITEM');
    await renderPage();
    await userEvent.click(await addButton());
    expect(await screen.findByText('Produk ini tidak tersedia.')).toBeInTheDocument();

    await userEvent.click(await addButton());

    expect(await screen.findByRole('dialog', { name: 'Berhasil ditambahkan ke bag' })).toBeInTheDocument();
    expect(screen.queryByText('Produk ini tidak tersedia.')).not.toBeInTheDocument();
  });

  it('does not carry a failure message over to another variant', async () => {
    await refused('UNBUYABLE_ITEM');
    const view = await renderPage();
    await userEvent.click(await addButton());
    expect(await screen.findByText('Produk ini tidak tersedia.')).toBeInTheDocument();

    view.rerenderWith({ path: SHOES_WHITE_40 });

    await waitFor(() => expect(screen.getByRole('button', { name: 'Putih' })).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.queryByText('Produk ini tidak tersedia.')).not.toBeInTheDocument();
  });

  it('buys nothing while the variant picked loads, then adds the one picked', async () => {
    const view = await renderPage();
    const white = holdCalls(backend, 'get', '/product-detail/products/is--SPL-60001-00004/_summary');
    expect(await addButton()).toBeEnabled();

    view.rerenderWith({ path: SHOES_WHITE_40 });

    await waitFor(() => expect(screen.getByRole('button', { name: '+ Bag' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Beli sekarang' })).toBeDisabled();
    white.release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Putih' })).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(screen.getByRole('button', { name: '+ Bag' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: '+ Bag' }));
    await waitFor(() => expect(addsSent(backend)).toEqual([{ cartType: 'REGULAR', items: [WHITE_LINE] }]));
  });

  it('keeps the chosen quantity and variant after a failed add', async () => {
    await refused('OOS', { times: 2 });
    const view = await renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Putih' }));
    expect(view.props.navigate).toHaveBeenCalledWith({ path: SHOES_WHITE_40, replace: true, resetScroll: false });
    view.rerenderWith({ path: SHOES_WHITE_40 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Putih' })).toHaveAttribute('aria-pressed', 'true'));
    await screen.findByText('Rp719.200', { selector: '[data-testid="price-summary-total"]' });
    await userEvent.click(screen.getByRole('button', { name: 'Tambah jumlah' }));
    await waitFor(() => expect(screen.getByTestId('price-summary-total')).toHaveTextContent('Rp1.438.400'));
    expect(priceQuantitiesAsked(backend).slice(-1)).toEqual([2]);

    await userEvent.click(await addButton());
    expect(await screen.findByText('Produk tidak bisa ditambahkan karena stoknya sudah habis.')).toBeInTheDocument();

    expect(quantityField()).toHaveValue('2');
    expect(screen.getByRole('button', { name: 'Putih' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '40' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(await addButton());
    await waitFor(() => expect(addsSent(backend)).toHaveLength(2));
    const line = { ...WHITE_LINE, quantity: 2 };
    expect(addsSent(backend)).toEqual([
      { cartType: 'REGULAR', items: [line] },
      { cartType: 'REGULAR', items: [line] },
    ]);
  });
});

describe('the cart modals', () => {
  it.each([
    ['CNC_ITEM_EXISTS', 'Produk ini sudah ada di bag kamu sebagai Click & Collect. Kalau ditambahkan, produk akan dikirim dengan kurir.'],
    ['NON_CNC_ITEM_EXISTS', 'Produk ini sudah ada di bag kamu untuk dikirim dengan kurir. Kalau ditambahkan, produk akan diambil di toko (Click & Collect).'],
  ])('%s: Batal closes the confirm modal without a request', async (code, body) => {
    await refused(code);
    const { props } = await renderPage();
    await userEvent.click(await addButton());

    const dialog = await screen.findByRole('dialog', { name: 'Produk sudah ada di bag' });
    expect(within(dialog).getByText(body)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Tambah' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(addsSent(backend)).toHaveLength(1);
    expect(props.reportBagCount).not.toHaveBeenCalled();
  });

  it.each(['CNC_ITEM_EXISTS', 'NON_CNC_ITEM_EXISTS'])('%s: Tambah sends the same add again, confirmed, then shows the add-to-bag modal', async (code) => {
    await backend.session.signIn(BUDI.email);
    await tShirtAddedInAnotherTab();
    await refused(code);
    const { props } = await renderPage();
    await userEvent.click(await addButton());

    const dialog = await screen.findByRole('dialog', { name: 'Produk sudah ada di bag' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tambah' }));

    expect(await screen.findByRole('dialog', { name: 'Berhasil ditambahkan ke bag' })).toBeInTheDocument();
    expect(addsSent(backend)).toEqual([
      T_SHIRT_ADD,
      { cartType: 'REGULAR', items: [LINE] },
      { cartType: 'REGULAR', items: [LINE], confirmFulfillmentChange: true },
    ]);
    expect(props.reportBagCount).toHaveBeenCalledTimes(1);
    expect(props.reportBagCount).toHaveBeenCalledWith({ vendor: 'RETAIL', count: 2 });
  });

  it('shows a failure of the confirmed add with its message', async () => {
    await refused('CNC_ITEM_EXISTS');
    await refused('UNBUYABLE_ITEM');
    await renderPage();
    await userEvent.click(await addButton());
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Produk sudah ada di bag' })).getByRole('button', { name: 'Tambah' }));
    expect(await screen.findByText('Produk ini tidak tersedia.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    {
      code: 'MAXIMUM_NUMBER_OF_ITEMS_EXCEEDED',
      says: 'the bag is full, with the way to the bag',
      dialog: 'Bag kamu penuh',
      text: 'Hapus beberapa produk dari bag dulu supaya produk ini bisa ditambahkan.',
      button: 'Buka bag',
      path: '/cart',
    },
    {
      code: 'CHECKOUT_PERMANENTLY_BLOCKED',
      says: 'the account is deactivated, with the way to customer care',
      dialog: 'Akun kamu dinonaktifkan',
      text: 'Akun kamu dinonaktifkan sehingga belum bisa berbelanja. Silakan hubungi customer care.',
      button: 'Hubungi customer care',
      path: '/customer-care',
    },
  ])('$code: $says', async ({ code, dialog: name, text, button, path }) => {
    await refused(code);
    const { props } = await renderPage();
    await userEvent.click(await addButton());

    const dialog = await screen.findByRole('dialog', { name });
    expect(within(dialog).getByText(text)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: button }));

    expect(props.navigate).toHaveBeenCalledWith({ path, resetScroll: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes a modal on Escape and gives the focus back to the button that opened it', async () => {
    await refused('MAXIMUM_NUMBER_OF_ITEMS_EXCEEDED');
    await renderPage();
    const button = await addButton();
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Bag kamu penuh' });
    expect(within(dialog).getByRole('button', { name: 'Buka bag' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '+ Bag' })).toHaveFocus();
  });

  it('gives the focus back after the add-to-bag modal is closed with Escape', async () => {
    await renderPage();
    await userEvent.click(await addButton());
    await screen.findByRole('dialog', { name: 'Berhasil ditambahkan ke bag' });

    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '+ Bag' })).toHaveFocus();
  });
});

describe('buy now', () => {
  it.each(['READY_CHECKOUT', 'CHECKOUT_SUCCESS'] as const)('%s goes to the checkout, with source=PDP', async (status) => {
    await backend.session.signIn(BUDI.email);
    await backend.session.quickCheckout(status, { remaining: 1 });
    const { props } = await renderPage();

    await userEvent.click(await buyButton());

    await waitFor(() => expect(checkoutIds).toHaveLength(1));
    await waitFor(() => expect(props.navigate).toHaveBeenCalledWith({ path: `/retail/checkout/${checkoutIds[0]}`, resetScroll: true }));
    expect(buysSent(backend)).toEqual([{ body: { items: [LINE] }, source: 'PDP' }]);
    expect(props.reportBagCount).not.toHaveBeenCalled();
    expect(props.reportAnalytics).toHaveBeenCalledWith({ type: 'buy-now', vendor: 'RETAIL', itemSku: 'SPL-60001-00001', quantity: 1 });
  });

  it('goes to the grocery checkout from a page that sells in the grocery storefront', async () => {
    const { props } = await renderPage({ vendor: 'GROCERY' });

    await userEvent.click(await buyButton());

    await waitFor(() => expect(checkoutIds).toHaveLength(1));
    await waitFor(() => expect(props.navigate).toHaveBeenCalledWith({ path: `/grocery/checkout/${checkoutIds[0]}`, resetScroll: true }));
  });

  it('SKIP_CHECKOUT puts the item in the bag: the count is reported and the shopper goes to the bag', async () => {
    await backend.session.signIn(BUDI.email);
    await tShirtAddedInAnotherTab();
    await backend.session.quickCheckout('SKIP_CHECKOUT', { remaining: 1 });
    const { props } = await renderPage();

    await userEvent.click(await buyButton());

    await waitFor(() => expect(props.navigate).toHaveBeenCalledWith({ path: '/cart', resetScroll: true }));
    // The bag holds the T-shirt and the shoes.
    expect(props.reportBagCount).toHaveBeenCalledWith({ vendor: 'RETAIL', count: 2 });
    expect(props.reportAnalytics).toHaveBeenCalledWith({ type: 'buy-now', vendor: 'RETAIL', itemSku: 'SPL-60001-00001', quantity: 1 });
  });

  it('CHECKOUT_FAILED says so, and goes nowhere', async () => {
    await backend.session.signIn(BUDI.email);
    await backend.session.quickCheckout('CHECKOUT_FAILED', { remaining: 1 });
    const { props } = await renderPage();

    await userEvent.click(await buyButton());

    expect(await screen.findByText('Gagal memproses pembelian. Silakan coba lagi.')).toBeInTheDocument();
    expect(props.navigate).not.toHaveBeenCalled();
    expect(props.reportAnalytics).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'buy-now' }));
    expect(await buyButton()).toBeEnabled();
  });

  it('READY_CHECKOUT without a checkout id is a failure, not a trip to nowhere', async () => {
    // The simulator always gives a ready checkout its id: the backend's broken answer is given here.
    backend.server.use(http.post(`${TEST_BACKEND}/retail/checkouts/_quick`, () => envelope({ status: 'READY_CHECKOUT', checkoutId: null })));
    const { props } = await renderPage();
    await userEvent.click(await buyButton());
    expect(await screen.findByText(GENERIC)).toBeInTheDocument();
    expect(props.navigate).not.toHaveBeenCalled();
  });

  it('shows the catalogue message for a cart code', async () => {
    await refused('CO_EXCEEDED_QUANTITY', { path: QUICK_PATH });
    const { props } = await renderPage();
    await userEvent.click(await buyButton());
    expect(await screen.findByText('Kamu hanya bisa membeli maksimum 3 untuk produk ini.')).toBeInTheDocument();
    expect(props.navigate).not.toHaveBeenCalled();
  });

  it('opens the bag-full modal for MAXIMUM_NUMBER_OF_ITEMS_EXCEEDED', async () => {
    await refused('MAXIMUM_NUMBER_OF_ITEMS_EXCEEDED', { path: QUICK_PATH });
    await renderPage();
    await userEvent.click(await buyButton());
    expect(await screen.findByRole('dialog', { name: 'Bag kamu penuh' })).toBeInTheDocument();
  });

  it('buys the chosen quantity', async () => {
    await renderPage();
    await priceOfOne();
    await userEvent.click(screen.getByRole('button', { name: 'Tambah jumlah' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tambah jumlah' }));
    await waitFor(() => expect(quantityField()).toHaveValue('3'));

    await userEvent.click(await buyButton());

    await waitFor(() => expect(buysSent(backend)).toHaveLength(1));
    expect(buysSent(backend)[0]?.body).toEqual({ items: [{ ...LINE, quantity: 3 }] });
  });
});

describe('signing in to buy', () => {
  it.each([
    ['+ Bag', 1, SHOES],
    ['+ Bag', 2, `${SHOES}?qty=2`],
    ['Beli sekarang', 1, SHOES],
    ['Beli sekarang', 3, `${SHOES}?qty=3`],
  ])('an anonymous shopper pressing %s with quantity %s is sent to login, coming back to %s', async (button, quantity, returnTo) => {
    const { props } = await renderPage({ user: null });
    await priceOfOne();
    for (let step = 1; step < quantity; step += 1) await userEvent.click(screen.getByRole('button', { name: 'Tambah jumlah' }));
    await waitFor(() => expect(quantityField()).toHaveValue(String(quantity)));

    await userEvent.click(await screen.findByRole('button', { name: button }));

    expect(props.requestLogin).toHaveBeenCalledWith({ returnTo });
    expect(addsSent(backend)).toHaveLength(0);
    expect(buysSent(backend)).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['+ Bag', 'adds', `${SHOES}?qty=2`],
    ['Beli sekarang', 'buys', `${SHOES}?qty=2`],
  ])('a member who pressed %s before the host knew them, brought straight back, %s without pressing again', async (button, _, returnTo) => {
    const { props, rerenderWith } = await renderPage({ user: null });
    await priceOfOne();
    await userEvent.click(screen.getByRole('button', { name: 'Tambah jumlah' }));
    await waitFor(() => expect(quantityField()).toHaveValue('2'));
    await userEvent.click(await screen.findByRole('button', { name: button }));
    expect(props.requestLogin).toHaveBeenCalledWith({ returnTo });

    // The login page signs the session in, and the host brings the member back.
    await backend.session.signIn(BUDI.email);
    rerenderWith({ user: BUDI, path: returnTo });
    if (button === '+ Bag') {
      await waitFor(() => expect(addsSent(backend)).toEqual([{ cartType: 'REGULAR', items: [{ ...LINE, quantity: 2 }] }]));
      expect(buysSent(backend)).toHaveLength(0);
    } else {
      await waitFor(() => expect(buysSent(backend)).toHaveLength(1));
      expect(buysSent(backend)[0]?.body).toMatchObject({ items: [{ itemSku: LINE.itemSku, quantity: 2 }] });
      expect(addsSent(backend)).toHaveLength(0);
    }
    expect(props.requestLogin).toHaveBeenCalledTimes(1);
  });

  it('keeps the other query parameters of the path in the way back', async () => {
    const { props } = await renderPage({ user: null, path: `${SHOES}?from=search` });
    await userEvent.click(await addButton());
    expect(props.requestLogin).toHaveBeenCalledWith({ returnTo: `${SHOES}?from=search` });
    expect(addsSent(backend)).toHaveLength(0);
  });

  it.each(['+ Bag', 'Beli sekarang'])('asks a signed-in shopper whose session ended (401 on %s) to sign in again', async (button) => {
    // The host still knows Budi, but the session is not signed in: the simulator answers 401.
    const { props } = renderRemote({ user: BUDI, path: SHOES, reportBagCount: jest.fn() });
    const pressed = await screen.findByRole('button', { name: button });
    await waitFor(() => expect(pressed).toBeEnabled());
    expect(props.requestLogin).not.toHaveBeenCalled();
    await userEvent.click(pressed);
    await waitFor(() => expect(props.requestLogin).toHaveBeenCalledWith({ returnTo: SHOES }));
    expect(screen.queryByText(GENERIC)).not.toBeInTheDocument();
  });

  it('starts at the quantity the shopper had chosen when back from login', async () => {
    await renderPage({ path: `${SHOES}?qty=3` });

    await waitFor(() => expect(priceQuantitiesAsked(backend)).toEqual([1, 3]));
    await waitFor(() => expect(quantityField()).toHaveValue('3'));
    // Three fall in the shoes' first wholesale tier: Rp599.000 each.
    await waitFor(() => expect(screen.getByTestId('price-summary-total')).toHaveTextContent('Rp1.797.000'));
    await userEvent.click(await addButton());

    await waitFor(() => expect(addsSent(backend)).toHaveLength(1));
    expect(addsSent(backend)[0]).toEqual({ cartType: 'REGULAR', items: [{ ...LINE, quantity: 3 }] });
  });

  it.each(['?qty=0', '?qty=11', '?qty=abc'])('ignores a quantity outside the bounds (%s)', async (query) => {
    await renderPage({ path: `${SHOES}${query}` });
    await priceOfOne();
    expect(quantityField()).toHaveValue('1');
    expect(priceQuantitiesAsked(backend)).toEqual([1]);
  });
});
