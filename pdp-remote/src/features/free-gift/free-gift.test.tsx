// Free gifts as a shopper meets them (spec §3 Free gift, §4 Free gift selection, §5, §6, §7), against
// the backend simulator (its free-gift handlers and the laptop's gifts, mounted in MSW): the row of a
// FREE_GIFT item, choosing the first allowed gifts or none, the maximum, the criteria against the
// quantity chosen, buying with cart type FREE_GIFT, refusals, login, and a failed read.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LifecycleProps } from '@pdp/host-contract/contract';
import { TEST_BACKEND, http } from '@pdp/test-kit/backend-mock';
import { renderRemote } from '../../__tests__/render-remote';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { catalogueCopy, startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { BUDI, GIFT_CART_CALL, LAPTOP, openGifts } from './free-gift.test-page';

// The laptop's seller gives two of three gifts here (the fixture: one of two), so the maximum holds a
// gift back; the tumbler gives one for two bought, so a QUANTITY criterion is said too.
const GIFT = { groupId: 'GRP-LPT', pickupPointCode: 'PP-GFT-JKT', pickupPointName: 'Gudang Hadiah Jakarta' };
sectionsInView(['promo', 'shipping']);
const backend = startSimulatorBackend(TEST_BACKEND, {
  fixturesDir: () =>
    catalogueCopy((files) => {
      const laptop = files.get('products/laptop-cakra.json') as { freeGift: { items: object[] } };
      laptop.freeGift = {
        ...laptop.freeGift,
        maxNoOfFreeSkus: 2,
        items: [...laptop.freeGift.items, { itemSku: 'GFT-LPT-03', name: 'Pelindung Layar', ...GIFT }],
      } as never;
      const tumbler = files.get('products/tumbler.json') as { tags: string[] };
      tumbler.tags = [...tumbler.tags, 'FREE_GIFT'];
      Object.assign(tumbler, {
        freeGift: { maxNoOfFreeSkus: 1, criteria: { type: 'QUANTITY', threshold: 2 }, items: [{ itemSku: 'GFT-TMB-01', name: 'Sedotan Besi', ...GIFT }] },
      });
    }),
});

const renderPage = (overrides: Partial<LifecycleProps> = {}) => renderRemote({ path: LAPTOP, reportBagCount: jest.fn(), ...overrides });
const TWO = `${LAPTOP}?qty=2`;
const adds = () => backend.sent('POST', GIFT_CART_CALL).map((call) => call.body);
const bought = (...gifts: string[]) => ({
  cartType: 'FREE_GIFT',
  item: { itemSku: 'LPT-60008-00001', quantity: 2 },
  freeGifts: gifts.map((itemSku) => ({ itemSku, pickupPointCode: 'PP-GFT-JKT' })),
});

describe('free gifts', () => {
  it('shows what the gift takes in the promo section', async () => {
    renderPage();
    const criteria = await screen.findByText('Untuk pembelian min. Rp15.000.000');
    expect(criteria.closest('section')).toHaveAttribute('id', 'pdp-section-promo');
  });

  it('says a quantity the gift takes', async () => {
    renderPage({ path: '/p/tumbler-stainless-500-ml/ps--TMB-60006' });
    const criteria = await screen.findByText('Untuk pembelian min. 2 barang');
    expect(criteria.closest('section')).toHaveAttribute('id', 'pdp-section-promo');
  });

  it('selects the first allowed number of gifts, clears them all, and holds the maximum', async () => {
    renderPage({ path: TWO });
    const dialog = await openGifts();
    const boxes = () => within(dialog).getAllByRole('checkbox');
    expect(boxes().map((box) => (box as HTMLInputElement).checked)).toEqual([false, false, false]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pilih 2 hadiah pertama' }));
    expect(boxes().map((box) => (box as HTMLInputElement).checked)).toEqual([true, true, false]);
    expect(within(dialog).getByRole('checkbox', { name: /Pelindung Layar/ })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus semua' }));
    expect(boxes().map((box) => (box as HTMLInputElement).checked)).toEqual([false, false, false]);
    expect(within(dialog).getByRole('checkbox', { name: /Pelindung Layar/ })).toBeEnabled();
  });

  it('asks for a gift first and sends nothing', async () => {
    await backend.session.signIn();
    renderPage({ user: BUDI, path: TWO });
    const dialog = await openGifts();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Beli dengan hadiah' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Pilih minimal 1 hadiah.');
    expect(adds()).toEqual([]);
  });

  it('says the criteria are not met at the quantity chosen, and sends nothing', async () => {
    await backend.session.signIn();
    renderPage({ user: BUDI });
    const dialog = await openGifts();
    expect(within(dialog).getByText('Jumlah: 1', { exact: false })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Tas Laptop/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Beli dengan hadiah' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Belum memenuhi syarat hadiah. Tambah jumlah pembelianmu.');
    expect(adds()).toEqual([]);
  });

  it('buys the item at the quantity chosen with the gifts, cart type FREE_GIFT, and reports the bag count', async () => {
    await backend.session.signIn();
    const { props } = renderPage({ user: BUDI, path: TWO });
    const dialog = await openGifts();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Mouse Nirkabel/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Beli dengan hadiah' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Produk dan hadiah ditambahkan ke bag.');
    expect(adds()).toEqual([bought('GFT-LPT-02')]);
    // The bag was empty: the laptops are one line, the gift another.
    expect(props.reportBagCount).toHaveBeenCalledWith({ vendor: 'RETAIL', count: 2 });
  });

  it('says a refusal in the catalogue words and keeps the gifts chosen', async () => {
    await backend.session.signIn();
    // The simulator refuses INVALID_QUANTITY only for what the page never sends (criteria unmet): the session's fault gives it.
    await backend.session.fault('/backend/retail/free-gift/carts', 'code=INVALID_QUANTITY', { method: 'POST', times: 1 });
    renderPage({ user: BUDI, path: TWO });
    const dialog = await openGifts();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Mouse Nirkabel/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Beli dengan hadiah' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Jumlah produk tidak valid.');
    expect(within(dialog).getByRole('checkbox', { name: /Mouse Nirkabel/ })).toBeChecked();
  });

  it('sends an anonymous shopper to login with the quantity and the gifts chosen', async () => {
    const { props } = renderPage({ path: TWO });
    const dialog = await openGifts();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Tas Laptop/ }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Pelindung Layar/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Beli dengan hadiah' }));
    expect(props.requestLogin).toHaveBeenCalledWith({ returnTo: `${TWO}&pdpAction=add.gift.GFT-LPT-01.GFT-LPT-03` });
    expect(adds()).toEqual([]);
  });

  it('back from login, opens the gifts with those chosen, buys them once and takes the action out of the address', async () => {
    await backend.session.signIn();
    const { props } = renderPage({ user: BUDI, path: `${TWO}&pdpAction=add.gift.GFT-LPT-01.GFT-LPT-03` });
    const dialog = await screen.findByRole('dialog', { name: 'Hadiah gratis' });
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Produk dan hadiah ditambahkan ke bag.');
    expect(within(dialog).getByRole('checkbox', { name: /Tas Laptop/ })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /Mouse Nirkabel/ })).not.toBeChecked();
    expect(adds()).toEqual([bought('GFT-LPT-01', 'GFT-LPT-03')]);
    expect(props.navigate).toHaveBeenCalledWith({ path: TWO, replace: true, resetScroll: false });
  });

  it('back from login, buys at the quantity kept even when the gifts arrive before the price', async () => {
    await backend.session.signIn();
    let releasePrice = () => {};
    const priceHeld = new Promise<void>((resolve) => {
      releasePrice = resolve;
    });
    // The price held until the test lets it go, then answered by the simulator: a hold the simulator's
    // faults cannot give (their latency is a fixed time).
    backend.server.use(
      http.get(`${TEST_BACKEND}/product-detail/products/:id/price-summary`, async () => {
        await priceHeld;
        return undefined;
      }),
    );
    renderPage({ user: BUDI, path: `${TWO}&pdpAction=add.gift.GFT-LPT-01` });
    const dialog = await screen.findByRole('dialog', { name: 'Hadiah gratis' });
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Produk dan hadiah ditambahkan ke bag.');
    expect(adds()).toEqual([bought('GFT-LPT-01')]);
    act(() => releasePrice());
  });

  it('does not finish an add from the address for an anonymous shopper', async () => {
    renderPage({ path: `${TWO}&pdpAction=add.gift.GFT-LPT-01` });
    await screen.findByRole('button', { name: 'Pilih hadiah' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(adds()).toEqual([]);
  });

  it.each([
    ['on', 'true', true],
    ['off', 'false', false],
  ])('in the super-app variant, shows free gifts only behind its switch (%s)', async (_, value, shown) => {
    await backend.session.productConfigs({ superAppFreeGiftEnabled: value });
    renderPage({ vendor: 'RETAIL_SUPER_APP' });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(backend.sent('GET', /\/common\/content\/product-configs$/).length).toBeGreaterThan(0));
    if (shown) expect(await screen.findByText('Untuk pembelian min. Rp15.000.000')).toBeInTheDocument();
    else {
      // The switch has answered and the page has settled: still no gift row, and no gift call. (What says
      // nothing has no sign to wait for: the same settle as the matrix's rows, testing/fault-matrix-page.ts.)
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(screen.queryByText('Untuk pembelian min. Rp15.000.000')).not.toBeInTheDocument();
      expect(backend.sent('GET', /\/free-gift$/)).toEqual([]);
    }
  });

  it('says the gifts failed to load, retries, and leaves the page working', async () => {
    await backend.session.fault('/backend/product-detail/products/*/free-gift', 'status=503', { method: 'GET', times: 1 });
    renderPage();
    expect(await screen.findByText('Gagal memuat hadiah.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '+ Bag' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Untuk pembelian min. Rp15.000.000')).toBeInTheDocument();
  });

  it('speaks English, amount criteria included', async () => {
    renderPage({ locale: 'en' });
    expect(await screen.findByText('With a purchase of at least Rp15.000.000')).toBeInTheDocument();
  });
});
