// The bundling catalog page as a shopper meets it (spec §2 /retail/bundling-catalog/{x}, §3 Combo,
// §7 "add item in the bundle page", §8 cart codes; decision 0071), against the backend simulator (its
// bundle handlers and the phone's bundle BND-HPX-01, mounted in MSW): the bundle's items with the main
// product first and an unavailable one said so, adding one item to the bag and the bag count, the cart
// catalogue's refusals, login, an unknown bundle as the host's 404, a failed read with a retry, and
// English.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LifecycleProps } from '@pdp/host-contract/contract';
import { TEST_BACKEND, envelope, http, HttpResponse } from '@pdp/test-kit/backend-mock';
import { renderRemote } from '../../__tests__/render-remote';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { BUDI, BUNDLE_ADD_CALL, BUNDLE_PATH } from './combo.test-page';

const backend = startSimulatorBackend(TEST_BACKEND);

const renderBundle = (overrides: Partial<LifecycleProps> = {}) => renderRemote({ path: BUNDLE_PATH, reportBagCount: jest.fn(), ...overrides });
const items = async () => within(await screen.findByRole('list', { name: 'Isi paket' })).getAllByRole('listitem');
const row = async (name: string) => (await items()).find((item) => item.textContent?.includes(name)) as HTMLElement;
const adds = () => backend.sent('POST', BUNDLE_ADD_CALL).map((call) => ({ pathname: call.pathname, body: call.body }));
const TUMBLER_ADDED = { pathname: '/backend/retail/bundling-catalog/BND-HPX-01/_add-item', body: { itemSku: 'TMB-60006-00001', quantity: 1 } };

describe('the bundling catalog page', () => {
  it("lists the bundle's items, the main product first, and an unavailable one without a way to add it", async () => {
    renderBundle();
    expect(await screen.findByText('Memuat paket…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Katalog paket' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Paket hemat Smartphone X5' })).toBeInTheDocument();
    expect((await items()).map((item) => item.textContent)).toEqual([
      expect.stringContaining('Smartphone Nusantara X5 8 GBProduk utama · Rp3.599.100 dalam paket (semula Rp3.999.000)'),
      expect.stringContaining('Headphone Nirkabel Ramai Flash Sale'),
      expect.stringContaining('Tumbler Stainless 500 ml'),
      expect.stringContaining('Konsol Game Portabel NovaTidak tersedia'),
    ]);
    expect(within(await row('Konsol')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('adds one of an item to the bag, reports the bag count and links the bag', async () => {
    await backend.session.signIn();
    const { props } = renderBundle({ user: BUDI });
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah Tumbler Stainless 500 ml ke bag' }));
    const tumbler = await row('Tumbler');
    expect(await within(tumbler).findByRole('status')).toHaveTextContent('Ditambahkan ke bag.');
    expect(within(tumbler).getByRole('link', { name: 'Lihat bag' })).toHaveAttribute('href', '/cart');
    expect(adds()).toEqual([TUMBLER_ADDED]);
    // The bag was empty: the tumbler is its one line.
    expect(props.reportBagCount).toHaveBeenCalledWith({ vendor: 'RETAIL', count: 1 });
    // The other items are untouched.
    expect(within(await row('Headphone')).queryByRole('status')).not.toBeInTheDocument();
  });

  it.each([
    ['OOS', 'Produk tidak bisa ditambahkan karena stoknya sudah habis.'],
    ['UNBUYABLE_ITEM', 'Produk ini tidak tersedia.'],
    ['SOMETHING_NEW', 'Gagal menambahkan produk. Silakan coba lagi.'],
  ])('says %s in the cart catalogue’s words on the item, and the button stays', async (code, text) => {
    await backend.session.signIn();
    if (code === 'SOMETHING_NEW')
      // A code the simulator never sends (it injects documented codes only).
      backend.server.use(
        http.post(`${TEST_BACKEND}/retail/bundling-catalog/:bundleId/_add-item`, () =>
          HttpResponse.json({ code: 400, status: code, data: null }, { status: 400 }),
        ),
      );
    else await backend.session.fault('/backend/retail/bundling-catalog/*/_add-item', `code=${code}`, { method: 'POST', times: 1 });
    const { props } = renderBundle({ user: BUDI });
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah Headphone Nirkabel Ramai Flash Sale ke bag' }));
    const headphone = await row('Headphone');
    expect(await within(headphone).findByRole('alert')).toHaveTextContent(text);
    expect(within(headphone).getByRole('button', { name: 'Tambah Headphone Nirkabel Ramai Flash Sale ke bag' })).toBeEnabled();
    expect(props.reportBagCount).not.toHaveBeenCalled();
  });

  it('opens the bag-full modal when the bag is full', async () => {
    await backend.session.signIn();
    await backend.session.fault('/backend/retail/bundling-catalog/*/_add-item', 'code=MAXIMUM_NUMBER_OF_ITEMS_EXCEEDED', { method: 'POST', times: 1 });
    renderBundle({ user: BUDI });
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah Headphone Nirkabel Ramai Flash Sale ke bag' }));
    expect(await screen.findByRole('dialog', { name: 'Bag kamu penuh' })).toBeInTheDocument();
  });

  it('sends an anonymous shopper to login and back to the bundle with the item, adding nothing yet', async () => {
    const { props } = renderBundle();
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah Tumbler Stainless 500 ml ke bag' }));
    expect(props.requestLogin).toHaveBeenCalledWith({ returnTo: `${BUNDLE_PATH}?pdpAction=add.bundle.TMB-60006-00001` });
    expect(adds()).toEqual([]);
  });

  it('back from login, adds that item once and takes the action out of the address', async () => {
    await backend.session.signIn();
    const { props } = renderBundle({ user: BUDI, path: `${BUNDLE_PATH}?pdpAction=add.bundle.TMB-60006-00001` });
    const tumbler = await row('Tumbler');
    expect(await within(tumbler).findByRole('status')).toHaveTextContent('Ditambahkan ke bag.');
    expect(adds()).toEqual([TUMBLER_ADDED]);
    expect(props.reportBagCount).toHaveBeenCalledWith({ vendor: 'RETAIL', count: 1 });
    expect(props.navigate).toHaveBeenCalledWith({ path: BUNDLE_PATH, replace: true, resetScroll: false });
    // The other items are untouched.
    expect(within(await row('Headphone')).queryByRole('status')).not.toBeInTheDocument();
  });

  it('back from login without signing in, adds nothing', async () => {
    renderBundle({ path: `${BUNDLE_PATH}?pdpAction=add.bundle.TMB-60006-00001` });
    expect(await screen.findByRole('button', { name: 'Tambah Tumbler Stainless 500 ml ke bag' })).toBeEnabled();
    expect(adds()).toEqual([]);
  });

  it('tells the host an unknown bundle is a 404', async () => {
    const { props } = renderBundle({ path: '/retail/bundling-catalog/BND-NONE' });
    await waitFor(() => expect(props.reportPageStatus).toHaveBeenCalledWith(404));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a bundle without items is not available, without blanking the page', async () => {
    // A body off the contract, which the simulator never sends.
    backend.server.use(
      http.get(`${TEST_BACKEND}/product/bundles/:bundleId`, () => envelope({ bundleId: 'BND-HPX-01', name: 'Paket', items: [{ name: 42 }] } as never)),
    );
    renderBundle();
    expect(await screen.findByText('Paket ini tidak tersedia.')).toBeInTheDocument();
  });

  it('reads in English', async () => {
    renderBundle({ locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bundle catalog' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'In the bundle' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Tumbler Stainless 500 ml to the bag' })).toBeInTheDocument();
    expect(screen.getByText(/Main product · Rp3\.599\.100 in the bundle \(was Rp3\.999\.000\)/)).toBeInTheDocument();
  });
});
