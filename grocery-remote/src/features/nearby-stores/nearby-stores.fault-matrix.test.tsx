// The fault matrix (tooling/e2e/fault-matrix/rows/grocery-remote/) for the nearby stores call, in
// jsdom: on the rice with the device at Kemang, the call fails once in each way the simulator can
// fail it; the section says so in the catalogue's words, the store serving the shopper was found all
// the same, nothing is thrown, and a retry lists the other stores, which the shopper can then choose.
// The backend is the simulator (mounted in MSW) on the rice (beras.json), sold at Kemang and Pondok
// Indah; each fault is a session fault, as the e2e matrix forces it. The nearby stores are in the
// shipping section, the only one that matters.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAULT_KINDS, KEMANG } from '@pdp/test-kit';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { BERAS_2KG } from '../../__tests__/grocery-products';
import { grocerySimulatorFaultMatrixTests, locatedAtKemang, retry, storedWarehouse } from '../../__tests__';

sectionsInView(['shipping']);
const { backend, pageErrors } = grocerySimulatorFaultMatrixTests();

const NEARBY = '/backend/grocery/stores/_nearby';
const FAILED = 'Gagal memuat toko terdekat.';

const nearbySection = () => screen.findByRole('region', { name: 'Toko terdekat' });

describe('the fault matrix of the nearby stores', () => {
  it.each(FAULT_KINDS)(
    `grocery nearby stores × %s: says "${FAILED}", the store serving the shopper stays found, and a retry lists the others`,
    async (fault) => {
      await backend.session.fault(NEARBY, fault, { method: 'POST', times: 1 });
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
      const asked = { itemSku: BERAS_2KG, latitude: KEMANG.latitude, longitude: KEMANG.longitude };
      expect(backend.sent('POST', /\/grocery\/stores\/_nearby$/).map(({ body }) => body)).toEqual([asked, asked]);

      // The list works: the shopper makes Pondok Indah their store and the page buys from it.
      await userEvent.click(pondokIndah);
      expect(storedWarehouse()).toEqual(expect.objectContaining({ code: 'WH-RNC-PIK' }));
      await waitFor(() => expect(within(shipping).getByTestId('grocery-store')).toHaveTextContent('Belanja dari Ranch Market Pondok Indah'));
      expect(pageErrors).toEqual([]);
    },
  );
});
