// The bundling catalog page as a shopper meets it (spec §2 /retail/bundling-catalog/{x}, §3 Combo,
// §7 "add item in the bundle page", §8 cart codes; decision 0071): the bundle's items with the main
// product first and an unavailable one said so, adding one item to the bag and the bag count, the
// cart catalogue's refusals, login, an unknown bundle as the host's 404, a failed read with a retry,
// and English.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { LifecycleProps } from '@pdp/host-contract/contract';
import { envelope, startBackendMock } from '../../testing/backend-mock';
import { renderRemote } from '../../testing/render-remote';
import { BUDI, BUNDLE_PATH, serveBundle } from './combo-test-backend';

startBackendMock();

const renderBundle = (overrides: Partial<LifecycleProps> = {}) => renderRemote({ path: BUNDLE_PATH, reportBagCount: jest.fn(), ...overrides });
const refusal = (code: string, status = 400) => HttpResponse.json({ code: status, status: code, data: null }, { status });
const items = async () => within(await screen.findByRole('list', { name: 'Isi paket' })).getAllByRole('listitem');
const row = async (name: string) => (await items()).find((item) => item.textContent?.includes(name)) as HTMLElement;

describe('the bundling catalog page', () => {
  it("lists the bundle's items, the main product first, and an unavailable one without a way to add it", async () => {
    serveBundle();
    renderBundle();
    expect(await screen.findByText('Memuat paket…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Katalog paket' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Paket hemat sepatu' })).toBeInTheDocument();
    expect((await items()).map((item) => item.textContent)).toEqual([
      expect.stringContaining('Sepatu Lari AeroProduk utama · Rp540.000 dalam paket (semula Rp600.000)'),
      expect.stringContaining('Kaos Lari'),
      expect.stringContaining('Tumbler'),
      expect.stringContaining('KonsolTidak tersedia'),
    ]);
    expect(within(await row('Konsol')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('adds one of an item to the bag, reports the bag count and links the bag', async () => {
    const adds = serveBundle();
    const { props } = renderBundle({ user: BUDI });
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah Tumbler ke bag' }));
    const tumbler = await row('Tumbler');
    expect(await within(tumbler).findByRole('status')).toHaveTextContent('Ditambahkan ke bag.');
    expect(within(tumbler).getByRole('link', { name: 'Lihat bag' })).toHaveAttribute('href', '/cart');
    expect(adds).toEqual([{ bundleId: 'BND-1', body: { itemSku: 'TMB-3-00001', quantity: 1 } }]);
    expect(props.reportBagCount).toHaveBeenCalledWith({ vendor: 'RETAIL', count: 4 });
    // The other items are untouched.
    expect(within(await row('Kaos Lari')).queryByRole('status')).not.toBeInTheDocument();
  });

  it.each([
    ['OOS', 'Produk tidak bisa ditambahkan karena stoknya sudah habis.'],
    ['UNBUYABLE_ITEM', 'Produk ini tidak tersedia.'],
    ['SOMETHING_NEW', 'Gagal menambahkan produk. Silakan coba lagi.'],
  ])('says %s in the cart catalogue’s words on the item, and the button stays', async (code, text) => {
    serveBundle({ add: () => refusal(code) });
    const { props } = renderBundle({ user: BUDI });
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah Kaos Lari ke bag' }));
    const kaos = await row('Kaos Lari');
    expect(await within(kaos).findByRole('alert')).toHaveTextContent(text);
    expect(within(kaos).getByRole('button', { name: 'Tambah Kaos Lari ke bag' })).toBeEnabled();
    expect(props.reportBagCount).not.toHaveBeenCalled();
  });

  it('opens the bag-full modal when the bag is full', async () => {
    serveBundle({ add: () => refusal('MAXIMUM_NUMBER_OF_ITEMS_EXCEEDED') });
    renderBundle({ user: BUDI });
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah Kaos Lari ke bag' }));
    expect(await screen.findByRole('dialog', { name: 'Bag kamu penuh' })).toBeInTheDocument();
  });

  it('sends an anonymous shopper to login and back to the bundle with the item, adding nothing yet', async () => {
    const adds = serveBundle();
    const { props } = renderBundle();
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah Tumbler ke bag' }));
    expect(props.requestLogin).toHaveBeenCalledWith({ returnTo: `${BUNDLE_PATH}?pdpAction=add.bundle.TMB-3-00001` });
    expect(adds).toEqual([]);
  });

  it('back from login, adds that item once and takes the action out of the address', async () => {
    const adds = serveBundle();
    const { props } = renderBundle({ user: BUDI, path: `${BUNDLE_PATH}?pdpAction=add.bundle.TMB-3-00001` });
    const tumbler = await row('Tumbler');
    expect(await within(tumbler).findByRole('status')).toHaveTextContent('Ditambahkan ke bag.');
    expect(adds).toEqual([{ bundleId: 'BND-1', body: { itemSku: 'TMB-3-00001', quantity: 1 } }]);
    expect(props.reportBagCount).toHaveBeenCalledWith({ vendor: 'RETAIL', count: 4 });
    expect(props.navigate).toHaveBeenCalledWith({ path: BUNDLE_PATH, replace: true, resetScroll: false });
    // The other items are untouched.
    expect(within(await row('Kaos Lari')).queryByRole('status')).not.toBeInTheDocument();
  });

  it('back from login without signing in, adds nothing', async () => {
    const adds = serveBundle();
    renderBundle({ path: `${BUNDLE_PATH}?pdpAction=add.bundle.TMB-3-00001` });
    expect(await screen.findByRole('button', { name: 'Tambah Tumbler ke bag' })).toBeEnabled();
    expect(adds).toEqual([]);
  });

  it('tells the host an unknown bundle is a 404', async () => {
    serveBundle({ bundle: () => refusal('NOT_FOUND', 404) });
    const { props } = renderBundle();
    await waitFor(() => expect(props.reportPageStatus).toHaveBeenCalledWith(404));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a bundle without items is not available, without blanking the page', async () => {
    serveBundle({ bundle: () => envelope({ bundleId: 'BND-1', name: 'Paket', items: [{ name: 42 }] } as never) });
    renderBundle();
    expect(await screen.findByText('Paket ini tidak tersedia.')).toBeInTheDocument();
  });

  it('reads in English', async () => {
    serveBundle();
    renderBundle({ locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bundle catalog' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'In the bundle' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Tumbler to the bag' })).toBeInTheDocument();
    expect(screen.getByText(/Main product · Rp540\.000 in the bundle \(was Rp600\.000\)/)).toBeInTheDocument();
  });
});
