// The fault matrix (tooling/e2e/fault-matrix/rows/grocery-remote/) for the grocery recommendations, in
// jsdom: on the rice with the device at Kemang, each call fails once in each way the simulator can fail
// it: the page's list (GET) and the add-to-cart list after an add to the bag (POST). The list says so
// in the catalogue's words, the rest of the page is untouched, nothing is thrown, and a retry brings
// the cards, which lead to their products. The backend is the simulator (mounted in MSW) on the rice
// (beras.json), whose recommendations are the catalogue's other grocery products (the eggs among
// them); each fault is a session fault, as the e2e matrix forces it. The first screen, the shipping
// section (the bag) and the recommendations are the sections that matter.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAULT_KINDS } from '@pdp/test-kit';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { grocerySimulatorFaultMatrixTests, mountAtKemang, retry, servedFromKemang } from '../../__tests__';
import { BERAS_2KG, BERAS_NAME, SARI } from '../../__tests__/grocery-products';

sectionsInView(['shipping', 'recommendation']);
const { backend, pageErrors } = grocerySimulatorFaultMatrixTests();

const RECOMMENDATIONS = '/backend/grocery/recommendations';
const SENT = /\/grocery\/recommendations$/;
const FAILED = 'Gagal memuat rekomendasi.';

describe('the fault matrix of the grocery recommendations', () => {
  it.each(FAULT_KINDS)(`grocery recommendations × %s: says "${FAILED}", the page is untouched, and a retry brings the cards`, async (fault) => {
    await backend.session.fault(RECOMMENDATIONS, fault, { method: 'GET', times: 1 });
    const queries = () => backend.sent('GET', SENT).map(({ query }) => Object.fromEntries(query));
    const { props } = await mountAtKemang();

    const region = await screen.findByRole('region', { name: 'Rekomendasi' });
    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent(FAILED);
    expect(within(region).queryByRole('link')).not.toBeInTheDocument();
    // What does not depend on the call: the product, its price, and the way to get it.
    expect(screen.getByRole('heading', { level: 1, name: BERAS_NAME })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('product-price')).toHaveTextContent('Rp38.900'));
    const shipping = screen.getByRole('region', { name: 'Pengiriman' });
    expect(within(shipping).getByRole('button', { name: 'Gunakan lokasi saat ini' })).toBeInTheDocument();
    const asked = { itemSku: BERAS_2KG, page: '0', itemPerPage: '18', placement: 'grocery-pdp' };
    // One call, the one that failed.
    expect(queries()).toEqual([asked]);

    await retry(alert);

    const telur = await within(region).findByRole('link', { name: /Telur Ayam Negeri 10 Butir/ });
    expect(within(region).queryByText(FAILED)).not.toBeInTheDocument();
    expect(queries()).toEqual([asked, asked]);
    await userEvent.click(telur);
    expect(props.navigate).toHaveBeenCalledWith(expect.objectContaining({ path: '/grocery/p/telur-ayam-negeri-10-butir/is--TLR-70003-00001' }));
    expect(pageErrors).toEqual([]);
  });

  it.each(FAULT_KINDS)(
    `grocery add-to-cart recommendations × %s: says "${FAILED}" in the list, the bag line stays added, and a retry brings the cards`,
    async (fault) => {
      await backend.session.signIn(SARI.email);
      await backend.session.fault(RECOMMENDATIONS, fault, { method: 'POST', times: 1 });
      const bodies = () => backend.sent('POST', SENT).map(({ body }) => body);
      const { shipping, props } = await servedFromKemang({ user: SARI });
      await userEvent.click(within(shipping).getByRole('button', { name: '+ Bag' }));
      const added = await screen.findByRole('dialog', { name: 'Berhasil ditambahkan ke bag' });
      await userEvent.click(within(added).getByRole('button', { name: 'Lihat rekomendasi' }));

      const suggestions = await screen.findByRole('dialog', { name: 'Rekomendasi untukmu' });
      const alert = await within(suggestions).findByRole('alert');
      expect(alert).toHaveTextContent(FAILED);
      expect(props.reportBagCount).toHaveBeenCalledWith({ vendor: 'GROCERY', count: 1 });
      const asked = { itemSku: BERAS_2KG, warehouseCode: 'WH-RNC-KMG', page: 0, itemPerPage: 18, placement: 'grocery-pdp' };
      // One call, the one that failed.
      expect(bodies()).toEqual([asked]);

      await retry(alert);

      await within(suggestions).findByRole('link', { name: /Telur Ayam Negeri 10 Butir/ });
      expect(within(suggestions).queryByText(FAILED)).not.toBeInTheDocument();
      expect(bodies()).toEqual([asked, asked]);
      expect(pageErrors).toEqual([]);
    },
  );
});
