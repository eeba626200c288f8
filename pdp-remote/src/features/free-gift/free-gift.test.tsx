// Free gifts as a shopper meets them (spec §3 Free gift, §4 Free gift selection, §5, §6, §7): the
// row of a FREE_GIFT item, choosing the first allowed gifts or none, the maximum, the criteria against
// the quantity chosen, buying with cart type FREE_GIFT, refusals, login, and a failed read.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { LifecycleProps } from '@pdp/host-contract/contract';
import { TEST_BACKEND, backendServer, envelope, http, startBackendMock } from '../../testing/backend-mock';
import { renderRemote } from '../../testing/render-remote';
import { BUDI, FREE_GIFT, openGifts, serveGifts } from './free-gift-test-backend';

startBackendMock();

const renderPage = (overrides: Partial<LifecycleProps> = {}) => renderRemote({ reportBagCount: jest.fn(), ...overrides });

describe('free gifts', () => {
  it('shows what the gift takes in the promo section', async () => {
    serveGifts();
    renderPage();
    const criteria = await screen.findByText('Untuk pembelian min. 2 barang');
    expect(criteria.closest('section')).toHaveAttribute('id', 'pdp-section-promo');
  });

  it('selects the first allowed number of gifts, clears them all, and holds the maximum', async () => {
    serveGifts();
    renderPage({ path: '/p/sepatu-lari-aero/ps--SPL-1?qty=2' });
    const dialog = await openGifts();
    const boxes = () => within(dialog).getAllByRole('checkbox');
    expect(boxes().map((box) => (box as HTMLInputElement).checked)).toEqual([false, false, false]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pilih 2 hadiah pertama' }));
    expect(boxes().map((box) => (box as HTMLInputElement).checked)).toEqual([true, true, false]);
    expect(within(dialog).getByRole('checkbox', { name: /Handuk/ })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus semua' }));
    expect(boxes().map((box) => (box as HTMLInputElement).checked)).toEqual([false, false, false]);
    expect(within(dialog).getByRole('checkbox', { name: /Handuk/ })).toBeEnabled();
  });

  it('asks for a gift first and sends nothing', async () => {
    const adds = serveGifts();
    renderPage({ user: BUDI, path: '/p/sepatu-lari-aero/ps--SPL-1?qty=2' });
    const dialog = await openGifts();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Beli dengan hadiah' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Pilih minimal 1 hadiah.');
    expect(adds).toEqual([]);
  });

  it('says the criteria are not met at the quantity chosen, and sends nothing', async () => {
    const adds = serveGifts();
    renderPage({ user: BUDI });
    const dialog = await openGifts();
    expect(within(dialog).getByText('Jumlah: 1', { exact: false })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Kaus Kaki/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Beli dengan hadiah' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Belum memenuhi syarat hadiah. Tambah jumlah pembelianmu.');
    expect(adds).toEqual([]);
  });

  it('buys the item at the quantity chosen with the gifts, cart type FREE_GIFT, and reports the bag count', async () => {
    const adds = serveGifts();
    const { props } = renderPage({ user: BUDI, path: '/p/sepatu-lari-aero/ps--SPL-1?qty=2' });
    const dialog = await openGifts();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Botol Minum/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Beli dengan hadiah' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Produk dan hadiah ditambahkan ke bag.');
    expect(adds).toEqual([{ cartType: 'FREE_GIFT', item: { itemSku: 'SPL-1-00001', quantity: 2 }, freeGifts: [{ itemSku: 'G-2', pickupPointCode: 'PP-G' }] }]);
    expect(props.reportBagCount).toHaveBeenCalledWith({ vendor: 'RETAIL', count: 2 });
  });

  it('says a refusal in the catalogue words and keeps the gifts chosen', async () => {
    serveGifts({ add: () => HttpResponse.json({ code: 400, status: 'INVALID_QUANTITY', data: null }, { status: 400 }) });
    renderPage({ user: BUDI, path: '/p/sepatu-lari-aero/ps--SPL-1?qty=2' });
    const dialog = await openGifts();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Botol Minum/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Beli dengan hadiah' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Jumlah produk tidak valid.');
    expect(within(dialog).getByRole('checkbox', { name: /Botol Minum/ })).toBeChecked();
  });

  it('sends an anonymous shopper to login with the quantity and the gifts chosen', async () => {
    const adds = serveGifts();
    const { props } = renderPage({ path: '/p/sepatu-lari-aero/ps--SPL-1?qty=2' });
    const dialog = await openGifts();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Kaus Kaki/ }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Handuk/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Beli dengan hadiah' }));
    expect(props.requestLogin).toHaveBeenCalledWith({ returnTo: '/p/sepatu-lari-aero/ps--SPL-1?qty=2&pdpAction=add.gift.G-1.G-3' });
    expect(adds).toEqual([]);
  });

  it('back from login, opens the gifts with those chosen, buys them once and takes the action out of the address', async () => {
    const adds = serveGifts();
    const { props } = renderPage({ user: BUDI, path: '/p/sepatu-lari-aero/ps--SPL-1?qty=2&pdpAction=add.gift.G-1.G-3' });
    const dialog = await screen.findByRole('dialog', { name: 'Hadiah gratis' });
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Produk dan hadiah ditambahkan ke bag.');
    expect(within(dialog).getByRole('checkbox', { name: /Kaus Kaki/ })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /Botol Minum/ })).not.toBeChecked();
    expect(adds).toEqual([
      {
        cartType: 'FREE_GIFT',
        item: { itemSku: 'SPL-1-00001', quantity: 2 },
        freeGifts: [
          { itemSku: 'G-1', pickupPointCode: 'PP-G' },
          { itemSku: 'G-3', pickupPointCode: 'PP-G' },
        ],
      },
    ]);
    expect(props.navigate).toHaveBeenCalledWith({ path: '/p/sepatu-lari-aero/ps--SPL-1?qty=2', replace: true, resetScroll: false });
  });

  it('back from login, buys at the quantity kept even when the gifts arrive before the price', async () => {
    const adds = serveGifts();
    let releasePrice = () => {};
    const priceHeld = new Promise<void>((resolve) => {
      releasePrice = resolve;
    });
    backendServer.use(
      http.get(`${TEST_BACKEND}/product-detail/products/:id/price-summary`, async () => {
        await priceHeld;
        return undefined;
      }),
    );
    renderPage({ user: BUDI, path: '/p/sepatu-lari-aero/ps--SPL-1?qty=2&pdpAction=add.gift.G-1' });
    const dialog = await screen.findByRole('dialog', { name: 'Hadiah gratis' });
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Produk dan hadiah ditambahkan ke bag.');
    expect(adds).toEqual([{ cartType: 'FREE_GIFT', item: { itemSku: 'SPL-1-00001', quantity: 2 }, freeGifts: [{ itemSku: 'G-1', pickupPointCode: 'PP-G' }] }]);
    act(() => releasePrice());
  });

  it('does not finish an add from the address for an anonymous shopper', async () => {
    const adds = serveGifts();
    renderPage({ path: '/p/sepatu-lari-aero/ps--SPL-1?qty=2&pdpAction=add.gift.G-1' });
    await screen.findByRole('button', { name: 'Pilih hadiah' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(adds).toEqual([]);
  });

  it.each([
    ['on', 'true', true],
    ['off', 'false', false],
  ])('in the super-app variant, shows free gifts only behind its switch (%s)', async (_, value, shown) => {
    const asked: string[] = [];
    let configRead = false;
    serveGifts();
    backendServer.use(
      http.get(`${TEST_BACKEND}/common/content/product-configs`, () => {
        configRead = true;
        return envelope(JSON.stringify([{ id: 'superAppFreeGiftEnabled', value }]));
      }),
      http.get(`${TEST_BACKEND}/product-detail/products/:id/free-gift`, ({ request }) => {
        asked.push(request.url);
        return envelope(FREE_GIFT as never);
      }),
    );
    renderPage({ vendor: 'RETAIL_SUPER_APP' });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(configRead).toBe(true));
    if (shown) expect(await screen.findByText('Untuk pembelian min. 2 barang')).toBeInTheDocument();
    else {
      // The switch has answered and the page has settled: still no gift row, and no gift call.
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(screen.queryByText('Hadiah gratis')).not.toBeInTheDocument();
      expect(asked).toEqual([]);
    }
  });

  it('says the gifts failed to load, retries, and leaves the page working', async () => {
    let fail = true;
    serveGifts({ freeGift: () => (fail ? HttpResponse.json({ code: 503, status: 'ERROR', data: null }, { status: 503 }) : envelope(FREE_GIFT as never)) });
    renderPage();
    expect(await screen.findByText('Gagal memuat hadiah.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '+ Bag' })).toBeEnabled();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Untuk pembelian min. 2 barang')).toBeInTheDocument();
  });

  it('speaks English, amount criteria included', async () => {
    serveGifts({ freeGift: () => envelope({ ...FREE_GIFT, criteria: { type: 'AMOUNT', threshold: 1000000 } } as never) });
    renderPage({ locale: 'en' });
    expect(await screen.findByText('With a purchase of at least Rp1.000.000')).toBeInTheDocument();
  });
});
