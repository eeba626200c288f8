// Recently viewed on the grocery page: grocery items go to the grocery list (never the retail one),
// and the grocery items seen before are shown from `_basic`, linking to grocery product pages.
// The backend is the simulator (mounted in MSW) on the rice (beras.json); the items seen before are
// the catalogue's milk, eggs and the rice's own 5 kg, answered by the simulator's `_basic`.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@pdp/host-contract/storage-keys';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { grocerySimulatorTests, mountGrocery, updateGrocery } from '../__tests__';
import { BERAS_2KG, BERAS_5KG, BERAS_5KG_PATH } from '../__tests__/grocery-products';

sectionsInView([]);
const backend = grocerySimulatorTests();

const SUSU = 'SUS-70002-00001';
const TELUR = 'TLR-70003-00001';
/** The running shoes and the T-shirt: retail items. */
const RETAIL_LIST = ['SPL-60001-00001', 'KAO-60002-00001'];
/** The skus of each `_basic` call the page sent. */
const basicCalls = () => backend.sent('GET', /\/product\/products\/_basic$/).map(({ query }) => query.getAll('sku'));

const read = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;
const groceryList = () => read(STORAGE_KEYS.recentlyViewedGrocery);
const retailList = () => read(STORAGE_KEYS.recentlyViewedProduct);

const pageReady = () => waitFor(() => expect(screen.getByTestId('product-price')).toHaveTextContent('Rp38.900'));

describe('recently viewed on the grocery page', () => {
  it('records a grocery item in the grocery list only, asking and showing nothing on a first visit', async () => {
    localStorage.setItem(STORAGE_KEYS.recentlyViewedProduct, JSON.stringify(RETAIL_LIST));
    await mountGrocery();
    await pageReady();

    await waitFor(() => expect(groceryList()).toEqual([BERAS_2KG]));
    expect(retailList()).toEqual(RETAIL_LIST);
    expect(basicCalls()).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Terakhir kamu lihat' })).not.toBeInTheDocument();
  });

  it('leaves the retail list absent when the shopper never viewed a retail product', async () => {
    await mountGrocery();
    await waitFor(() => expect(groceryList()).toEqual([BERAS_2KG]));
    expect(localStorage.getItem(STORAGE_KEYS.recentlyViewedProduct)).toBeNull();
  });

  it('shows the grocery items viewed before, other products only, each linking to its grocery page', async () => {
    localStorage.setItem(STORAGE_KEYS.recentlyViewedGrocery, JSON.stringify([SUSU, BERAS_5KG, TELUR]));
    localStorage.setItem(STORAGE_KEYS.recentlyViewedProduct, JSON.stringify(RETAIL_LIST));
    const props = await mountGrocery();

    const section = (await screen.findByRole('heading', { level: 2, name: 'Terakhir kamu lihat' })).closest('section') as HTMLElement;
    const links = await within(section).findAllByRole('link');
    expect(basicCalls()).toEqual([[SUSU, BERAS_5KG, TELUR]]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/grocery/p/susu-uht-full-cream-1-l/is--${SUSU}`,
      `/grocery/p/telur-ayam-negeri-10-butir/is--${TELUR}`,
    ]);
    expect(links[0]).toHaveTextContent('Susu UHT Full Cream 1 LRp18.900');
    // The rice's own 5 kg is not another product.
    expect(within(section).queryByText('Beras Pandan Wangi Premium')).not.toBeInTheDocument();

    await userEvent.click(links[1] as HTMLElement);
    expect(props.navigate).toHaveBeenCalledWith({ path: `/grocery/p/telur-ayam-negeri-10-butir/is--${TELUR}`, replace: undefined, resetScroll: true });
    expect(groceryList()).toEqual([BERAS_2KG, SUSU, BERAS_5KG, TELUR]);
    expect(retailList()).toEqual(RETAIL_LIST);
  });

  it('does not show retail items viewed before', async () => {
    localStorage.setItem(STORAGE_KEYS.recentlyViewedProduct, JSON.stringify(['SPL-60001-00001']));
    await mountGrocery();
    await pageReady();
    await waitFor(() => expect(groceryList()).toEqual([BERAS_2KG]));
    expect(basicCalls()).toHaveLength(0);
    expect(screen.queryByRole('link', { name: /Sepatu Lari/ })).not.toBeInTheDocument();
  });

  it('records each grocery item viewed in turn, newest first', async () => {
    const props = await mountGrocery();
    await waitFor(() => expect(groceryList()).toEqual([BERAS_2KG]));

    await updateGrocery(props, { path: BERAS_5KG_PATH });

    await waitFor(() => expect(groceryList()).toEqual([BERAS_5KG, BERAS_2KG]));
    await waitFor(() => expect(basicCalls()).toEqual([[BERAS_2KG]]));
    expect(localStorage.getItem(STORAGE_KEYS.recentlyViewedProduct)).toBeNull();
  });

  it('puts the item first, once, keeping at most 8', async () => {
    localStorage.setItem(STORAGE_KEYS.recentlyViewedGrocery, JSON.stringify(['A-1', 'B-2', 'C-3', 'D-4', BERAS_2KG, 'E-5', 'F-6', 'G-7']));
    await mountGrocery();
    await waitFor(() => expect(groceryList()).toEqual([BERAS_2KG, 'A-1', 'B-2', 'C-3', 'D-4', 'E-5', 'F-6', 'G-7']));
  });

  it('drops the oldest of 8 when a new item comes', async () => {
    localStorage.setItem(STORAGE_KEYS.recentlyViewedGrocery, JSON.stringify(['A-1', 'B-2', 'C-3', 'D-4', 'E-5', 'F-6', 'G-7', 'H-8']));
    await mountGrocery();
    await waitFor(() => expect(groceryList()).toEqual([BERAS_2KG, 'A-1', 'B-2', 'C-3', 'D-4', 'E-5', 'F-6', 'G-7']));
  });
});
