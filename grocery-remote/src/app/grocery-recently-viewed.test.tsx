// Recently viewed on the grocery page: grocery items go to the grocery list (never the retail one),
// and the grocery items seen before are shown from `_basic`, linking to grocery product pages.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BasicProductDto } from '@pdp/backend-api/backend';
import { STORAGE_KEYS } from '@pdp/host-contract/storage-keys';
import { berasSummary } from '../__tests__/factories';
import { aBasicProduct, serveBasicProducts } from '@pdp/test-kit';
import { envelope, GROCERY_BACKEND, groceryBackend, groceryPageTests, http, mountGrocery, updateGrocery } from '../__tests__';

groceryPageTests();
// The page mounts through its real lifecycles and calls: on a busy machine that can take over a second.

const BAYAM = aBasicProduct('SYR-1-00001', 'SYR-1', 'Bayam Hijau', 'bayam-hijau', 8500);
const TELUR = aBasicProduct('TLR-2-00003', 'TLR-2', 'Telur Ayam 10 Butir', 'telur-ayam', 27900);
const BERAS_FIVE_KILOS = aBasicProduct('BRS-1-00002', 'BRS-1', 'Beras Pandan Wangi 5 kg', 'beras-pandan-wangi', 92000);
const RETAIL_LIST = ['SPL-1-00001', 'KP-1-00001'];

const read = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;
const groceryList = () => read(STORAGE_KEYS.recentlyViewedGrocery);
const retailList = () => read(STORAGE_KEYS.recentlyViewedProduct);

const serveBasics = (items: BasicProductDto[] = [BAYAM, TELUR, BERAS_FIVE_KILOS]) => serveBasicProducts(groceryBackend, GROCERY_BACKEND, items);

const pageReady = () => waitFor(() => expect(screen.getByTestId('product-price')).toHaveTextContent('Rp38.900'));

describe('recently viewed on the grocery page', () => {
  it('records a grocery item in the grocery list only, asking and showing nothing on a first visit', async () => {
    localStorage.setItem(STORAGE_KEYS.recentlyViewedProduct, JSON.stringify(RETAIL_LIST));
    const calls = serveBasics();
    await mountGrocery();
    await pageReady();

    await waitFor(() => expect(groceryList()).toEqual(['BRS-1-00001']));
    expect(retailList()).toEqual(RETAIL_LIST);
    expect(calls).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Terakhir kamu lihat' })).not.toBeInTheDocument();
  });

  it('leaves the retail list absent when the shopper never viewed a retail product', async () => {
    serveBasics();
    await mountGrocery();
    await waitFor(() => expect(groceryList()).toEqual(['BRS-1-00001']));
    expect(localStorage.getItem(STORAGE_KEYS.recentlyViewedProduct)).toBeNull();
  });

  it('shows the grocery items viewed before, other products only, each linking to its grocery page', async () => {
    localStorage.setItem(STORAGE_KEYS.recentlyViewedGrocery, JSON.stringify(['SYR-1-00001', 'BRS-1-00002', 'TLR-2-00003']));
    localStorage.setItem(STORAGE_KEYS.recentlyViewedProduct, JSON.stringify(RETAIL_LIST));
    const calls = serveBasics();
    const props = await mountGrocery();

    const section = (await screen.findByRole('heading', { level: 2, name: 'Terakhir kamu lihat' })).closest('section') as HTMLElement;
    const links = await within(section).findAllByRole('link');
    expect(calls).toEqual([['SYR-1-00001', 'BRS-1-00002', 'TLR-2-00003']]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/grocery/p/bayam-hijau/is--SYR-1-00001', '/grocery/p/telur-ayam/is--TLR-2-00003']);
    expect(links[0]).toHaveTextContent('Bayam HijauRp8.500');
    expect(within(section).queryByText('Beras Pandan Wangi 5 kg')).not.toBeInTheDocument();

    await userEvent.click(links[1] as HTMLElement);
    expect(props.navigate).toHaveBeenCalledWith({ path: '/grocery/p/telur-ayam/is--TLR-2-00003', replace: undefined, resetScroll: true });
    expect(groceryList()).toEqual(['BRS-1-00001', 'SYR-1-00001', 'BRS-1-00002', 'TLR-2-00003']);
    expect(retailList()).toEqual(RETAIL_LIST);
  });

  it('does not show retail items viewed before', async () => {
    localStorage.setItem(STORAGE_KEYS.recentlyViewedProduct, JSON.stringify(['SPL-1-00001']));
    const calls = serveBasics([BAYAM, aBasicProduct('SPL-1-00001', 'SPL-1', 'Sepatu Lari Aero', 'sepatu-lari-aero', 629300)]);
    await mountGrocery();
    await pageReady();
    await waitFor(() => expect(groceryList()).toEqual(['BRS-1-00001']));
    expect(calls).toHaveLength(0);
    expect(screen.queryByRole('link', { name: /Sepatu Lari Aero/ })).not.toBeInTheDocument();
  });

  it('records each grocery item viewed in turn, newest first', async () => {
    const calls = serveBasics();
    groceryBackend.use(
      http.get(`${GROCERY_BACKEND}/product-detail/products/:id/_summary`, ({ params }) =>
        envelope(
          params.id === 'is--BRS-1-00002'
            ? berasSummary({
                itemSku: 'BRS-1-00002',
                options: berasSummary().options.map((option) => ({ ...option, selected: option.itemSku === 'BRS-1-00002' })),
              })
            : berasSummary(),
        ),
      ),
    );
    const props = await mountGrocery();
    await waitFor(() => expect(groceryList()).toEqual(['BRS-1-00001']));

    await updateGrocery(props, { path: '/grocery/p/beras-pandan-wangi/is--BRS-1-00002' });

    await waitFor(() => expect(groceryList()).toEqual(['BRS-1-00002', 'BRS-1-00001']));
    await waitFor(() => expect(calls).toEqual([['BRS-1-00001']]));
    expect(localStorage.getItem(STORAGE_KEYS.recentlyViewedProduct)).toBeNull();
  });

  it('puts the item first, once, keeping at most 8', async () => {
    serveBasics([]);
    localStorage.setItem(STORAGE_KEYS.recentlyViewedGrocery, JSON.stringify(['A-1', 'B-2', 'C-3', 'D-4', 'BRS-1-00001', 'E-5', 'F-6', 'G-7']));
    await mountGrocery();
    await waitFor(() => expect(groceryList()).toEqual(['BRS-1-00001', 'A-1', 'B-2', 'C-3', 'D-4', 'E-5', 'F-6', 'G-7']));
  });

  it('drops the oldest of 8 when a new item comes', async () => {
    serveBasics([]);
    localStorage.setItem(STORAGE_KEYS.recentlyViewedGrocery, JSON.stringify(['A-1', 'B-2', 'C-3', 'D-4', 'E-5', 'F-6', 'G-7', 'H-8']));
    await mountGrocery();
    await waitFor(() => expect(groceryList()).toEqual(['BRS-1-00001', 'A-1', 'B-2', 'C-3', 'D-4', 'E-5', 'F-6', 'G-7']));
  });
});
