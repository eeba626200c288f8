// The fault matrix (tooling/e2e/fault-matrix/rows/grocery-remote/) for the grocery recommendations, in
// jsdom: on the rice with the device at Kemang, each call fails once in each way the simulator can fail
// it: the page's list (GET) and the add-to-cart list after an add to the bag (POST). The list says so
// in the catalogue's words, the rest of the page is untouched, nothing is thrown, and a retry brings
// the cards, which lead to their products.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAULT_KINDS, faultHandler } from '@pdp/test-kit';
import { envelope, GROCERY_BACKEND, groceryBackend, groceryFaultMatrixTests, http, mountAtKemang, retry, servedFromKemang } from '../../__tests__';
import { BUDI } from '../../__tests__/factories';

const pageErrors = groceryFaultMatrixTests();

const RECOMMENDATIONS = `${GROCERY_BACKEND}/grocery/recommendations`;
const FAILED = 'Gagal memuat rekomendasi.';
const TELUR = {
  itemSku: 'TLR-1-00001',
  name: 'Telur Ayam Negeri 10 Butir',
  urlFriendlyName: 'telur-ayam-negeri-10-butir',
  imageUrl: '/m/telur.svg',
  price: { listed: 28000, offered: 25500, discountPercentage: 9 },
};

describe('the fault matrix of the grocery recommendations', () => {
  it.each(FAULT_KINDS)(`grocery recommendations × %s: says "${FAILED}", the page is untouched, and a retry brings the cards`, async (fault) => {
    const queries: Record<string, string>[] = [];
    groceryBackend.use(
      faultHandler('GET', RECOMMENDATIONS, fault, { times: 1 }),
      http.get(RECOMMENDATIONS, ({ request }) => {
        queries.push(Object.fromEntries(new URL(request.url).searchParams));
        return envelope([TELUR]);
      }),
    );
    const { props } = await mountAtKemang();

    const region = await screen.findByRole('region', { name: 'Rekomendasi' });
    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent(FAILED);
    expect(within(region).queryByRole('link')).not.toBeInTheDocument();
    // What does not depend on the call: the product, its price, and the way to get it.
    expect(screen.getByRole('heading', { level: 1, name: 'Beras Pandan Wangi' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('product-price')).toHaveTextContent('Rp38.900'));
    const shipping = screen.getByRole('region', { name: 'Pengiriman' });
    expect(within(shipping).getByRole('button', { name: 'Gunakan lokasi saat ini' })).toBeInTheDocument();
    expect(queries).toEqual([]);

    await retry(alert);

    const telur = await within(region).findByRole('link', { name: /Telur Ayam Negeri 10 Butir/ });
    expect(within(region).queryByText(FAILED)).not.toBeInTheDocument();
    expect(queries).toEqual([{ itemSku: 'BRS-1-00001', page: '0', itemPerPage: '18', placement: 'grocery-pdp' }]);
    await userEvent.click(telur);
    expect(props.navigate).toHaveBeenCalledWith(expect.objectContaining({ path: '/grocery/p/telur-ayam-negeri-10-butir/is--TLR-1-00001' }));
    expect(pageErrors).toEqual([]);
  });

  it.each(FAULT_KINDS)(
    `grocery add-to-cart recommendations × %s: says "${FAILED}" in the list, the bag line stays added, and a retry brings the cards`,
    async (fault) => {
      const bodies: unknown[] = [];
      groceryBackend.use(
        faultHandler('POST', RECOMMENDATIONS, fault, { times: 1 }),
        http.post(RECOMMENDATIONS, async ({ request }) => {
          bodies.push(await request.json());
          return envelope([TELUR]);
        }),
        http.post(`${GROCERY_BACKEND}/grocery/carts/_bulk-update`, () => envelope({ cartCount: 1 })),
      );
      const { shipping, props } = await servedFromKemang({ user: BUDI });
      await userEvent.click(within(shipping).getByRole('button', { name: '+ Bag' }));
      const added = await screen.findByRole('dialog', { name: 'Berhasil ditambahkan ke bag' });
      await userEvent.click(within(added).getByRole('button', { name: 'Lihat rekomendasi' }));

      const suggestions = await screen.findByRole('dialog', { name: 'Rekomendasi untukmu' });
      const alert = await within(suggestions).findByRole('alert');
      expect(alert).toHaveTextContent(FAILED);
      expect(props.reportBagCount).toHaveBeenCalledWith({ vendor: 'GROCERY', count: 1 });
      expect(bodies).toEqual([]);

      await retry(alert);

      await within(suggestions).findByRole('link', { name: /Telur Ayam Negeri 10 Butir/ });
      expect(within(suggestions).queryByText(FAILED)).not.toBeInTheDocument();
      expect(bodies).toEqual([{ itemSku: 'BRS-1-00001', warehouseCode: 'WH-RNC-KMG', page: 0, itemPerPage: 18, placement: 'grocery-pdp' }]);
      expect(pageErrors).toEqual([]);
    },
  );
});
