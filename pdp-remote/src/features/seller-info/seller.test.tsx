// The seller section as a shopper uses it (spec §4 Merchant follow/unfollow, §5, §6, §8 Others): the
// followed flag read for a member, following and unfollowing on the backend's word only, a failure
// said and undone; reporting the product with a reason and at least 25 characters, its refusals, and
// an anonymous shopper's trip through login and back to the seller, where the action completes; the
// seller's, a pharmacist's and customer care's chat; the offline stores; the store's page; where it
// ships from. It runs on the backend simulator (mounted in MSW) and its catalogue's products
// (seller-info.test-page.ts): a member's follows and reports live in their signed-in session, failures
// are session faults, and `server.use` stays for the answers the simulator cannot give.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND } from '@pdp/test-kit/backend-mock';
import { stubScrollIntoView } from '@pdp/test-kit/scroll-into-view';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import type { TicketConfigDto } from '@pdp/host-contract/seller-chat';
import type { ProductReportContentDto } from '@pdp/backend-api/social';
import { untilAnswered } from '../../__tests__';
import { renderRemote } from '../../__tests__/render-remote';
import {
  AERO,
  FRIDGE,
  LAPTOP,
  PHONE,
  SHOES,
  TUMBLER,
  VITAMIN,
  WIB_MORNING,
  WIB_NIGHT,
  favoriteCallsFromNow,
  followButton,
  followInAnotherTab,
  merchantChanged,
  reportInAnotherTab,
  seller,
  simulatorAnswerChanged,
} from './seller-info.test-page';
import { BUDI } from '../../__tests__/members';
import { SHOES_41 } from '../../__tests__/products';

sectionsInView(['seller', 'shipping']);
const backend = startSimulatorBackend(TEST_BACKEND);
const scrollIntoView = stubScrollIntoView();

/** `path` for Budi, his session signed in. */
async function renderForBudi(overrides: Parameters<typeof renderRemote>[0] = {}) {
  await backend.session.signIn(BUDI.email);
  return renderRemote({ path: SHOES, user: BUDI, ...overrides });
}

describe('following the seller', () => {
  it("reads a member's flag, and unfollows and follows again on the backend's word", async () => {
    await backend.session.signIn(BUDI.email);
    await followInAnotherTab();
    const calls = favoriteCallsFromNow(backend);
    renderRemote({ path: SHOES, user: BUDI });
    const following = await followButton('Mengikuti');
    expect(following).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(following);
    expect(await followButton('Ikuti')).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(await followButton('Ikuti'));
    expect(await followButton('Mengikuti')).toHaveAttribute('aria-pressed', 'true');
    expect(calls()).toEqual({ read: [AERO], unfollow: [AERO], follow: [AERO] });
  });

  it('says a failed follow failed and leaves the flag as it was', async () => {
    await backend.session.fault('/backend/official/merchant-favorites/*/_follow', 'status=500', { method: 'POST' });
    await renderForBudi();
    await userEvent.click(await followButton('Ikuti'));
    expect(await within(await seller()).findByRole('alert')).toHaveTextContent('Gagal menyimpan. Silakan coba lagi.');
    expect(await followButton('Ikuti')).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows a flag it could not read as not followed, and following still works', async () => {
    await backend.session.signIn(BUDI.email);
    await followInAnotherTab();
    await backend.session.fault('/backend/official/merchant-favorites/*', 'status=500', { method: 'GET' });
    const calls = favoriteCallsFromNow(backend);
    renderRemote({ path: SHOES, user: BUDI });
    await waitFor(() => expect(calls().read).toEqual([AERO]));
    await userEvent.click(await followButton('Ikuti'));
    expect(await followButton('Mengikuti')).toBeInTheDocument();
    expect(calls().follow).toEqual([AERO]);
  });

  it('sends an anonymous shopper to login, asking nothing first', async () => {
    const calls = favoriteCallsFromNow(backend);
    const { props } = renderRemote({ path: `${SHOES_41}?qty=2` });
    await userEvent.click(await followButton('Ikuti'));
    expect(props.requestLogin).toHaveBeenCalledWith({ returnTo: `${SHOES_41}?qty=2&pdpAction=follow` });
    expect(calls()).toEqual({ read: [], follow: [], unfollow: [] });
  });

  it('back from login, scrolls to the seller, follows once and takes the action out of the address', async () => {
    const calls = favoriteCallsFromNow(backend);
    const { props } = await renderForBudi({ path: `${SHOES_41}?qty=2&pdpAction=follow` });
    expect(await followButton('Mengikuti')).toBeInTheDocument();
    expect(calls()).toEqual({ read: [AERO], follow: [AERO], unfollow: [] });
    expect(scrollIntoView.mock.contexts).toContain(document.getElementById('pdp-section-seller'));
    expect(props.navigate).toHaveBeenCalledWith({ path: `${SHOES_41}?qty=2`, replace: true, resetScroll: false });
  });

  it('back from login to a seller already followed, changes nothing', async () => {
    await backend.session.signIn(BUDI.email);
    await followInAnotherTab();
    const calls = favoriteCallsFromNow(backend);
    renderRemote({ user: BUDI, path: `${SHOES_41}?pdpAction=follow` });
    expect(await followButton('Mengikuti')).toBeInTheDocument();
    await waitFor(() => expect(calls()).toEqual({ read: [AERO], follow: [], unfollow: [] }));
  });

  it('reads in English', async () => {
    await backend.session.signIn(BUDI.email);
    await followInAnotherTab();
    renderRemote({ path: SHOES, user: BUDI, locale: 'en' });
    expect(await followButton('Following')).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('reporting the product', () => {
  const DESCRIPTION = 'Fotonya berbeda dengan barang yang saya terima.';
  /** The simulator's path of a product report. */
  const REPORT_CALL = /^\/backend\/product\/products\/[^/]+\/_report$/;
  const reportsSent = () => backend.sent('POST', REPORT_CALL).map((call) => ({ pathname: call.pathname, body: call.body }));
  /** The report content as the simulator serves it, with its flags as `flags`: the simulator always shows both. */
  const reportContentWith = (flags: Pick<ProductReportContentDto, 'menuVisible' | 'optionsVisible'>) =>
    simulatorAnswerChanged<ProductReportContentDto>(backend, '/common/content/report-product', (content) => ({ ...content, ...flags }));

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
    await renderForBudi();
    const menu = await openMenu();
    const reasons = within(menu).getByRole('group', { name: 'Apa yang salah dengan produk ini?' });
    expect((await within(reasons).findAllByRole('button')).map((reason) => reason.textContent)).toEqual([
      'Produk palsu',
      'Info produk tidak sesuai',
      'Harga tidak wajar',
      'Produk ilegal dan berbahaya',
      'Lainnya',
    ]);
    await userEvent.click(within(menu).getByRole('button', { name: 'Lainnya' }));
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
    reportContentWith({ menuVisible: false, optionsVisible: true });
    await renderForBudi();
    await userEvent.click(await within(await seller()).findByRole('button', { name: 'Laporkan produk' }));
    const options = await screen.findByRole('dialog', { name: 'Detail laporan' });
    expect(await within(options).findByRole('radio', { name: 'Produk palsu' })).not.toBeChecked();
    await userEvent.click(within(options).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says reports are not taken now when the content hides the options', async () => {
    reportContentWith({ menuVisible: true, optionsVisible: false });
    await renderForBudi();
    const menu = await openMenu();
    expect(await within(menu).findByRole('status')).toHaveTextContent('Laporan produk belum bisa dikirim saat ini. Coba lagi nanti.');
    expect(within(menu).queryByRole('button', { name: 'Produk palsu' })).not.toBeInTheDocument();
    expect(reportsSent()).toEqual([]);
  });

  it('needs a reason and at least 25 characters, sends both, and thanks the shopper', async () => {
    await renderForBudi();
    const dialog = await openReport('Produk palsu');
    const submit = within(dialog).getByRole('button', { name: 'Kirim laporan' });
    expect(within(dialog).getByRole('radio', { name: 'Produk palsu' })).toBeChecked();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Ceritakan masalahnya' }), 'Terlalu pendek');
    await userEvent.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Min. 25 karakter');
    expect(within(dialog).getByRole('textbox', { name: 'Ceritakan masalahnya' })).toHaveAttribute('aria-invalid', 'true');
    expect(reportsSent()).toEqual([]);
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Ceritakan masalahnya' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Ceritakan masalahnya' }), `  ${DESCRIPTION}  `);
    await userEvent.click(submit);
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Terima kasih, laporanmu sudah kami terima.');
    expect(reportsSent()).toEqual([
      { pathname: '/backend/product/products/ps--SPL-60001/_report', body: { reason: 'FAKE_PRODUCT', description: DESCRIPTION } },
    ]);
    // Sent: closing leaves the report, the menu behind it too.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the message at errors.product when reported before, and keeps what was typed after a failure', async () => {
    await backend.session.signIn(BUDI.email);
    await reportInAnotherTab('ps--SPL-60001');
    renderRemote({ path: SHOES, user: BUDI });
    const dialog = await openReport('Lainnya');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Ceritakan masalahnya' }), DESCRIPTION);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim laporan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Laporanmu sudah kami terima sebelumnya.');
    await backend.session.fault('/backend/product/products/*/_report', 'status=500', { method: 'POST' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim laporan' }));
    expect(await within(dialog).findByText('Gagal mengirim laporan. Silakan coba lagi.')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Lainnya' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'Ceritakan masalahnya' })).toHaveValue(DESCRIPTION);
  });

  it('sends an anonymous shopper to login, and back there opens the report once', async () => {
    const { props, unmount } = renderRemote({ path: SHOES });
    await userEvent.click(await within(await seller()).findByRole('button', { name: 'Laporkan produk' }));
    expect(props.requestLogin).toHaveBeenCalledWith({ returnTo: `${SHOES}?pdpAction=report.product.ps--SPL-60001` });
    unmount();
    const back = await renderForBudi({ path: `${SHOES}?pdpAction=report.product.ps--SPL-60001` });
    expect(await screen.findByRole('dialog', { name: 'Laporkan produk' })).toBeInTheDocument();
    expect(back.props.navigate).toHaveBeenCalledWith({ path: SHOES, replace: true, resetScroll: false });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('reads in English', async () => {
    await renderForBudi({ locale: 'en' });
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
  const POPUP = ['pdp-customer-care', 'width=400,height=450,noopener,noreferrer'] as const;
  beforeEach(() => {
    open.mockClear();
    window.open = open;
    window.localStorage.clear();
  });

  it("links a marketplace seller's chat through the host, and marks the chat accessed", async () => {
    const { props } = renderRemote({ path: TUMBLER });
    const chat = await within(await seller()).findByRole('link', { name: 'Chat penjual' });
    expect(chat).toHaveAttribute('href', '/member/seller-chat/MNM-60006');
    await userEvent.click(chat);
    expect(props.navigate).toHaveBeenCalledWith({ path: '/member/seller-chat/MNM-60006', replace: undefined, resetScroll: true });
    expect(JSON.parse(window.localStorage.getItem('pdp.seller-chat') ?? '{}')).toEqual({ onboardingShown: true, iframeVisible: false, accessed: true });
  });

  it('offers no chat when chat is off', async () => {
    await backend.session.productConfigs({ sellerChatEnabled: 'false' });
    const configAnswers = backend.answersTo(/^\/backend\/common\/content\/product-configs$/);
    renderRemote({ path: TUMBLER });
    await followButton('Ikuti');
    await untilAnswered(configAnswers, 1);
    expect(within(await seller()).queryByRole('link', { name: /Chat/ })).not.toBeInTheDocument();
    expect(within(await seller()).queryByRole('button', { name: /Chat/ })).not.toBeInTheDocument();
  });

  it('sends a MEDICAL product of a listed merchant to a pharmacist', async () => {
    renderRemote({ path: VITAMIN });
    expect(await within(await seller()).findByRole('link', { name: 'Chat apoteker' })).toHaveAttribute('href', '/member/seller-chat/APT-001?type=pharmacist');
  });

  it('confirms a chat with customer care for what the platform sells, and opens it in a 400×450 popup', async () => {
    await backend.session.clock(WIB_MORNING);
    renderRemote({ path: LAPTOP });
    const button = await within(await seller()).findByRole('button', { name: 'Chat layanan pelanggan' });
    expect(within(await seller()).queryByRole('link', { name: 'Chat penjual' })).not.toBeInTheDocument();
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Chat dengan layanan pelanggan' });
    // The session's clock reads ten in the morning in Western Indonesia, within the hours.
    expect(dialog).toHaveTextContent('Layanan pelanggan buka setiap hari pukul 08:00–22:00 WIB.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mulai chat' }));
    expect(open).toHaveBeenCalledWith('/customer-care/live-chat/produk', ...POPUP);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it("offers customer care's topics from its ticket configs, the first chosen, and opens the chat on the one picked", async () => {
    await backend.session.clock(WIB_MORNING);
    renderRemote({ path: LAPTOP });
    await userEvent.click(await within(await seller()).findByRole('button', { name: 'Chat layanan pelanggan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chat dengan layanan pelanggan' });
    const topics = await within(dialog).findByRole('group', { name: 'Mau tanya soal apa?' });
    expect(
      within(topics)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['produk', 'pesanan', 'pembayaran']);
    expect(within(topics).getByRole('radio', { name: 'Pertanyaan tentang produk' })).toBeChecked();
    await userEvent.click(within(topics).getByRole('radio', { name: 'Pesanan dan pengiriman' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mulai chat' }));
    expect(open).toHaveBeenCalledWith('/customer-care/live-chat/pesanan', ...POPUP);
  });

  it('leaves out a topic that is not one a chat can open on', async () => {
    // The simulator's topics are all sound: one that is not is added to its answer.
    simulatorAnswerChanged<TicketConfigDto[]>(backend, '/common/content/ticket-configs', (topics) => [
      topics[0] as TicketConfigDto,
      { topic: 'Bad Topic!', label: { id: 'Dibuang', en: 'Dropped' } },
      ...topics.slice(1),
    ]);
    await backend.session.clock(WIB_MORNING);
    renderRemote({ path: LAPTOP });
    await userEvent.click(await within(await seller()).findByRole('button', { name: 'Chat layanan pelanggan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chat dengan layanan pelanggan' });
    const topics = await within(dialog).findByRole('group', { name: 'Mau tanya soal apa?' });
    expect(
      within(topics)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['produk', 'pesanan', 'pembayaran']);
    expect(within(topics).queryByRole('radio', { name: 'Dibuang' })).not.toBeInTheDocument();
  });

  it('opens the chat on a product question when the ticket configs fail', async () => {
    await backend.session.clock(WIB_MORNING);
    await backend.session.fault('/backend/common/content/ticket-configs', 'status=500', { method: 'GET' });
    const topicAnswers = backend.answersTo(/^\/backend\/common\/content\/ticket-configs$/);
    renderRemote({ path: LAPTOP });
    await userEvent.click(await within(await seller()).findByRole('button', { name: 'Chat layanan pelanggan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chat dengan layanan pelanggan' });
    await untilAnswered(topicAnswers, 1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mulai chat' }));
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    expect(open).toHaveBeenCalledWith('/customer-care/live-chat/produk', ...POPUP);
  });

  it('says customer care is closed outside its hours and starts nothing; Escape closes', async () => {
    await backend.session.clock(WIB_NIGHT);
    renderRemote({ path: LAPTOP });
    await userEvent.click(await within(await seller()).findByRole('button', { name: 'Chat layanan pelanggan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chat dengan layanan pelanggan' });
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Layanan pelanggan sedang tutup. Coba lagi pada jam buka.');
    expect(within(dialog).getByRole('button', { name: 'Mulai chat' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(open).not.toHaveBeenCalled();
  });

  it('reads in English', async () => {
    await backend.session.clock(WIB_MORNING);
    renderRemote({ path: LAPTOP, locale: 'en' });
    await userEvent.click(await within(await seller()).findByRole('button', { name: 'Chat with customer care' }));
    expect(await screen.findByRole('dialog', { name: 'Chat with customer care' })).toHaveTextContent('Customer care is open every day from 08:00–22:00');
  });
});

describe('offline stores (spec §7 offline-merchants)', () => {
  const OFFLINE_CALL = /^\/backend\/product\/products\/[^/]+\/offline-merchants$/;

  it('lists the stores of a product tagged OFFLINE, asked by the product type (the fridge: BIG_PRODUCT)', async () => {
    renderRemote({ path: FRIDGE });
    const list = await within(await seller()).findByRole('region', { name: 'Tersedia juga di toko offline' });
    const stores = within(list).getAllByRole('listitem');
    expect(stores).toHaveLength(2);
    expect(stores[0]).toHaveTextContent('Elektronik Jaya Kelapa Gading');
    expect(stores[0]).toHaveTextContent('Jl. Boulevard Raya Blok QA 1 No. 12, Jakarta Utara');
    expect(stores[0]).toHaveTextContent('Jam buka: Setiap hari 10.00–21.00');
    expect(stores[1]).toHaveTextContent('Elektronik Jaya Dago');
    expect(stores[1]).not.toHaveTextContent('Jam buka');
    expect(backend.sent('GET', OFFLINE_CALL).map((call) => call.query.get('type'))).toEqual(['BIG_PRODUCT']);
  });

  it('asks nothing for a product not tagged OFFLINE', async () => {
    renderRemote({ path: SHOES });
    await followButton('Ikuti');
    expect(within(await seller()).queryByRole('region', { name: 'Tersedia juga di toko offline' })).not.toBeInTheDocument();
    expect(backend.sent('GET', OFFLINE_CALL)).toEqual([]);
  });

  it('says the stores failed to load, and a retry brings them; the rest of the seller keeps working', async () => {
    await backend.session.fault('/backend/product/products/*/offline-merchants', 'status=500', { method: 'GET', times: 1 });
    renderRemote({ path: FRIDGE });
    const alert = await within(await seller()).findByRole('alert');
    expect(alert).toHaveTextContent('Gagal memuat toko offline.');
    expect(await followButton('Ikuti')).toBeEnabled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await within(await seller()).findByText('Elektronik Jaya Dago')).toBeInTheDocument();
  });
});

describe("the store's page (spec §3 Merchant url)", () => {
  it('asks the host to open the store, a route of its own, without a full load', async () => {
    const { props } = renderRemote({ path: SHOES });
    const link = await within(await seller()).findByRole('link', { name: 'Aero Official Store' });
    expect(link).toHaveAttribute('href', '/merchant/aero-official-store/AER-60001');
    await userEvent.click(link);
    expect(props.navigate).toHaveBeenCalledWith({ path: '/merchant/aero-official-store/AER-60001', replace: undefined, resetScroll: true });
  });

  it('loads an anchor page as a page of its own, not a host route', async () => {
    const { props } = renderRemote({ path: PHONE });
    const link = await within(await seller()).findByRole('link', { name: 'Nusantara Mobile' });
    expect(link).toHaveAttribute('href', '/anchor/nusantara-mobile/NUS-60003');
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(props.navigate).not.toHaveBeenCalled();
  });

  it('names a store without an address as text', async () => {
    // The catalogue holds only sound store addresses: the shoes' summary is given another.
    merchantChanged(backend, () => ({ url: 'javascript:alert(1)' }));
    renderRemote({ path: SHOES });
    await followButton('Ikuti');
    expect(within(await seller()).queryByRole('link', { name: 'Aero Official Store' })).not.toBeInTheDocument();
    expect(within(await seller()).getByText('Aero Official Store')).toBeInTheDocument();
  });
});

describe('where the store ships from and its pickup hours (spec §3 Merchant)', () => {
  it('lists the warehouses by consolidation, highest first, with the store’s note and its pickup hours', async () => {
    renderRemote({ path: SHOES });
    const region = await seller();
    const shipsFrom = (await within(region).findByText('Dikirim dari')).parentElement as HTMLElement;
    expect(within(shipsFrom).getByText('Jakarta Barat, Kabupaten Bekasi, Kota Tangerang')).toBeInTheDocument();
    expect(within(shipsFrom).getByText('Pesanan dikirim dari gudang terdekat yang memiliki stok.')).toBeInTheDocument();
    const pickup = within(region).getByText('Jam pengambilan').parentElement as HTMLElement;
    expect(within(pickup).getByText('Senin–Sabtu, 09.00–17.00 WIB')).toBeInTheDocument();
  });

  it('leaves out a warehouse without a name', async () => {
    // The catalogue names every warehouse: one without a name is added to the shoes' summary.
    merchantChanged(backend, (merchant) => ({ warehouseLocations: [...(merchant.warehouseLocations ?? []), { label: '', consolidation: 9 }] }));
    renderRemote({ path: SHOES });
    const shipsFrom = (await within(await seller()).findByText('Dikirim dari')).parentElement as HTMLElement;
    expect(within(shipsFrom).getByText('Jakarta Barat, Kabupaten Bekasi, Kota Tangerang')).toBeInTheDocument();
  });

  it('shows the note without places, and nothing for a store that says neither', async () => {
    // Places that are not a list, and no pickup hours: an answer the catalogue's schema refuses.
    merchantChanged(backend, () => ({ warehouseLocations: 'Bekasi', warehouseInfo: 'Gudang sedang pindah.', pickupHours: undefined }));
    renderRemote({ path: SHOES });
    const region = await seller();
    expect(await within(region).findByText('Gudang sedang pindah.')).toBeInTheDocument();
    expect(within(region).queryByText('Bekasi')).not.toBeInTheDocument();
    expect(within(region).queryByText('Jam pengambilan')).not.toBeInTheDocument();
  });

  it('reads in English', async () => {
    renderRemote({ path: SHOES, locale: 'en' });
    const region = await seller();
    expect(await within(region).findByText('Ships from')).toBeInTheDocument();
    expect(within(region).getByText('Pickup hours')).toBeInTheDocument();
  });
});
