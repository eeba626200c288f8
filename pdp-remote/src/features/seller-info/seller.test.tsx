// The seller section as a shopper uses it (spec §4 Merchant follow/unfollow, §5, §6, §8 Others): the
// followed flag read for a member, following and unfollowing on the backend's word only, a failure
// said and undone; reporting the product with a reason and at least 25 characters, its refusals, and
// an anonymous shopper's trip through login and back to the seller, where the action completes.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { TEST_BACKEND, backendServer, envelope, http, jsonContent, startBackendMock } from '@pdp/test-kit/backend-mock';
import { stubScrollIntoView } from '@pdp/test-kit/scroll-into-view';
import { renderRemote } from '../../__tests__/render-remote';
import { aSummary } from '@pdp/test-kit/summary-factory';
import { BUDI, CHAT_CONFIG, STORES, serveChat, serveFavorites, serveStores, serverError } from './seller-info.test-backend';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';

sectionsInView(['seller', 'shipping']);
startBackendMock();
const scrollIntoView = stubScrollIntoView();
beforeEach(() => backendServer.use(http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, () => envelope(aSummary()))));

const seller = () => screen.findByRole('region', { name: /^(Penjual|Seller)$/ });
const followButton = async (name: string) => within(await seller()).findByRole('button', { name });

describe('following the seller', () => {
  it("reads a member's flag, and unfollows and follows again on the backend's word", async () => {
    const calls = serveFavorites({ followed: true });
    renderRemote({ user: BUDI });
    const following = await followButton('Mengikuti');
    expect(following).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(following);
    expect(await followButton('Ikuti')).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(await followButton('Ikuti'));
    expect(await followButton('Mengikuti')).toHaveAttribute('aria-pressed', 'true');
    expect(calls).toEqual(['GET AER-1', 'unfollow AER-1', 'follow AER-1']);
  });

  it('says a failed follow failed and leaves the flag as it was', async () => {
    serveFavorites({ change: serverError });
    renderRemote({ user: BUDI });
    await userEvent.click(await followButton('Ikuti'));
    expect(await within(await seller()).findByRole('alert')).toHaveTextContent('Gagal menyimpan. Silakan coba lagi.');
    expect(await followButton('Ikuti')).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows a flag it could not read as not followed, and following still works', async () => {
    const calls = serveFavorites({ read: serverError });
    renderRemote({ user: BUDI });
    await waitFor(() => expect(calls).toEqual(['GET AER-1']));
    await userEvent.click(await followButton('Ikuti'));
    expect(await followButton('Mengikuti')).toBeInTheDocument();
  });

  it('sends an anonymous shopper to login, asking nothing first', async () => {
    const calls = serveFavorites();
    const { props } = renderRemote({ path: '/p/sepatu-lari-aero/is--SPL-1-00002?qty=2' });
    await userEvent.click(await followButton('Ikuti'));
    expect(props.requestLogin).toHaveBeenCalledWith({ returnTo: '/p/sepatu-lari-aero/is--SPL-1-00002?qty=2&pdpAction=follow' });
    expect(calls).toEqual([]);
  });

  it('back from login, scrolls to the seller, follows once and takes the action out of the address', async () => {
    const calls = serveFavorites();
    const { props } = renderRemote({ user: BUDI, path: '/p/sepatu-lari-aero/is--SPL-1-00002?qty=2&pdpAction=follow' });
    expect(await followButton('Mengikuti')).toBeInTheDocument();
    expect(calls).toEqual(['GET AER-1', 'follow AER-1']);
    expect(scrollIntoView.mock.contexts).toContain(document.getElementById('pdp-section-seller'));
    expect(props.navigate).toHaveBeenCalledWith({ path: '/p/sepatu-lari-aero/is--SPL-1-00002?qty=2', replace: true, resetScroll: false });
  });

  it('back from login to a seller already followed, changes nothing', async () => {
    const calls = serveFavorites({ followed: true });
    renderRemote({ user: BUDI, path: '/p/sepatu-lari-aero/is--SPL-1-00002?pdpAction=follow' });
    expect(await followButton('Mengikuti')).toBeInTheDocument();
    await waitFor(() => expect(calls).toEqual(['GET AER-1']));
  });

  it('reads in English', async () => {
    serveFavorites({ followed: true });
    renderRemote({ user: BUDI, locale: 'en' });
    expect(await followButton('Following')).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('reporting the product', () => {
  const DESCRIPTION = 'Fotonya berbeda dengan barang yang saya terima.';
  const REASONS = [
    { code: 'FAKE_PRODUCT', label: { id: 'Produk palsu', en: 'Fake product' } },
    { code: 'OTHER', label: { id: 'Lainnya', en: 'Other' } },
  ];
  function serveReport(answer: () => Response | undefined = () => undefined, flags = { menuVisible: true, optionsVisible: true }) {
    const sent: unknown[] = [];
    backendServer.use(
      jsonContent('report-product', { id: 'report-product', type: 'PRODUCT', reasons: REASONS, ...flags }),
      http.post(`${TEST_BACKEND}/product/products/:id/_report`, async ({ request, params }) => {
        sent.push({ id: params.id, body: await request.json() });
        return answer() ?? envelope(true);
      }),
    );
    return sent;
  }
  const openMenu = async () => {
    await userEvent.click(await within(await seller()).findByRole('button', { name: 'Laporkan produk' }));
    return screen.findByRole('dialog', { name: 'Laporkan produk' });
  };
  /** The report menu, then its entry `reason`: the report options, with that reason chosen. */
  const openReport = async (reason = 'Produk palsu') => {
    await userEvent.click(await within(await openMenu()).findByRole('button', { name: reason }));
    return screen.findByRole('dialog', { name: 'Detail laporan' });
  };

  it('opens the report menu, whose entry opens the options with its reason chosen; closing them brings the menu back', async () => {
    serveFavorites();
    serveReport();
    renderRemote({ user: BUDI });
    const menu = await openMenu();
    expect(within(menu).getByRole('group', { name: 'Apa yang salah dengan produk ini?' })).toBeInTheDocument();
    await userEvent.click(await within(menu).findByRole('button', { name: 'Lainnya' }));
    const options = await screen.findByRole('dialog', { name: 'Detail laporan' });
    expect(screen.queryByRole('dialog', { name: 'Laporkan produk' })).not.toBeInTheDocument();
    expect(within(options).getByRole('radio', { name: 'Lainnya' })).toBeChecked();
    expect(options).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    const back = await screen.findByRole('dialog', { name: 'Laporkan produk' });
    expect(back).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(await seller()).getByRole('button', { name: 'Laporkan produk' })).toHaveFocus();
  });

  it('goes straight to the options when the content hides the menu', async () => {
    serveFavorites();
    serveReport(undefined, { menuVisible: false, optionsVisible: true });
    renderRemote({ user: BUDI });
    await userEvent.click(await within(await seller()).findByRole('button', { name: 'Laporkan produk' }));
    const options = await screen.findByRole('dialog', { name: 'Detail laporan' });
    expect(within(options).getByRole('radio', { name: 'Produk palsu' })).not.toBeChecked();
    await userEvent.click(within(options).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says reports are not taken now when the content hides the options', async () => {
    serveFavorites();
    const sent = serveReport(undefined, { menuVisible: true, optionsVisible: false });
    renderRemote({ user: BUDI });
    const menu = await openMenu();
    expect(await within(menu).findByRole('status')).toHaveTextContent('Laporan produk belum bisa dikirim saat ini. Coba lagi nanti.');
    expect(within(menu).queryByRole('button', { name: 'Produk palsu' })).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('needs a reason and at least 25 characters, sends both, and thanks the shopper', async () => {
    serveFavorites();
    const sent = serveReport();
    renderRemote({ user: BUDI, path: '/p/sepatu-lari-aero/ps--SPL-1' });
    const dialog = await openReport('Produk palsu');
    const submit = within(dialog).getByRole('button', { name: 'Kirim laporan' });
    expect(within(dialog).getByRole('radio', { name: 'Produk palsu' })).toBeChecked();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Ceritakan masalahnya' }), 'Terlalu pendek');
    await userEvent.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Min. 25 karakter');
    expect(within(dialog).getByRole('textbox', { name: 'Ceritakan masalahnya' })).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Ceritakan masalahnya' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Ceritakan masalahnya' }), `  ${DESCRIPTION}  `);
    await userEvent.click(submit);
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Terima kasih, laporanmu sudah kami terima.');
    expect(sent).toEqual([{ id: 'ps--SPL-1', body: { reason: 'FAKE_PRODUCT', description: DESCRIPTION } }]);
    // Sent: closing leaves the report, the menu behind it too.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the message at errors.product when reported before, and keeps what was typed after a failure', async () => {
    serveFavorites();
    let answer = () =>
      HttpResponse.json({ code: 400, status: 'ALREADY_REPORTED', data: null, errors: { product: ['Produk ini sudah kamu laporkan.'] } }, { status: 400 });
    serveReport(() => answer());
    renderRemote({ user: BUDI });
    const dialog = await openReport('Lainnya');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Ceritakan masalahnya' }), DESCRIPTION);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim laporan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Produk ini sudah kamu laporkan.');
    answer = serverError;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim laporan' }));
    expect(await within(dialog).findByText('Gagal mengirim laporan. Silakan coba lagi.')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Lainnya' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'Ceritakan masalahnya' })).toHaveValue(DESCRIPTION);
  });

  it('sends an anonymous shopper to login, and back there opens the report once', async () => {
    serveFavorites();
    serveReport();
    const { props, unmount } = renderRemote({ path: '/p/sepatu-lari-aero/ps--SPL-1' });
    await userEvent.click(await within(await seller()).findByRole('button', { name: 'Laporkan produk' }));
    expect(props.requestLogin).toHaveBeenCalledWith({ returnTo: '/p/sepatu-lari-aero/ps--SPL-1?pdpAction=report.product.ps--SPL-1' });
    unmount();
    const back = renderRemote({ user: BUDI, path: '/p/sepatu-lari-aero/ps--SPL-1?pdpAction=report.product.ps--SPL-1' });
    expect(await screen.findByRole('dialog', { name: 'Laporkan produk' })).toBeInTheDocument();
    expect(back.props.navigate).toHaveBeenCalledWith({ path: '/p/sepatu-lari-aero/ps--SPL-1', replace: true, resetScroll: false });
  });

  it('reads in English', async () => {
    serveFavorites();
    serveReport();
    renderRemote({ user: BUDI, locale: 'en' });
    await userEvent.click(await within(await seller()).findByRole('button', { name: 'Report the product' }));
    const menu = await screen.findByRole('dialog', { name: 'Report the product' });
    expect(within(menu).getByRole('group', { name: 'What is wrong with this product?' })).toBeInTheDocument();
    await userEvent.click(await within(menu).findByRole('button', { name: 'Fake product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report details' });
    expect(await within(dialog).findByRole('radio', { name: 'Fake product' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'Describe the problem' })).toBeInTheDocument();
  });
});

describe('chatting (spec §4 Seller chat, §6)', () => {
  const open = jest.fn();
  beforeEach(() => {
    open.mockClear();
    window.open = open;
    window.localStorage.clear();
  });

  it("links a marketplace seller's chat through the host, and marks the chat accessed", async () => {
    serveChat({ code: 'MP-7', commissionType: 'MP' });
    const { props } = renderRemote();
    const chat = await within(await seller()).findByRole('link', { name: 'Chat penjual' });
    expect(chat).toHaveAttribute('href', '/member/seller-chat/MP-7');
    await userEvent.click(chat);
    expect(props.navigate).toHaveBeenCalledWith({ path: '/member/seller-chat/MP-7', replace: undefined, resetScroll: true });
    expect(JSON.parse(window.localStorage.getItem('pdp.seller-chat') ?? '{}')).toEqual({ onboardingShown: true, iframeVisible: false, accessed: true });
  });

  it('offers no chat when chat is off', async () => {
    serveChat({ code: 'MP-7', commissionType: 'MP' }, ['AVAILABLE'], [{ id: 'sellerChatEnabled', value: 'false' }, ...CHAT_CONFIG.slice(1)]);
    renderRemote();
    await followButton('Ikuti');
    expect(within(await seller()).queryByRole('link', { name: /Chat/ })).not.toBeInTheDocument();
    expect(within(await seller()).queryByRole('button', { name: /Chat/ })).not.toBeInTheDocument();
  });

  it('sends a MEDICAL product of a listed merchant to a pharmacist', async () => {
    serveChat({ code: 'APT-1', commissionType: 'CC' }, ['AVAILABLE', 'MEDICAL']);
    renderRemote();
    expect(await within(await seller()).findByRole('link', { name: 'Chat apoteker' })).toHaveAttribute('href', '/member/seller-chat/APT-1?type=pharmacist');
  });

  it('confirms a chat with customer care for what the platform sells, and opens it in a 400×450 popup', async () => {
    serveChat({ code: 'TD-1', commissionType: 'TD' });
    renderRemote();
    const button = await within(await seller()).findByRole('button', { name: 'Chat layanan pelanggan' });
    expect(within(await seller()).queryByRole('link', { name: 'Chat penjual' })).not.toBeInTheDocument();
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Chat dengan layanan pelanggan' });
    // The simulated server clock reads 03:00 UTC: 10:00 in Western Indonesia, within the hours.
    expect(dialog).toHaveTextContent('Layanan pelanggan buka setiap hari pukul 08:00–22:00 WIB.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mulai chat' }));
    expect(open).toHaveBeenCalledWith('/customer-care/live-chat/produk', 'pdp-customer-care', 'width=400,height=450,noopener,noreferrer');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it("offers customer care's topics from its ticket configs, the first chosen, and opens the chat on the one picked", async () => {
    serveChat({ code: 'TD-1', commissionType: 'TD' });
    backendServer.use(
      jsonContent('ticket-configs', [
        { topic: 'produk', label: { id: 'Pertanyaan tentang produk', en: 'A question about the product' } },
        { topic: 'Bad Topic!', label: { id: 'Dibuang', en: 'Dropped' } },
        { topic: 'pesanan', label: { id: 'Pesanan dan pengiriman', en: 'Orders and delivery' } },
      ]),
    );
    renderRemote();
    await userEvent.click(await within(await seller()).findByRole('button', { name: 'Chat layanan pelanggan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chat dengan layanan pelanggan' });
    const topics = await within(dialog).findByRole('group', { name: 'Mau tanya soal apa?' });
    expect(
      within(topics)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['produk', 'pesanan']);
    expect(within(topics).getByRole('radio', { name: 'Pertanyaan tentang produk' })).toBeChecked();
    await userEvent.click(within(topics).getByRole('radio', { name: 'Pesanan dan pengiriman' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mulai chat' }));
    expect(open).toHaveBeenCalledWith('/customer-care/live-chat/pesanan', 'pdp-customer-care', 'width=400,height=450,noopener,noreferrer');
  });

  it('opens the chat on a product question when the ticket configs fail', async () => {
    serveChat({ code: 'TD-1', commissionType: 'TD' });
    backendServer.use(
      http.get(`${TEST_BACKEND}/common/content/ticket-configs`, () => HttpResponse.json({ code: 500, status: 'ERROR', data: null }, { status: 500 })),
    );
    renderRemote();
    await userEvent.click(await within(await seller()).findByRole('button', { name: 'Chat layanan pelanggan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chat dengan layanan pelanggan' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mulai chat' }));
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    expect(open).toHaveBeenCalledWith('/customer-care/live-chat/produk', 'pdp-customer-care', 'width=400,height=450,noopener,noreferrer');
  });

  it('says customer care is closed outside its hours and starts nothing; Escape closes', async () => {
    serveChat(
      { code: 'TC-1', commissionType: 'TC' },
      ['AVAILABLE'],
      [...CHAT_CONFIG.slice(0, 3), { id: 'customerServiceOperationalHour', value: '20:00-22:00' }],
    );
    renderRemote();
    await userEvent.click(await within(await seller()).findByRole('button', { name: 'Chat layanan pelanggan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chat dengan layanan pelanggan' });
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Layanan pelanggan sedang tutup. Coba lagi pada jam buka.');
    expect(within(dialog).getByRole('button', { name: 'Mulai chat' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(open).not.toHaveBeenCalled();
  });

  it('reads in English', async () => {
    serveChat({ code: 'TD-1', commissionType: 'TD' });
    renderRemote({ locale: 'en' });
    await userEvent.click(await within(await seller()).findByRole('button', { name: 'Chat with customer care' }));
    expect(await screen.findByRole('dialog', { name: 'Chat with customer care' })).toHaveTextContent('Customer care is open every day from 08:00–22:00');
  });
});

describe('offline stores (spec §7 offline-merchants)', () => {
  it('lists the stores of a product tagged OFFLINE, asked by the product type', async () => {
    const asked = serveStores(['AVAILABLE', 'OFFLINE']);
    renderRemote();
    const list = await within(await seller()).findByRole('region', { name: 'Tersedia juga di toko offline' });
    const stores = within(list).getAllByRole('listitem');
    expect(stores).toHaveLength(2);
    expect(stores[0]).toHaveTextContent('Toko Aero Senayan');
    expect(stores[0]).toHaveTextContent('Jl. Asia Afrika No. 8, Jakarta Pusat');
    expect(stores[0]).toHaveTextContent('Jam buka: Setiap hari 10.00–22.00');
    expect(stores[1]).not.toHaveTextContent('Jam buka');
    expect(asked[0]?.get('type')).toBe('REGULAR');
  });

  it('asks nothing for a product not tagged OFFLINE', async () => {
    const asked = serveStores(['AVAILABLE']);
    renderRemote();
    await followButton('Ikuti');
    expect(within(await seller()).queryByRole('region', { name: 'Tersedia juga di toko offline' })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('says the stores failed to load, and a retry brings them; the rest of the seller keeps working', async () => {
    let fail = true;
    serveStores(['AVAILABLE', 'OFFLINE'], () => (fail ? serverError() : envelope(STORES)));
    renderRemote();
    const alert = await within(await seller()).findByRole('alert');
    expect(alert).toHaveTextContent('Gagal memuat toko offline.');
    expect(await followButton('Ikuti')).toBeEnabled();
    fail = false;
    await userEvent.click(within(await seller()).getByRole('button', { name: 'Coba lagi' }));
    expect(await within(await seller()).findByText('Toko Aero Dago')).toBeInTheDocument();
  });
});

describe("the store's page (spec §3 Merchant url)", () => {
  const withUrl = (url: string) =>
    backendServer.use(
      http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, () =>
        envelope(aSummary({ merchant: { code: 'AER-1', name: 'Aero Official', url, commissionType: 'CC' } })),
      ),
    );

  it('asks the host to open the store, a route of its own, without a full load', async () => {
    withUrl('/merchant/aero/AER-1');
    const { props } = renderRemote();
    const link = await within(await seller()).findByRole('link', { name: 'Aero Official' });
    expect(link).toHaveAttribute('href', '/merchant/aero/AER-1');
    await userEvent.click(link);
    expect(props.navigate).toHaveBeenCalledWith({ path: '/merchant/aero/AER-1', replace: undefined, resetScroll: true });
  });

  it('loads an anchor page as a page of its own, not a host route', async () => {
    withUrl('/anchor/aero-official/AER-1');
    const { props } = renderRemote();
    const link = await within(await seller()).findByRole('link', { name: 'Aero Official' });
    expect(link).toHaveAttribute('href', '/anchor/aero-official/AER-1');
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(props.navigate).not.toHaveBeenCalled();
  });

  it('names a store without an address as text', async () => {
    withUrl('javascript:alert(1)');
    renderRemote();
    await followButton('Ikuti');
    expect(within(await seller()).queryByRole('link', { name: 'Aero Official' })).not.toBeInTheDocument();
    expect(within(await seller()).getByText('Aero Official')).toBeInTheDocument();
  });
});

describe('where the store ships from and its pickup hours (spec §3 Merchant)', () => {
  const withMerchant = (merchant: object) =>
    backendServer.use(
      http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, () =>
        envelope(aSummary({ merchant: { code: 'AER-1', name: 'Aero Official', url: '', commissionType: 'CC', ...merchant } })),
      ),
    );

  it('lists the warehouses by consolidation, highest first, with the store’s note and its pickup hours', async () => {
    withMerchant({
      warehouseLocations: [
        { label: 'Kota Tangerang', consolidation: 2 },
        { label: 'Jakarta Barat', consolidation: 5 },
        { label: 'Kabupaten Bekasi', consolidation: 3 },
        { label: '', consolidation: 9 },
      ],
      warehouseInfo: 'Dikirim dari gudang terdekat.',
      pickupHours: 'Senin–Sabtu, 09.00–17.00 WIB',
    });
    renderRemote();
    const region = await seller();
    const shipsFrom = (await within(region).findByText('Dikirim dari')).parentElement as HTMLElement;
    expect(within(shipsFrom).getByText('Jakarta Barat, Kabupaten Bekasi, Kota Tangerang')).toBeInTheDocument();
    expect(within(shipsFrom).getByText('Dikirim dari gudang terdekat.')).toBeInTheDocument();
    const pickup = within(region).getByText('Jam pengambilan').parentElement as HTMLElement;
    expect(within(pickup).getByText('Senin–Sabtu, 09.00–17.00 WIB')).toBeInTheDocument();
  });

  it('shows the note without places, and nothing for a store that says neither', async () => {
    withMerchant({ warehouseLocations: 'Bekasi', warehouseInfo: 'Gudang sedang pindah.' });
    renderRemote();
    const region = await seller();
    expect(await within(region).findByText('Gudang sedang pindah.')).toBeInTheDocument();
    expect(within(region).queryByText('Jam pengambilan')).not.toBeInTheDocument();
  });

  it('reads in English', async () => {
    withMerchant({ warehouseLocations: [{ label: 'Jakarta Barat', consolidation: 1 }], pickupHours: '09.00–17.00' });
    renderRemote({ locale: 'en' });
    const region = await seller();
    expect(await within(region).findByText('Ships from')).toBeInTheDocument();
    expect(within(region).getByText('Pickup hours')).toBeInTheDocument();
  });
});
