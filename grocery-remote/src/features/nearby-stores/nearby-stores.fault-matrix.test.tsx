// The fault matrix (tooling/e2e/fault-matrix/rows/grocery-remote/) for the nearby stores call, in
// jsdom: on the rice with the device at Kemang, the call fails once in each way the simulator can
// fail it; the section says so in the catalogue's words, the store serving the shopper was found all
// the same, nothing is thrown, and a retry lists the other stores, which the shopper can then choose.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAULT_KINDS, faultHandler } from '@pdp/test-kit';
import { aStore, KEMANG, PONDOK_INDAH } from '../../__tests__/factories';
import {
  GROCERY_BACKEND,
  groceryBackend,
  groceryFaultMatrixTests,
  locatedAtKemang,
  recordPosts,
  retry,
  serveSlottedDeliveryOf,
  storedWarehouse,
} from '../../__tests__';

const pageErrors = groceryFaultMatrixTests();

const NEARBY = `${GROCERY_BACKEND}/grocery/stores/_nearby`;
const FAILED = 'Gagal memuat toko terdekat.';

const nearbySection = () => screen.findByRole('region', { name: 'Toko terdekat' });

describe('the fault matrix of the nearby stores', () => {
  it.each(FAULT_KINDS)(
    `grocery nearby stores × %s: says "${FAILED}", the store serving the shopper stays found, and a retry lists the others`,
    async (fault) => {
      // Slotted delivery answers for the store asked for, as the backend does.
      serveSlottedDeliveryOf([aStore(), PONDOK_INDAH]);
      groceryBackend.use(faultHandler('POST', NEARBY, fault, { times: 1 }));
      // Every nearby stores call, failed or answered; the grocery backend's Kemang and Pondok Indah answer it.
      const calls = recordPosts(NEARBY);
      const { shipping } = await locatedAtKemang();

      const section = await nearbySection();
      const alert = await within(section).findByRole('alert');
      expect(alert).toHaveTextContent(FAILED);
      expect(within(section).queryByRole('list')).not.toBeInTheDocument();
      // The store serving the shopper was found all the same, with its windows.
      expect(await within(shipping).findByTestId('grocery-store')).toHaveTextContent('Belanja dari Ranch Market Kemang');
      expect(within(shipping).getByTestId('grocery-slot')).toHaveTextContent('Antar sekarang');

      await retry(alert);

      const list = await within(section).findByRole('list', { name: 'Toko terdekat' });
      const pondokIndah = within(list).getByRole('button', { name: 'Belanja di sini: Ranch Market Pondok Indah' });
      expect(within(section).queryByText(FAILED)).not.toBeInTheDocument();
      // Asked again for the same item and place.
      const asked = { itemSku: 'BRS-1-00001', latitude: KEMANG.latitude, longitude: KEMANG.longitude };
      expect(calls.map(({ body }) => body)).toEqual([asked, asked]);

      // The list works: the shopper makes Pondok Indah their store and the page buys from it.
      await userEvent.click(pondokIndah);
      expect(storedWarehouse()).toEqual(expect.objectContaining({ code: 'WH-RNC-PIK' }));
      await waitFor(() => expect(within(shipping).getByTestId('grocery-store')).toHaveTextContent('Belanja dari Ranch Market Pondok Indah'));
      expect(pageErrors).toEqual([]);
    },
  );
});
