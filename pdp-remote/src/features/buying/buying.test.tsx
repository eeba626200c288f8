import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LifecycleProps } from '@pdp/host-contract/contract';
import { aSummary } from '@pdp/test-kit/summary-factory';
import { TEST_BACKEND, backendServer, envelope, http, HttpResponse, startBackendMock } from '@pdp/test-kit/backend-mock';
import { servePriceSummary } from '@pdp/test-kit/price-summary-mock';
import { renderRemote } from '../../__tests__/render-remote';
import { leadsToTheBag } from '@pdp/test-kit/add-to-bag-modal';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';

sectionsInView(['shipping']);
startBackendMock();

const ADD_URL = `${TEST_BACKEND}/retail/carts/_add-bulk`;
const QUICK_URL = `${TEST_BACKEND}/retail/checkouts/_quick`;
const BUDI = { id: 'u1', name: 'Budi' };
const GENERIC = 'Gagal menambahkan produk. Silakan coba lagi.';

/** A backend failure the way the backend sends it: the code in `status`, field messages in `errors`. */
const failure = (code: string, errors: Record<string, string[]> = {}, status = 400) =>
  HttpResponse.json({ code: status, status: code, data: null, errors }, { status });

interface Deferred {
  promise: Promise<void>;
  resolve: () => void;
}
const deferred = (): Deferred => {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};

/** Records every add-to-bag body; `answer` decides the response (by call number, from 0). */
function serveAddToBag(answer: (call: number) => Response | Promise<Response> = () => envelope({ cartCount: 3 })) {
  const bodies: unknown[] = [];
  backendServer.use(
    http.post(ADD_URL, async ({ request }) => {
      bodies.push(await request.json());
      return answer(bodies.length - 1);
    }),
  );
  return bodies;
}

function serveQuickCheckout(answer: () => Response) {
  const requests: { body: unknown; source: string | null }[] = [];
  backendServer.use(
    http.post(QUICK_URL, async ({ request }) => {
      requests.push({ body: await request.json(), source: new URL(request.url).searchParams.get('source') });
      return answer();
    }),
  );
  return requests;
}

function renderPage(overrides: Partial<LifecycleProps> = {}) {
  backendServer.use(
    http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, () => envelope(aSummary())),
    http.get(`${TEST_BACKEND}/member/addresses/_default`, () => envelope(null)),
  );
  return renderRemote({ user: BUDI, reportBagCount: jest.fn(), ...overrides });
}

const addButton = () => screen.findByRole('button', { name: '+ Bag' });
const buyButton = () => screen.findByRole('button', { name: 'Beli sekarang' });
const quantityField = () => screen.getByRole('textbox', { name: 'Jumlah' });
const LINE = { itemSku: 'SPL-1-00001', quantity: 1, pickupPointCode: 'PP-1', fulfillment: 'delivery' };

beforeEach(() => window.localStorage.clear());

describe('add to bag', () => {
  it('adds the item for delivery, shows the add-to-bag modal, reports the bag count and leads to the bag', async () => {
    const bodies = serveAddToBag(() => envelope({ cartCount: 7 }));
    const { props } = renderPage();

    await userEvent.click(await addButton());

    const dialog = await screen.findByRole('dialog', { name: 'Berhasil ditambahkan ke bag' });
    expect(bodies).toEqual([{ cartType: 'REGULAR', items: [LINE] }]);
    expect(props.reportBagCount).toHaveBeenCalledWith({ vendor: 'RETAIL', count: 7 });
    expect(props.reportAnalytics).toHaveBeenCalledWith({ type: 'add-to-bag', vendor: 'RETAIL', itemSku: 'SPL-1-00001', quantity: 1 });
    expect(within(dialog).getByText('Sepatu Lari Aero')).toBeInTheDocument();
    expect(within(dialog).getByText('Hitam, 40')).toBeInTheDocument();
    expect(within(dialog).getByText('1 barang · Rp629.300')).toBeInTheDocument();

    await leadsToTheBag(dialog, props, '/cart');
  });

  it('sends one request for a double click', async () => {
    const held = deferred();
    const bodies = serveAddToBag(async () => {
      await held.promise;
      return envelope({ cartCount: 1 });
    });
    renderPage();
    const button = await addButton();

    await userEvent.dblClick(button);
    await userEvent.click(button);

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Menambahkan…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Beli sekarang' })).toBeDisabled();
    held.resolve();
    expect(await screen.findByRole('dialog', { name: 'Berhasil ditambahkan ke bag' })).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
  });

  it('adds once for a double click whose first add is answered before the second click', async () => {
    const bodies = serveAddToBag(() => envelope({ cartCount: 1 }));
    renderPage();
    const button = await addButton();

    // The browser counts a double click's presses in `detail`; a fast answer can land between them.
    fireEvent.click(button, { detail: 1 });
    await screen.findByRole('dialog', { name: 'Berhasil ditambahkan ke bag' });
    fireEvent.click(button, { detail: 2 });
    expect(button).toHaveAccessibleName('+ Bag');
    expect(bodies).toHaveLength(1);
    // A later single press is a new order.
    fireEvent.click(button, { detail: 1 });
    expect(button).toHaveAccessibleName('Menambahkan…');
    await waitFor(() => expect(bodies).toHaveLength(2));
  });

  it.each([
    ['CO_EXCEEDED_QUANTITY', { maxQty: ['3'] }, 'Kamu hanya bisa membeli maksimum 3 untuk produk ini.'],
    ['CO_EXCEEDED_QUANTITY without maxQty', {}, 'Jumlah melebihi batas pembelian produk ini.'],
    [
      'CO_EXCEEDED_QUANTITY_EVENT',
      { maxQty: ['2'], startDate: ['2026-11-22'], endDate: ['2026-11-29'] },
      'Kamu hanya bisa membeli 2 lagi karena pembelian produk ini dibatasi dari 22 November 2026 sampai 29 November 2026.',
    ],
    ['CO_EXCEEDED_QUANTITY_DAILY', { maxQty: ['5'] }, 'Kamu hanya bisa membeli maksimum 5 per hari untuk produk ini.'],
    ['PRM_INSUFFICIENT_ADJUSTMENT_PRODUCT_QUOTA', { maxQty: ['4'] }, 'Kamu hanya bisa membeli sampai 4 karena stok promo terbatas.'],
    ['OutOfStock', {}, 'Produk tidak bisa ditambahkan karena stoknya sudah habis.'],
    ['OOS', {}, 'Produk tidak bisa ditambahkan karena stoknya sudah habis.'],
    ['UNBUYABLE_ITEM', {}, 'Produk ini tidak tersedia.'],
    ['INSTALLATION_NOT_AVAILABLE', {}, 'Layanan ini tidak tersedia. Silakan hapus layanan ini.'],
    ['LOWER_THAN_MINIMUM', {}, 'Jumlah produk tidak boleh kurang dari 1.'],
    ['OOS_MAX_QTY_VISIBLE_LIMIT', { maxQty: ['6'] }, 'Stok tidak mencukupi. Kamu hanya bisa membeli maksimum 6.'],
    ['OOS_MAX_QTY_VISIBLE_LIMIT without maxQty', {}, 'Stok tidak mencukupi untuk jumlah ini.'],
    ['PROMO_HAS_BEEN_EXPIRED', {}, 'Promo combo ini sudah berakhir.'],
    ['INVALID_MINIMUM_TOTAL_ITEM', {}, 'Tambah produk lagi untuk memenuhi syarat minimum combo.'],
    ['COMBO_RULE_NOT_FOUND', {}, 'Promo combo untuk produk ini tidak ditemukan.'],
    ['INVALID_QUANTITY', {}, 'Jumlah produk tidak valid.'],
    ['CREATE_CHECKOUT_BLOCKED', {}, 'Kami mendeteksi aktivitas yang mencurigakan. Silakan coba lagi setelah 24 jam atau hubungi customer care.'],
    ['CHECKOUT_BLOCKED', {}, 'Kami mendeteksi aktivitas yang mencurigakan. Silakan coba lagi setelah 24 jam atau hubungi customer care.'],
    ['PAYNOW_BLOCKED', {}, 'Selesaikan dulu pembayaran pesanan kamu yang masih tertunda.'],
    ['SOMETHING_NEW (an unknown code)', {}, GENERIC],
  ])('shows the message for %s', async (label, errors, message) => {
    const code = label.split(' ')[0] as string;
    serveAddToBag(() => failure(code, errors));
    const { props } = renderPage();

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
    ['a 500', () => envelope(null, { status: 500, code: 'INTERNAL_SERVER_ERROR' })],
    ['a network failure', () => HttpResponse.error()],
    ['a malformed answer', () => new HttpResponse('<html>bad gateway</html>', { status: 502 })],
  ])('shows the generic message for %s', async (_label, answer) => {
    serveAddToBag(answer);
    renderPage();
    await userEvent.click(await addButton());
    expect(await screen.findByText(GENERIC)).toBeInTheDocument();
    expect(await addButton()).toBeEnabled();
  });

  it('takes the shopper to the order list from PAYNOW_BLOCKED', async () => {
    serveAddToBag(() => failure('PAYNOW_BLOCKED'));
    const { props } = renderPage();
    await userEvent.click(await addButton());
    await userEvent.click(await screen.findByRole('link', { name: 'Lihat daftar pesanan' }));
    expect(props.navigate).toHaveBeenCalledWith({ path: '/member/order/retail', replace: undefined, resetScroll: true });
  });

  it('clears the last message on the next attempt', async () => {
    serveAddToBag((call) => (call === 0 ? failure('UNBUYABLE_ITEM') : envelope({ cartCount: 1 })));
    renderPage();
    await userEvent.click(await addButton());
    expect(await screen.findByText('Produk ini tidak tersedia.')).toBeInTheDocument();

    await userEvent.click(await addButton());

    expect(await screen.findByRole('dialog', { name: 'Berhasil ditambahkan ke bag' })).toBeInTheDocument();
    expect(screen.queryByText('Produk ini tidak tersedia.')).not.toBeInTheDocument();
  });

  it('does not carry a failure message over to another variant', async () => {
    const white = aSummary({
      itemSku: 'SPL-1-00003',
      options: aSummary().options.map((option) => ({ ...option, selected: option.itemSku === 'SPL-1-00003' })),
    });
    serveAddToBag(() => failure('UNBUYABLE_ITEM'));
    const view = renderPage();
    backendServer.use(
      http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, ({ params }) => envelope(params.id === 'is--SPL-1-00003' ? white : aSummary())),
    );
    await userEvent.click(await addButton());
    expect(await screen.findByText('Produk ini tidak tersedia.')).toBeInTheDocument();

    view.rerenderWith({ path: '/p/sepatu-lari-aero/is--SPL-1-00003' });

    await waitFor(() => expect(screen.getByRole('button', { name: 'Putih' })).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.queryByText('Produk ini tidak tersedia.')).not.toBeInTheDocument();
  });

  it('buys nothing while the variant picked loads, then adds the one picked', async () => {
    const white = aSummary({
      itemSku: 'SPL-1-00003',
      options: aSummary().options.map((option) => ({ ...option, selected: option.itemSku === 'SPL-1-00003' })),
    });
    const whiteAnswered = deferred();
    const bodies = serveAddToBag();
    const view = renderPage();
    backendServer.use(
      http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, async ({ params }) => {
        if (params.id !== 'is--SPL-1-00003') return envelope(aSummary());
        await whiteAnswered.promise;
        return envelope(white);
      }),
    );
    expect(await addButton()).toBeEnabled();

    view.rerenderWith({ path: '/p/sepatu-lari-aero/is--SPL-1-00003' });

    await waitFor(() => expect(screen.getByRole('button', { name: '+ Bag' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Beli sekarang' })).toBeDisabled();
    whiteAnswered.resolve();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Putih' })).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(screen.getByRole('button', { name: '+ Bag' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: '+ Bag' }));
    await waitFor(() => expect(bodies).toEqual([{ cartType: 'REGULAR', items: [{ ...LINE, itemSku: 'SPL-1-00003' }] }]));
  });

  it('keeps the chosen quantity and variant after a failed add', async () => {
    const white = aSummary({
      itemSku: 'SPL-1-00003',
      options: aSummary().options.map((option) => ({ ...option, selected: option.itemSku === 'SPL-1-00003' })),
    });
    const asked = servePriceSummary();
    const bodies = serveAddToBag(() => failure('OOS'));
    const view = renderPage();
    backendServer.use(
      http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, ({ params }) => envelope(params.id === 'is--SPL-1-00003' ? white : aSummary())),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Putih' }));
    expect(view.props.navigate).toHaveBeenCalledWith({ path: '/p/sepatu-lari-aero/is--SPL-1-00003', replace: true, resetScroll: false });
    view.rerenderWith({ path: '/p/sepatu-lari-aero/is--SPL-1-00003' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Putih' })).toHaveAttribute('aria-pressed', 'true'));
    await screen.findByText('Rp629.300', { selector: '[data-testid="price-summary-total"]' });
    await userEvent.click(screen.getByRole('button', { name: 'Tambah jumlah' }));
    await waitFor(() => expect(screen.getByTestId('price-summary-total')).toHaveTextContent('Rp1.258.600'));
    expect(asked.slice(-1)).toEqual([2]);

    await userEvent.click(await addButton());
    expect(await screen.findByText('Produk tidak bisa ditambahkan karena stoknya sudah habis.')).toBeInTheDocument();

    expect(quantityField()).toHaveValue('2');
    expect(screen.getByRole('button', { name: 'Putih' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '40' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(await addButton());
    await waitFor(() => expect(bodies).toHaveLength(2));
    const line = { ...LINE, itemSku: 'SPL-1-00003', quantity: 2 };
    expect(bodies).toEqual([
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
    const bodies = serveAddToBag(() => failure(code));
    const { props } = renderPage();
    await userEvent.click(await addButton());

    const dialog = await screen.findByRole('dialog', { name: 'Produk sudah ada di bag' });
    expect(within(dialog).getByText(body)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Tambah' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(props.reportBagCount).not.toHaveBeenCalled();
  });

  it.each(['CNC_ITEM_EXISTS', 'NON_CNC_ITEM_EXISTS'])('%s: Tambah sends the same add again, confirmed, then shows the add-to-bag modal', async (code) => {
    const bodies = serveAddToBag((call) => (call === 0 ? failure(code) : envelope({ cartCount: 2 })));
    const { props } = renderPage();
    await userEvent.click(await addButton());

    const dialog = await screen.findByRole('dialog', { name: 'Produk sudah ada di bag' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tambah' }));

    expect(await screen.findByRole('dialog', { name: 'Berhasil ditambahkan ke bag' })).toBeInTheDocument();
    expect(bodies).toEqual([
      { cartType: 'REGULAR', items: [LINE] },
      { cartType: 'REGULAR', items: [LINE], confirmFulfillmentChange: true },
    ]);
    expect(props.reportBagCount).toHaveBeenCalledTimes(1);
    expect(props.reportBagCount).toHaveBeenCalledWith({ vendor: 'RETAIL', count: 2 });
  });

  it('shows a failure of the confirmed add with its message', async () => {
    serveAddToBag((call) => (call === 0 ? failure('CNC_ITEM_EXISTS') : failure('UNBUYABLE_ITEM')));
    renderPage();
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
    serveAddToBag(() => failure(code));
    const { props } = renderPage();
    await userEvent.click(await addButton());

    const dialog = await screen.findByRole('dialog', { name });
    expect(within(dialog).getByText(text)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: button }));

    expect(props.navigate).toHaveBeenCalledWith({ path, resetScroll: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes a modal on Escape and gives the focus back to the button that opened it', async () => {
    serveAddToBag(() => failure('MAXIMUM_NUMBER_OF_ITEMS_EXCEEDED'));
    renderPage();
    const button = await addButton();
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Bag kamu penuh' });
    expect(within(dialog).getByRole('button', { name: 'Buka bag' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '+ Bag' })).toHaveFocus();
  });

  it('gives the focus back after the add-to-bag modal is closed with Escape', async () => {
    serveAddToBag();
    renderPage();
    await userEvent.click(await addButton());
    await screen.findByRole('dialog', { name: 'Berhasil ditambahkan ke bag' });

    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '+ Bag' })).toHaveFocus();
  });
});

describe('buy now', () => {
  it.each(['READY_CHECKOUT', 'CHECKOUT_SUCCESS'])('%s goes to the checkout, with source=PDP', async (status) => {
    const requests = serveQuickCheckout(() => envelope({ status, checkoutId: 'CO-42' }));
    const { props } = renderPage();

    await userEvent.click(await buyButton());

    await waitFor(() => expect(props.navigate).toHaveBeenCalledWith({ path: '/retail/checkout/CO-42', resetScroll: true }));
    expect(requests).toEqual([{ body: { items: [LINE] }, source: 'PDP' }]);
    expect(props.reportBagCount).not.toHaveBeenCalled();
    expect(props.reportAnalytics).toHaveBeenCalledWith({ type: 'buy-now', vendor: 'RETAIL', itemSku: 'SPL-1-00001', quantity: 1 });
  });

  it('goes to the grocery checkout from a page that sells in the grocery storefront', async () => {
    serveQuickCheckout(() => envelope({ status: 'READY_CHECKOUT', checkoutId: 'CO-42' }));
    const { props } = renderPage({ vendor: 'GROCERY' });

    await userEvent.click(await buyButton());

    await waitFor(() => expect(props.navigate).toHaveBeenCalledWith({ path: '/grocery/checkout/CO-42', resetScroll: true }));
  });

  it('SKIP_CHECKOUT puts the item in the bag: the count is reported and the shopper goes to the bag', async () => {
    serveQuickCheckout(() => envelope({ status: 'SKIP_CHECKOUT', checkoutId: null, cartCount: 4 }));
    const { props } = renderPage();

    await userEvent.click(await buyButton());

    await waitFor(() => expect(props.navigate).toHaveBeenCalledWith({ path: '/cart', resetScroll: true }));
    expect(props.reportBagCount).toHaveBeenCalledWith({ vendor: 'RETAIL', count: 4 });
    expect(props.reportAnalytics).toHaveBeenCalledWith({ type: 'buy-now', vendor: 'RETAIL', itemSku: 'SPL-1-00001', quantity: 1 });
  });

  it('CHECKOUT_FAILED says so, and goes nowhere', async () => {
    serveQuickCheckout(() => envelope({ status: 'CHECKOUT_FAILED', checkoutId: null }));
    const { props } = renderPage();

    await userEvent.click(await buyButton());

    expect(await screen.findByText('Gagal memproses pembelian. Silakan coba lagi.')).toBeInTheDocument();
    expect(props.navigate).not.toHaveBeenCalled();
    expect(props.reportAnalytics).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'buy-now' }));
    expect(await buyButton()).toBeEnabled();
  });

  it('READY_CHECKOUT without a checkout id is a failure, not a trip to nowhere', async () => {
    serveQuickCheckout(() => envelope({ status: 'READY_CHECKOUT', checkoutId: null }));
    const { props } = renderPage();
    await userEvent.click(await buyButton());
    expect(await screen.findByText(GENERIC)).toBeInTheDocument();
    expect(props.navigate).not.toHaveBeenCalled();
  });

  it('shows the catalogue message for a cart code', async () => {
    serveQuickCheckout(() => failure('CO_EXCEEDED_QUANTITY', { maxQty: ['3'] }));
    const { props } = renderPage();
    await userEvent.click(await buyButton());
    expect(await screen.findByText('Kamu hanya bisa membeli maksimum 3 untuk produk ini.')).toBeInTheDocument();
    expect(props.navigate).not.toHaveBeenCalled();
  });

  it('opens the bag-full modal for MAXIMUM_NUMBER_OF_ITEMS_EXCEEDED', async () => {
    serveQuickCheckout(() => failure('MAXIMUM_NUMBER_OF_ITEMS_EXCEEDED'));
    renderPage();
    await userEvent.click(await buyButton());
    expect(await screen.findByRole('dialog', { name: 'Bag kamu penuh' })).toBeInTheDocument();
  });

  it('buys the chosen quantity', async () => {
    servePriceSummary();
    const requests = serveQuickCheckout(() => envelope({ status: 'READY_CHECKOUT', checkoutId: 'CO-7' }));
    renderPage();
    await screen.findByText('Rp629.300', { selector: '[data-testid="price-summary-total"]' });
    await userEvent.click(screen.getByRole('button', { name: 'Tambah jumlah' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tambah jumlah' }));
    await waitFor(() => expect(quantityField()).toHaveValue('3'));

    await userEvent.click(await buyButton());

    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.body).toEqual({ items: [{ ...LINE, quantity: 3 }] });
  });
});

describe('signing in to buy', () => {
  it.each([
    ['+ Bag', 1, '/p/sepatu-lari-aero/ps--SPL-1'],
    ['+ Bag', 2, '/p/sepatu-lari-aero/ps--SPL-1?qty=2'],
    ['Beli sekarang', 1, '/p/sepatu-lari-aero/ps--SPL-1'],
    ['Beli sekarang', 3, '/p/sepatu-lari-aero/ps--SPL-1?qty=3'],
  ])('an anonymous shopper pressing %s with quantity %s is sent to login, coming back to %s', async (button, quantity, returnTo) => {
    servePriceSummary();
    const adds = serveAddToBag();
    const buys = serveQuickCheckout(() => envelope({ status: 'READY_CHECKOUT', checkoutId: 'CO-1' }));
    const { props } = renderPage({ user: null });
    await screen.findByText('Rp629.300', { selector: '[data-testid="price-summary-total"]' });
    for (let step = 1; step < quantity; step += 1) await userEvent.click(screen.getByRole('button', { name: 'Tambah jumlah' }));
    await waitFor(() => expect(quantityField()).toHaveValue(String(quantity)));

    await userEvent.click(await screen.findByRole('button', { name: button }));

    expect(props.requestLogin).toHaveBeenCalledWith({ returnTo });
    expect(adds).toHaveLength(0);
    expect(buys).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['+ Bag', 'adds', '/p/sepatu-lari-aero/ps--SPL-1?qty=2'],
    ['Beli sekarang', 'buys', '/p/sepatu-lari-aero/ps--SPL-1?qty=2'],
  ])('a member who pressed %s before the host knew them, brought straight back, %s without pressing again', async (button, _, returnTo) => {
    servePriceSummary();
    const adds = serveAddToBag();
    const buys = serveQuickCheckout(() => envelope({ status: 'READY_CHECKOUT', checkoutId: 'CO-1' }));
    const { props, rerenderWith } = renderPage({ user: null });
    await screen.findByText('Rp629.300', { selector: '[data-testid="price-summary-total"]' });
    await userEvent.click(screen.getByRole('button', { name: 'Tambah jumlah' }));
    await waitFor(() => expect(quantityField()).toHaveValue('2'));
    await userEvent.click(await screen.findByRole('button', { name: button }));
    expect(props.requestLogin).toHaveBeenCalledWith({ returnTo });

    rerenderWith({ user: BUDI, path: returnTo });
    if (button === '+ Bag') {
      await waitFor(() => expect(adds).toEqual([{ cartType: 'REGULAR', items: [{ ...LINE, quantity: 2 }] }]));
      expect(buys).toHaveLength(0);
    } else {
      await waitFor(() => expect(buys).toHaveLength(1));
      expect(buys[0]?.body).toMatchObject({ items: [{ itemSku: LINE.itemSku, quantity: 2 }] });
      expect(adds).toHaveLength(0);
    }
    expect(props.requestLogin).toHaveBeenCalledTimes(1);
  });

  it('keeps the other query parameters of the path in the way back', async () => {
    const adds = serveAddToBag();
    const { props } = renderPage({ user: null, path: '/p/sepatu-lari-aero/ps--SPL-1?from=search' });
    await userEvent.click(await addButton());
    expect(props.requestLogin).toHaveBeenCalledWith({ returnTo: '/p/sepatu-lari-aero/ps--SPL-1?from=search' });
    expect(adds).toHaveLength(0);
  });

  it.each([
    ['+ Bag', () => serveAddToBag(() => failure('UNAUTHORIZED', {}, 401))],
    ['Beli sekarang', () => serveQuickCheckout(() => failure('UNAUTHORIZED', {}, 401))],
  ])('asks a signed-in shopper whose session ended (401 on %s) to sign in again', async (button, serve) => {
    serve();
    const { props } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: button }));
    await waitFor(() => expect(props.requestLogin).toHaveBeenCalledWith({ returnTo: '/p/sepatu-lari-aero/ps--SPL-1' }));
    expect(screen.queryByText(GENERIC)).not.toBeInTheDocument();
  });

  it('starts at the quantity the shopper had chosen when back from login', async () => {
    const asked = servePriceSummary();
    const bodies = serveAddToBag();
    renderPage({ path: '/p/sepatu-lari-aero/ps--SPL-1?qty=3' });

    await waitFor(() => expect(asked).toEqual([1, 3]));
    await waitFor(() => expect(quantityField()).toHaveValue('3'));
    await waitFor(() => expect(screen.getByTestId('price-summary-total')).toHaveTextContent('Rp1.887.900'));
    await userEvent.click(await addButton());

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ cartType: 'REGULAR', items: [{ ...LINE, quantity: 3 }] });
  });

  it.each(['?qty=0', '?qty=11', '?qty=abc'])('ignores a quantity outside the bounds (%s)', async (query) => {
    const asked = servePriceSummary();
    renderPage({ path: `/p/sepatu-lari-aero/ps--SPL-1${query}` });
    await screen.findByText('Rp629.300', { selector: '[data-testid="price-summary-total"]' });
    expect(quantityField()).toHaveValue('1');
    expect(asked).toEqual([1]);
  });
});
